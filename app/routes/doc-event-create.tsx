// Create or update a document event (/doc-event-create/{channel_id}/{id?}, spec 001 §2.2, §5): title,
// 'Use channel image', the document's photo, the channel (locked), the module select with adding,
// renaming and deleting modules, the description and the document. With JavaScript each file goes to
// storage as it is chosen (with its percentage); without, it travels inside the form post. A channel
// or document that is not the caller's gets the answer for a missing one. The page is replaced by a
// message when the account is not activated, or when the channel has subscribers. After saving: the
// spec's 'Document succesfully uploaded' on /my-channels; a page that cannot load (an unknown or
// foreign channel or document) goes there too, with its message (001 §2.2).
import { getFormProps, getInputProps, getTextareaProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useFetcher, useLoaderData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/components/i18n/use-translation";
import { FileField, useIsSubmitting, UploadsProvider, useSchemaForm, useUploadsBusy } from "~/components/forms";
import { PageHeader } from "~/components/page-header";
import { Alert, Button, CheckboxField, Field, LinkButton, SelectField, TextareaField } from "~/components/ui";
import { routeStrings } from "~/lib/i18n";
import { documentTitle } from "~/lib/document-title";
import strings from "~/locales/en-GB/documents.json";
import { apiFor, isMissingOrNotYours } from "~/server-only/api.server";
import { pageStatus, redirectWithToast, refusalReply } from "~/server-only/api-replies.server";
import { requireUser } from "~/server-only/auth.server";
import { failureMessage, unableTo } from "~/server-only/failures.server";
import { readFileForm } from "~/server-only/file-form.server";
import { idOf } from "~shared/ids";
import { documentMessages } from "~shared/messages/documents";
import { DOCUMENT_ACCEPT, DOCUMENT_DESCRIPTION_MAX, DOCUMENT_IMAGE_ACCEPT, DOCUMENT_TITLE_MAX, documentEventSchema } from "~shared/schemas/document-event";

export const handle = routeStrings({ documents: strings });

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [
  { title: documentTitle(loaded && "docevent" in loaded && loaded.docevent ? strings.form.editTitle : strings.form.createTitle) },
];

const FORM_FIELDS = ["title", "description", "image", "use_channel_image", "channel_module_id", "document"] as const;
const MY_CHANNELS = "/my-channels";

function notFound(message: string): never {
  throw data({ message }, { status: 404 });
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { token, session } = await requireUser(request, context);
  const api = apiFor(request, token);
  // 001 §2.2: a failed load goes to /my-channels with its message: the "Unable to …" text at the
  // server or network level, else why (a channel or document that is unknown or not the caller's).
  const failed = async (message: string) => redirectWithToast(MY_CHANNELS, { type: "error", title: strings.form.errorTitle, message }, { session });
  const channelId = idOf(params.channelId);
  if (channelId === null) throw await failed(documentMessages.channelNotFound);
  const can = await api.get("can-create-event");
  if (can.success && can.data && !can.data.status) {
    return { blocked: { reason: can.data.reason ?? "other", message: can.data.message } } as const;
  }
  const unable = () => failed(unableTo("fetch document event details"));
  const choices = await api.get("create-doc-event_data");
  if (!choices.success || !choices.data) throw await unable();
  const channel = choices.data.channels.find((choice) => choice.id === channelId);
  if (!channel) throw await failed(documentMessages.channelNotFound);
  if (channel.has_subscribers) return { blocked: { reason: "subscribers", message: documentMessages.hasSubscribers } } as const;
  if (params.id === undefined) return { channel, docevent: null };
  const loaded = await api.get("documentevent/:id", { params: { id: params.id } });
  if (isMissingOrNotYours(loaded) || (loaded.success && loaded.data?.docevent.channel_id !== channelId)) throw await failed(documentMessages.notFound);
  if (!loaded.success || !loaded.data) throw await unable();
  return { channel, docevent: loaded.data.docevent };
}

type ModuleIntent = "add-module" | "update-module" | "delete-module";
const MODULE_INTENTS: readonly string[] = ["add-module", "update-module", "delete-module"] satisfies ModuleIntent[];

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { token, session, user } = await requireUser(request, context);
  const api = apiFor(request, token);
  const channelId = idOf(params.channelId);
  if (channelId === null) notFound(documentMessages.channelNotFound);
  const { formData, fileErrors } = await readFileForm(request, context, { user, files: { image: "document-image", document: "document" } });
  const intent = String(formData.get("intent") ?? "save");

  if (intent === "resend") {
    const answer = await api.post("resend-activation", { userId: user.id });
    return data({ kind: "resend" as const, ok: answer.success, message: failureMessage(answer, "send activation email") }, { status: answer.success ? 200 : pageStatus(answer) });
  }
  if (MODULE_INTENTS.includes(intent)) {
    const title = String(formData.get("title") ?? "");
    const moduleId = String(formData.get("module_id") ?? "");
    const answer =
      intent === "add-module"
        ? await api.post("channels/add-module", { channel_id: channelId, title })
        : intent === "update-module"
          ? await api.post("channels/update-module", { module_id: moduleId, title })
          : await api.post("channels/delete-module", { module_id: moduleId });
    const message = answer.success ? answer.message : failureMessage(answer, "save module");
    return data({ kind: "module" as const, ok: answer.success, moduleId, message }, { status: answer.success ? 200 : pageStatus(answer) });
  }

  // The channel and the document come from the address, never from the form.
  formData.set("channel_id", String(channelId));
  if (params.id !== undefined) formData.set("id", params.id);
  else formData.delete("id");
  const submission = parseWithZod(formData, { schema: documentEventSchema() });
  if (Object.keys(fileErrors).length > 0) {
    const fieldErrors = { ...(submission.status === "error" ? submission.error : {}), ...fileErrors } as Record<string, string[]>;
    return data({ kind: "save" as const, result: submission.reply({ fieldErrors }) }, { status: 422 });
  }
  if (submission.status !== "success") return data({ kind: "save" as const, result: submission.reply() }, { status: 422 });
  const answer = params.id === undefined ? await api.post("documentevent/create", submission.value) : await api.post("documentevent/update", submission.value);
  if (isMissingOrNotYours(answer)) notFound(answer.message);
  if (!answer.success) {
    const { result, status } = refusalReply(submission, answer, { fields: FORM_FIELDS, action: "save document event" });
    return data({ kind: "save" as const, result }, { status });
  }
  return redirectWithToast(MY_CHANNELS, { type: "success", title: "Success", message: documentMessages.saved }, { session });
}

