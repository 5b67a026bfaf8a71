// Packages (/admin/packages): the packages on sale with their terms and how many users hold each,
// a link to each one's edit page, and a form that makes a new package. Plain POST form; after a
// change, back here with a toast (PRG).
import { getFormProps } from "@conform-to/react";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/i18n/use-translation";
import { PackageFields, packageFormValues } from "~/components/admin/package-fields";
import { FormErrors, useIsSubmitting, useSchemaForm } from "~/components/forms";
import { Button, Table } from "~/components/ui";
import { apiFor } from "~/server-only/api.server";
import { submitPageForm } from "~/server-only/admin-forms.server";
import { packageBody } from "~/server-only/admin-packages.server";
import { requireAdmin } from "~/server-only/auth.server";
import { throwListFailure } from "~/server-only/failures.server";
import { readFormData } from "~/server-only/form.server";
import { routeStrings } from "~/lib/i18n";
import { documentTitle } from "~/lib/document-title";
import { formatMoney } from "~shared/money";
import { newPackageSchema, PACKAGE_FIELDS } from "~shared/schemas/admin-catalogue";
import strings from "~/locales/en-GB/admin-catalogue.json";
import type { AdminPackageData } from "~server/api/contract";

export const handle = routeStrings({ "admin-catalogue": strings });

export const meta: MetaFunction = () => [{ title: documentTitle(strings.packages.title) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await requireAdmin(request, context);
  const answer = await apiFor(request, token).get("admin/packages");
  if (!answer.success || !answer.data) throwListFailure(answer, "fetch the packages");
  return { packages: answer.data };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { token, session } = await requireAdmin(request, context);
  const form = await readFormData(request);
  return submitPageForm({
    form,
    schema: newPackageSchema,
    post: () => apiFor(request, token).post("admin/packages", packageBody(form)),
    fields: PACKAGE_FIELDS,
    action: "create the package",
    to: "/admin/packages",
    session,
  });
}

export default function AdminPackages() {
  const { t } = useTranslation("admin-catalogue");
  const { packages } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const pending = useIsSubmitting();
  const [form, fields] = useSchemaForm("package", () => import("~shared/schemas/admin-catalogue").then((m) => m.newPackageSchema), lastResult, packageFormValues(null));
  return (
    <section aria-labelledby="packages-title" className="space-y-6">
      <header>
        <h1 id="packages-title" className="font-display text-3xl">
          {t("packages.title")}
        </h1>
        <p className="mt-2 text-ink-muted">{t("packages.description")}</p>
      </header>
      <Table<AdminPackageData>
        wide
        caption={t("packages.caption")}
        captionHidden
        rows={packages}
        rowKey={(row) => row.id}
        empty={t("packages.empty")}
        columns={[
          {
            key: "name",
            header: t("packages.name"),
            cell: (row) => (
              <Link to={`/admin/packages/${row.id}`} className="underline" aria-label={t("packages.edit", { name: row.name })}>
                {row.name}
              </Link>
            ),
          },
          {
            key: "price",
            header: t("packages.price"),
            kind: "money",
            cell: (row) => t("packages.perTenure", { price: formatMoney(row.price), tenure: t(`packages.${row.tenure as "monthly"}`, { defaultValue: row.tenure }) }),
          },
          {
            key: "commissions",
            header: t("packages.commissions"),
            cell: (row) => t("packages.commissionsValue", { live: row.commission_live_event, recorded: row.commission_pre_recorded_event, subscription: row.commission_subscription_user }),
          },
          { key: "fees", header: t("packages.fees"), cell: (row) => t("packages.feesValue", { handling: row.payment_handling_fee, tax: row.taxation_fee }) },
          {
            key: "limits",
            header: t("packages.limits"),
            cell: (row) =>
              t("packages.limitsValue", {
                channels: row.no_of_channel,
                events: row.no_of_event_in_channel,
                seats: row.max_participant_in_event,
                recordedSeats: row.max_participant_in_pre_recorded_event,
                subscribers: row.max_subscriber_in_channel,
              }),
          },
          { key: "users", header: t("packages.users"), kind: "number", cell: (row) => row.users },
        ]}
      />
      <Form method="post" {...getFormProps(form)} noValidate className="space-y-4 rounded-card border border-line bg-surface p-4" aria-labelledby="packages-create">
        <h2 id="packages-create" className="text-xl font-semibold">
          {t("packages.create")}
        </h2>
        <FormErrors form={form} />
        <PackageFields fields={fields} />
        <Button type="submit" variant="primary" pending={pending}>
          {t("packages.submit")}
        </Button>
      </Form>
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
