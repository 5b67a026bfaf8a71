// Create or update a channel (/create-channel, /create-channel/{id}; spec 002 §2.4, §4, §5). A host who
// may not create sees why ("Resend Activation Link", or "upgrade now" → /pricing/); a channel with
// subscribers cannot be edited; another host's channel is answered as a missing one (404). The form
// posts multipart (files travel inside the post without JavaScript); the module list's Add and
// Remove buttons are Conform's list intents, answered by the action without JavaScript.
import { getFormProps, getInputProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "~/components/i18n/use-translation";
import { FileField, UploadsProvider, useIsSubmitting, useSchemaForm, useUploadsBusy } from "~/components/forms";
import { PageHeader } from "~/components/page-header";
import { Alert, Button, CheckboxField, Field, LinkButton, RadioGroup, RequiredMark, SelectField, useHydrated } from "~/components/ui";
import { apiFor, isMissingOrNotYours } from "~/server-only/api.server";
import { pathIdOr404 } from "~/server-only/path-id.server";
import { pageStatus, redirectWithToast, refusalReply } from "~/server-only/api-replies.server";
import { requireUser } from "~/server-only/auth.server";
import { readFileForm } from "~/server-only/file-form.server";
import { failureMessage, throwUnable } from "~/server-only/failures.server";
import { routeStrings } from "~/lib/i18n";
import { documentTitle } from "~/lib/document-title";
import { CHANNEL_EVENT_TYPES, CHANNEL_TITLE_MAX, LEARN_FIELDS, LEARN_MAX, OFFERED_CHANNEL_TYPES } from "~shared/channel-form/limits";
import { channelFormSchema } from "~shared/channel-form/schema";
import { channelMessages } from "~shared/messages/channels";
import { penceToPounds } from "~shared/money";
import { editableTextToHtml, htmlToEditableText } from "~shared/rich-text";
import { RichTextField } from "~/components/forms/rich-text-field";
import strings from "~/locales/en-GB/channel-form.json";
import buyerPriceStrings from "~/locales/en-GB/buyer-price.json";
import { BuyerPrice } from "~/components/payments/buyer-price";
import { buyerFees } from "~/server-only/buyer-fees.server";
import type { Fees } from "~shared/pricing";
import { IMAGE_ACCEPT, VIDEO_ACCEPT } from "~shared/upload-types";

export const handle = routeStrings({ "channel-form": strings, "buyer-price": buyerPriceStrings });

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [{ title: documentTitle(page?.editing ? strings.updateTitle : strings.createTitle) }];

const FORM_FIELDS = [
  "title",
  "description",
  "event_type",
  "price",
  "is_monthly_subscription",
  "category_id",
  "image",
  "photos",
  "video",
  "is_modular",
  "channel_module",
  ...LEARN_FIELDS,
] as const;

/** The URL's channel id, or null on /create-channel itself; anything else is no page. */
const channelIdOf = (params: { id?: string }): number | null => (params.id === undefined ? null : pathIdOr404(params.id));

interface CategoryOption {
  id: number;
  name: string;
  childs: { id: number; name: string }[];
}

interface SavedChannel {
  defaults: Record<string, unknown>;
  imageUrl: string | null;
  photoUrls: (string | null)[];
  videoUrl: string | null;
  eventType: string;
}

type Blocked = { kind: "activation" | "package"; message: string } | { kind: "subscribers"; message: string; channelId: number };

type Page = { editing: boolean; blocked: Blocked | null; categories: CategoryOption[]; saved: SavedChannel | null; buyerFees?: Fees };

export async function loader({ request, context, params }: LoaderFunctionArgs): Promise<Page> {
  const id = channelIdOf(params);
  const { token } = await requireUser(request, context);
  const api = apiFor(request, token);
  let saved: SavedChannel | null = null;
  if (id === null) {
    const can = await api.get("can-create-channel");
    if (!can.success || !can.data) throwUnable("check can create channel", pageStatus(can) >= 500 ? 503 : pageStatus(can));
    if (!can.data.status) return { editing: false, blocked: { kind: can.data.reason === "activation" ? "activation" : "package", message: can.data.message }, categories: [], saved };
  } else {
    const answer = await api.get("my-channel/:id", { params: { id } });
    // Another host's channel is answered as a missing one.
    if (!answer.success && isMissingOrNotYours(answer)) throw data(null, { status: 404 });
    if (!answer.success || !answer.data) throwUnable("fetch channel details");
    const { channel } = answer.data;
    if (channel.subscribers_count > 0) {
      return { editing: true, blocked: { kind: "subscribers", message: channelMessages.hasSubscribers, channelId: id }, categories: [], saved };
    }
    saved = {
      defaults: {
        title: channel.title,
        // The stored HTML as the editor's text: paragraphs, lists and links, no tags (ADR 060).
        description: htmlToEditableText(channel.description),
        event_type: channel.event_type,
        price: penceToPounds(channel.price),
        is_monthly_subscription: String(channel.is_monthly_subscription),
        category_id: channel.category_id === null ? "" : String(channel.category_id),
        image: channel.image ?? "",
        photos: channel.photos.map((photo) => photo.key),
        video: channel.video ?? "",
        is_modular: channel.is_modular ? "1" : "",
        channel_module: channel.channel_module.length > 0 ? channel.channel_module.map((m) => ({ id: String(m.id), title: m.title })) : [{ title: "" }],
        learn1: channel.learn1 ?? "",
        learn2: channel.learn2 ?? "",
        learn3: channel.learn3 ?? "",
        learn4: channel.learn4 ?? "",
      },
      imageUrl: channel.image_url,
      photoUrls: channel.photos.map((photo) => photo.url),
      videoUrl: channel.video_url,
      eventType: channel.event_type,
    };
  }
  const [categories, fees] = await Promise.all([api.get("categories-list/Channel"), buyerFees(api)]);
  if (!categories.success || !categories.data) throwUnable("fetch channel categories");
  return { editing: id !== null, blocked: null, categories: categories.data, saved, buyerFees: fees };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const id = channelIdOf(params);
  const { token, session, user } = await requireUser(request, context);
  const api = apiFor(request, token);
  const { formData, fileErrors } = await readFileForm(request, context, {
    user,
    files: { image: "channel-image", photos: "channel-photo", video: "channel-video" },
  });

  if (formData.get("intent") === "resend-activation") {
    const answer = await api.post("resend-activation", { userId: user.id });
    if (!answer.success) return data({ resent: false, message: failureMessage(answer, "send activation email") }, { status: pageStatus(answer) });
    return { resent: true, message: answer.message };
  }

  // The URL names the channel, never the post.
  formData.delete("id");
  const submission = parseWithZod(formData, { schema: channelFormSchema });
  // Add or remove a module row: the form again, changed, nothing saved.
  if (submission.status === undefined) return data(submission.reply());
  if (submission.status !== "success" || Object.keys(fileErrors).length > 0) {
    return data(submission.reply({ fieldErrors: fileErrors }), { status: 400 });
  }
  const body = { ...submission.payload, ...wireOf(submission.value) };
  const answer = id === null ? await api.post("channels/create", body) : await api.post("channels/update", { ...body, id });
  if (!answer.success) {
    if (isMissingOrNotYours(answer)) throw data(null, { status: 404 });
    const { result, status } = refusalReply(submission, answer, { fields: FORM_FIELDS, action: "save channel details" });
    return data(result, { status });
  }
  return redirectWithToast("/my-channels", { type: "success", title: "Success!", message: answer.message }, { session });
}

/** The checked values as the API takes them (pounds again; the flags as 1/0). */
function wireOf(value: (typeof channelFormSchema)["_zod"]["output"]) {
  return {
    title: value.title,
    description: editableTextToHtml(value.description),
    event_type: value.event_type,
    price: penceToPounds(value.price),
    is_monthly_subscription: value.is_monthly_subscription ? 1 : 0,
    category_id: value.category_id,
    image: value.image,
    photos: value.photos,
    video: value.video,
    is_modular: value.is_modular ? 1 : 0,
    channel_module: value.channel_module.map((row) => ({ id: row.id, title: row.title })),
    learn1: value.learn1,
    learn2: value.learn2,
    learn3: value.learn3,
    learn4: value.learn4,
  };
}

export default function CreateChannel() {
  const { t } = useTranslation("channel-form");
  const page = useLoaderData<typeof loader>();
  const title = page.editing ? t("updateTitle") : t("createTitle");
  if (page.blocked) return <BlockedPage title={title} blocked={page.blocked} />;
  return (
    <>
      <PageHeader title={title} description={t("description")} />
      <div className="mx-auto max-w-6xl px-4 pb-16">
        <UploadsProvider>
          <ChannelForm page={page} />
        </UploadsProvider>
      </div>
    </>
  );
}

function BlockedPage({ title, blocked }: { title: string; blocked: Blocked }) {
  const { t } = useTranslation("channel-form");
  const result = useActionData<{ resent: boolean; message: string }>();
  const pending = useIsSubmitting();
  return (
    <>
      <PageHeader title={title} />
      <div className="mx-auto max-w-2xl space-y-4 px-4 pb-16">
        {result?.resent ? (
          <Alert tone="success" title={t("sentTitle")}>
            {t("sentBody")}
          </Alert>
        ) : (
          <Alert tone="warning" title={blocked.kind === "subscribers" ? t("hasSubscribersTitle") : t("cannotCreateTitle")}>
            {blocked.message}
          </Alert>
        )}
        {result && !result.resent && result.message ? <Alert tone="error">{result.message}</Alert> : null}
        {blocked.kind === "activation" && !result?.resent ? (
          <Form method="post">
            <input type="hidden" name="intent" value="resend-activation" />
            <Button type="submit" variant="primary" pending={pending}>
              {t("resend")}
            </Button>
          </Form>
        ) : null}
        {blocked.kind === "package" ? (
          <p>
            {t("upgradeLead")}{" "}
            <Link className="font-medium underline" to="/pricing/">
              {t("upgrade")}
            </Link>
          </p>
        ) : null}
        <div className="flex flex-wrap gap-4">
          {blocked.kind === "subscribers" ? <LinkButton to={`/email-subscriber/${blocked.channelId}/channel`}>{t("emailSubscribers")}</LinkButton> : null}
          <Link className="self-center underline" to="/my-channels">
            {t("backToChannels")}
          </Link>
        </div>
      </div>
    </>
  );
}

function ChannelForm({ page }: { page: Page }) {
  const { t } = useTranslation("channel-form");
  const lastResult = useActionData<typeof action>();
  const pending = useIsSubmitting();
  const uploading = useUploadsBusy();
  const hydrated = useHydrated();
  const saved = page.saved;
  const [form, fields] = useSchemaForm(
    "channel-form",
    () => import("~shared/channel-form/schema").then((m) => m.channelFormSchema),
    lastResult && !("resent" in lastResult) ? lastResult : null,
    saved?.defaults ?? { channel_module: [{ title: "" }] },
  );
  const initial = (name: string) => (form.initialValue as Record<string, unknown> | undefined)?.[name];
  const keysOf = (name: string): string[] => {
    const value = initial(name);
    return (Array.isArray(value) ? value : value ? [value] : []).filter((key): key is string => typeof key === "string" && key !== "");
  };
  const [modular, setModular] = useState(Boolean(initial("is_modular")));
  const [price, setPrice] = useState(String(initial("price") ?? ""));
  // The schema reads any input, so Conform cannot see the list's shape: it is named here.
  const moduleList = fields.channel_module as unknown as FieldMetadata<ModuleValue[]>;
  const moduleRows = moduleList.getFieldList();
  const listed = [...new Set(Object.values(form.allErrors).flat())];
  const typeOptions = [...OFFERED_CHANNEL_TYPES];
  if (saved && !typeOptions.some((option) => option.value === saved.eventType) && (CHANNEL_EVENT_TYPES as readonly string[]).includes(saved.eventType)) {
    typeOptions.push({ value: saved.eventType as (typeof CHANNEL_EVENT_TYPES)[number], label: saved.eventType });
  }
  const savedMonthly = saved ? String(saved.defaults.is_monthly_subscription) : undefined;

  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} noValidate className="max-w-3xl space-y-6">
      {listed.length > 0 ? (
        <div id={form.errorId}>
          <Alert tone="error" title={t("missing")}>
            <ul className="list-disc pl-5">
              {listed.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </Alert>
        </div>
      ) : null}

      <fieldset className="space-y-2" aria-describedby={fields.category_id.errors ? fields.category_id.errorId : undefined}>
        <legend className="font-medium">
          {t("category")}
          <RequiredMark />
        </legend>
        <p className="text-sm text-muted">{t("categoryHint")}</p>
        <ul className="space-y-1">
          {page.categories.map((category) => (
            <li key={category.id}>
              <CategoryRadio name={fields.category_id.name} id={category.id} label={category.name} checked={String(initial("category_id") ?? "") === String(category.id)} />
              {category.childs.length > 0 ? (
                <ul className="ml-6 space-y-1">
                  {category.childs.map((child) => (
                    <li key={child.id}>
                      <CategoryRadio name={fields.category_id.name} id={child.id} label={child.name} checked={String(initial("category_id") ?? "") === String(child.id)} />
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
        {fields.category_id.errors ? (
          <p id={fields.category_id.errorId} className="text-sm text-error">
            {fields.category_id.errors.join(" ")}
          </p>
        ) : null}
      </fieldset>

      <FileField
        name={fields.image.name}
        purpose="channel-image"
        label={t("photo")}
        hint={t("photoHint")}
        accept={IMAGE_ACCEPT}
        required
        errors={fields.image.errors}
        defaultKeys={keysOf("image")}
        defaultUrls={saved && keysOf("image")[0] === saved.defaults.image ? [saved.imageUrl] : []}
        discardUnsaved
      />

      <Field label={t("title")} {...getInputProps(fields.title, { type: "text" })} maxLength={CHANNEL_TITLE_MAX} required errors={fields.title.errors} />

      <SelectField
        label={t("channelType")}
        name={fields.event_type.name}
        id={fields.event_type.id}
        key={fields.event_type.key}
        defaultValue={String(initial("event_type") ?? "")}
        placeholder={t("channelTypePlaceholder")}
        options={typeOptions}
        required
        errors={fields.event_type.errors}
      />

      <Field
        label={t("price")}
        hint={t("priceHint")}
        {...getInputProps(fields.price, { type: "text" })}
        inputMode="decimal"
        required
        onChange={(event) => setPrice(event.target.value)}
        errors={fields.price.errors}
      />
      {page.buyerFees ? <BuyerPrice id="price-buyers" price={price} fees={page.buyerFees} /> : null}

      <div>
        <RadioGroup
          label={t("subscription")}
          name={fields.is_monthly_subscription.name}
          id={fields.is_monthly_subscription.id}
          options={[
            { value: "1", label: t("monthly") },
            { value: "0", label: t("fixed") },
          ]}
          defaultValue={String(initial("is_monthly_subscription") ?? "")}
          hint={page.editing ? t("subscriptionFixedHint") : undefined}
          disabled={page.editing}
          inline
          required
          errors={fields.is_monthly_subscription.errors}
        />
        {/* A disabled radio is not posted: the saved type goes along, and the API refuses a change. */}
        {page.editing && savedMonthly !== undefined ? <input type="hidden" name={fields.is_monthly_subscription.name} value={savedMonthly} /> : null}
      </div>

      <fieldset className="space-y-3">
        <legend className="font-medium">{t("modular")}</legend>
        <CheckboxField
          label={t("modularLabel")}
          name={fields.is_modular.name}
          id={fields.is_modular.id}
          value="1"
          defaultChecked={modular}
          onChange={(event) => setModular(event.currentTarget.checked)}
        />
        <div className="space-y-3" hidden={hydrated && !modular}>
          <p className="font-medium">{t("modules")}</p>
          {fields.channel_module.errors ? <p className="text-sm text-error">{fields.channel_module.errors.join(" ")}</p> : null}
          <ol className="space-y-3">
            {moduleRows.map((row, index) => (
              <ModuleRowField key={row.key} row={row} index={index} remove={form.remove.getButtonProps({ name: moduleList.name, index })} canRemove={moduleRows.length > 1} />
            ))}
          </ol>
          <Button type="submit" {...form.insert.getButtonProps({ name: moduleList.name, defaultValue: { title: "" } as never })} formNoValidate>
            {t("addModule")}
          </Button>
        </div>
      </fieldset>

      <RichTextField label={t("descriptionLabel")} {...getTextareaProps(fields.description)} rows={8} required errors={fields.description.errors} />

      <fieldset className="space-y-3">
        <legend className="font-medium">{t("learnLegend")}</legend>
        {LEARN_FIELDS.map((name, index) => (
          <Field
            label={t("learn", { number: index + 1 })}
            {...getInputProps(fields[name], { type: "text" })}
            maxLength={LEARN_MAX}
            errors={fields[name].errors}
          />
        ))}
      </fieldset>

      <FileField
        name={fields.photos.name}
        purpose="channel-photo"
        label={t("gallery")}
        hint={t("galleryHint")}
        accept={IMAGE_ACCEPT}
        multiple
        errors={fields.photos.errors}
        defaultKeys={keysOf("photos")}
        defaultUrls={saved ? keysOf("photos").map((key) => saved.photoUrls[(saved.defaults.photos as string[]).indexOf(key)] ?? null) : []}
        discardUnsaved
      />

      <FileField
        name={fields.video.name}
        purpose="channel-video"
        label={t("video")}
        hint={t("videoHint")}
        accept={VIDEO_ACCEPT}
        errors={fields.video.errors}
        defaultKeys={keysOf("video")}
        discardUnsaved
      />

      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" variant="primary" pending={pending} disabled={uploading}>
          {t("save")}
        </Button>
        <Link className="underline" to="/my-channels">
          {t("cancel")}
        </Link>
      </div>
    </Form>
  );
}

function CategoryRadio({ name, id, label, checked }: { name: string; id: number; label: string; checked: boolean }) {
  const inputId = `category-${id}`;
  return (
    <span className="flex items-center gap-2.5">
      <input type="radio" id={inputId} name={name} value={String(id)} defaultChecked={checked} className="h-5 w-5 shrink-0" />
      <label htmlFor={inputId}>{label}</label>
    </span>
  );
}

interface ModuleValue {
  id?: string | number | null;
  title: string;
}

function ModuleRowField({
  row,
  index,
  remove,
  canRemove,
}: {
  row: FieldMetadata<ModuleValue>;
  index: number;
  remove: Record<string, unknown>;
  canRemove: boolean;
}) {
  const { t } = useTranslation("channel-form");
  const { id, title } = row.getFieldset();
  return (
    <li className="flex flex-wrap items-end gap-3">
      <input type="hidden" name={id.name} defaultValue={id.initialValue === undefined ? "" : String(id.initialValue)} />
      <Field
        className="grow"
        label={t("moduleTitle", { number: index + 1 })}
        name={title.name}
        id={title.id}
        defaultValue={title.initialValue === undefined ? "" : String(title.initialValue)}
        maxLength={CHANNEL_TITLE_MAX}
        required
        errors={title.errors}
      />
      {canRemove ? (
        <Button type="submit" {...remove} formNoValidate>
          {t("removeModule", { number: index + 1 })}
        </Button>
      ) : null}
    </li>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
