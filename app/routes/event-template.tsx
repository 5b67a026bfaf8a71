// Choose Event Template (/event-template, spec 001 §2.11): one free template priced £0.00 that leads
// to /event-create. A user whose account is not activated sees why events cannot be created yet and
// a "Send New Activation Email" button (POST resend-activation).
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/i18n/use-translation";
import { useIsSubmitting } from "~/components/forms";
import { PageHeader } from "~/components/page-header";
import { Alert, Button, Card, LinkButton } from "~/components/ui";
import { apiFor } from "~/server-only/api.server";
import { pageStatus } from "~/server-only/api-replies.server";
import { requireUser } from "~/server-only/auth.server";
import { failureMessage } from "~/server-only/failures.server";
import { documentTitle } from "~/lib/document-title";
import { resendActivationSchema } from "~shared/schemas/account";
import strings from "~/locales/en-GB/auth.json";
import { readFormData } from "~/server-only/form.server";
import { routeStrings } from "~/lib/i18n";

export const handle = routeStrings({ auth: strings });

export const meta: MetaFunction = () => [{ title: documentTitle(strings.eventTemplate.title) }];

/** The free template's price, in pence. */
const FREE_TEMPLATE_PRICE = 0;
const pounds = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP", minimumFractionDigits: 2 });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user } = await requireUser(request, context);
  return { isActivated: user.is_activated };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { token, user } = await requireUser(request, context);
  const submission = parseWithZod(await readFormData(request), { schema: resendActivationSchema });
  if (submission.status !== "success") return data({ sent: false, message: "" }, { status: 400 });
  const answer = await apiFor(request, token).post("resend-activation", { userId: user.id });
  if (!answer.success) return data({ sent: false, message: failureMessage(answer, "send activation email") }, { status: pageStatus(answer) });
  return { sent: true, message: answer.message };
}

export default function EventTemplate() {
  const { t } = useTranslation("auth");
  const { isActivated } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const pending = useIsSubmitting();

  return (
    <>
      <PageHeader title={t("eventTemplate.title")} description={t("eventTemplate.description")} />
      <div className="mx-auto max-w-6xl space-y-8 px-4 pb-16">
        {isActivated ? null : (
          <section className="max-w-2xl space-y-4">
            {result?.sent ? (
              <Alert tone="success" title={t("eventTemplate.sentTitle")}>
                {t("eventTemplate.sentBody")}
              </Alert>
            ) : (
              <Alert tone="warning" title={t("eventTemplate.notActivatedTitle")}>
                {t("eventTemplate.notActivated")}
              </Alert>
            )}
            {result && !result.sent && result.message ? <Alert tone="error">{result.message}</Alert> : null}
            {result?.sent ? null : (
              <Form method="post">
                <Button type="submit" variant="primary" pending={pending}>
                  {t("eventTemplate.resend")}
                </Button>
              </Form>
            )}
          </section>
        )}
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          <li>
            <Card
              title={t("eventTemplate.freeTitle")}
              headingLevel={2}
              meta={
                <>
                  <span className="sr-only">{t("eventTemplate.price")}: </span>
                  <span className="text-lg font-semibold text-ink">{pounds.format(FREE_TEMPLATE_PRICE / 100)}</span>
                </>
              }
              footer={
                <LinkButton to="/event-create" variant="primary">
                  {t("eventTemplate.use")}
                </LinkButton>
              }
            >
              <p>{t("eventTemplate.freeDescription")}</p>
            </Card>
          </li>
        </ul>
      </div>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
