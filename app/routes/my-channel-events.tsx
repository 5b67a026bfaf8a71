// The host's channel events (/my-channel-events/{id}, 002 §2.4, §4): the channel's events and
// document events in their order, with Edit, Preview, Activate/Deactivate, Access Video and the
// document. Reordering: without JavaScript each row has an order-number input and Save posts the
// whole list; with JavaScript rows are dragged (or moved with the up/down buttons), then Save.
// The status switch asks "Do you want change status?": a <dialog> with JavaScript, the page
// `?status={kind}-{id}` without. Another user's channel answers as a missing one (404).
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useEffect, useState, type DragEvent } from "react";
import { useTranslation } from "~/components/i18n/use-translation";
import { DurationTime } from "~/components/events/duration-time";
import { useIsSubmitting } from "~/components/forms";
import { PageHeader } from "~/components/page-header";
import { Alert, Button, Dialog, DialogPage, LinkButton, Table, useHydrated, type TableColumn } from "~/components/ui";
import { apiFor, isMissingOrNotYours, type ApiResult } from "~/server-only/api.server";
import { pathIdOr404 } from "~/server-only/path-id.server";
import { idOf } from "~shared/ids";
import { pageStatus, redirectWithToast } from "~/server-only/api-replies.server";
import { requireUser } from "~/server-only/auth.server";
import { failureMessage, throwUnable } from "~/server-only/failures.server";
import { readFormData } from "~/server-only/form.server";
import { routeStrings } from "~/lib/i18n";
import { documentTitle } from "~/lib/document-title";
import { MAX_ORDER_ITEMS, isChannelItemType, kindOf, orderFromNumbers } from "~shared/channel-order";
import { contentLocked } from "~shared/channel-status";
import { eventPageUrl } from "~shared/event-urls";
import { channelOrderMessages } from "~shared/messages/channel-order";
import strings from "~/locales/en-GB/channel-events.json";
import type { ChannelContentData } from "~server/api/contract";

export const handle = routeStrings({ "channel-events": strings });

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [{ title: documentTitle(loaded?.channel.title ?? strings.title) }];

/** A row's name in forms and URLs: "event-12" or "document-3". */
const keyOf = (row: Pick<ChannelContentData, "id" | "event_type">) => `${kindOf(row.event_type)}-${row.id}`;

/** The row a posted key names ("event-12" or "document-3"), or null. */
function channelItemOf(value: unknown): { kind: "event" | "document"; id: string } | null {
  const [, kind, rawId] = /^(event|document)-(.+)$/.exec(typeof value === "string" ? value : "") ?? [];
  const id = idOf(rawId);
  return (kind === "event" || kind === "document") && id !== null ? { kind, id: String(id) } : null;
}

// Not an id: the same answer as a channel that is not there.
const channelIdOf = (params: { id?: string }): string => String(pathIdOr404(params.id));

