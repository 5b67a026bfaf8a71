// The loader and action behind /event-create/:id? and /chan-event-create/:eventType/:channelId/:bulk?
// (spec 001 §2.1, §4, §5, §6). The page posts multipart (photos travel inside the post without
// JavaScript); intent buttons answer with the form changed and nothing saved; a save goes through
// the shared schema, then POST events/create.
import { safeParse } from "zod/mini";
import { data, redirect, type AppLoadContext } from "@remix-run/node";
import { apiFor } from "./api.server";
import { pageStatus, redirectWithToast } from "./api-replies.server";
import { requireUser } from "./auth.server";
import { emptyDraft, type EventDraft } from "~shared/event-form/draft";
import { formErrorsOf } from "~shared/event-form/field-names";
import { applyIntent, isLayoutIntent, parseIntent } from "~shared/event-form/intents";
import { MAX_PHOTOS } from "~shared/event-form/limits";
import { eventMessages } from "~shared/messages/events";
import { timeZoneChoices, todayIn } from "~shared/event-form/read";
import { applyPostedRules, type ChannelChoice } from "~shared/event-form/rules";
import { eventFormSchema } from "~shared/event-form/schema";
import { draftFromEntries, draftFromValues, draftToFields } from "~shared/event-form/wire";
import { eventPageUrl } from "~shared/event-urls";
import { failureMessage, throwUnable, unableTo } from "./failures.server";
import { parseFormWithUploads, type FormWithUploads } from "./uploads.server";
import { webServer } from "./web-server.server";
import type { EventFormMode, EventFormOptions } from "~/components/events/event-form/types";
import type { EventSavedData } from "~server/api/contract";
import strings from "~/locales/en-GB/events.json";
import { buyerFees } from "./buyer-fees.server";
import { pathIdOr404 } from "./path-id.server";

type Api = ReturnType<typeof apiFor>;

/** What the URL says about the form: which event, which fixed type and channel, a bulk or not. */
export interface FormRoute {
  eventId: number | null;
  eventType: "Online Event" | "Pre Recorded" | null;
  channelId: string | null;
  bulk: boolean;
}

export function eventCreateRoute(params: { id?: string }): FormRoute {
  return { eventId: params.id === undefined ? null : pathIdOr404(params.id), eventType: null, channelId: null, bulk: false };
}

/** /chan-event-create/{l|p}/{channel_id}/{bulk?}: l = live online, p = pre-recorded. */
export function channelCreateRoute(params: { eventType?: string; channelId?: string; bulk?: string }): FormRoute {
  const eventType = params.eventType === "l" ? "Online Event" : params.eventType === "p" ? "Pre Recorded" : null;
  if (!eventType) throw data(null, { status: 404 });
  const channelId = String(pathIdOr404(params.channelId));
  const bulk = eventType === "Pre Recorded" && params.bulk !== undefined && !["0", "false", ""].includes(params.bulk);
  return { eventId: null, eventType, channelId, bulk };
}

interface RequireData {
  options: Omit<EventFormOptions, "today">;
  channels: ChannelChoice[];
}

const pounds = (pence: unknown) => (typeof pence === "number" ? (pence / 100).toFixed(2) : String(pence ?? ""));

/** The selects' options from GET create-event-require-data. */
async function requireData(api: Api): Promise<RequireData> {
  const [answer, fees] = await Promise.all([api.get("create-event-require-data"), buyerFees(api)]);
  if (!answer.success || !answer.data) throwUnable("fetch require details", pageStatus(answer) >= 500 ? 503 : pageStatus(answer));
  const { categories, channels, features } = answer.data;
  const categoryOptions: { value: string; label: string }[] = [];
  for (const category of categories) {
    categoryOptions.push({ value: String(category.id), label: category.name });
    for (const sub of category.sub_categories ?? []) categoryOptions.push({ value: String(sub.id), label: `${category.name} › ${sub.name}` });
  }
  return {
    channels: channels.map((c) => ({ id: c.id, event_type: c.event_type, channel_module: c.channel_module })),
    options: {
      categories: categoryOptions,
      channels: channels.map((c) => ({
        id: String(c.id),
        title: c.title,
        eventTypes:
          c.event_type === "Live Events" ? ["Online Event"] : c.event_type === "Pre Recorded Events" ? ["Pre Recorded"] : ["Online Event", "Pre Recorded"],
        modules: c.channel_module.map((m) => ({ id: String(m.id), title: m.title })),
      })),
      features: features.map((f) => ({ id: String(f.id), name: f.name, value: pounds(f.value_pence) })),
      timeZones: timeZoneChoices(),
      buyerFees: fees,
    },
  };
}

export interface FormPage {
  draft: EventDraft;
  options: EventFormOptions;
  mode: EventFormMode;
  booked: boolean;
  hasEnded: boolean;
  /** A channel route naming a channel that is not one of the user's (or holds no events of this type). */
  channelMissing: boolean;
  mediaUrls: Record<string, string>;
  heading: "createTitle" | "editTitle" | "channelTitle";
}