/** A field's value as the last post carried it (undefined before any post). */
function posted(value: unknown): string | undefined {
  const last = Array.isArray(value) ? value.at(-1) : value;
  return typeof last === "string" ? last : undefined;
}

/** The file field's keys: what the last post carried (a file stored before another field was refused), else what is saved. */
function keysOf(posted: unknown, saved: string | null | undefined): string[] {
  const last = Array.isArray(posted) ? posted.at(-1) : posted;
  if (typeof last === "string" && last !== "") return [last];
  return saved ? [saved] : [];
}

type Loaded = ReturnType<typeof useLoaderData<typeof loader>>;
type Editable = Extract<Loaded, { channel: unknown }>;

function Blocked({ reason, message }: { reason: string; message: string }) {
  const { t } = useTranslation("documents");
  const result = useActionData<typeof action>();
  const pending = useIsSubmitting();
  const sent = result?.kind === "resend" && result.ok;
  return (
    <div className="mx-auto max-w-2xl space-y-4 px-4 pb-16">
      {sent ? <Alert tone="success">{t("blocked.sent")}</Alert> : <Alert tone="warning" title={t("blocked.title")}>{message}</Alert>}
      {result?.kind === "resend" && !result.ok ? <Alert tone="error">{result.message}</Alert> : null}
      <div className="flex flex-wrap gap-3">
        {reason === "activation" && !sent ? (
          <Form method="post">
            <Button type="submit" name="intent" value="resend" variant="primary" pending={pending}>
              {t("blocked.resend")}
            </Button>
          </Form>
        ) : null}
        {reason !== "activation" && reason !== "subscribers" ? (
          <LinkButton to="/pricing/" variant="primary">
            {t("blocked.upgrade")}
          </LinkButton>
        ) : null}
        <LinkButton to={MY_CHANNELS} variant="ghost">
          {t("blocked.back")}
        </LinkButton>
      </div>
    </div>
  );
}

