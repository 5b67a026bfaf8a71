// My Hosted Events (/event-management, spec 001 §2.12, 000 §4): "Create Event" (to /event-create), and
// the host's events under the tabs All / Online / Pre Recorded (links), each with its host status and actions: Edit (unbooked and not
// started), View Event, Cancel Event and Email subscribers (once booked, outside a channel).
// Cancel Event asks first: with JavaScript in a <dialog>; without, the link `?cancel={id}` renders the
// same confirmation as the page. The confirmation posts to this route's action.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "~/components/i18n/use-translation";
import { useIsSubmitting } from "~/components/forms";
import { PageHeader } from "~/components/page-header";
import { Alert, Button, Dialog, DialogPage, LinkButton, StatusBadge, Tabs, useHydrated } from "~/components/ui";
import { apiFor } from "~/server-only/api.server";
import { pageStatus, redirectWithToast } from "~/server-only/api-replies.server";
import { requireUser } from "~/server-only/auth.server";
import { formatDateTime, zonedInstant } from "~shared/dates";
import { failureMessage, throwListFailure } from "~/server-only/failures.server";
import { readFormData } from "~/server-only/form.server";
import { routeStrings } from "~/lib/i18n";
import { formatPrice } from "~shared/money";
import { documentTitle } from "~/lib/document-title";
import strings from "~/locales/en-GB/hosted-events.json";
import type { HostedEventData } from "~server/api/contract";
import { idOf } from "~shared/ids";

export const handle = routeStrings({ "hosted-events": strings });

export const meta: MetaFunction = () => [{ title: documentTitle(strings.management.title) }];

const TABS = ["all", "online", "pre-recorded"] as const;
type Tab = (typeof TABS)[number];

function tabOf(value: string | null): Tab {
  return TABS.find((tab) => tab === value) ?? "all";
}

const listPath = (tab: Tab) => (tab === "all" ? "/event-management" : `/event-management?type=${tab}`);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await requireUser(request, context);
  const url = new URL(request.url);
  const tab = tabOf(url.searchParams.get("type"));
  const answer = await apiFor(request, token).get("user-events", { query: { type: tab } });
  if (!answer.success || !answer.data) throwListFailure(answer, "fetch details");
  const cancelId = Number(url.searchParams.get("cancel"));
  const confirming = answer.data.find((event) => event.id === cancelId && event.can_cancel) ?? null;
  return { tab, events: answer.data, confirming };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { session, token } = await requireUser(request, context);
  const form = await readFormData(request);
  const tab = tabOf(String(form.get("type") ?? ""));
  const eventId = idOf(form.get("event_id"));
  if (form.get("intent") !== "cancel" || eventId === null) {
    return data({ message: failureMessage({ success: false, message: "", data: null, status: 500 }, "cancel event") }, { status: 400 });
  }
  const answer = await apiFor(request, token).post("cancel-event", { event_id: String(eventId) });
  if (!answer.success) return data({ message: failureMessage(answer, "cancel event") }, { status: pageStatus(answer) });
  return redirectWithToast(listPath(tab), { type: "success", message: answer.message }, { session });
}

function when(event: HostedEventData): string | null {
  if (!event.event_date) return null;
  return formatDateTime(zonedInstant(event.event_date, event.event_time ?? "00:00", event.time_zone), event.time_zone);
}

function CancelForm({ event, tab }: { event: HostedEventData; tab: Tab }) {
  const { t } = useTranslation("hosted-events");
  const pending = useIsSubmitting("cancel");
  return (
    <Form method="post" action="/event-management" className="space-y-4">
      <p>{t("management.cancelConfirm", { title: event.title })}</p>
      <input type="hidden" name="event_id" value={event.id} />
      <input type="hidden" name="type" value={tab} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" name="intent" value="cancel" variant="danger" pending={pending}>
          {t("management.cancelYes")}
        </Button>
        <LinkButton to={listPath(tab)} variant="secondary">
          {t("management.cancelNo")}
        </LinkButton>
      </div>
    </Form>
  );
}

export default function EventManagement() {
  const { t } = useTranslation("hosted-events");
  const { tab, events, confirming } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const hydrated = useHydrated();
  const [dialogEvent, setDialogEvent] = useState<HostedEventData | null>(null);
  // A new list (after a cancel, or another tab) closes the dialog.
  useEffect(() => setDialogEvent(null), [events]);

  if (confirming) {
    return (
      <DialogPage title={t("management.cancelTitle")}>
        {result?.message ? (
          <Alert tone="error" className="mb-4">
            {result.message}
          </Alert>
        ) : null}
        <CancelForm event={confirming} tab={tab} />
      </DialogPage>
    );
  }

  return (
    <>
      <PageHeader title={t("management.title")}>
        <div className="mt-6 flex flex-wrap gap-3">
          <LinkButton to="/event-create">{t("management.create")}</LinkButton>
        </div>
      </PageHeader>
      <div className="mx-auto max-w-6xl space-y-6 px-4 pb-16">
        <Tabs
          label={t("management.tabsLabel")}
          items={TABS.map((name) => ({
            label: t(name === "all" ? "management.all" : name === "online" ? "management.online" : "management.preRecorded"),
            to: listPath(name),
            active: name === tab,
          }))}
        />
        {result?.message ? <Alert tone="error">{result.message}</Alert> : null}
        {events.length === 0 ? (
          <p className="text-muted">{t("management.empty")}</p>
        ) : (
          <ul className="space-y-4">
            {events.map((event) => (
              <li key={event.id} className="rounded-card border border-line bg-surface p-5 shadow-card" data-event-id={event.id}>
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="space-y-1">
                    <h2 className="font-display text-xl">{event.title}</h2>
                    <p className="text-sm text-muted">
                      {event.event_type === "Pre Recorded" ? t("management.preRecordedEvent") : t("management.onlineEvent")}
                      {when(event) ? ` · ${when(event)}` : ""}
                      {` · ${formatPrice(event.ticket_price)}`}
                      {` · ${t("management.bookings", { count: event.booked_count })}`}
                    </p>
                  </div>
                  {event.host_status ? <StatusBadge status={event.host_status} /> : null}
                </div>
                {event.rejection_reason ? <p className="mt-2 text-sm">{t("management.rejectionReason", { reason: event.rejection_reason })}</p> : null}
                <div className="mt-4 flex flex-wrap gap-3">
                  {event.can_edit ? (
                    <LinkButton to={`/event-create/${event.id}`} variant="secondary" size="sm">
                      {t("management.edit")}
                    </LinkButton>
                  ) : null}
                  <LinkButton to={event.view_path} variant="secondary" size="sm">
                    {t("management.view")}
                  </LinkButton>
                  {event.can_email_subscribers ? (
                    <LinkButton to={`/email-subscriber/${event.id}/event`} variant="secondary" size="sm">
                      {t("management.email")}
                    </LinkButton>
                  ) : null}
                  {event.can_cancel ? (
                    <Link
                      to={`${listPath(tab)}${tab === "all" ? "?" : "&"}cancel=${event.id}`}
                      className="inline-flex min-h-9 items-center rounded-md border border-error px-3 py-1.5 text-sm font-medium text-error no-underline hover:bg-error hover:text-white"
                      onClick={(click) => {
                        if (!hydrated) return;
                        click.preventDefault();
                        setDialogEvent(event);
                      }}
                    >
                      {t("management.cancel")}
                    </Link>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
      <Dialog open={dialogEvent !== null} onClose={() => setDialogEvent(null)} title={t("management.cancelTitle")}>
        {dialogEvent ? <CancelForm event={dialogEvent} tab={tab} /> : null}
      </Dialog>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
