// My Account (spec 000 §2 "Account area", §6; spec 002 §5 variant two): change the password, links
// to the other account pages, and Delete Account. Deleting first asks the API whether the account
// can go (can-delete-account); the answer, a refusal with its reason or a password confirmation,
// opens in a <dialog> with JavaScript and renders as a page at /my-account?confirm=delete without.
// A confirmed deletion ends the session and goes to /home with a message.
import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useFetcher, useLoaderData } from "@remix-run/react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "~/components/i18n/use-translation";
import { FormErrors, PasswordChangeFields, useIsSubmitting, useSchemaForm } from "~/components/forms";
import { PageHeader } from "~/components/page-header";
import { Alert, Button, Dialog, DialogPage, Field, LinkButton, Spinner, useHydrated } from "~/components/ui";
import { apiFor } from "~/server-only/api.server";
import { redirectWithToast, refusalReply } from "~/server-only/api-replies.server";
import { unableTo } from "~/server-only/failures.server";
import { requireUser } from "~/server-only/auth.server";
import { changePassword } from "~/server-only/change-password.server";
import { documentTitle } from "~/lib/document-title";
import { changePasswordSchema, deleteAccountSchema } from "~shared/schemas/account";
import { newSession } from "~/server-only/session.server";
import strings from "~/locales/en-GB/auth.json";
import type { CanDeleteAccountData } from "~server/api/contract";
import { readFormData } from "~/server-only/form.server";
import { routeStrings } from "~/lib/i18n";

export const handle = routeStrings({ auth: strings });

const CHANGE_PASSWORD = "change-password";
const DELETE_ACCOUNT = "delete-account";
const PAGE = "/my-account";
const CONFIRM_PAGE = "/my-account?confirm=delete";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: documentTitle(data?.deleteCheck ? strings.myAccount.deleteTitle : strings.myAccount.title) },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await requireUser(request, context);
  if (new URL(request.url).searchParams.get("confirm") !== "delete") return { deleteCheck: null };
  const answer = await apiFor(request, token).get("can-delete-account");
  const deleteCheck: CanDeleteAccountData =
    answer.status >= 500
      ? { canDelete: false, message: unableTo("check can delete account") }
      : {
          canDelete: Boolean(answer.data?.canDelete ?? answer.canDelete),
          message: answer.data?.message ?? answer.message,
        };
  return { deleteCheck };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { session, token } = await requireUser(request, context);
  const formData = await readFormData(request);
  const intent = formData.get("intent");

  if (intent === DELETE_ACCOUNT) {
    const submission = parseWithZod(formData, { schema: deleteAccountSchema });
    if (submission.status !== "success") {
      return data({ intent: DELETE_ACCOUNT, result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
    }
    const answer = await apiFor(request, token).post("delete-account", submission.value);
    if (!answer.success) {
      const { result, status } = refusalReply(submission, answer, {
        fields: ["password"],
        action: "delete account",
        hideFields: ["password"],
      });
      return data({ intent: DELETE_ACCOUNT, result }, { status });
    }
    // The API has revoked every token: the session ends, and a fresh one carries only the message.
    return redirectWithToast("/home", { type: "success", message: answer.message }, { session: newSession() });
  }

  const outcome = await changePassword(request, token, formData, changePasswordSchema);
  if (!outcome.changed) return data({ intent: CHANGE_PASSWORD, result: outcome.result }, { status: outcome.status });
  return redirectWithToast(PAGE, { type: "success", message: outcome.message }, { session });
}

function ChangePasswordForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation("auth");
  // Two forms post to this page: only the one whose intent is being submitted shows as pending.
  const pending = useIsSubmitting(CHANGE_PASSWORD);
  const [form, fields] = useSchemaForm("my-account-change-password", () => import("~shared/schemas/account").then((m) => m.changePasswordSchema), lastResult);
  return (
    <div className="space-y-5">
      <FormErrors form={form} />
      <Form method="post" action={PAGE} {...getFormProps(form)} noValidate className="space-y-5">
        <PasswordChangeFields
          fields={fields}
          labels={{
            oldPassword: t("myAccount.oldPassword"),
            newPassword: t("myAccount.newPassword"),
            newPasswordHint: t("myAccount.newPasswordHint"),
            passwordConfirmation: t("myAccount.passwordConfirmation"),
          }}
        />
        <Button type="submit" name="intent" value={CHANGE_PASSWORD} variant="primary" pending={pending}>
          {t("myAccount.changePasswordSubmit")}
        </Button>
      </Form>
    </div>
  );
}

/** The password confirmation of a deletion the API allows; `action` keeps the no-JS page on its URL. */
function DeleteAccountForm({ lastResult, action, cancel }: { lastResult?: SubmissionResult<string[]>; action: string; cancel: ReactNode }) {
  const { t } = useTranslation("auth");
  const pending = useIsSubmitting(DELETE_ACCOUNT);
  const [form, fields] = useSchemaForm("delete-account", () => import("~shared/schemas/account").then((m) => m.deleteAccountSchema), lastResult);
  return (
    <div className="space-y-5">
      <p>{t("myAccount.deleteQuestion")}</p>
      <FormErrors form={form} />
      <Form method="post" action={action} {...getFormProps(form)} noValidate className="space-y-5">
        <Field
          label={t("myAccount.deletePassword")}
          {...getInputProps(fields.password, { type: "password" })}
          autoComplete="current-password"
          errors={fields.password.errors}
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" name="intent" value={DELETE_ACCOUNT} variant="danger" pending={pending}>
            {t("myAccount.deleteConfirm")}
          </Button>
          {cancel}
        </div>
      </Form>
    </div>
  );
}

