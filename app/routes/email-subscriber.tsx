// Email to subscriber (/email-subscriber/{type_id}/{event_channel}, 001 §2.5, 002 §2.4): the title of
// the host's own event or channel, a subject, a message and Send; after success /event-management for
// an event, /my-channels for a channel. If the title does not load (not the caller's, or unknown),
// the page goes to /home with "Unable to fetch {type} detail, Please contact admin." (001 §8). A plain POST form; the mail goes out in batches from the job queue.
import { getFormProps, getInputProps, getTextareaProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/i18n/use-translation";
import { FormErrors, FormPage, useIsSubmitting, useSchemaForm } from "~/components/forms";
import { Button, Field, TextareaField } from "~/components/ui";
import { apiFor } from "~/server-only/api.server";
import { redirectWithToast, refusalReply } from "~/server-only/api-replies.server";
import { requireUser } from "~/server-only/auth.server";
import { failureMessage } from "~/server-only/failures.server";
import { readFormData } from "~/server-only/form.server";
import { routeStrings } from "~/lib/i18n";
import { documentTitle } from "~/lib/document-title";
import { MAIL_MESSAGE_MAX, MAIL_SUBJECT_MAX, subscriberMailSchema } from "~shared/schemas/mailing";
import strings from "~/locales/en-GB/mailing.json";
import { idOf } from "~shared/ids";

export const handle = routeStrings({ mailing: strings });

export const meta: MetaFunction = () => [{ title: documentTitle(strings.send.title) }];

function targetOf(params: { typeId?: string; eventChannel?: string }) {
  const type: "event" | "channel" | null = params.eventChannel === "event" || params.eventChannel === "channel" ? params.eventChannel : null;
  const id = idOf(params.typeId);
  return type && id !== null ? { type, id: String(id) } : null;
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { token, session } = await requireUser(request, context);
  const target = targetOf(params);
  if (!target) throw redirect("/home");
  const api = apiFor(request, token);
  const answer = target.type === "event" ? await api.get("get-event-title", { query: { id: target.id } }) : await api.get("get-channel-title", { query: { id: target.id } });
  // 001 §2.5, §8: the title did not load (unknown, not the caller's, or the server failed): /home, saying so.
  if (!answer.success || !answer.data) {
    throw await redirectWithToast("/home", { type: "error", title: "Error!", message: failureMessage(answer, `fetch ${target.type} detail`) }, { session });
  }
  return { title: answer.data.title, type: target.type };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { token, session } = await requireUser(request, context);
  const target = targetOf(params);
  if (!target) throw redirect("/home");
  const submission = parseWithZod(await readFormData(request), { schema: subscriberMailSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const answer = await apiFor(request, token).post("email-to-subscriber", { ...submission.value, type_id: target.id, type: target.type });
  if (!answer.success) {
    const { result, status } = refusalReply(submission, answer, { fields: ["subject", "message"], action: "send message" });
    return data(result, { status });
  }
  return redirectWithToast(target.type === "event" ? "/event-management" : "/my-channels", { type: "success", title: "Success!", message: answer.message }, { session });
}

export default function EmailSubscriber() {
  const { t } = useTranslation("mailing");
  const { title, type } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const pending = useIsSubmitting();
  const [form, fields] = useSchemaForm("email-subscriber", () => import("~shared/schemas/mailing").then((m) => m.subscriberMailSchema), lastResult);
  return (
    <FormPage title={t("send.title")} description={t(type === "event" ? "send.description" : "send.descriptionChannel", { title })} width="md">
      <FormErrors form={form} />
      <Form method="post" {...getFormProps(form)} noValidate className="space-y-5">
        <Field label={t("send.subject")} {...getInputProps(fields.subject, { type: "text" })} maxLength={MAIL_SUBJECT_MAX} errors={fields.subject.errors} />
        <TextareaField label={t("send.message")} {...getTextareaProps(fields.message)} rows={8} maxLength={MAIL_MESSAGE_MAX} errors={fields.message.errors} />
        <p className="text-sm text-muted">{t("send.limit")}</p>
        <Button type="submit" variant="primary" pending={pending}>
          {t("send.submit")}
        </Button>
      </Form>
    </FormPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
