// The questions of booking, cancelling and "Login Now ?" (spec 000 §4), each one form that posts to
// its own route (/book/:id, /cancel-booking/:id, /login-now/:id). Without JavaScript the routes show
// them as pages (DialogPage); with it, the event action buttons open the same forms in a <dialog>.
import { Form } from "@remix-run/react";
import { useTranslation } from "~/components/i18n/use-translation";
import type { ReactNode } from "react";
import { Alert, Button, DialogPage, LinkButton } from "~/components/ui";
import { eventActionUrls } from "~shared/event-urls";

interface Subject {
  id: number;
  title: string;
  is_free: boolean;
}

interface FormProps {
  event: Subject;
  /** Where "No" / "Close" goes without JavaScript; with it, a button that closes the dialog. */
  backTo: string;
  onClose?: () => void;
  /** Where to come back to after the action (a local path). */
  returnTo?: string;
  pending?: boolean;
}

function Back({ backTo, onClose, label }: { backTo: string; onClose?: () => void; label: string }) {
  if (onClose) {
    return (
      <Button type="button" variant="secondary" onClick={onClose}>
        {label}
      </Button>
    );
  }
  return (
    <LinkButton to={backTo} variant="secondary">
      {label}
    </LinkButton>
  );
}

/** A question about the event, posted to `action` with Yes (`intent`) or answered No. */
function Question({ action, question, intent, yes, variant, backTo, onClose, returnTo, pending }: FormProps & { action: string; question: string; intent: string; yes: string; variant: "primary" | "danger" }) {
  const { t } = useTranslation("ui");
  return (
    <Form method="post" action={action} className="space-y-4">
      <p>{question}</p>
      {returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" name="intent" value={intent} variant={variant} pending={pending}>
          {yes}
        </Button>
        <Back backTo={backTo} onClose={onClose} label={t("bookingDialog.keep")} />
      </div>
    </Form>
  );
}

export function BookFreeTicketForm(props: FormProps) {
  const { t } = useTranslation("ui");
  return (
    <Question
      {...props}
      action={eventActionUrls.book(props.event.id)}
      question={t("bookingDialog.bookQuestion", { title: props.event.title })}
      intent="book"
      yes={t("bookingDialog.bookYes")}
      variant="primary"
    />
  );
}

export function CancelBookingForm(props: FormProps) {
  const { t } = useTranslation("ui");
  return (
    <Question
      {...props}
      action={eventActionUrls.cancelBooking(props.event.id)}
      question={t("bookingDialog.cancelQuestion", { title: props.event.title })}
      intent="cancel"
      yes={t("bookingDialog.cancelYes")}
      variant="danger"
    />
  );
}

/**
 * "Login Now ?": Login, Register ("Register and Book" for a free event, "Register and Purchase" for a
 * paid one) and Close. A channel's Subscribe posts the same choice to its own page (`action`, `text`).
 */
export function LoginNowForm({ event, backTo, onClose, pending, action, text }: FormProps & { action?: string; text?: string }) {
  const { t } = useTranslation("ui");
  return (
    <Form method="post" action={action ?? eventActionUrls.loginNow(event.id)} className="space-y-4">
      <p>{text ?? t("bookingDialog.loginText", { title: event.title })}</p>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" name="intent" value="login" variant="primary" pending={pending}>
          {t("bookingDialog.login")}
        </Button>
        <Button type="submit" name="intent" value="register" variant="secondary">
          {t(event.is_free ? "bookingDialog.registerBook" : "bookingDialog.registerPurchase")}
        </Button>
        <Back backTo={backTo} onClose={onClose} label={t("bookingDialog.close")} />
      </div>
    </Form>
  );
}

/** Without JavaScript: the question as a page, with the refusal of a failed answer above it. */
export function QuestionPage({ title, error, errorTitle, children }: { title: string; error?: string; errorTitle: string; children: ReactNode }) {
  return (
    <div className="px-4">
      <DialogPage title={title}>
        {error ? (
          <Alert tone="error" title={errorTitle} className="mb-4">
            {error}
          </Alert>
        ) : null}
        {children}
      </DialogPage>
    </div>
  );
}
