import type { ReactNode } from "react";
import { useTranslation } from "~/components/i18n/use-translation";
import { cx } from "./class-names";

export type AlertTone = "error" | "success" | "warning" | "info";

export interface AlertProps {
  tone: AlertTone;
  /**
   * The heading, the spec's "Error!", "Success!" or "Alert!". Defaults by tone: error "Error!",
   * success "Success!", warning and info "Alert!". Pass null for no heading.
   */
  title?: ReactNode | null;
  /** The message, e.g. the server's message word for word. */
  children?: ReactNode;
  className?: string;
}

export const toneClasses: Record<AlertTone, string> = {
  error: "border-error bg-error-soft text-ink",
  success: "border-success bg-success-soft text-ink",
  warning: "border-warning bg-warning-soft text-ink",
  info: "border-info bg-info-soft text-ink",
};

export const toneTitleClasses: Record<AlertTone, string> = {
  error: "text-error",
  success: "text-success",
  warning: "text-warning",
  info: "text-info",
};

/**
 * A message box in the page. Errors use role="alert" (announced at once); the other tones use
 * role="status" (announced politely).
 */
export function Alert({ tone, title, children, className }: AlertProps) {
  const { t } = useTranslation("ui");
  const heading = title === undefined ? t(`alert.${tone}`) : title;
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={cx("rounded-md border-l-4 px-4 py-3", toneClasses[tone], className)}
    >
      {heading !== null && heading !== "" ? (
        <p className={cx("font-display text-lg font-semibold", toneTitleClasses[tone])}>{heading}</p>
      ) : null}
      {children ? <div className="mt-0.5">{children}</div> : null}
    </div>
  );
}
