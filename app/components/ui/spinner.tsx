import { cx } from "./class-names";

export interface SpinnerProps {
  /** Spoken to screen readers; leave out when the surrounding text already says it. */
  label?: string;
  size?: "sm" | "md" | "lg";
  className?: string;
}

const sizes = { sm: "h-4 w-4", md: "h-6 w-6", lg: "h-10 w-10" } as const;

/** A small rotating ring in the current text colour. */
export function Spinner({ label, size = "sm", className }: SpinnerProps) {
  return (
    <span className={cx("inline-flex items-center", className)}>
      <svg
        className={cx(sizes[size], "animate-spin motion-reduce:animate-none")}
        viewBox="0 0 24 24"
        fill="none"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
        <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}
