// My Channels (/my-channels, 002 §2.4, §4): the host's channels, 10 a page (?page=N), with their
// status, subscribers, events link and the actions each allows (shared/channel-status.ts).
// Activate / Deactivate ask first (002 §4's prompts): with JavaScript in a <dialog>; without, the
// link `?confirm={id}` renders the same question as the page. The answer posts to this route's
// action with the state wanted, so a repeated click cannot flip the channel back.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "~/components/i18n/use-translation";
import { useIsSubmitting } from "~/components/forms";
import { PageHeader } from "~/components/page-header";
import { Alert, Button, Dialog, DialogPage, LinkButton, Pagination, StatusBadge, Table, useHydrated } from "~/components/ui";
import { apiFor, isMissingOrNotYours } from "~/server-only/api.server";
import { channelMessages } from "~shared/messages/channels";
import { pageStatus, redirectWithToast } from "~/server-only/api-replies.server";
import { requireUser } from "~/server-only/auth.server";
import { failureMessage, throwListFailure, unableTo } from "~/server-only/failures.server";
import { readFormData } from "~/server-only/form.server";
import { routeStrings } from "~/lib/i18n";
import { documentTitle } from "~/lib/document-title";
import { parsePageParam } from "~/lib/pagination";
import { channelActions, channelRowFacts, statusPrompt } from "~shared/channel-status";
import { formatDate } from "~shared/dates";
import { formatMoney } from "~shared/money";
import strings from "~/locales/en-GB/my-channels.json";
import type { MyChannelRowData } from "~server/api/contract";
import { idOf } from "~shared/ids";

export const handle = routeStrings({ "my-channels": strings });

export const meta: MetaFunction = () => [{ title: documentTitle(strings.title) }];

const listPath = (page: number) => (page > 1 ? `/my-channels?page=${page}` : "/my-channels");
const confirmPath = (page: number, id: number) => `/my-channels?${page > 1 ? `page=${page}&` : ""}confirm=${id}`;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await requireUser(request, context);
  const url = new URL(request.url);
  const answer = await apiFor(request, token).get("my-channels", { query: { page: parsePageParam(url.searchParams.get("page")) } });
  if (!answer.success || !answer.data) throwListFailure(answer, "fetch details");
  const pagination = answer.pagination ?? { current_page: 1, per_page: answer.data.channels.length, last_page: 1 };
  const channels = answer.data.channels;
  const confirmId = url.searchParams.get("confirm");
  let confirming: MyChannelRowData | null = null;
  if (confirmId !== null) {
    // Only a channel of the caller's own list, that may be switched, has a question to ask.
    confirming = channels.find((channel) => String(channel.id) === confirmId && channel.is_published) ?? null;
    if (!confirming) throw data({ message: "Channel not found" }, { status: 404 });
  }
  return { channels, page: pagination.current_page, perPage: pagination.per_page, lastPage: pagination.last_page, confirming };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { session, token } = await requireUser(request, context);
  const form = await readFormData(request);
  const id = idOf(form.get("id"));
  const active = String(form.get("active") ?? "");
  const page = parsePageParam(String(form.get("page") ?? ""));
  if (id === null || (active !== "0" && active !== "1")) {
    return data({ message: unableTo("update channel status") }, { status: 400 });
  }
  const answer = await apiFor(request, token).post("channels/update-status", { id: String(id), active });
  // Another host's channel reads as a missing one, as on the other channel pages.
  if (isMissingOrNotYours(answer)) return data({ message: channelMessages.channelNotFound }, { status: 404 });
  if (!answer.success) return data({ message: failureMessage(answer, "update channel status") }, { status: pageStatus(answer) });
  return redirectWithToast(listPath(page), { type: "success", title: "Success!", message: answer.message }, { session });
}

function StatusForm({ channel, page }: { channel: MyChannelRowData; page: number }) {
  const { t } = useTranslation("my-channels");
  const pending = useIsSubmitting("status");
  return (
    <Form method="post" action="/my-channels" className="space-y-4">
      <p>{statusPrompt({ active: channel.active, subscribersCount: channel.subscribers_count })}</p>
      <input type="hidden" name="id" value={channel.id} />
      <input type="hidden" name="active" value={channel.active ? "0" : "1"} />
      <input type="hidden" name="page" value={page} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" name="intent" value="status" variant={channel.active ? "danger" : "primary"} pending={pending}>
          {t("confirm.yes")}
        </Button>
        <LinkButton to={listPath(page)} variant="secondary">
          {t("confirm.no")}
        </LinkButton>
      </div>
    </Form>
  );
}

const confirmTitle = (t: (key: string, options?: Record<string, unknown>) => string, channel: MyChannelRowData) =>
  t(channel.active ? "confirm.deactivateTitle" : "confirm.activateTitle", { title: channel.title });

