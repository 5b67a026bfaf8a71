import { useEffect, useState } from "react";
import { useTranslation } from "~/components/i18n/use-translation";
import { toneClasses, toneTitleClasses } from "./alert";
import { cx } from "./class-names";
import { useHydrated } from "./hydrated";

export type ToastType = "success" | "error" | "info";

export interface ToastProps {
  type: ToastType;
  /** Heading; defaults to "Success!" / "Error!" by type, none for info. */
  title?: string;
  message: string;
  /** A new id shows the toast again after it was dismissed (e.g. the flash message's id). */
  id?: string;
  className?: string;
}

/**
 * The message carried by a redirect ("Success!" after saving). It is in the server HTML, so it
 * shows with JavaScript off; with JavaScript a dismiss button appears. It sits in the page flow
 * (not over it), so without JavaScript it never hides content it cannot be dismissed from.
 */
export function Toast({ type, title, message, id, className }: ToastProps) {
  const { t } = useTranslation("ui");
  const hydrated = useHydrated();
  const [dismissed, setDismissed] = useState(false);
  const identity = id ?? `${type}:${title ?? ""}:${message}`;

  useEffect(() => {
    setDismissed(false);
  }, [identity]);

  if (dismissed) return null;
  const heading = title ?? (type === "info" ? undefined : t(`alert.${type}`));
  return (
    <div
      role="status"
      className={cx("flex items-start gap-3 rounded-md border-l-4 px-4 py-3 shadow-card", toneClasses[type], className)}
    >
      <div className="min-w-0 flex-1">
        {heading ? <p className={cx("font-display text-lg font-semibold", toneTitleClasses[type])}>{heading}</p> : null}
        <p>{message}</p>
      </div>
      {hydrated ? (
        <button
          type="button"
          onClick={() => setDismissed(true)}
          className="-m-1 inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-md text-muted hover:bg-surface hover:text-ink"
        >
          <span aria-hidden="true" className="text-xl leading-none">
            ×
          </span>
          <span className="sr-only">{t("toast.dismiss")}</span>
        </button>
      ) : null}
    </div>
  );
}
