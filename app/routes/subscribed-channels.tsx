// Subscribed Channels (/subscribed-channels, 002 §2.6, §4): the caller's channels with their status
// (Active or "Cancelled by Host"), to-date or "No expiry", "View events", the channel's View link, and
// Cancel (stop the monthly renewal) or "Expiring Soon". Cancel asks first, as /my-channels' switch
// does: with JavaScript in a <dialog>; without, the link `?confirm={id}` renders the same question
// as the page. The answer posts to this route's action, which calls channels/update-autorenewal.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "~/components/i18n/use-translation";
import { useIsSubmitting } from "~/components/forms";
import { PageHeader } from "~/components/page-header";
import { SubscriptionTerms } from "~/components/payments/subscription-terms";
import { Alert, Button, Dialog, DialogPage, LinkButton, StatusBadge, Table, useHydrated } from "~/components/ui";
import { apiFor } from "~/server-only/api.server";
import { pageStatus, redirectWithToast } from "~/server-only/api-replies.server";
import { requireUser } from "~/server-only/auth.server";
import { failureMessage, throwListFailure } from "~/server-only/failures.server";
import { readFormData } from "~/server-only/form.server";
import { routeStrings } from "~/lib/i18n";
import { documentTitle } from "~/lib/document-title";
import { formatDate } from "~shared/dates";
import { channelUrl, subscribedChannelEventsUrl } from "~shared/event-urls";
import { channelMessages } from "~shared/messages/channels";
import strings from "~/locales/en-GB/subscribed-channels.json";
import type { SubscribedChannelRowData } from "~server/api/contract";
import { idOf } from "~shared/ids";

export const handle = routeStrings({ "subscribed-channels": strings });

export const meta: MetaFunction = () => [{ title: documentTitle(strings.title) }];

const PAGE = "/subscribed-channels";
const eventsPath = (row: Pick<SubscribedChannelRowData, "id" | "channel_slug">) => subscribedChannelEventsUrl(row);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await requireUser(request, context);
  const answer = await apiFor(request, token).get("my-subscribed-channels");
  if (!answer.success || !answer.data) throwListFailure(answer, "fetch details");
  const channels = answer.data.channels;
  const confirmId = new URL(request.url).searchParams.get("confirm");
  let confirming: SubscribedChannelRowData | null = null;
  if (confirmId !== null) {
    // Only a renewing subscription of the caller's own list has a question to ask.
    confirming = channels.find((row) => String(row.id) === confirmId && row.can_cancel) ?? null;
    if (!confirming) throw data({ message: channelMessages.channelNotFound }, { status: 404 });
  }
  return { channels, confirming };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { session, token } = await requireUser(request, context);
  const form = await readFormData(request);
  const channelId = idOf(form.get("channel_id"));
  if (channelId === null) return data({ message: channelMessages.autoRenewalFailed }, { status: 400 });
  const answer = await apiFor(request, token).post("channels/update-autorenewal", { channel_id: String(channelId) });
  if (!answer.success) return data({ message: failureMessage(answer, "update auto renewal channel subscription") }, { status: pageStatus(answer) });
  return redirectWithToast(PAGE, { type: "success", title: "Success!", message: answer.message }, { session });
}

/** The question before stopping a renewal: the subscription's terms, what cancelling does (access to the paid period's end), and Yes / No. */
function CancelForm({ row, error }: { row: SubscribedChannelRowData; error?: string | null }) {
  const { t } = useTranslation("subscribed-channels");
  const pending = useIsSubmitting("cancel");
  return (
    <Form method="post" action={PAGE} className="space-y-4">
      {error ? <Alert tone="error">{error}</Alert> : null}
      <SubscriptionTerms terms={row.terms} />
      {row.to_date ? <p>{t("confirm.body", { date: formatDate(new Date(row.to_date)) })}</p> : null}
      <p className="font-medium">{channelMessages.autoRenewalPrompt}</p>
      <input type="hidden" name="channel_id" value={row.id} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" name="intent" value="cancel" variant="danger" pending={pending}>
          {t("confirm.yes")}
        </Button>
        <LinkButton to={PAGE} variant="secondary">
          {t("confirm.no")}
        </LinkButton>
      </div>
    </Form>
  );
}

export default function SubscribedChannels() {
  const { t } = useTranslation("subscribed-channels");
  const { channels, confirming } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const hydrated = useHydrated();
  const [dialogRow, setDialogRow] = useState<SubscribedChannelRowData | null>(null);
  // A new list (after a cancel) closes the dialog.
  useEffect(() => setDialogRow(null), [channels]);

  if (confirming) {
    return (
      <DialogPage title={t("confirm.title", { title: confirming.title })}>
        <CancelForm row={confirming} error={result?.message} />
      </DialogPage>
    );
  }

  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <div className="mx-auto max-w-6xl space-y-6 px-4 pb-16">
        {result?.message ? <Alert tone="error">{result.message}</Alert> : null}
        <Table<SubscribedChannelRowData>
          caption={t("caption")}
          captionHidden
          rows={channels}
          rowKey={(row) => row.subscription_id}
          empty={
            <span>
              {t("empty")} <Link to="/channels">{t("browse")}</Link>
            </span>
          }
          columns={[
            { key: "title", header: t("columns.title"), cell: (row) => <span className="font-medium">{row.title}</span> },
            { key: "status", header: t("columns.status"), cell: (row) => <StatusBadge status={row.status} tone={row.status === "Active" ? "success" : "error"} /> },
            { key: "toDate", header: t("columns.toDate"), kind: "date", cell: (row) => (row.to_date ? formatDate(new Date(row.to_date)) : t("noExpiry")) },
            {
              key: "events",
              header: t("columns.events"),
              // Every row, "Cancelled by Host" too (002 §2.6): that list says what the channel held, with nothing to open.
              cell: (row) => (
                <Link to={eventsPath(row)} aria-label={t("viewEventsLabel", { title: row.title })}>
                  {t("viewEvents")}
                </Link>
              ),
            },
            {
              key: "view",
              header: t("columns.view"),
              cell: (row) => (
                <Link to={channelUrl({ id: row.id, channel_slug: row.channel_slug })} aria-label={t("viewLabel", { title: row.title })}>
                  {t("view")}
                </Link>
              ),
            },
            {
              key: "renewal",
              header: t("columns.renewal"),
              cell: (row) =>
                row.can_cancel ? (
                  <LinkButton
                    to={`${PAGE}?confirm=${row.id}`}
                    variant="danger"
                    size="sm"
                    aria-label={t("cancelLabel", { title: row.title })}
                    onClick={(click) => {
                      if (!hydrated) return;
                      click.preventDefault();
                      setDialogRow(row);
                    }}
                  >
                    {t("cancel")}
                  </LinkButton>
                ) : row.expiring_soon ? (
                  <StatusBadge status={t("expiringSoon")} tone="warning" />
                ) : (
                  "—"
                ),
            },
          ]}
        />
      </div>
      <Dialog open={dialogRow !== null} onClose={() => setDialogRow(null)} title={dialogRow ? t("confirm.title", { title: dialogRow.title }) : ""}>
        {dialogRow ? <CancelForm row={dialogRow} error={result?.message} /> : null}
      </Dialog>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
