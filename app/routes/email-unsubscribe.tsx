// Unsubscribe from emails (/email-unsubscribe, 002 §2.7, §4, §5): the email and two exclusive options,
// "I have changed my mind" first; success shows a dialog (a page without JavaScript) whose Close
// returns to /. The link in a host's mail carries a signed token, so the choice applies at once;
// a typed address gets a confirmation mail instead. Mail programs' one-click unsubscribe (RFC 8058:
// a POST of "List-Unsubscribe=One-Click" to the link) is answered here too.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigate } from "@remix-run/react";
import { useTranslation } from "~/components/i18n/use-translation";
import { FormPage, useIsSubmitting } from "~/components/forms";
import { Alert, Button, Dialog, DialogPage, Field, useHydrated } from "~/components/ui";
import { apiFor } from "~/server-only/api.server";
import { failureMessage } from "~/server-only/failures.server";
import { readFormData } from "~/server-only/form.server";
import { routeStrings } from "~/lib/i18n";
import { documentTitle } from "~/lib/document-title";
import strings from "~/locales/en-GB/mailing.json";
import { mailingMessages } from "~shared/messages/mailing";

export const handle = routeStrings({ mailing: strings });

export const meta: MetaFunction = () => [{ title: documentTitle(strings.unsubscribe.title) }, { name: "robots", content: "noindex" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const query = new URL(request.url).searchParams;
  return {
    email: (query.get("email") ?? "").slice(0, 254),
    token: (query.get("token") ?? "").slice(0, 200),
    choice: query.get("choice") === "unsubscribe" ? "unsubscribe" : "changedMind",
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const query = new URL(request.url).searchParams;
  const form = await readFormData(request);
  const api = apiFor(request, null);
  if (form.get("List-Unsubscribe") === "One-Click") {
    // Only a signed link can do this (no token: the API answers with a confirmation mail, not an unsubscribe).
    const token = (query.get("token") ?? "").slice(0, 200);
    const answer = token
      ? await api.post("mailing-unsubscribe", { email: (query.get("email") ?? "").slice(0, 254), token, mailingListRemove: true, changedMindConfirmation: false })
      : null;
    if (answer?.success) return { done: answer.message, errors: null, message: null };
    return data({ done: null, errors: null, message: answer ? failureMessage(answer, "send message") : mailingMessages.badLink }, { status: 400 });
  }
  const choice = String(form.get("choice") ?? "");
  const email = String(form.get("email") ?? "").slice(0, 254);
  const answer = await api.post("mailing-unsubscribe", {
    email,
    token: String(form.get("token") ?? "").slice(0, 200) || undefined,
    mailingListRemove: choice === "unsubscribe",
    changedMindConfirmation: choice === "changedMind",
  });
  if (answer.success) return { done: answer.message, errors: null, message: null };
  const errors = answer.errors ?? {};
  return data(
    { done: null, errors: { email: errors.email ?? null, choice: errors.mailingListRemove ?? errors.changedMindConfirmation ?? null }, message: answer.status === 422 ? null : failureMessage(answer, "send message") },
    { status: answer.status >= 500 ? 503 : 400 },
  );
}

export default function EmailUnsubscribe() {
  const { t } = useTranslation("mailing");
  const { email, token, choice } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const pending = useIsSubmitting();
  const hydrated = useHydrated();
  const navigate = useNavigate();

  if (reply?.done && !hydrated) {
    return (
      <DialogPage title={t("unsubscribe.doneTitle")}>
        <p>{reply.done}</p>
        <Link to="/" className="mt-4 inline-block underline">
          {t("unsubscribe.close")}
        </Link>
      </DialogPage>
    );
  }

  return (
    <FormPage title={t("unsubscribe.title")} description={t("unsubscribe.description")} width="md">
      {reply?.message ? <Alert tone="error">{reply.message}</Alert> : null}
      <Form method="post" noValidate className="space-y-5">
        {token ? <input type="hidden" name="token" value={token} /> : null}
        <Field
          label={t("unsubscribe.email")}
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={email}
          readOnly={Boolean(token && email)}
          hint={token && email ? t("unsubscribe.verified", { email }) : t("unsubscribe.unverified")}
          errors={reply?.errors?.email}
        />
        <fieldset aria-describedby={reply?.errors?.choice ? "unsubscribe-choice-error" : undefined} className="space-y-2">
          <legend className="font-medium">{t("unsubscribe.choices")}</legend>
          {(["changedMind", "unsubscribe"] as const).map((value) => (
            <label key={value} className="flex items-center gap-2">
              <input type="radio" name="choice" value={value} defaultChecked={choice === value} className="h-4 w-4" />
              {t(`unsubscribe.${value}`)}
            </label>
          ))}
          {reply?.errors?.choice ? (
            <p id="unsubscribe-choice-error" className="text-sm text-error">
              {reply.errors.choice[0]}
            </p>
          ) : null}
        </fieldset>
        <Button type="submit" variant="primary" pending={pending}>
          {t("unsubscribe.submit")}
        </Button>
      </Form>
      {reply?.done ? (
        <Dialog open onClose={() => navigate("/")} title={t("unsubscribe.doneTitle")} size="sm">
          <p>{reply.done}</p>
          <Button type="button" variant="primary" className="mt-4" onClick={() => navigate("/")}>
            {t("unsubscribe.close")}
          </Button>
        </Dialog>
      ) : null}
    </FormPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
