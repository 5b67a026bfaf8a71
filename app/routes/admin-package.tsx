// One package's edit page (/admin/packages/:id): its terms, prefilled. Saving puts a new version on
// sale for new purchases; the users already on it keep their terms. Plain POST form; after a save,
// back to the list with a toast (PRG). A version another admin has just replaced answers 409 here.
import { getFormProps } from "@conform-to/react";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/i18n/use-translation";
import { PackageFields, packageFormValues } from "~/components/admin/package-fields";
import { FormErrors, useIsSubmitting, useSchemaForm } from "~/components/forms";
import { Button } from "~/components/ui";
import { apiFor } from "~/server-only/api.server";
import { submitPageForm } from "~/server-only/admin-forms.server";
import { packageBody } from "~/server-only/admin-packages.server";
import { requireAdmin } from "~/server-only/auth.server";
import { throwListFailure } from "~/server-only/failures.server";
import { readFormData } from "~/server-only/form.server";
import { routeStrings } from "~/lib/i18n";
import { documentTitle } from "~/lib/document-title";
import { packageUpdateSchema, PACKAGE_FIELDS } from "~shared/schemas/admin-catalogue";
import strings from "~/locales/en-GB/admin-catalogue.json";
import type { AdminPackageData } from "~server/api/contract";

export const handle = routeStrings({ "admin-catalogue": strings });

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [
  { title: documentTitle(loaded ? strings.packages.editTitle.replace("{{name}}", loaded.pkg.name) : strings.packages.title) },
];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { token } = await requireAdmin(request, context);
  const answer = await apiFor(request, token).get("admin/packages");
  if (!answer.success || !answer.data) throwListFailure(answer, "fetch the packages");
  // Only a version on sale is edited; an older one (or an unknown id) is the 404 page.
  const pkg = answer.data.find((row) => String(row.id) === params.id);
  if (!pkg) throw data({ message: "Package not found" }, { status: 404 });
  return { pkg };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { token, session } = await requireAdmin(request, context);
  const form = await readFormData(request);
  // The package is the one of the URL, whatever the form says.
  form.set("id", params.id ?? "");
  return submitPageForm({
    form,
    schema: packageUpdateSchema,
    post: () => apiFor(request, token).post("admin/packages/update", { id: params.id ?? "", ...packageBody(form) }),
    fields: PACKAGE_FIELDS,
    action: "save the package",
    to: "/admin/packages",
    session,
  });
}

export default function AdminPackage() {
  const { pkg } = useLoaderData<typeof loader>();
  // Another version is another form: with JavaScript the redirect does not remount it by itself.
  return <PackageForm key={pkg.id} pkg={pkg} />;
}

function PackageForm({ pkg }: { pkg: AdminPackageData }) {
  const { t } = useTranslation("admin-catalogue");
  const lastResult = useActionData<typeof action>();
  const pending = useIsSubmitting();
  const [form, fields] = useSchemaForm("package", () => import("~shared/schemas/admin-catalogue").then((m) => m.newPackageSchema), lastResult, packageFormValues(pkg));
  return (
    <section aria-labelledby="package-title" className="space-y-6">
      <header>
        <h1 id="package-title" className="font-display text-3xl">
          {t("packages.editTitle", { name: pkg.name })}
        </h1>
        <p className="mt-2 text-ink-muted">{t("packages.editDescription", { count: pkg.users })}</p>
      </header>
      <Form method="post" {...getFormProps(form)} noValidate className="space-y-4 rounded-card border border-line bg-surface p-4">
        <FormErrors form={form} />
        <PackageFields fields={fields} />
        <div className="flex flex-wrap items-center gap-4">
          <Button type="submit" variant="primary" pending={pending}>
            {t("packages.save")}
          </Button>
          <Link to="/admin/packages" className="underline">
            {t("packages.cancel")}
          </Link>
        </div>
      </Form>
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
