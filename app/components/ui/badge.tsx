import { cx } from "./class-names";

export type BadgeTone = "success" | "warning" | "error" | "info" | "neutral";

// The statuses the spec shows, by tone. Anything else is neutral unless a tone is given.
const statusTones: Record<string, BadgeTone> = {
  active: "success",
  open: "success",
  subscribed: "success",
  "event booked": "success",
  "pending approval": "warning",
  "expiring soon": "warning",
  "rejected by admin": "error",
  "event cancelled": "error",
  "cancelled by host": "error",
  "sold out": "error",
  "event completed": "info",
  "event ended": "neutral",
  deactivated: "neutral",
  closed: "neutral",
};

/** The tone for a status label, case-insensitive: "Active" → success, "Rejected by Admin" → error. */
export function statusTone(status: string): BadgeTone {
  return statusTones[status.trim().toLowerCase()] ?? "neutral";
}

const badgeTones: Record<BadgeTone, string> = {
  success: "border-success/30 bg-success-soft text-success",
  warning: "border-warning/30 bg-warning-soft text-warning",
  error: "border-error/30 bg-error-soft text-error",
  info: "border-info/30 bg-info-soft text-info",
  neutral: "border-line-strong/40 bg-sunken text-muted",
};

export interface StatusBadgeProps {
  /** The status as the spec words it ("Pending Approval"); shown as is. */
  status: string;
  /** Override the tone the status maps to. */
  tone?: BadgeTone;
  className?: string;
}

/** A status label with a tone colour; the words carry the meaning, the colour only supports it. */
export function StatusBadge({ status, tone, className }: StatusBadgeProps) {
  const resolved = tone ?? statusTone(status);
  return (
    <span
      data-tone={resolved}
      className={cx(
        "inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-sm font-medium whitespace-nowrap",
        badgeTones[resolved],
        className,
      )}
    >
      <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-current" />
      {status}
    </span>
  );
}