/** One module of the list: rename or delete it (each a plain form without JavaScript). */
function ModuleRow({ module }: { module: { id: number; title: string } }) {
  const { t } = useTranslation("documents");
  const fetcher = useFetcher<typeof action>();
  const reply = fetcher.data?.kind === "module" && !fetcher.data.ok ? fetcher.data.message : null;
  const result = useActionData<typeof action>();
  const refused = reply ?? (result?.kind === "module" && !result.ok && result.moduleId === String(module.id) ? result.message : null);
  return (
    <li className="space-y-2 rounded-card border border-line p-3" data-testid="module-row">
      <fetcher.Form method="post" className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="module_id" value={module.id} />
        <Field label={t("modules.rename")} name="title" defaultValue={module.title} maxLength={200} className="min-w-48 flex-1" />
        <Button type="submit" name="intent" value="update-module" variant="secondary" size="sm">
          {t("modules.save")}
        </Button>
        <Button type="submit" name="intent" value="delete-module" variant="ghost" size="sm">
          {t("modules.delete")}
        </Button>
      </fetcher.Form>
      {refused ? <p className="text-sm font-medium text-error">{refused}</p> : null}
    </li>
  );
}

function ModuleManager({ modules }: { modules: { id: number; title: string }[] }) {
  const { t } = useTranslation("documents");
  const fetcher = useFetcher<typeof action>();
  const addForm = useRef<HTMLFormElement>(null);
  // With JavaScript the page stays: an added module's title is cleared for the next one.
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.kind === "module" && fetcher.data.ok) addForm.current?.reset();
  }, [fetcher.state, fetcher.data]);
  const result = useActionData<typeof action>();
  const added = fetcher.data ?? result;
  const refused = added?.kind === "module" && !added.ok && added.moduleId === "" ? added.message : null;
  return (
    <section id="modules" aria-labelledby="modules-heading" className="space-y-3 rounded-card border border-line p-4">
      <h2 id="modules-heading" className="font-display text-lg">
        {t("modules.title")}
      </h2>
      {modules.length === 0 ? <p className="text-muted">{t("modules.none")}</p> : null}
      <ul className="space-y-2">
        {modules.map((module) => (
          <ModuleRow key={`${module.id}-${module.title}`} module={module} />
        ))}
      </ul>
      <fetcher.Form method="post" ref={addForm} className="flex flex-wrap items-end gap-2">
        <Field label={t("modules.newTitle")} name="title" maxLength={200} className="min-w-48 flex-1" errors={refused ? [refused] : undefined} />
        <Button type="submit" name="intent" value="add-module" variant="secondary">
          {t("modules.add")}
        </Button>
      </fetcher.Form>
    </section>
  );
}

