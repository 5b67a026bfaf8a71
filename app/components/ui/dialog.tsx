import { useEffect, useId, useRef, type ReactNode } from "react";
import { useTranslation } from "~/components/i18n/use-translation";
import { cx } from "./class-names";

// Dialogs ("Login Now ?", confirmations, the payment form) have two forms with the same content:
//
// - With JavaScript: <Dialog open={…} onClose={…}> — a native <dialog> opened with showModal(),
//   so focus is trapped, Escape closes it and the rest of the page is inert.
// - Without JavaScript: the control that opens the dialog is a real link to a route, or to the
//   same page with `?confirm=…`, whose loader sees that step and renders <DialogPage> with the
//   same title and content as a normal section of the page (its forms post as usual; its
//   "Cancel" is a link back). With JS, the link's click is intercepted (preventDefault) and the
//   dialog opens instead.
//
// A dialog is never rendered open on the server: the server renders the <dialog> closed and the
// no-JS path is the page.

export interface DialogProps {
  /** Whether the dialog is shown. Controlled: flip it in state, and clear it in onClose. */
  open: boolean;
  /** Called when the dialog closes: close button, Escape, or a `<form method="dialog">` inside. */
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** Hide the close button and ignore Escape, e.g. while a payment is processing. */
  hideClose?: boolean;
  /** Width of the panel. */
  size?: "sm" | "md" | "lg";
  className?: string;
}

const widths = { sm: "max-w-sm", md: "max-w-lg", lg: "max-w-2xl" } as const;

/** A modal native `<dialog>`, opened with showModal() when `open` becomes true. */
export function Dialog({ open, onClose, title, children, hideClose = false, size = "md", className }: DialogProps) {
  const { t } = useTranslation("ui");
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(event) => {
        // Escape: keep the dialog while the close button is hidden (processing).
        if (hideClose) event.preventDefault();
      }}
      className={cx(
        "m-auto w-[calc(100%-2rem)] rounded-card border border-line bg-surface p-0 text-ink shadow-card",
        widths[size],
        className,
      )}
    >
      <div className="flex items-start justify-between gap-4 border-b border-line px-5 py-4">
        <h2 id={titleId} className="font-display text-xl">
          {title}
        </h2>
        {hideClose ? null : (
          <button
            type="button"
            onClick={() => ref.current?.close()}
            className="-m-2 inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-md text-muted hover:bg-sunken hover:text-ink"
          >
            <span aria-hidden="true" className="text-2xl leading-none">
              ×
            </span>
            <span className="sr-only">{t("dialog.close")}</span>
          </button>
        )}
      </div>
      <div className="px-5 py-4">{children}</div>
    </dialog>
  );
}

export interface DialogPageProps {
  title: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** The no-JavaScript form of a Dialog: the same title and content as a section of the page. */
export function DialogPage({ title, children, className }: DialogPageProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={cx("mx-auto my-10 w-full max-w-lg rounded-card border border-line bg-surface shadow-card", className)}
    >
      <div className="border-b border-line px-5 py-4">
        <h1 id={titleId} className="font-display text-2xl">
          {title}
        </h1>
      </div>
      <div className="px-5 py-4">{children}</div>
    </section>
  );
}