export default function MyChannels() {
  const { t } = useTranslation("my-channels");
  const { channels, page, perPage, lastPage, confirming } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const hydrated = useHydrated();
  const [dialogChannel, setDialogChannel] = useState<MyChannelRowData | null>(null);
  // A new list (after a switch, or another page) closes the dialog.
  useEffect(() => setDialogChannel(null), [channels]);

  if (confirming) {
    return (
      <DialogPage title={confirmTitle(t, confirming)}>
        {result?.message ? (
          <Alert tone="error" className="mb-4">
            {result.message}
          </Alert>
        ) : null}
        <StatusForm channel={confirming} page={page} />
      </DialogPage>
    );
  }

  const small = "min-h-9 px-3 py-1.5 text-sm";
  return (
    <>
      <PageHeader title={t("title")} description={t("description")}>
        <div className="mt-6">
          <LinkButton to="/create-channel/">{t("create")}</LinkButton>
        </div>
      </PageHeader>
      <div className="mx-auto max-w-6xl space-y-6 px-4 pb-16">
        {result?.message ? <Alert tone="error">{result.message}</Alert> : null}
        <Table<MyChannelRowData>
          caption={t("caption")}
          captionHidden
          rows={channels}
          rowKey={(row) => row.id}
          empty={t("empty")}
          columns={[
            { key: "serial", header: t("columns.serial"), kind: "number", cell: (_, index) => (page - 1) * perPage + index + 1 },
            { key: "title", header: t("columns.title"), cell: (row) => <span className="font-medium">{row.title}</span> },
            { key: "price", header: t("columns.price"), kind: "money", cell: (row) => formatMoney(row.price) },
            { key: "subscription", header: t("columns.subscription"), cell: (row) => (row.is_monthly_subscription ? t("monthly") : t("fixed")) },
            { key: "date", header: t("columns.date"), kind: "date", cell: (row) => formatDate(new Date(row.created_at)) },
            {
              key: "status",
              header: t("columns.status"),
              cell: (row) => (
                <div className="space-y-1">
                  <StatusBadge status={row.status} />
                  {row.rejection_reason ? <p className="text-sm">{t("rejectionReason", { reason: row.rejection_reason })}</p> : null}
                </div>
              ),
            },
            { key: "subscribers", header: t("columns.subscribers"), kind: "number", cell: (row) => row.subscribers_count },
            {
              key: "events",
              header: t("columns.events"),
              kind: "number",
              cell: (row) => (
                <Link to={`/my-channel-events/${row.id}`} aria-label={t("eventsLinkLabel", { title: row.title, count: row.event_count })}>
                  {t("eventsLink", { count: row.event_count })}
                </Link>
              ),
            },
            {
              key: "actions",
              header: t("columns.actions"),
              cell: (row) => {
                const actions = channelActions(channelRowFacts(row));
                const switchLabel = actions.deactivate ? t("actions.deactivate") : actions.activate ? t("actions.activate") : null;
                return (
                  <div className="flex flex-wrap gap-2" aria-label={row.title} role="group">
                    {actions.edit ? (
                      <LinkButton to={`/create-channel/${row.id}`} variant="secondary" size="sm">
                        {t("actions.edit")}
                      </LinkButton>
                    ) : null}
                    {actions.email ? (
                      <LinkButton to={`/email-subscriber/${row.id}/channel`} variant="secondary" size="sm">
                        {t("actions.email")}
                      </LinkButton>
                    ) : null}
                    <LinkButton to={`/channel-detail/${row.id}/${encodeURIComponent(row.channel_slug)}`} variant="secondary" size="sm">
                      {t("actions.salesPage")}
                    </LinkButton>
                    {actions.addLiveEvent ? (
                      <LinkButton to="/event-create" variant="secondary" size="sm">
                        {t("actions.addLiveEvent")}
                      </LinkButton>
                    ) : null}
                    {actions.addVideos ? (
                      <LinkButton to={`/chan-event-create/p/${row.id}/true`} variant="secondary" size="sm">
                        {t("actions.addVideos")}
                      </LinkButton>
                    ) : null}
                    {actions.addDocument ? (
                      <LinkButton to={`/doc-event-create/${row.id}`} variant="secondary" size="sm">
                        {t("actions.addDocument")}
                      </LinkButton>
                    ) : null}
                    {switchLabel ? (
                      <Link
                        to={confirmPath(page, row.id)}
                        className={`inline-flex items-center rounded-md border font-medium no-underline ${small} ${
                          actions.deactivate ? "border-error text-error hover:bg-error hover:text-white" : "border-line-strong text-ink hover:bg-sunken"
                        }`}
                        onClick={(click) => {
                          if (!hydrated) return;
                          click.preventDefault();
                          setDialogChannel(row);
                        }}
                      >
                        {switchLabel}
                      </Link>
                    ) : null}
                  </div>
                );
              },
            },
          ]}
        />
        <Pagination currentPage={page} pageCount={lastPage} hrefFor={listPath} label={t("pages")} />
      </div>
      <Dialog open={dialogChannel !== null} onClose={() => setDialogChannel(null)} title={dialogChannel ? confirmTitle(t, dialogChannel) : ""}>
        {dialogChannel ? <StatusForm channel={dialogChannel} page={page} /> : null}
      </Dialog>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
