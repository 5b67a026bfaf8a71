// The registration fields (spec 000 §2 Register, §5), shared by /register and Register and Purchase:
// names, email and its confirmation, date of birth, password and its confirmation (pasting into a
// confirmation is blocked with JavaScript), the terms (a link that opens them in a dialog with
// JavaScript and as a page without), over 16 and the contact choice.
import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { Link } from "@remix-run/react";
import type { ClipboardEvent } from "react";
import { useTranslation } from "~/components/i18n/use-translation";
import { PageContent } from "~/components/content/page-content";
import { Alert, CheckboxField, Dialog, DialogPage, Field, useHydrated } from "~/components/ui";
import type { ContentPageData } from "~server/api/contract";

type RegistrationField =
  | "first_name"
  | "last_name"
  | "email"
  | "email_confirmation"
  | "dateOfBirth"
  | "password"
  | "password_confirmation"
  | "acceptTerms"
  | "isover16"
  | "acceptContact";

export const REGISTRATION_FIELDS: readonly RegistrationField[] = [
  "first_name",
  "last_name",
  "email",
  "email_confirmation",
  "dateOfBirth",
  "password",
  "password_confirmation",
  "acceptTerms",
  "isover16",
  "acceptContact",
];

/** The fields a failed post never sends back into the page. */
export const REGISTRATION_SECRET_FIELDS = ["password", "password_confirmation"];

export interface RegistrationFieldsProps {
  fields: Record<RegistrationField, FieldMetadata<unknown>>;
  /** The terms as a page (without JavaScript). */
  termsHref: string;
  /** With JavaScript and the terms loaded: open them in a dialog instead. */
  onOpenTerms?: () => void;
}

/** With JavaScript, the confirmation fields must be typed, not pasted. */
function blockPaste(event: ClipboardEvent<HTMLInputElement>) {
  event.preventDefault();
}

export function RegistrationFields({ fields, termsHref, onOpenTerms }: RegistrationFieldsProps) {
  const { t } = useTranslation("auth");
  const hydrated = useHydrated();
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label={t("register.firstName")}
          {...getInputProps(fields.first_name, { type: "text" })}
          autoComplete="given-name"
          errors={fields.first_name.errors}
        />
        <Field
          label={t("register.lastName")}
          {...getInputProps(fields.last_name, { type: "text" })}
          autoComplete="family-name"
          errors={fields.last_name.errors}
        />
      </div>
      <Field label={t("register.email")} {...getInputProps(fields.email, { type: "email" })} autoComplete="email" errors={fields.email.errors} />
      <Field
        label={t("register.emailConfirmation")}
        hint={hydrated ? t("register.pasteBlocked") : undefined}
        {...getInputProps(fields.email_confirmation, { type: "email" })}
        autoComplete="off"
        onPaste={blockPaste}
        errors={fields.email_confirmation.errors}
      />
      <Field
        label={t("register.dateOfBirth")}
        {...getInputProps(fields.dateOfBirth, { type: "date" })}
        autoComplete="bday"
        errors={fields.dateOfBirth.errors}
      />
      <Field
        label={t("register.password")}
        hint={t("register.passwordHint")}
        {...getInputProps(fields.password, { type: "password" })}
        autoComplete="new-password"
        errors={fields.password.errors}
      />
      <Field
        label={t("register.passwordConfirmation")}
        hint={hydrated ? t("register.pasteBlocked") : undefined}
        {...getInputProps(fields.password_confirmation, { type: "password" })}
        autoComplete="new-password"
        onPaste={blockPaste}
        errors={fields.password_confirmation.errors}
      />
      <CheckboxField
        label={
          <>
            {t("register.acceptTermsBefore")}
            <Link
              className="underline"
              to={termsHref}
              // With JavaScript the terms open in a dialog; without, the link goes to their page.
              aria-haspopup={hydrated && onOpenTerms ? "dialog" : undefined}
              onClick={(event) => {
                if (!onOpenTerms) return;
                event.preventDefault();
                onOpenTerms();
              }}
            >
              {t("register.termsLink")}
            </Link>
            {t("register.acceptTermsAfter")}
          </>
        }
        {...getInputProps(fields.acceptTerms, { type: "checkbox" })}
        errors={fields.acceptTerms.errors}
      />
      <CheckboxField label={t("register.isover16")} {...getInputProps(fields.isover16, { type: "checkbox" })} errors={fields.isover16.errors} />
      <CheckboxField label={t("register.acceptContact")} {...getInputProps(fields.acceptContact, { type: "checkbox" })} errors={fields.acceptContact.errors} />
    </>
  );
}

/** The registration's Terms and Conditions (content page 5) in a dialog, with JavaScript. */
export function TermsDialog({ terms, open, onClose }: { terms: ContentPageData; open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title={terms.name} size="lg">
      <div className="max-h-[65vh] overflow-y-auto">
        {terms.sub_title ? <p className="mb-4 text-muted">{terms.sub_title}</p> : null}
        <PageContent page={terms} />
      </div>
    </Dialog>
  );
}

/** The same terms as a page (without JavaScript), with the way back to the form. */
export function TermsPage({ terms, backTo }: { terms: ContentPageData | null; backTo: string }) {
  const { t } = useTranslation("auth");
  return (
    <div className="px-4">
      <DialogPage title={terms?.name ?? t("register.termsTitle")} className="max-w-3xl">
        {terms ? (
          <>
            {terms.sub_title ? <p className="mb-4 text-muted">{terms.sub_title}</p> : null}
            <PageContent page={terms} />
          </>
        ) : (
          <Alert tone="error">{t("register.termsUnavailable")}</Alert>
        )}
        <p className="mt-6">
          <Link className="underline" to={backTo}>
            {t("register.backToRegistration")}
          </Link>
        </p>
      </DialogPage>
    </div>
  );
}
