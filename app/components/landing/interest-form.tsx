// Register Interest (002 §3, §4, §5): full name, content, email, mobile and, on the
// Web3 page, "Are you a". A plain POST form checked by the same rules as the API. The content field
// is shown only to creators on the Web3 page: CSS (:has) hides it for a purchaser or no choice yet,
// so that works without JavaScript too. The page, not the form, says where the registration came from.
import { getFormProps, getInputProps, getSelectProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { Form, useFormAction } from "@remix-run/react";
import { useTranslation } from "~/components/i18n/use-translation";
import { FormErrors, HoneypotField, useIsSubmitting, useSchemaForm } from "~/components/forms";
import { Button, Field, SelectField, TextareaField } from "~/components/ui";
import type { LandingPage } from "~/lib/landing-pages";

const CONTENT_MAX = 1000;

export function InterestForm({ page, lastResult, action }: { page: LandingPage; lastResult: SubmissionResult<string[]> | null | undefined; action?: string }) {
  const { t } = useTranslation("landing");
  const web3 = page.layout === "web3";
  const pending = useIsSubmitting();
  // The route's own action ("/?index" on the root landing), back at the form when it answers.
  const routeAction = useFormAction();
  const [form, fields] = useSchemaForm(`interest-${page.key}`, () => import("~shared/schemas/interest").then((m) => m.interestFormSchema(web3)), lastResult);
  const contentField = (
    <TextareaField
      label={t("interest.content")}
      hint={t("interest.contentHint")}
      {...getTextareaProps(fields.content)}
      rows={3}
      maxLength={CONTENT_MAX}
      errors={fields.content.errors}
      className="interest-content"
    />
  );
  return (
    <Form
      method="post"
      action={action ?? `${routeAction}#register-interest`}
      {...getFormProps(form)}
      noValidate
      className={
        web3
          ? "space-y-4 [&:has(select[name=creatortype]_option[value='']:checked)_.interest-content]:hidden [&:has(select[name=creatortype]_option[value=purchaser]:checked)_.interest-content]:hidden"
          : "space-y-4"
      }
    >
      <FormErrors form={form} />
      <Field label={t("interest.fullName")} {...getInputProps(fields.full_name, { type: "text" })} autoComplete="name" errors={fields.full_name.errors} />
      {web3 ? (
        <SelectField
          label={t("interest.creatorType")}
          {...getSelectProps(fields.creatortype)}
          placeholder={t("interest.choose")}
          options={(["creator", "purchaser", "both"] as const).map((value) => ({
            value,
            label: t(`interest.creatorTypes.${value}`),
          }))}
          errors={fields.creatortype.errors}
        />
      ) : null}
      {contentField}
      <Field label={t("interest.email")} {...getInputProps(fields.email, { type: "email" })} autoComplete="email" errors={fields.email.errors} />
      <Field
        label={t("interest.mobile")}
        {...getInputProps(fields.mobile, { type: "tel" })}
        autoComplete="tel"
        inputMode="numeric"
        placeholder={t("interest.mobileHint")}
        hint={t("interest.mobileHint")}
        errors={fields.mobile.errors}
      />
      <HoneypotField label={t("interest.website")} />
      <Button type="submit" variant="primary" pending={pending}>
        {t("interest.submit")}
      </Button>
    </Form>
  );
}

/** The form as a landing page's section (#register-interest, where its Register Interest links lead). */
export function InterestFormSection({ page, lastResult, intro, className }: { page: LandingPage; lastResult: SubmissionResult<string[]> | null | undefined; intro?: string; className?: string }) {
  const { t } = useTranslation("landing");
  return (
    <section id="register-interest" aria-labelledby="register-interest-title" tabIndex={-1} className={`scroll-mt-24 rounded-card border border-line bg-surface p-6 shadow-card ${className ?? ""}`}>
      <h2 id="register-interest-title" className="font-display text-2xl">
        {t("interest.title")}
      </h2>
      <p className="mt-2 text-muted">{intro ?? t("interest.intro")}</p>
      <div className="mt-5">
        <InterestForm page={page} lastResult={lastResult} />
      </div>
    </section>
  );
}