function modeOf(route: FormRoute): EventFormMode {
  return {
    isEdit: route.eventId !== null,
    fixedType: route.eventId !== null || route.eventType !== null,
    fixedChannel: route.channelId !== null,
    bulk: route.bulk,
  };
}

/** The page's data: who may create, the options, and the event's values when editing. */
export async function loadEventForm(request: Request, context: AppLoadContext, route: FormRoute): Promise<FormPage> {
  const { token } = await requireUser(request, context);
  const api = apiFor(request, token);
  const today = todayIn("Europe/London", new Date());

  if (route.eventId === null) {
    const can = await api.get("can-create-event");
    if (!can.success && can.status >= 500) throwUnable("fetch require details");
    // Not activated (or not allowed): the event-template page says why and offers the activation email.
    if (!can.data?.status) throw redirect("/event-template");
  }
  const { options } = await requireData(api);

  if (route.eventId !== null) {
    const answer = await api.get("event-edit/:id", { params: { id: route.eventId } });
    if (!answer.success) {
      if (answer.status === 403 || answer.status === 404 || answer.message === "unauthorized") throw redirect("/event-management");
      throwUnable("fetch event details");
    }
    const { initialValues, data: event } = answer.data!;
    const draft = draftFromValues(initialValues);
    return {
      draft: { ...draft, event_id: String(route.eventId) },
      options: { ...options, today },
      mode: modeOf(route),
      booked: event.is_booked,
      channelMissing: false,
      hasEnded: event.has_ended,
      mediaUrls: await mediaUrlsOf(draft),
      heading: "editTitle",
    };
  }

  const channel = route.channelId ? options.channels.find((c) => c.id === route.channelId) : undefined;
  const channelMissing = route.channelId !== null && (!channel || !channel.eventTypes.includes(route.eventType ?? ""));
  const draft = emptyDraft({
    event_type: route.eventType ?? "Online Event",
    channel_id: route.channelId ?? "",
    is_bulk_event: route.bulk,
  });
  return { draft, options: { ...options, today }, mode: modeOf(route), booked: false, hasEnded: false, channelMissing, mediaUrls: {}, heading: route.channelId ? "channelTitle" : "createTitle" };
}

/** Where the draft's stored photos can be seen (previews, signed: ADR 056); a key that cannot be resolved has none. */
export async function mediaUrlsOf(draft: EventDraft): Promise<Record<string, string>> {
  const keys = [...draft.photos, ...draft.speakers.map((s) => s.speaker_photo)].filter(Boolean);
  if (keys.length === 0) return {};
  const server = webServer();
  const urls: Record<string, string> = {};
  for (const key of keys) {
    // A key that names no file shows without a preview.
    const url = await server.previewUrl(key);
    if (url) urls[key] = url;
  }
  return urls;
}

export interface FormReply {
  draft: EventDraft;
  mediaUrls: Record<string, string>;
  errors: Record<string, string[]>;
  formErrors: string[];
  missing: boolean;
  notice: string | null;
  revision: number;
  /** The page's options changed (a module was added): the loader runs again. */
  refreshOptions?: boolean;
}

const reply = async (draft: EventDraft, extra: Partial<FormReply> = {}): Promise<FormReply> => ({
  draft,
  mediaUrls: await mediaUrlsOf(draft),
  errors: {},
  formErrors: [],
  missing: false,
  notice: null,
  revision: Date.now() + Math.random(),
  ...extra,
});

/** The form again with 'Required fields missing' and every message listed at the top. */
async function missingReply(draft: EventDraft, errors: Record<string, string[]>, status: number) {
  const listed = [...new Set(Object.values(errors).flat())];
  return data(await reply(draft, { errors, formErrors: listed, missing: true }), { status });
}

/**
 * Where a saved event leads (001 §4 "After saving an event"): a pre-recorded event continues to its
 * video, a bulk to its rows; otherwise the host lands on the event's own page (the spec's home page
 * was a dead end: ADR 060), and "Save Event Details and Close" on their list.
 */
function afterSave(saved: EventSavedData, intent: string, isEdit: boolean): string {
  if (saved.event_type === "Pre Recorded") {
    if (saved.is_bulk_event && !isEdit) return `/pre-recorded-bulk/${saved.id}`;
    if (isEdit && intent === "save") return "/event-management?type=pre-recorded";
    return `/pre-recorded-video/${saved.id}`;
  }
  return eventPageUrl(saved);
}

/**
 * The post with its files stored. A body that is not a form at all (none, JSON, text) reads as an
 * empty form, answered by the schema's messages; a malformed or too large multipart body is
 * refused by parseFormWithUploads with its own status.
 */
async function readPost(request: Request, context: AppLoadContext, options: Parameters<typeof parseFormWithUploads>[2]): Promise<FormWithUploads> {
  try {
    return await parseFormWithUploads(request, context, options);
  } catch (error) {
    if (error instanceof Response || (error as { type?: string } | null)?.type === "DataWithResponseInit") throw error;
    return { formData: new FormData(), fileErrors: {} };
  }
}