/** The answer to "can I delete my account?": the API's reason, or the confirmation form. */
function DeleteQuestion({
  check,
  lastResult,
  action,
  cancel,
}: {
  check: CanDeleteAccountData;
  lastResult?: SubmissionResult<string[]>;
  action: string;
  cancel: ReactNode;
}) {
  if (!check.canDelete) {
    return (
      <div className="space-y-5">
        <Alert tone="error">{check.message}</Alert>
        <div>{cancel}</div>
      </div>
    );
  }
  return <DeleteAccountForm lastResult={lastResult} action={action} cancel={cancel} />;
}

export default function MyAccount() {
  const { t } = useTranslation("auth");
  const { deleteCheck } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const changeResult = actionData?.intent === CHANGE_PASSWORD ? actionData.result : undefined;
  const deleteResult = actionData?.intent === DELETE_ACCOUNT ? actionData.result : undefined;
  const [dialogOpen, setDialogOpen] = useState(false);
  const hydrated = useHydrated();
  // A fresh fetcher for every opening, so an old answer never shows while the new one loads.
  const [opening, setOpening] = useState(0);
  const check = useFetcher<typeof loader>({ key: `delete-account-check-${opening}` });
  const loadedFor = useRef(0);
  useEffect(() => {
    if (opening > loadedFor.current) {
      loadedFor.current = opening;
      check.load(CONFIRM_PAGE);
    }
  }, [opening, check]);

  // Without JavaScript (or on opening the URL): the question as a page.
  if (deleteCheck) {
    return (
      <div className="px-4">
        <DialogPage title={t("myAccount.deleteTitle")}>
          <DeleteQuestion
            check={deleteCheck}
            lastResult={deleteResult}
            action={CONFIRM_PAGE}
            cancel={
              <LinkButton to={PAGE} variant="secondary">
                {deleteCheck.canDelete ? t("myAccount.cancel") : t("myAccount.backToAccount")}
              </LinkButton>
            }
          />
        </DialogPage>
      </div>
    );
  }

  const dialogCheck = check.data?.deleteCheck;
  const closeButton = (
    <Button variant="secondary" onClick={() => setDialogOpen(false)}>
      {dialogCheck?.canDelete ? t("myAccount.cancel") : t("myAccount.close")}
    </Button>
  );

  return (
    <>
      <PageHeader title={t("myAccount.title")} description={t("myAccount.description")} />
      <div className="mx-auto max-w-6xl space-y-12 px-4 pb-16">
        <nav aria-label={t("myAccount.otherPages")}>
          <ul className="flex flex-wrap gap-3">
            <li>
              <Link className="underline" to="/account-details">{t("myAccount.accountDetails")}</Link>
            </li>
            <li>
              <Link className="underline" to="/bank-details">{t("myAccount.bankDetails")}</Link>
            </li>
            <li>
              <Link className="underline" to="/subscription-info">{t("myAccount.subscriptionInfo")}</Link>
            </li>
            <li>
              <Link className="underline" to="/subscribed-channels">{t("myAccount.subscribedChannels")}</Link>
            </li>
          </ul>
        </nav>

        <section aria-labelledby="change-password-title" className="max-w-md space-y-5">
          <h2 id="change-password-title" className="text-2xl">
            {t("myAccount.changePasswordTitle")}
          </h2>
          <ChangePasswordForm lastResult={changeResult} />
        </section>

        <section aria-labelledby="delete-account-title" className="max-w-md space-y-4">
          <h2 id="delete-account-title" className="text-2xl">
            {t("myAccount.deleteTitle")}
          </h2>
          <p>{t("myAccount.deleteIntro")}</p>
          <Form
            method="get"
            action={PAGE}
            onSubmit={(event) => {
              // With JavaScript the answer opens in a dialog instead of a page.
              event.preventDefault();
              setOpening((n) => n + 1);
              setDialogOpen(true);
            }}
          >
            <input type="hidden" name="confirm" value="delete" />
            <Button type="submit" variant="danger" aria-haspopup={hydrated ? "dialog" : undefined}>
              {t("myAccount.deleteButton")}
            </Button>
          </Form>
        </section>
      </div>

      <Dialog open={dialogOpen} onClose={() => setDialogOpen(false)} title={t("myAccount.deleteTitle")}>
        {dialogCheck ? (
          <DeleteQuestion check={dialogCheck} lastResult={deleteResult} action={PAGE} cancel={closeButton} />
        ) : (
          <p className="flex items-center gap-3" role="status">
            <Spinner />
            {t("myAccount.deleteChecking")}
          </p>
        )}
      </Dialog>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
