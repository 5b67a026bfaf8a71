// Edit pre-recorded event video (/pre-recorded-video/{id}, spec 001 §2.6, §4): the title, Upload or
// Replace, the progress bar, a preview player, Close, and 'Exit without changing video' (to /home).
// With JavaScript the file goes to storage as soon as it is chosen (FileField's progress bar) and the
// host is mailed that the upload started; without, the file travels inside this form's post and the
// mail follows it. Saving sends the key to events/update-video, which reads the duration from the file
// when none is given. Another user's event: the API says 'unauthorized' and the page goes to
// /event-management. Upload or Replace asks first, "Upload this video?" (001 §4): with JavaScript in
// a <dialog>; without, the post stores the file and the page asks with the file kept (intent confirm).
import { ownMediaPath } from "~shared/storage-keys";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useFetcher, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "~/components/i18n/use-translation";
import { FileField, UploadsProvider, useIsSubmitting, useUploadsBusy } from "~/components/forms";
import { PageHeader } from "~/components/page-header";
import { Alert, Button, Dialog, Field, LinkButton, useHydrated } from "~/components/ui";
import { apiFor } from "~/server-only/api.server";
import { pageStatus, redirectWithToast } from "~/server-only/api-replies.server";
import { requireUser } from "~/server-only/auth.server";
import { saveFailure, throwUnable } from "~/server-only/failures.server";
import { routeStrings } from "~/lib/i18n";
import { documentTitle } from "~/lib/document-title";
import { readFileForm } from "~/server-only/file-form.server";
import strings from "~/locales/en-GB/hosted-events.json";
import { VIDEO_ACCEPT } from "~shared/upload-types";

export const handle = routeStrings({ "hosted-events": strings });

export const meta: MetaFunction = () => [{ title: documentTitle(strings.video.title) }];

const VIDEO_TYPES = VIDEO_ACCEPT;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { token } = await requireUser(request, context);
  const answer = await apiFor(request, token).get("event-edit-video/:id", { params: { id: params.id ?? "" } });
  if (answer.status === 403) throw redirect("/event-management");
  if (answer.status === 404 || answer.status === 400) throw data({ message: answer.message }, { status: answer.status });
  if (!answer.success || !answer.data) throwUnable("fetch video");
  const saved = new URL(request.url).searchParams.get("saved") === "1";
  return { ...answer.data, saved };
}

interface ActionResult {
  message: string;
  /** Without JavaScript: the file is stored, the page asks "Upload this video?" before saving it. */
  confirm?: { key: string; duration: string };
  /** The message is also shown by the buttons (a refused save, 001 §8). */
  inline?: boolean;
  errors?: Record<string, string[]>;
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { session, token, user } = await requireUser(request, context);
  const api = apiFor(request, token);
  const eventId = params.id ?? "";
  const { formData, fileErrors } = await readFileForm(request, context, { user, files: { full_video: "full-video" } });
  if (formData.get("intent") === "start-mail") {
    await api.post("events/upload-video-start-mail", { event_id: eventId });
    return data<ActionResult>({ message: "" });
  }
  if (fileErrors.full_video) return data<ActionResult>({ message: fileErrors.full_video[0]!, errors: fileErrors }, { status: 422 });
  const keys = formData.getAll("full_video").filter((value): value is string => typeof value === "string" && value !== "");
  const key = keys.at(-1) ?? "";
  // Without JavaScript the file just arrived inside this post: the host hears that it is being saved.
  if (formData.get("uploaded_with_js") !== "1" && key && formData.get("current_video") !== key) {
    await api.post("events/upload-video-start-mail", { event_id: eventId });
  }
  const duration = String(formData.get("pre_recorded_duration") ?? "").trim();
  if (formData.get("intent") === "confirm" && key && key !== formData.get("current_video")) {
    return data<ActionResult>({ message: "", confirm: { key, duration } });
  }
  const answer = await api.post("events/update-video", {
    event_id: eventId,
    title: String(formData.get("title") ?? ""),
    full_video: key,
    ...(duration ? { pre_recorded_duration: duration } : {}),
  });
  if (answer.status === 403) return redirect("/event-management");
  if (!answer.success) {
    return data<ActionResult>({ ...saveFailure(answer, "save video"), errors: answer.errors }, { status: pageStatus(answer) });
  }
  return redirectWithToast(`/pre-recorded-video/${encodeURIComponent(eventId)}?saved=1`, { type: "success", message: answer.message }, { session });
}

