import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/components/i18n/use-translation";
import { cx } from "./class-names";
import { Kept } from "./kept";

export interface TabItem {
  label: ReactNode;
  /** Where the tab goes, e.g. "?type=online" or "/my-booked-events/online". */
  to: string;
  active: boolean;
}

export interface TabsProps {
  items: readonly TabItem[];
  /** Names the set of tabs for screen readers (default "Sections"). */
  label?: string;
  className?: string;
}

/**
 * Tabs as links (All / Online / Pre Recorded): each tab is a page or a query, so they work
 * without JavaScript and can be bookmarked. The active one has aria-current="page".
 */
export function Tabs({ items, label, className }: TabsProps) {
  const { t } = useTranslation("ui");
  const attributes = { "aria-label": label ?? t("tabs.label") };
  const classes = cx("border-b border-line", className);
  // Kept by the server when the tabs are plain words and each link is a path, a query or a place
  // on the page: links that depend on the page's path at most (markup-cache.ts). The browser draws
  // them either way (the same markup), so its build leaves this out.
  if (import.meta.env.SSR && items.every(keepable)) {
    return <Kept as="nav" kind="tabs" inside={TabList} inputs={{ items }} at="path" className={classes} attributes={attributes} />;
  }
  return (
    <nav {...attributes} className={classes}>
      <TabList items={items} />
    </nav>
  );
}

const keepable = (item: TabItem): boolean => typeof item.label === "string" && /^[/?#]/.test(item.to) && !item.to.startsWith("//");

function TabList({ items }: { items: readonly TabItem[] }) {
  return (
    <ul className="-mb-px flex gap-1 overflow-x-auto">
      {items.map((item) => (
        <li key={item.to} className="shrink-0">
          <Link
            to={item.to}
            aria-current={item.active ? "page" : undefined}
            className={cx(
              "inline-flex min-h-11 items-center border-b-2 px-4 py-2 font-medium no-underline",
              item.active ? "border-accent text-ink" : "border-transparent text-muted hover:border-line-strong hover:text-ink",
            )}
          >
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
