// Bulk creation of pre-recorded events (/pre-recorded-bulk/{id}, spec 001 §2.7, §4, §5). One row per
// event: title, description, module (when the channel has modules), thumbnail, duration, ticket price
// (only outside a channel) and video. The plus adds a row (copying channel, module and description
// from the first), the cross removes one (never the first), at most 15. With JavaScript rows are added
// and removed in the page and each file goes to storage as it is chosen (progress bars); without, the
// plus and cross are submit buttons of this form and every row's files travel inside the one post
// (files already stored stay, as hidden keys). 'Upload Videos' asks first, "Upload these videos?"
// (001 §4: with JavaScript in a <dialog>; without, the post checks the rows, keeps their files and
// asks on the page). The answer yes mails the host that the upload started
// and creates the bulk; a row whose upload failed is created without its video. Success: the host's
// pre-recorded events on /event-management with the toast (the spec's /home was a dead end: ADR 060).
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/components/i18n/use-translation";
import { FileField, UploadsProvider, useIsSubmitting, useUploadsBusy } from "~/components/forms";
import { PageHeader } from "~/components/page-header";
import { Alert, Button, Dialog, Field, SelectField, TextareaField, useHydrated } from "~/components/ui";
import { apiFor } from "~/server-only/api.server";
import { pageStatus, redirectWithToast } from "~/server-only/api-replies.server";
import { requireUser } from "~/server-only/auth.server";
import { bulkErrors, missingFieldMessages } from "~shared/event-form/bulk";
import { bulkMessages } from "~shared/messages/bulk-events";
import { BULK_MAX } from "~shared/event-form/limits";
import { saveFailure, throwUnable } from "~/server-only/failures.server";
import { routeStrings } from "~/lib/i18n";
import { documentTitle } from "~/lib/document-title";
import { readFileForm } from "~/server-only/file-form.server";
import strings from "~/locales/en-GB/hosted-events.json";
import { IMAGE_ACCEPT, VIDEO_ACCEPT } from "~shared/upload-types";

export const handle = routeStrings({ "hosted-events": strings });

export const meta: MetaFunction = () => [{ title: documentTitle(strings.bulk.title) }];

/** A row as the page holds it: text as typed, files as storage keys. */
interface PageRow {
  title: string;
  description: string;
  images: string[];
  video: string;
  ticket_price: string;
  pre_recorded_duration: string;
  channel_module_id: string;
}

const FIELDS = ["title", "description", "ticket_price", "pre_recorded_duration", "channel_module_id"] as const;

const text = (value: unknown) => (value === null || value === undefined ? "" : String(value));

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { token } = await requireUser(request, context);
  const answer = await apiFor(request, token).get("event-bulk-edit/:id", { params: { id: params.id ?? "" } });
  if (answer.status === 403) throw redirect("/event-management");
  if (answer.status === 404 || answer.status === 400) throw data({ message: answer.message }, { status: answer.status });
  if (!answer.success || !answer.data) throwUnable("fetch details");
  const { data: rows, modules, channel_id: channelId, created, title } = answer.data;
  return {
    title,
    inChannel: channelId !== null,
    modules,
    created,
    rows: rows.map(
      (row): PageRow => ({
        title: text(row.title),
        description: text(row.description),
        images: Array.isArray(row.images) ? row.images : [],
        video: text(row.video),
        ticket_price: text(row.ticket_price),
        pre_recorded_duration: text(row.pre_recorded_duration),
        channel_module_id: text(row.channel_module_id),
      }),
    ),
  };
}

/** Every row's file fields, for the multipart parser. */
const fileFields = Object.fromEntries(
  Array.from({ length: BULK_MAX }, (_, i) => [
    [`bulk.${i}.images`, "event-image" as const],
    [`bulk.${i}.video`, "full-video" as const],
  ]).flat(),
);

function rowsOf(form: FormData): PageRow[] {
  const count = Math.min(Math.max(Number(form.get("rows")) || 1, 1), BULK_MAX + 1);
  const last = (name: string) => {
    const values = form.getAll(name).filter((value): value is string => typeof value === "string" && value !== "");
    return values.at(-1) ?? "";
  };
  return Array.from({ length: count }, (_, i) => ({
    ...(Object.fromEntries(FIELDS.map((field) => [field, text(form.get(`bulk.${i}.${field}`))])) as Pick<PageRow, (typeof FIELDS)[number]>),
    images: last(`bulk.${i}.images`) ? [last(`bulk.${i}.images`)] : [],
    video: last(`bulk.${i}.video`),
  }));
}

interface ActionResult {
  rows: PageRow[];
  errors: Record<string, string[]>;
  missing: string[];
  message: string;
  /** The message is also shown by the submit button (a refused save, 001 §8). */
  inline?: boolean;
  /** Without JavaScript: every row is complete, the page asks "Upload these videos?". */
  confirming?: boolean;
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { session, token, user } = await requireUser(request, context);
  const bulkId = params.id ?? "";
  const { formData, fileErrors } = await readFileForm(request, context, { user, files: fileFields });
  let rows = rowsOf(formData);
  const intent = text(formData.get("intent"));
  const inChannel = formData.get("in_channel") === "1";
  const moduleRequired = formData.get("has_modules") === "1";
  const reply = (result: Partial<ActionResult>, status = 200) => data<ActionResult>({ rows, errors: fileErrors, missing: [], message: "", ...result }, { status });