function DocumentForm({ channel, docevent }: Editable) {
  const { t } = useTranslation("documents");
  const actionData = useActionData<typeof action>();
  const lastResult = actionData?.kind === "save" ? actionData.result : undefined;
  const busy = useUploadsBusy();
  const pending = useIsSubmitting("save");
  const [form, fields] = useSchemaForm(
    "doc-event-form",
    () => import("~shared/schemas/document-event").then((m) => m.documentEventSchema({ hasDocument: Boolean(docevent?.document) })),
    lastResult,
  );
  // Every field's message, once, under the spec's heading.
  const missing = [...new Set(FORM_FIELDS.flatMap((name) => fields[name].errors ?? []))];
  const moduleOptions = channel.channel_module.map((module) => ({ value: String(module.id), label: module.title }));
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 pb-16">
      {form.errors?.length ? (
        <div id={form.errorId}>
          <Alert tone="error" title={t("form.errorTitle")}>
            {form.errors.join(" ")}
          </Alert>
        </div>
      ) : null}
      {missing.length > 0 ? (
        <Alert tone="error" title={documentMessages.missingFields}>
          <ul className="list-disc pl-5">
            {missing.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} noValidate className="space-y-5">
        {/* For the rules checked in the browser; the action takes the channel from the address. */}
        <input type="hidden" name="channel_id" value={channel.id} />
        <Field label={t("form.title")} {...getInputProps(fields.title, { type: "text" })} defaultValue={posted(fields.title.initialValue) ?? docevent?.title ?? ""} maxLength={DOCUMENT_TITLE_MAX} required errors={fields.title.errors} />
        <CheckboxField
          label={t("form.useChannelImage")}
          name={fields.use_channel_image.name}
          id={fields.use_channel_image.id}
          defaultChecked={lastResult ? posted(fields.use_channel_image.initialValue) === "on" : Boolean(docevent?.use_channel_image)}
        />
        <FileField
          name="image"
          purpose="document-image"
          accept={DOCUMENT_IMAGE_ACCEPT}
          label={t("form.image")}
          hint={t("form.imageHint")}
          required
          defaultKeys={keysOf(fields.image.initialValue, docevent?.image)}
          defaultUrls={keysOf(fields.image.initialValue, docevent?.image).map((key) => (key === docevent?.image && !docevent.use_channel_image ? docevent.image_url : null))}
          errors={fields.image.errors}
        />
        <Field label={t("form.channel")} name="channel_title" value={channel.title} readOnly disabled />
        <div className="space-y-1">
          <SelectField
            label={t("form.module")}
            name={fields.channel_module_id.name}
            id={fields.channel_module_id.id}
            defaultValue={posted(fields.channel_module_id.initialValue) ?? (docevent?.channel_module_id ? String(docevent.channel_module_id) : "")}
            placeholder={t("form.modulePlaceholder")}
            required
            options={moduleOptions}
            errors={fields.channel_module_id.errors}
          />
          <a href="#modules" className="text-sm underline">
            {t("form.manageModules")}
          </a>
        </div>
        <TextareaField
          label={t("form.descriptionField")}
          {...getTextareaProps(fields.description)}
          defaultValue={posted(fields.description.initialValue) ?? docevent?.description ?? ""}
          rows={6}
          maxLength={DOCUMENT_DESCRIPTION_MAX}
          required
          errors={fields.description.errors}
        />
        <FileField
          name="document"
          purpose="document"
          accept={DOCUMENT_ACCEPT}
          label={t("form.document")}
          required
          hint={docevent?.document ? t("form.currentDocument") : t("form.documentHint")}
          defaultKeys={keysOf(fields.document.initialValue, docevent?.document)}
          errors={fields.document.errors}
        />
        {busy ? <p role="status">{t("form.uploading")}</p> : null}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" name="intent" value="save" variant="primary" pending={pending} disabled={busy}>
            {t("form.submit")}
          </Button>
          <LinkButton to={MY_CHANNELS} variant="ghost">
            {t("form.cancel")}
          </LinkButton>
        </div>
      </Form>
      <ModuleManager modules={channel.channel_module} />
    </div>
  );
}

export default function DocEventCreate() {
  const { t } = useTranslation("documents");
  const loaded = useLoaderData<typeof loader>();
  if ("blocked" in loaded && loaded.blocked) {
    return (
      <>
        <PageHeader title={t("form.createTitle")} />
        <Blocked reason={loaded.blocked.reason} message={loaded.blocked.message} />
      </>
    );
  }
  return (
    <>
      <PageHeader title={loaded.docevent ? t("form.editTitle") : t("form.createTitle")} description={t("form.description")} />
      <UploadsProvider>
        <DocumentForm channel={loaded.channel} docevent={loaded.docevent} />
      </UploadsProvider>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