/** Another user's channel, event or document answers as a missing one. */
function throwIfMissing(answer: Pick<ApiResult<unknown>, "status">): void {
  if (isMissingOrNotYours(answer)) throw data(null, { status: 404 });
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { token } = await requireUser(request, context);
  const id = channelIdOf(params);
  const answer = await apiFor(request, token).get("my-channel/:id", { params: { id } });
  throwIfMissing(answer);
  if (!answer.success || !answer.data) throwUnable("fetch channel details");
  const rows = answer.data.events;
  const asked = new URL(request.url).searchParams.get("status");
  return {
    channel: { id: answer.data.channel.id, title: answer.data.channel.title, subscribers_count: answer.data.channel.subscribers_count },
    rows,
    confirming: rows.find((row) => keyOf(row) === asked) ?? null,
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { session, token } = await requireUser(request, context);
  const id = channelIdOf(params);
  const here = `/my-channel-events/${id}`;
  const form = await readFormData(request);
  const api = apiFor(request, token);
  const intent = form.get("intent");

  if (intent === "status") {
    const item = channelItemOf(form.get("item"));
    if (!item) throw data(null, { status: 404 });
    const answer = await api.post(item.kind === "event" ? "event/update-status" : "documentevent/update-status", { id: item.id });
    throwIfMissing(answer);
    if (!answer.success) return data({ message: failureMessage(answer, "update event status") }, { status: pageStatus(answer) });
    return redirectWithToast(here, { type: "success", title: "Success!", message: answer.message }, { session });
  }

  if (intent === "order") {
    const items = form.getAll("item").map(String);
    const types = form.getAll("item_type").map(String);
    const numbers = form.getAll("ordernum").map(String);
    const parsed = items.map((item, index) => ({ match: channelItemOf(item), type: types[index] }));
    const wellFormed =
      items.length <= MAX_ORDER_ITEMS && types.length === items.length && numbers.length === items.length && parsed.every((row) => row.match && isChannelItemType(row.type));
    if (!wellFormed) return data({ message: channelOrderMessages.saveFailed }, { status: 400 });
    const ordered = orderFromNumbers(parsed.map((row, index) => ({ item: row, position: index + 1, typed: numbers[index] })));
    if (!ordered) return data({ message: strings.badNumbers }, { status: 400 });
    const answer = await api.post("channels/orderupdate", {
      channel_id: id,
      list: ordered.map((row, index) => ({ id: row.match!.id, event_type: row.type as ChannelContentData["event_type"], ordernum: index + 1 })),
    });
    throwIfMissing(answer);
    if (!answer.success) return data({ message: failureMessage(answer, "save channel order") }, { status: pageStatus(answer) });
    return redirectWithToast(here, { type: "success", title: "Success!", message: answer.message }, { session });
  }

  return data({ message: channelOrderMessages.saveFailed }, { status: 400 });
}

function StatusForm({ row, channelId }: { row: ChannelContentData; channelId: number }) {
  const { t } = useTranslation("channel-events");
  const pending = useIsSubmitting("status");
  return (
    <Form method="post" action={`/my-channel-events/${channelId}`} className="space-y-4">
      <p>
        {row.title}: {row.active ? t("deactivate") : t("activate")}
      </p>
      <input type="hidden" name="item" value={keyOf(row)} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" name="intent" value="status" variant="primary" pending={pending}>
          {t("yes")}
        </Button>
        <LinkButton to={`/my-channel-events/${channelId}`} variant="secondary">
          {t("no")}
        </LinkButton>
      </div>
    </Form>
  );
}

/** The drag's data type: only a row of this table can be dropped on another. */
const DRAG_TYPE = "application/x-marquee-channel-item";

/** Moves the row at `from` to `to`, the others keeping their order. */
function moved<T>(rows: readonly T[], from: number, to: number): T[] {
  const next = [...rows];
  const [row] = next.splice(from, 1);
  next.splice(to, 0, row!);
  return next;
}

export default function MyChannelEvents() {
  const { t } = useTranslation("channel-events");
  const { channel, rows, confirming } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const hydrated = useHydrated();
  const saving = useIsSubmitting("order");
  const [order, setOrder] = useState(rows);
  const [statusRow, setStatusRow] = useState<ChannelContentData | null>(null);
  // A new load (after a save or a status change) shows the saved order and closes the dialog.
  useEffect(() => {
    setOrder(rows);
    setStatusRow(null);
  }, [rows]);

  if (confirming) {
    return (
      <DialogPage title={channelOrderMessages.statusPrompt}>
        {result?.message ? (
          <Alert tone="error" className="mb-4">
            {result.message}
          </Alert>
        ) : null}
        <StatusForm row={confirming} channelId={channel.id} />
      </DialogPage>
    );
  }

  const here = `/my-channel-events/${channel.id}`;
  // A channel with subscribers: its documents cannot be changed (the server would refuse), so no Edit on them.
  const locked = contentLocked(channel.subscribers_count);
  const typeLabel = (row: ChannelContentData) => (row.event_type === "Document" ? t("document") : row.event_type === "Pre Recorded" ? t("preRecorded") : t("live"));
  const move = (from: number, to: number) => {
    if (to < 0 || to >= order.length) return;
    setOrder((current) => moved(current, from, to));
  };

  const columns: TableColumn<ChannelContentData>[] = [
    {
      key: "order",
      header: t("order"),
      cell: (row, index) => (
        <span className="inline-flex items-center gap-2">
          <input type="hidden" name="item" value={keyOf(row)} />
          <input type="hidden" name="item_type" value={row.event_type} />
          {hydrated ? (
            <>
              <input type="hidden" name="ordernum" value={index + 1} />
              <span aria-hidden="true" className="cursor-grab text-muted" title={t("drag", { title: row.title })}>
                ⠿
              </span>
              <span className="w-6 text-right tabular-nums">{index + 1}</span>
              <Button size="sm" variant="ghost" aria-label={t("moveUp", { title: row.title })} disabled={index === 0} onClick={() => move(index, index - 1)}>
                ↑
              </Button>
              <Button size="sm" variant="ghost" aria-label={t("moveDown", { title: row.title })} disabled={index === order.length - 1} onClick={() => move(index, index + 1)}>
                ↓
              </Button>
            </>
          ) : (
            <input
              type="number"
              name="ordernum"
              min={1}
              step={1}
              required
              defaultValue={index + 1}
              aria-label={t("orderLabel", { title: row.title })}
              className="w-20 rounded-md border border-line-strong bg-surface px-2 py-1"
            />
          )}
        </span>
      ),
    },
    { key: "type", header: t("type"), cell: typeLabel },
    {
      key: "title",
      header: t("itemTitle"),
      cell: (row) => (
        <span>
          {row.title}
          {row.active ? null : <span className="ml-2 text-sm text-muted">({t("inactive")})</span>}
        </span>
      ),
    },
    { key: "module", header: t("module"), cell: (row) => row.channel_module?.title ?? "—" },
    { key: "duration", header: t("duration"), kind: "number", cell: (row) => (row.pre_recorded_duration ? <DurationTime seconds={row.pre_recorded_duration} /> : "—") },
    {
      key: "actions",
      header: t("actions"),
      cell: (row) => {
        const document = row.event_type === "Document";
        return (
          <span className="flex flex-wrap justify-end gap-2 md:justify-start">
            {document && locked ? null : (
              <LinkButton to={document ? `/doc-event-create/${channel.id}/${row.id}` : `/event-create/${row.id}`} variant="secondary" size="sm">
                {t("edit")}
              </LinkButton>
            )}
            <LinkButton
              to={document ? `/doc-event-details/${row.id}` : eventPageUrl({ id: row.id, event_type: row.event_type as "Online Event" | "Pre Recorded", event_slug: row.event_slug, title: row.title })}
              variant="secondary"
              size="sm"
            >
              {t("preview")}
            </LinkButton>
            <LinkButton
              to={`${here}?status=${keyOf(row)}`}
              variant={row.active ? "danger" : "secondary"}
              size="sm"
              onClick={(click) => {
                if (!hydrated) return;
                click.preventDefault();
                setStatusRow(row);
              }}
            >
              {row.active ? t("deactivate") : t("activate")}
            </LinkButton>
            {row.event_type === "Pre Recorded" ? (
              <LinkButton to={`/pre-recorded-video/${row.id}`} variant="secondary" size="sm">
                {t("accessVideo")}
              </LinkButton>
            ) : null}
            {document ? (
              <LinkButton to={`/doc-event-details/${row.id}`} variant="secondary" size="sm">
                {t("downloadDocument")}
              </LinkButton>
            ) : null}
          </span>
        );
      },
    },
  ];

  return (
    <>
      <PageHeader title={channel.title} description={hydrated ? t("description") : t("descriptionNoScript")}>
        <p className="mt-3">
          <Link to="/my-channels">{t("back")}</Link>
        </p>
      </PageHeader>
      <div className="mx-auto max-w-6xl space-y-6 px-4 pb-16">
        {result?.message ? <Alert tone="error">{result.message}</Alert> : null}
        {locked && rows.some((row) => row.event_type === "Document") ? <Alert tone="info">{t("documentsLocked")}</Alert> : null}
        <Form method="post" action={here} className="space-y-4">
          <Table
            caption={t("caption", { title: channel.title })}
            captionHidden
            columns={columns}
            rows={order}
            rowKey={keyOf}
            empty={t("empty")}
            rowProps={(row, index) =>
              hydrated
                ? {
                    draggable: true,
                    "data-item": keyOf(row),
                    // The dragged row travels in the drag's data, so the drop needs no state of its own.
                    onDragStart: (drag: DragEvent<HTMLTableRowElement>) => {
                      drag.dataTransfer.effectAllowed = "move";
                      drag.dataTransfer.setData(DRAG_TYPE, keyOf(row));
                    },
                    onDragOver: (drag: DragEvent<HTMLTableRowElement>) => {
                      if (drag.dataTransfer.types.includes(DRAG_TYPE)) drag.preventDefault();
                    },
                    onDrop: (drop: DragEvent<HTMLTableRowElement>) => {
                      const from = order.findIndex((one) => keyOf(one) === drop.dataTransfer.getData(DRAG_TYPE));
                      if (from < 0) return;
                      drop.preventDefault();
                      move(from, index);
                    },
                  }
                : { "data-item": keyOf(row) }
            }
          />
          {order.length > 0 ? (
            <Button type="submit" name="intent" value="order" variant="primary" pending={saving}>
              {t("save")}
            </Button>
          ) : null}
        </Form>
      </div>
      <Dialog open={statusRow !== null} onClose={() => setStatusRow(null)} title={channelOrderMessages.statusPrompt}>
        {statusRow ? <StatusForm row={statusRow} channelId={channel.id} /> : null}
      </Dialog>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