  // Without JavaScript the plus and cross post the form: the page comes back with one row more or less.
  if (intent === "add") {
    if (rows.length >= BULK_MAX) return reply({ message: bulkMessages.maxBulk }, 422);
    const first = rows[0]!;
    rows = [...rows, { title: "", description: first.description, images: [], video: "", ticket_price: "", pre_recorded_duration: "", channel_module_id: first.channel_module_id }];
    return reply({});
  }
  if (intent.startsWith("remove-")) {
    const index = Number(intent.slice(7));
    if (index > 0) rows = rows.filter((_, i) => i !== index);
    return reply({});
  }

  // A video refused or lost on the way is left empty: that row is still created (001 §4).
  const failed = new Set(rows.map((_, i) => i).filter((i) => fileErrors[`bulk.${i}.video`]));
  const errors = bulkErrors(rows, { inChannel, moduleRequired, videoOptional: false });
  for (const key of Object.keys(errors)) if (/^bulk\.\d+\.video$/.test(key) && failed.has(Number(key.split(".")[1]))) delete errors[key];
  const photoErrors = Object.fromEntries(Object.entries(fileErrors).filter(([name]) => name.endsWith(".images")));
  const allErrors = { ...errors, ...photoErrors };
  if (Object.keys(allErrors).length > 0) {
    return reply({ errors: { ...fileErrors, ...allErrors }, missing: missingFieldMessages(allErrors), message: bulkMessages.missingFields }, 422);
  }

  if (intent === "confirm") return reply({ confirming: true });

  const api = apiFor(request, token);
  await api.post("events/upload-bulk-video-start-mail", { bulk_id: bulkId, titles: rows.map((row) => row.title) });
  const answer = await api.post("events/create-bulk", {
    bulk_id: bulkId,
    bulk: rows.map((row) => ({ ...row, video: row.video || null, channel_module_id: row.channel_module_id || null })),
  });
  if (answer.status === 403) return redirect("/event-management");
  if (!answer.success) {
    const apiErrors = answer.errors ?? {};
    return reply(
      { errors: { ...fileErrors, ...apiErrors }, missing: missingFieldMessages(apiErrors), ...saveFailure(answer, "save events") },
      pageStatus(answer),
    );
  }
  return redirectWithToast("/event-management?type=pre-recorded", { type: "success", message: answer.message }, { session });
}

interface KeyedRow extends PageRow {
  uid: number;
}

let nextUid = 1;
const keyed = (rows: PageRow[]): KeyedRow[] => rows.map((row) => ({ ...row, uid: nextUid++ }));

