// A ticket (/ticket-detail/{id}, 002 §2.3): subject, date, message, the thread ("Reply from" the
// author's full name and the date) and the reply form ("Message is required"). Its owner and the
// administrators see it (a staff reply, close or reopen here is audited as in /admin/tickets/:id); anyone else, like an
// unknown id, sees "No ticket found". Close and reopen are plain POST buttons.
import { getFormProps, getTextareaProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/i18n/use-translation";
import { FormErrors, useIsSubmitting, useSchemaForm } from "~/components/forms";
import { PageHeader } from "~/components/page-header";
import { Alert, Button, StatusBadge, TextareaField } from "~/components/ui";
import { apiFor } from "~/server-only/api.server";
import { redirectWithToast, refusalReply } from "~/server-only/api-replies.server";
import { requireUser } from "~/server-only/auth.server";
import { formatDateTime } from "~shared/dates";
import { failureMessage, throwUnable } from "~/server-only/failures.server";
import { readFormData } from "~/server-only/form.server";
import { routeStrings } from "~/lib/i18n";
import { documentTitle } from "~/lib/document-title";
import { TICKET_MESSAGE_MAX, ticketReplySchema } from "~shared/schemas/tickets";
import strings from "~/locales/en-GB/tickets.json";

export const handle = routeStrings({ tickets: strings });

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [{ title: documentTitle(loaded?.ticket?.title ?? strings.detail.title) }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { token } = await requireUser(request, context);
  const answer = await apiFor(request, token).get("complaint-detail/:id", { params: { id: (params.id ?? "").slice(0, 20) } });
  // The spec's in-page answer for a ticket that is not there (or not the caller's): the page itself, saying so.
  if (answer.status === 404) return { ticket: null };
  if (!answer.success || !answer.data) throwUnable("fetch complaints");
  return { ticket: answer.data.complaint };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { token, session } = await requireUser(request, context);
  const formData = await readFormData(request);
  const here = `/ticket-detail/${encodeURIComponent(params.id ?? "")}`;
  const api = apiFor(request, token);
  const intent = formData.get("intent");
  if (intent === "close" || intent === "reopen") {
    const answer = await api.post("complaints-status", { complaints_id: (params.id ?? "").slice(0, 20), status: intent === "close" ? "closed" : "open" });
    const toast = answer.success ? ({ type: "success", title: "Success!", message: answer.message } as const) : ({ type: "error", title: "Error!", message: failureMessage(answer, "send message") } as const);
    return redirectWithToast(here, toast, { session });
  }
  formData.set("complaints_id", (params.id ?? "").slice(0, 20));
  const submission = parseWithZod(formData, { schema: ticketReplySchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const answer = await api.post("complaints-thread", submission.value);
  if (!answer.success) {
    const { result, status } = refusalReply(submission, answer, { fields: ["message"], action: "send message" });
    return data(result, { status });
  }
  return redirectWithToast(here, { type: "success", title: "Success!", message: answer.message }, { session });
}

export default function TicketDetail() {
  const { t } = useTranslation("tickets");
  const { ticket } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const pending = useIsSubmitting();
  const [form, fields] = useSchemaForm("ticket-reply", () => import("~shared/schemas/tickets").then((m) => m.ticketReplySchema), lastResult);

  if (!ticket) {
    return (
      <>
        <PageHeader title={t("detail.notFound")} />
        <div className="mx-auto max-w-3xl px-4 pb-16">
          <Link className="underline" to="/tickets">
            {t("detail.back")}
          </Link>
        </div>
      </>
    );
  }

  return (
    <>
      <PageHeader title={ticket.title} description={t("detail.raisedBy", { name: ticket.owner_name })} />
      <div className="mx-auto max-w-3xl space-y-8 px-4 pb-16">
        <section className="space-y-3 rounded-card border border-line bg-surface p-6 shadow-card">
          <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
            <dt className="font-medium">{t("detail.subject")}</dt>
            <dd>{ticket.title}</dd>
            <dt className="font-medium">{t("detail.date")}</dt>
            <dd>{formatDateTime(new Date(ticket.created_at))}</dd>
            <dt className="font-medium">{t("detail.type")}</dt>
            <dd>{ticket.type}</dd>
            <dt className="font-medium">{t("detail.status")}</dt>
            <dd>
              <StatusBadge status={ticket.status ? t("list.open") : t("list.closed")} tone={ticket.status ? "success" : "neutral"} />
            </dd>
            <dt className="font-medium">{t("detail.message")}</dt>
            <dd className="whitespace-pre-line">{ticket.message}</dd>
          </dl>
        </section>

        <section aria-labelledby="thread-heading" className="space-y-4">
          <h2 id="thread-heading" className="font-display text-2xl">
            {t("detail.thread")}
          </h2>
          {ticket.threads.length === 0 ? <p className="text-muted">{t("detail.noReplies")}</p> : null}
          <ol className="space-y-4">
            {ticket.threads.map((reply) => (
              <li key={reply.id} className={`rounded-card border p-4 ${reply.from_staff ? "border-info bg-info-soft" : "border-line bg-surface"}`}>
                <p className="text-sm text-muted">
                  <strong className="text-ink">{t("detail.replyFrom", { name: reply.user.full_name })}</strong> · {formatDateTime(new Date(reply.created_at))}
                </p>
                <p className="mt-2 whitespace-pre-line">{reply.message}</p>
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="reply-heading" className="space-y-4">
          <h2 id="reply-heading" className="font-display text-2xl">
            {t("detail.reply")}
          </h2>
          {!ticket.status ? <Alert tone="info" title={null}>{t("detail.closedNote")}</Alert> : null}
          <FormErrors form={form} />
          {/* A fresh form once a reply is in the thread. */}
          <Form key={ticket.threads.length} method="post" {...getFormProps(form)} noValidate className="space-y-4">
            {/* For the browser's check; the server takes the ticket from the URL. */}
            <input type="hidden" name="complaints_id" value={ticket.id} />
            <TextareaField label={t("detail.replyLabel")} {...getTextareaProps(fields.message)} rows={5} maxLength={TICKET_MESSAGE_MAX} errors={fields.message.errors} />
            <Button type="submit" variant="primary" pending={pending}>
              {t("detail.send")}
            </Button>
          </Form>
          <Form method="post">
            <Button type="submit" name="intent" value={ticket.status ? "close" : "reopen"} variant="secondary">
              {ticket.status ? t("detail.close") : t("detail.reopen")}
            </Button>
          </Form>
          <Link className="block underline" to="/tickets">
            {t("detail.back")}
          </Link>
        </section>
      </div>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
