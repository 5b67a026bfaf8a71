// Account activation (/activation/{code}, spec 002 §2.7, §4): the code from the mailed link is sent
// to the API. Success says the account is activated, with a link to /login; otherwise "User has not
// been verified", and a logged-in user whose account is still not activated can ask for a new link
// ("New Verification Email Sent" on success, the server's message inline on failure).
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/i18n/use-translation";
import { FormPage, useIsSubmitting } from "~/components/forms";
import { Alert, Button, LinkButton } from "~/components/ui";
import { apiFor } from "~/server-only/api.server";
import { pageStatus } from "~/server-only/api-replies.server";
import { getSessionUser, requireUser } from "~/server-only/auth.server";
import { failureMessage } from "~/server-only/failures.server";
import { documentTitle } from "~/lib/document-title";
import { resendActivationSchema } from "~shared/schemas/account";
import strings from "~/locales/en-GB/auth.json";
import { readFormData } from "~/server-only/form.server";
import { routeStrings } from "~/lib/i18n";

export const handle = routeStrings({ auth: strings });

export const meta: MetaFunction = () => [{ title: documentTitle(strings.activation.title) }, { name: "robots", content: "noindex" }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const code = params.code ?? "";
  const answer = await apiFor(request).post("activate", { code });
  if (answer.success) return { activated: true, canResend: false };
  const current = await getSessionUser(request, context);
  return { activated: false, canResend: Boolean(current && !current.user.is_activated) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { token, user } = await requireUser(request, context);
  const submission = parseWithZod(await readFormData(request), { schema: resendActivationSchema });
  if (submission.status !== "success") return data({ sent: false, message: strings.activation.failed }, { status: 400 });
  const answer = await apiFor(request, token).post("resend-activation", { userId: user.id });
  if (!answer.success) return data({ sent: false, message: failureMessage(answer, "send activation email") }, { status: pageStatus(answer) });
  return { sent: true, message: answer.message };
}

export default function Activation() {
  const { t } = useTranslation("auth");
  const { activated, canResend } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const pending = useIsSubmitting();

  return (
    <FormPage title={t("activation.title")} width="xl">
      {activated ? (
        <>
          <Alert tone="success" title={null}>
            {t("activation.activated")}
          </Alert>
          <LinkButton to="/login" variant="primary">
            {t("activation.login")}
          </LinkButton>
        </>
      ) : result?.sent ? (
        <Alert tone="success" title={t("activation.sentTitle")}>
          {t("activation.sentBody")}
        </Alert>
      ) : (
        <>
          <Alert tone="error" title={null}>
            {t("activation.failed")}
          </Alert>
          {canResend ? (
            <>
              {result && !result.sent ? <Alert tone="error">{result.message}</Alert> : null}
              <p>{t("activation.resendHelp")}</p>
              <Form method="post">
                <Button type="submit" variant="primary" pending={pending}>
                  {t("activation.resend")}
                </Button>
              </Form>
            </>
          ) : null}
        </>
      )}
    </FormPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
