// One ticket in the admin console (/admin/tickets/:id): the thread, a reply (the owner sees it with
// the admin's name, and is mailed), close and reopen. Each action is audited by the API.
import { getFormProps, getTextareaProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/i18n/use-translation";
import { FormErrors, useIsSubmitting, useSchemaForm } from "~/components/forms";
import { Button, StatusBadge, TextareaField } from "~/components/ui";
import { apiFor } from "~/server-only/api.server";
import { pageStatus, redirectWithToast, refusalReply } from "~/server-only/api-replies.server";
import { requireAdmin } from "~/server-only/auth.server";
import { failureMessage, throwUnable } from "~/server-only/failures.server";
import { readFormData } from "~/server-only/form.server";
import { routeStrings } from "~/lib/i18n";
import { documentTitle } from "~/lib/document-title";
import { formatDateTime } from "~shared/dates";
import { adminTicketReplySchema } from "~shared/schemas/admin-people";
import { TICKET_MESSAGE_MAX } from "~shared/schemas/tickets";
import strings from "~/locales/en-GB/admin-people.json";

export const handle = routeStrings({ "admin-people": strings });

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [{ title: documentTitle(`${loaded?.title ?? strings.ticket.notFound} · Admin`) }];

const idParam = (value: string | undefined) => (value ?? "").slice(0, 20);

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { token } = await requireAdmin(request, context);
  const answer = await apiFor(request, token).get("admin/tickets/:id", { params: { id: idParam(params.id) } });
  if (answer.status === 404) throw data({ message: strings.ticket.notFound }, { status: 404 });
  if (!answer.success || !answer.data) throwUnable("fetch the ticket");
  return answer.data;
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { token, session } = await requireAdmin(request, context);
  const formData = await readFormData(request);
  const here = `/admin/tickets/${encodeURIComponent(idParam(params.id))}`;
  const api = apiFor(request, token);
  const intent = formData.get("intent");
  if (intent === "close" || intent === "reopen") {
    const answer = await api.post("admin/ticket-status", { ticket_id: idParam(params.id), status: intent === "close" ? "closed" : "open" });
    if (answer.status === 404) throw data({ message: strings.ticket.notFound }, { status: 404 });
    if (!answer.success) return data({ status: "error", formErrors: [failureMessage(answer, "update the ticket")] } as const, { status: pageStatus(answer) });
    return redirectWithToast(here, { type: "success", title: "Success!", message: answer.message }, { session });
  }
  // The ticket is the URL's, whatever the form says.
  formData.set("ticket_id", idParam(params.id));
  const submission = parseWithZod(formData, { schema: adminTicketReplySchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 422 });
  const answer = await api.post("admin/ticket-reply", submission.value);
  if (!answer.success) {
    const { result, status } = refusalReply(submission, answer, { fields: ["message"], action: "send the reply" });
    return data(result, { status });
  }
  return redirectWithToast(here, { type: "success", title: "Success!", message: answer.message }, { session });
}

export default function AdminTicket() {
  const { t } = useTranslation("admin-people");
  const ticket = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const pending = useIsSubmitting();
  const [form, fields] = useSchemaForm("admin-ticket-reply", adminTicketReplySchema, lastResult && "initialValue" in lastResult ? lastResult : undefined);
  const statusError = lastResult && !("initialValue" in lastResult) ? lastResult.formErrors : null;
  return (
    <section aria-labelledby="ticket-title" className="space-y-8">
      <header className="space-y-2">
        <Link className="underline" to="/admin/tickets">
          {t("ticket.back")}
        </Link>
        <h1 id="ticket-title" className="font-display text-3xl">
          {ticket.title}
        </h1>
        <p className="text-ink-muted">{t("ticket.raisedBy", { name: ticket.owner_name, email: ticket.owner_email })}</p>
      </header>
      <dl className="grid gap-x-6 gap-y-2 rounded-card border border-line bg-surface p-6 sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium">{t("tickets.date")}</dt>
        <dd>{formatDateTime(new Date(ticket.created_at))}</dd>
        <dt className="font-medium">{t("tickets.type")}</dt>
        <dd>{ticket.type}</dd>
        <dt className="font-medium">{t("tickets.status")}</dt>
        <dd>
          <StatusBadge status={ticket.status ? t("tickets.open") : t("tickets.closed")} tone={ticket.status ? "success" : "neutral"} />
        </dd>
        <dt className="font-medium">{t("ticket.message")}</dt>
        <dd className="whitespace-pre-line">{ticket.message}</dd>
      </dl>

      <section aria-labelledby="thread-heading" className="space-y-4">
        <h2 id="thread-heading" className="font-display text-2xl">
          {t("ticket.thread")}
        </h2>
        {ticket.threads.length === 0 ? <p className="text-muted">{t("ticket.noReplies")}</p> : null}
        <ol className="space-y-4">
          {ticket.threads.map((reply) => (
            <li key={reply.id} className={`rounded-card border p-4 ${reply.from_staff ? "border-info bg-info-soft" : "border-line bg-surface"}`}>
              <p className="text-sm text-muted">
                <strong className="text-ink">{t("ticket.replyFrom", { name: reply.user.full_name })}</strong>
                {reply.from_staff ? ` (${t("ticket.staff")})` : null} · {formatDateTime(new Date(reply.created_at))}
              </p>
              <p className="mt-2 whitespace-pre-line">{reply.message}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="reply-heading" className="space-y-4">
        <h2 id="reply-heading" className="font-display text-2xl">
          {t("ticket.reply")}
        </h2>
        <FormErrors form={form} />
        <Form key={ticket.threads.length} method="post" {...getFormProps(form)} noValidate className="space-y-4">
          <input type="hidden" name="ticket_id" value={ticket.id} />
          <TextareaField label={t("ticket.replyLabel")} {...getTextareaProps(fields.message)} rows={5} maxLength={TICKET_MESSAGE_MAX} errors={fields.message.errors} />
          <Button type="submit" variant="primary" pending={pending}>
            {t("ticket.send")}
          </Button>
        </Form>
        {statusError ? <FormErrors form={{ errorId: "ticket-status-error", errors: statusError }} /> : null}
        <Form method="post">
          <Button type="submit" name="intent" value={ticket.status ? "close" : "reopen"} variant="secondary">
            {ticket.status ? t("ticket.close") : t("ticket.reopen")}
          </Button>
        </Form>
      </section>
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
