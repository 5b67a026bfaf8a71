// Site settings (/admin/settings): the landing page for /, the voucher offer's last day and the
// social feed's source, in one form; each setting that changes gets its own audit row.
import { getFormProps, getInputProps } from "@conform-to/react";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/i18n/use-translation";
import { ListHeader, replyFor, versionOf } from "~/components/admin/content-forms";
import { FormErrors, useSchemaForm } from "~/components/forms";
import { Button, Field, RadioGroup } from "~/components/ui";
import { apiFor } from "~/server-only/api.server";
import { requireAdmin } from "~/server-only/auth.server";
import { throwUnable } from "~/server-only/failures.server";
import { readFormData } from "~/server-only/form.server";
import { submitAdminForm, unknownIntent } from "~/server-only/admin-forms.server";
import { routeStrings } from "~/lib/i18n";
import { documentTitle } from "~/lib/document-title";
import { siteSettingsSchema } from "~shared/schemas/admin-content";
import strings from "~/locales/en-GB/admin-content.json";
import type { AdminSettingsData } from "~server/api/contract";

export const handle = routeStrings({ "admin-content": strings });

export const meta: MetaFunction = () => [{ title: documentTitle(strings.settings.title) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await requireAdmin(request, context);
  const answer = await apiFor(request, token).get("admin/settings");
  if (!answer.success || !answer.data) throwUnable("fetch details");
  return { settings: answer.data };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { session, token } = await requireAdmin(request, context);
  const form = await readFormData(request);
  const intent = String(form.get("intent") ?? "");
  if (intent !== "settings") return unknownIntent(intent);
  return submitAdminForm({
    form,
    intent,
    schema: siteSettingsSchema,
    // None goes over the wire as "".
    post: (value) =>
      apiFor(request, token).post("admin/settings", { root_landing: value.root_landing, voucher_offer_ends: value.voucher_offer_ends ?? "", social_feed_url: value.social_feed_url ?? "" }),
    to: "/admin/settings",
    session,
  });
}

export default function AdminSettings() {
  const { settings } = useLoaderData<typeof loader>();
  return <SettingsForm key={versionOf(settings)} settings={settings} />;
}

function SettingsForm({ settings }: { settings: AdminSettingsData }) {
  const { t } = useTranslation("admin-content");
  const reply = useActionData<typeof action>();
  const [form, fields] = useSchemaForm("settings", siteSettingsSchema, replyFor(reply, "settings"), {
    root_landing: settings.root_landing,
    voucher_offer_ends: settings.voucher_offer_ends ?? "",
    social_feed_url: settings.social_feed_url ?? "",
  });
  return (
    <section aria-labelledby="settings-title" className="space-y-6">
      <ListHeader id="settings-title" title={t("settings.title")} description={t("settings.description")} />
      <Form method="post" {...getFormProps(form)} noValidate className="max-w-2xl space-y-5 rounded-card border border-line bg-surface p-4">
        <FormErrors form={form} />
        <RadioGroup
          label={t("settings.rootLanding")}
          name={fields.root_landing.name}
          defaultValue={fields.root_landing.initialValue as string | undefined}
          options={[
            { value: "content-creator", label: t("settings.contentCreator") },
            { value: "become-host", label: t("settings.becomeHost") },
          ]}
          errors={fields.root_landing.errors}
        />
        <Field label={t("settings.voucherEnds")} hint={t("settings.voucherHint")} {...getInputProps(fields.voucher_offer_ends, { type: "date" })} errors={fields.voucher_offer_ends.errors} />
        <Field label={t("settings.feedUrl")} hint={t("settings.feedHint")} {...getInputProps(fields.social_feed_url, { type: "url" })} maxLength={500} errors={fields.social_feed_url.errors} />
        <Button type="submit" name="intent" value="settings" variant="primary">
          {t("settings.save")}
        </Button>
      </Form>
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
