import { Link, type LinkProps } from "@remix-run/react";
import { forwardRef, type ButtonHTMLAttributes } from "react";
import { useTranslation } from "~/components/i18n/use-translation";
import { cx } from "./class-names";
import { Spinner } from "./spinner";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger";
export type ButtonSize = "sm" | "md" | "lg";

export interface ButtonStyle {
  /** primary: the accent, for the one call to action ("Buy Ticket", "Subscribe"). */
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

const base =
  "inline-flex items-center justify-center gap-2 rounded-md border font-medium leading-tight no-underline " +
  "transition-colors select-none disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60";

const variants: Record<ButtonVariant, string> = {
  primary: "border-accent bg-accent text-on-accent hover:border-accent-hover hover:bg-accent-hover",
  secondary: "border-line-strong bg-surface text-ink hover:bg-sunken",
  ghost: "border-transparent bg-transparent text-ink underline-offset-4 hover:bg-sunken hover:underline",
  danger: "border-error bg-surface text-error hover:bg-error hover:text-white",
};

const sizes: Record<ButtonSize, string> = {
  sm: "min-h-9 px-3 py-1.5 text-sm",
  md: "min-h-11 px-4 py-2 text-base",
  lg: "min-h-12 px-6 py-3 text-lg",
};

/** The classes of a button, for the rare element that must look like one. */
export function buttonClasses({ variant = "primary", size = "md", fullWidth = false }: ButtonStyle = {}): string {
  return cx(base, variants[variant], sizes[size], fullWidth && "w-full");
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonStyle {
  /** While true the button is disabled and shows a spinner, and says "Please wait…" to screen readers. */
  pending?: boolean;
  /** What screen readers hear while pending (default "Please wait…"). */
  pendingLabel?: string;
}

/**
 * A native button. `type` is "button" unless you say otherwise: write `type="submit"` on a
 * form's submit button, so that no stray button ever submits a form.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, fullWidth, pending = false, pendingLabel, type = "button", disabled, className, children, ...props },
  ref,
) {
  const { t } = useTranslation("ui");
  return (
    <button
      ref={ref}
      type={type}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      className={cx(buttonClasses({ variant, size, fullWidth }), className)}
      {...props}
    >
      {pending ? <Spinner /> : null}
      {children}
      {pending ? <span className="sr-only">{pendingLabel ?? t("button.pending")}</span> : null}
    </button>
  );
});

export type LinkButtonProps = LinkProps & ButtonStyle;

/** A Remix `<Link>` that looks like a button: for navigation that is a call to action. */
export const LinkButton = forwardRef<HTMLAnchorElement, LinkButtonProps>(function LinkButton(
  { variant, size, fullWidth, className, ...props },
  ref,
) {
  return <Link ref={ref} className={cx(buttonClasses({ variant, size, fullWidth }), className)} {...props} />;
});
