// One pending event (with the pending dates of its series) or channel (/admin/approvals/event/:id,
// /admin/approvals/channel/:id): its details, photos, videos (a private one through a link that
// lives a few minutes) and host, and the decision: Approve, or Reject with the reason the host is
// told. Plain POST forms; after the decision, back to the queues with what happened.
import { ownMediaPath } from "~shared/storage-keys";
import { getFormProps, getTextareaProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/components/i18n/use-translation";
import { FormErrors, useIsSubmitting, useSchemaForm } from "~/components/forms";
import { ApprovalHost } from "~/components/admin/approval-host";
import { Button, StatusBadge, TextareaField } from "~/components/ui";
import { apiFor } from "~/server-only/api.server";
import { redirectWithToast, refusalReply } from "~/server-only/api-replies.server";
import { requireAdmin } from "~/server-only/auth.server";
import { throwListFailure } from "~/server-only/failures.server";
import { readFormData } from "~/server-only/form.server";
import { approvalDates, approvalPrice, approvalTime } from "~/lib/admin-approvals";
import { documentTitle } from "~/lib/document-title";
import { routeStrings } from "~/lib/i18n";
import { approvalDecisionSchema } from "~shared/schemas/admin-approvals";
import adminStrings from "~/locales/en-GB/admin.json";
import strings from "~/locales/en-GB/admin-approvals.json";
import type { ApprovalChannelDetailData, ApprovalEventDetailData, ApprovalVideoData } from "~server/api/contract";
import { pathIdOr404 } from "~/server-only/path-id.server";

export const handle = routeStrings({ "admin-approvals": strings });

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [
  { title: documentTitle(`${loaded?.item.title ?? strings.title} · ${strings.title} · ${adminStrings.title}`) },
];

type Kind = "event" | "channel";

/** The kind and id from the path; anything else is the 404 page. */
function target(params: { kind?: string; id?: string }): { kind: Kind; id: string } {
  const kind = params.kind === "event" || params.kind === "channel" ? params.kind : null;
  if (!kind) throw data(null, { status: 404 });
  return { kind, id: String(pathIdOr404(params.id)) };
}

type Loaded = { kind: "event"; item: ApprovalEventDetailData } | { kind: "channel"; item: ApprovalChannelDetailData };

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { token } = await requireAdmin(request, context);
  const { kind, id } = target(params);
  const api = apiFor(request, token);
  const answer = kind === "event" ? await api.get("admin/approvals/event/:id", { params: { id } }) : await api.get("admin/approvals/channel/:id", { params: { id } });
  if (answer.status === 404) throw data(null, { status: 404 });
  if (!answer.success || !answer.data) throwListFailure(answer, `fetch the ${kind}`);
  return { kind, item: answer.data } as Loaded;
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { token, session } = await requireAdmin(request, context);
  const { kind, id } = target(params);
  const submission = parseWithZod(await readFormData(request), { schema: approvalDecisionSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 422 });
  const answer = await apiFor(request, token).post(kind === "event" ? "admin/approvals/event" : "admin/approvals/channel", { ...submission.value, id });
  if (!answer.success) {
    const { result, status } = refusalReply(submission, answer, { fields: ["reason"], action: `decide the ${kind}` });
    return data(result, { status });
  }
  return redirectWithToast(`/admin/approvals#${kind}s`, { type: "success", title: "Success!", message: answer.message }, { session });
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[12rem_1fr]">
      <dt className="font-semibold">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Video({ video }: { video: ApprovalVideoData | null }) {
  const { t } = useTranslation("admin-approvals");
  if (!video) return <>{t("noVideo")}</>;
  return (
    <video controls preload="none" src={ownMediaPath(video.key)} className="aspect-video w-full max-w-md rounded">
      <a href={ownMediaPath(video.key)}>{t("video")}</a>
    </video>
  );
}

export default function AdminApproval() {
  const { t } = useTranslation("admin-approvals");
  const { kind, item } = useLoaderData<typeof loader>() as Loaded;
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useSchemaForm("reject", () => import("~shared/schemas/admin-approvals").then((m) => m.approvalDecisionSchema), lastResult);
  const approving = useIsSubmitting("approve");
  const rejecting = useIsSubmitting("reject");
  const photos = item.photo_urls;
  return (
    <article aria-labelledby="approval-title" className="space-y-6">
      <Link to={`/admin/approvals#${kind}s`} className="underline">
        {t("back")}
      </Link>
      <header className="space-y-2">
        <p className="text-sm uppercase tracking-wide text-ink-muted">{kind === "event" ? t("event") : t("channel")}</p>
        <h1 id="approval-title" className="font-display text-3xl">
          {item.title}
        </h1>
        <StatusBadge status={item.status} />
      </header>
      <dl className="space-y-3">
        {item.rejection_reason ? <Row label={t("rejectionReason")}>{item.rejection_reason}</Row> : null}
        <Row label={t("type")}>{item.event_type}</Row>
        <Row label={t("category")}>{item.category ?? t("noCategory")}</Row>
        {kind === "event" ? (
          <>
            <Row label={t("dates")}>
              {approvalDates(item.dates) ?? t("preRecorded")} ({t("series", { count: item.occurrences })})
            </Row>
            {item.event_time ? <Row label={t("time")}>{approvalTime(item.event_time, item.end_time, item.time_zone)}</Row> : null}
            <Row label={t("price")}>{approvalPrice(item.price, item.is_free, t("free"))}</Row>
            {item.in_channel ? <Row label={t("channel")}>{t("inChannel")}</Row> : null}
          </>
        ) : (
          <>
            <Row label={t("price")}>{approvalPrice(item.price, false, t("free"))}</Row>
            <Row label={t("subscription")}>{item.subscription === "Monthly" ? t("monthly") : t("fixed")}</Row>
          </>
        )}
        <Row label={t("host")}>
          <ApprovalHost host={item.host} />
        </Row>
        <Row label={t("about")}>
          <p className="whitespace-pre-line">{item.description}</p>
        </Row>
        <Row label={t("photos")}>
          {photos.length === 0 && !item.cover_url ? (
            t("noCover")
          ) : (
            <ul className="flex flex-wrap gap-3">
              {(photos.length > 0 ? photos : [item.cover_url!]).map((url) => (
                <li key={url}>
                  <img src={url} alt="" className="aspect-video w-40 rounded object-cover" loading="lazy" />
                </li>
              ))}
            </ul>
          )}
        </Row>
        {kind === "event" ? (
          <>
            <Row label={t("previewVideo")}>
              <Video video={item.preview_video} />
            </Row>
            <Row label={t("fullVideo")}>
              <Video video={item.full_video} />
            </Row>
          </>
        ) : (
          <Row label={t("video")}>
            <Video video={item.video} />
          </Row>
        )}
      </dl>
      <section className="grid gap-6 md:grid-cols-2">
        <Form method="post" className="space-y-3 rounded-card border border-line bg-surface p-4">
          <p>{t("approveHelp")}</p>
          <input type="hidden" name="decision" value="approve" />
          <Button type="submit" name="intent" value="approve" variant="primary" pending={approving}>
            {t("approve")}
          </Button>
        </Form>
        <Form method="post" {...getFormProps(form)} noValidate className="space-y-3 rounded-card border border-line bg-surface p-4">
          <h2 className="text-lg font-semibold">{t("rejectTitle")}</h2>
          <FormErrors form={form} />
          <input type="hidden" name="decision" value="reject" />
          <TextareaField label={t("reason")} hint={t("reasonHint")} {...getTextareaProps(fields.reason)} rows={4} maxLength={500} errors={fields.reason.errors} />
          <Button type="submit" name="intent" value="reject" variant="danger" pending={rejecting}>
            {t("reject")}
          </Button>
        </Form>
      </section>
    </article>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