function BulkForm() {
  const { t } = useTranslation("hosted-events");
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useUploadsBusy();
  const submitting = useIsSubmitting("save");
  const formRef = useRef<HTMLFormElement>(null);
  const [rows, setRows] = useState<KeyedRow[]>(() => keyed(result?.rows ?? loaded.rows));
  const [limitReached, setLimitReached] = useState(false);
  const [asking, setAsking] = useState(false);
  const hydrated = useHydrated();
  useEffect(() => {
    if (result?.rows) setRows(keyed(result.rows));
  }, [result]);

  const errorsOf = (index: number, field: string) => result?.errors?.[`bulk.${index}.${field}`];

  function addRow(click: React.MouseEvent<HTMLButtonElement>) {
    // With JavaScript the row is added here; the button's own post is the no-JavaScript path.
    click.preventDefault();
    if (rows.length >= BULK_MAX) {
      setLimitReached(true);
      return;
    }
    const form = formRef.current ? new FormData(formRef.current) : null;
    const first = rows[0]!;
    setRows((before) => [
      ...before,
      {
        uid: nextUid++,
        title: "",
        description: text(form?.get("bulk.0.description") ?? first.description),
        images: [],
        video: "",
        ticket_price: "",
        pre_recorded_duration: "",
        channel_module_id: text(form?.get("bulk.0.channel_module_id") ?? first.channel_module_id),
      },
    ]);
  }

  function removeRow(click: React.MouseEvent<HTMLButtonElement>, uid: number) {
    click.preventDefault();
    setLimitReached(false);
    setRows((before) => before.filter((row, i) => i === 0 || row.uid !== uid));
  }

  return (
    <Form ref={formRef} id="pre-recorded-bulk-form" method="post" encType="multipart/form-data" className="space-y-6" noValidate>
      {result?.message ? (
        // The page's own check lists what is missing; a save the server refused says 'Something went wrong' (001 §8).
        <Alert tone="error" title={result.missing.length && !result.inline ? bulkMessages.missingFields : undefined}>
          {result.missing.length && !result.inline ? (
            <ul className="list-disc pl-5">
              {result.missing.map((message: string) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          ) : (
            result.message
          )}
        </Alert>
      ) : null}
      {limitReached ? <Alert tone="error">{bulkMessages.maxBulk}</Alert> : null}
      <input type="hidden" name="rows" value={rows.length} />
      <input type="hidden" name="in_channel" value={loaded.inChannel ? "1" : "0"} />
      <input type="hidden" name="has_modules" value={loaded.modules.length > 0 ? "1" : "0"} />
      <ol className="space-y-6">
        {rows.map((row, index) => (
          // Rows are renumbered when one is removed: the key is the row's own, the names its position.
          <li key={row.uid} className="space-y-4 rounded-card border border-line bg-surface p-5 shadow-card" data-row={index}>
            <div className="flex items-center justify-between gap-3">
              <h2 className="font-display text-xl">{t("bulk.row", { number: index + 1 })}</h2>
              {index > 0 ? (
                <Button
                  type="submit"
                  name="intent"
                  value={`remove-${index}`}
                  variant="ghost"
                  size="sm"
                  aria-label={t("bulk.remove", { number: index + 1 })}
                  onClick={(click) => removeRow(click, row.uid)}
                >
                  <span aria-hidden="true" className="text-xl leading-none">
                    ×
                  </span>
                </Button>
              ) : null}
            </div>
            <Field label={t("bulk.eventTitle")} name={`bulk.${index}.title`} defaultValue={row.title} errors={errorsOf(index, "title")} />
            <TextareaField
              label={t("bulk.description")}
              name={`bulk.${index}.description`}
              defaultValue={row.description}
              rows={3}
              errors={errorsOf(index, "description")}
            />
            {loaded.modules.length > 0 ? (
              <SelectField
                label={t("bulk.module")}
                name={`bulk.${index}.channel_module_id`}
                defaultValue={row.channel_module_id}
                placeholder={t("bulk.chooseModule")}
                options={loaded.modules.map((module) => ({ value: String(module.id), label: module.title }))}
                errors={errorsOf(index, "channel_module_id")}
              />
            ) : null}
            <FileField
              name={`bulk.${index}.images`}
              purpose="event-image"
              accept={IMAGE_ACCEPT}
              label={t("bulk.thumbnail")}
              defaultKeys={row.images}
              errors={errorsOf(index, "images")}
            />
            <Field
              label={t("bulk.duration")}
              name={`bulk.${index}.pre_recorded_duration`}
              defaultValue={row.pre_recorded_duration}
              inputMode="numeric"
              errors={errorsOf(index, "pre_recorded_duration")}
            />
            {loaded.inChannel ? null : (
              <Field
                label={t("bulk.price")}
                name={`bulk.${index}.ticket_price`}
                defaultValue={row.ticket_price}
                inputMode="decimal"
                errors={errorsOf(index, "ticket_price")}
              />
            )}
            <FileField
              name={`bulk.${index}.video`}
              purpose="full-video"
              accept={VIDEO_ACCEPT}
              label={t("bulk.video")}
              defaultKeys={row.video ? [row.video] : []}
              errors={errorsOf(index, "video")}
            />
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" name="intent" value="add" variant="secondary" onClick={addRow} disabled={submitting}>
          <span aria-hidden="true">+</span> {t("bulk.add")}
        </Button>
      </div>
      <Alert tone="warning" className={busy || submitting ? "" : "sr-only"}>
        {t("bulk.warning")}
      </Alert>
      {result?.confirming ? (
        <div className="space-y-3 rounded-card border border-line bg-surface p-5 shadow-card" role="group" aria-labelledby="bulk-confirm-heading">
          <h2 id="bulk-confirm-heading" className="font-display text-xl">
            {t("bulk.confirm")}
          </h2>
          <Button type="submit" name="intent" value="save" variant="primary" pending={submitting} disabled={busy || submitting}>
            {t("bulk.confirmYes")}
          </Button>
        </div>
      ) : (
        <Button
          type="submit"
          name="intent"
          value="confirm"
          variant="primary"
          pending={submitting}
          disabled={busy || submitting}
          onClick={(click) => {
            // With JavaScript the question opens here; without, the post asks it on the page.
            if (!hydrated) return;
            click.preventDefault();
            setAsking(true);
          }}
        >
          {t("bulk.submit")}
        </Button>
      )}
      <Dialog open={asking} onClose={() => setAsking(false)} title={t("bulk.confirm")}>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" form="pre-recorded-bulk-form" name="intent" value="save" variant="primary" onClick={() => setAsking(false)}>
            {t("bulk.confirmYes")}
          </Button>
          <Button type="button" variant="secondary" onClick={() => setAsking(false)}>
            {t("bulk.confirmNo")}
          </Button>
        </div>
      </Dialog>
      {result?.inline ? <p className="text-sm font-medium text-error">{result.message}</p> : null}
    </Form>
  );
}

export default function PreRecordedBulk() {
  const { t } = useTranslation("hosted-events");
  const loaded = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title={t("bulk.title")} description={loaded.title} />
      <div className="mx-auto max-w-3xl px-4 pb-16">
        {loaded.created ? (
          <Alert tone="info">These bulk events have already been created.</Alert>
        ) : (
          <UploadsProvider>
            <BulkForm />
          </UploadsProvider>
        )}
      </div>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