/** The form's post: an intent re-renders it, "add-module" adds a module, a save saves. */
export async function submitEventForm(request: Request, context: AppLoadContext, route: FormRoute) {
  const { token, session, user } = await requireUser(request, context);
  const api = apiFor(request, token);
  const { formData, fileErrors } = await readPost(request, context, {
    user,
    files: {
      photos: "event-image",
      short_video: "short-video",
      "speakers[0].speaker_photo": "speaker-photo",
      "speakers[1].speaker_photo": "speaker-photo",
      "speakers[2].speaker_photo": "speaker-photo",
    },
  });

  let draft = applyPostedRules(draftFromEntries(formData));
  // What the URL fixes is not taken from the post.
  draft = { ...draft, event_id: route.eventId === null ? "" : String(route.eventId) };
  if (route.eventType) draft = { ...draft, event_type: route.eventType };
  if (route.channelId) draft = applyPostedRules({ ...draft, channel_id: route.channelId });
  // A bulk: the channel route's flag, or the box on /event-create when creating (001 §2.1, §2.7).
  const bulkChosen = route.bulk || (route.eventId === null && route.channelId === null && draft.is_bulk_event);
  draft = { ...draft, is_bulk_event: bulkChosen && draft.event_type === "Pre Recorded" };

  const uploadErrors: Record<string, string[]> = { ...fileErrors };
  const intent = parseIntent(formData.get("intent"));
  if (isLayoutIntent(intent)) return data(await reply(applyIntent(draft, intent), { errors: uploadErrors }));

  if (intent.type === "save-join-link") {
    if (route.eventId === null) throw data(null, { status: 404 });
    const answer = await api.post("events/update-join-link", { event_id: route.eventId, view_link: draft.view_link.trim() || null });
    if (!answer.success) {
      const message = answer.errors?.view_link?.[0];
      return data(await reply(draft, message ? { errors: { view_link: [message] } } : { formErrors: [failureMessage(answer, "save event")] }), {
        status: pageStatus(answer),
      });
    }
    return data(await reply({ ...draft, view_link: answer.data?.view_link ?? "" }, { notice: strings.form.joinLinkSaved }));
  }

  if (intent.type === "add-module") {
    const answer = await api.post("channels/add-module", { channel_id: draft.channel_id, title: draft.new_module_title });
    if (!answer.success) {
      const message = answer.errors?.title?.[0] ?? failureMessage(answer, "save module");
      return data(await reply(draft, { errors: { ...uploadErrors, new_module_title: [message] } }), { status: pageStatus(answer) });
    }
    const modules = (answer.data ?? []) as { id: number; title: string }[];
    const added = modules.find((m) => m.title === draft.new_module_title.trim()) ?? modules.at(-1);
    return data(await reply({ ...draft, new_module_title: "", channel_module_id: added ? String(added.id) : draft.channel_module_id }, { notice: strings.form.moduleAdded, errors: uploadErrors, refreshOptions: true }));
  }

  if (intent.type === "draw-cover") {
    // A cover drawn from the title and category joins the photos, as an upload of the host's would (ADR 036).
    if (draft.photos.length >= MAX_PHOTOS) return data(await reply(draft, { errors: { ...uploadErrors, photos: [eventMessages.tooManyPhotos] } }), { status: 422 });
    const answer = await api.post("uploads/draw-cover", { title: draft.title, category_id: draft.category_id });
    if (!answer.success || !answer.data) {
      const message = answer.errors?.title?.[0] ?? answer.errors?.category_id?.[0] ?? failureMessage(answer, "draw cover");
      return data(await reply(draft, { errors: { ...uploadErrors, photos: [message] } }), { status: pageStatus(answer) });
    }
    return data(await reply({ ...draft, photos: [...draft.photos, answer.data.key] }, { notice: strings.form.coverDrawn, errors: uploadErrors }));
  }

  // Save: the shared schema first (the API applies it again), then events/create.
  const fields = draftToFields(draft);
  const { channels } = await requireData(api);
  const checked = safeParse(eventFormSchema({ now: () => new Date(), channels, editing: route.eventId !== null }), fields);
  if (!checked.success || Object.keys(uploadErrors).length > 0) {
    const issues: Record<string, string[]> = {};
    for (const issue of checked.error?.issues ?? []) (issues[issue.path.join(".")] ??= []).push(issue.message);
    return missingReply(draft, { ...formErrorsOf(issues, draft), ...uploadErrors }, 400);
  }
  const answer = await api.post("events/create", fields);
  if (!answer.success || !answer.data) {
    const errors = formErrorsOf(answer.errors, draft);
    if (Object.keys(errors).length > 0) return missingReply(draft, errors, answer.status >= 400 ? answer.status : 422);
    const message = answer.status >= 500 ? unableTo("save event") : answer.message || eventMessages.requiredFieldsMissing;
    return data(await reply(draft, { formErrors: [message] }), { status: pageStatus(answer) });
  }
  const saved = answer.data;
  const to = afterSave(saved, intent.type, route.eventId !== null);
  return redirectWithToast(to, { type: "success", message: answer.message || (route.eventId ? strings.form.updated : strings.form.created) }, { session });
}
