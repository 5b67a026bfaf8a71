import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "~/components/i18n/use-translation";
import { pageSearch, paginationItems, MARGIN_PAGES, PAGE_RANGE } from "~/lib/pagination";
import { cx } from "./class-names";

export interface PaginationProps {
  /** The page shown, 1-based. */
  currentPage: number;
  pageCount: number;
  /**
   * The link for a page. When absent, links are `?page=N` on the current URL, keeping its other
   * query parameters (`searchParams` when given, else the current location's).
   */
  hrefFor?: (page: number) => string;
  searchParams?: URLSearchParams;
  /** Names the navigation for screen readers (default "Pagination"). */
  label?: string;
  className?: string;
}

const itemBase =
  "inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border px-3 font-medium no-underline";

/**
 * `?page=N` links with Previous and Next: the spec's 2 margin pages and 5-page range, gaps shown
 * as an ellipsis. Nothing is rendered when there is a single page.
 */
export function Pagination({ currentPage, pageCount, hrefFor, searchParams, label, className }: PaginationProps) {
  const { t } = useTranslation("ui");
  const location = useLocation();
  const items = paginationItems(currentPage, pageCount, { marginPages: MARGIN_PAGES, pageRange: PAGE_RANGE });
  if (items.length === 0) return null;

  const current = Math.min(Math.max(1, Math.floor(currentPage)), pageCount);
  const href = hrefFor ?? ((page: number) => pageSearch(searchParams ?? location.search, page));

  return (
    <nav aria-label={label ?? t("pagination.label")} className={cx("mt-8", className)}>
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        <li>
          {current > 1 ? (
            <Link to={href(current - 1)} rel="prev" className={cx(itemBase, "border-line-strong bg-surface hover:bg-sunken")}>
              <span aria-hidden="true">‹</span> {t("pagination.previous")}
            </Link>
          ) : (
            <span aria-disabled="true" className={cx(itemBase, "border-line text-muted")}>
              <span aria-hidden="true">‹</span> {t("pagination.previous")}
            </span>
          )}
        </li>
        {items.map((item, index) =>
          item === "ellipsis" ? (
            <li key={`ellipsis-${index}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={href(item)}
                aria-current={item === current ? "page" : undefined}
                className={cx(
                  itemBase,
                  item === current
                    ? "border-ink bg-ink text-paper"
                    : "border-line-strong bg-surface text-ink hover:bg-sunken",
                )}
              >
                <span className="sr-only">{t("pagination.page")} </span>
                {item}
              </Link>
            </li>
          ),
        )}
        <li>
          {current < pageCount ? (
            <Link to={href(current + 1)} rel="next" className={cx(itemBase, "border-line-strong bg-surface hover:bg-sunken")}>
              {t("pagination.next")} <span aria-hidden="true">›</span>
            </Link>
          ) : (
            <span aria-disabled="true" className={cx(itemBase, "border-line text-muted")}>
              {t("pagination.next")} <span aria-hidden="true">›</span>
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