/** Without JavaScript: the stored file, and the question before it becomes the event's video. */
function ConfirmStep({ title, current, confirm }: { title: string; current: string; confirm: { key: string; duration: string } }) {
  const { t } = useTranslation("hosted-events");
  const pending = useIsSubmitting("save");
  return (
    <Form method="post" encType="multipart/form-data" className="space-y-4 rounded-card border border-line bg-surface p-5 shadow-card">
      <h2 className="font-display text-xl">{t("video.confirm")}</h2>
      <input type="hidden" name="title" value={title} />
      <input type="hidden" name="current_video" value={current} />
      <input type="hidden" name="full_video" value={confirm.key} />
      <input type="hidden" name="pre_recorded_duration" value={confirm.duration} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" name="intent" value="save" variant="primary" pending={pending}>
          {t("video.confirmYes")}
        </Button>
        <LinkButton to="." variant="secondary">
          {t("video.confirmNo")}
        </LinkButton>
      </div>
    </Form>
  );
}

function VideoForm() {
  const { t } = useTranslation("hosted-events");
  const { initialValues, video_url: videoUrl, is_booked: isBooked, saved } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useUploadsBusy();
  const pending = useIsSubmitting("save");
  const mail = useFetcher();
  const hydrated = useHydrated();
  const hasVideo = Boolean(initialValues.full_video);
  const [asking, setAsking] = useState(false);
  const formId = "pre-recorded-video-form";

  if (result?.confirm) return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 pb-16">
      <ConfirmStep title={initialValues.title} current={initialValues.full_video ?? ""} confirm={result.confirm} />
    </div>
  );

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 pb-16">
      {saved ? <Alert tone="success">{t("video.completed")}</Alert> : null}
      {result?.message ? <Alert tone="error">{result.message}</Alert> : null}
      {isBooked ? <Alert tone="warning">User has booked this event so can&apos;t edit event.</Alert> : null}
      <section className="space-y-3">
        <h2 className="font-display text-xl">{t("video.current")}</h2>
        {videoUrl && initialValues.full_video ? (
          // A preview of what buyers will see: the host's own private video, signed afresh for each request of the player.
          <video controls preload="metadata" src={ownMediaPath(initialValues.full_video)} className="w-full rounded-card bg-black" data-testid="preview-player">
            <track kind="captions" />
          </video>
        ) : (
          <p className="text-muted">{t("video.noVideo")}</p>
        )}
      </section>
      {isBooked ? null : (
        <Form
          id={formId}
          method="post"
          encType="multipart/form-data"
          className="space-y-5"
          onChange={(change) => {
            // With JavaScript the upload starts as the file is chosen: the host is mailed now.
            const target = change.target as HTMLInputElement;
            if (target.type === "file" && target.files?.length) mail.submit({ intent: "start-mail" }, { method: "post" });
          }}
        >
          <input type="hidden" name="title" value={initialValues.title} />
          <input type="hidden" name="current_video" value={initialValues.full_video ?? ""} />
          {hydrated ? <input type="hidden" name="uploaded_with_js" value="1" /> : null}
          <FileField
            // A saved video starts the field afresh (the page stays mounted across the redirect).
            key={initialValues.full_video ?? "none"}
            name="full_video"
            purpose="full-video"
            accept={VIDEO_TYPES}
            label={t("video.file")}
            errors={result?.errors?.full_video}
          />
          {busy ? <p role="status">{t("video.uploading")}</p> : null}
          <Field label={t("video.duration")} name="pre_recorded_duration" inputMode="numeric" pattern="[0-9]*" errors={result?.errors?.pre_recorded_duration} />
          <div className="flex flex-wrap gap-3">
            <Button
              type="submit"
              name="intent"
              value="confirm"
              variant="primary"
              pending={pending}
              disabled={busy}
              onClick={(click) => {
                // With JavaScript the question opens here; without, the post asks it as a page.
                if (!hydrated) return;
                click.preventDefault();
                setAsking(true);
              }}
            >
              {hasVideo ? t("video.replace") : t("video.upload")}
            </Button>
            <LinkButton to="/home" variant="ghost">
              {t("video.exit")}
            </LinkButton>
          </div>
          {result?.inline ? <p className="text-sm font-medium text-error">{result.message}</p> : null}
          <Dialog open={asking} onClose={() => setAsking(false)} title={t("video.confirm")}>
            <div className="flex flex-wrap gap-3">
              <Button type="submit" form={formId} name="intent" value="save" variant="primary" onClick={() => setAsking(false)}>
                {t("video.confirmYes")}
              </Button>
              <Button type="button" variant="secondary" onClick={() => setAsking(false)}>
                {t("video.confirmNo")}
              </Button>
            </div>
          </Dialog>
        </Form>
      )}
      {saved || isBooked ? (
        <LinkButton to="/event-management" variant="secondary">
          {t("video.close")}
        </LinkButton>
      ) : null}
    </div>
  );
}

export default function PreRecordedVideo() {
  const { t } = useTranslation("hosted-events");
  const { initialValues } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title={initialValues.title} description={t("video.title")} />
      <UploadsProvider>
        <VideoForm />
      </UploadsProvider>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
