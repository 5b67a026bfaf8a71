// The API gates' table: per call of the contract, only what its declaration cannot give, namely a
// valid sample of its input, the fixture that makes the object an "owner" call acts on, and the
// notes of the hostile sweep. Who may call it is the declaration's access (server/api/contract/).
// tests/api/gates-authorization.test.ts fails by name on an owner call without a fixture;
// tests/api/gates-hostile-input.test.ts takes the field names of its mutations from the samples.
import { eq } from "drizzle-orm";
import { apiCalls, type Access, type CallKey, type QueryOf } from "~server/api/contract";
import { documentEvents } from "~server/db/schema";
import { createDocumentEvents, createModules, subscribe } from "~server/seed/channels";
import type { TestApi } from "~tests/support/api";
import {
  createBooking,
  createBulkParent,
  createHostedChannel,
  createHostedEvent,
  createPreRecordedEvent,
  createUpload,
  eventForm,
  createUser,
  packageForm,
  uniqueEmail,
  type TestUser,
} from "~tests/support/factories";
import { bankForm } from "~tests/support/bank-form";
import { registration } from "../auth-support";

/** What a fixture made: the path params that name its object (default: every param "1"). */
export interface Made {
  params?: Record<string, string>;
  /** Fields that name the object in a POST body (merged over the sample). */
  body?: Record<string, unknown>;
}

/** What the table says of a call. */
export interface GateNotes {
  /**
   * A body the call's schema accepts. Samples are chosen so that the domain still refuses them
   * (an unknown address, a wrong password) where a success would change something: a mutation
   * that slips past validation then still changes nothing, and the sweep can tell.
   */
  sample?: () => Record<string, unknown>;
  /** Path params for a call that needs no object of its own (e.g. a public page id). */
  params?: Record<string, string>;
  /**
   * For "owner" calls: makes the object the call acts on, owned by `owner` (and not by `other`),
   * and says which params or body fields name it.
   */
  fixture?: (t: TestApi, actors: { owner: TestUser; other: TestUser }) => Promise<Made>;
  /**
   * The hostile sweep refuses every success, except on variants whose input is valid in shape
   * (the sample plus unknown fields, or an unrelated query string) for calls named here, with why,
   * and the tables such a success may change.
   */
  acceptsValidShape?: { reason: string; changes?: string[] };
  /**
   * Fields of the sample where a hostile-looking value can still be valid (free text, an optional
   * checkbox), with why: a mutation of one of them counts as valid in shape.
   */
  tolerates?: Record<string, string>;
}

/** A call as the gates try it: its declared access, and the table's notes. */
export interface CallGate extends GateNotes {
  who: Access;
}

const WRONG_PASSWORD = "Nightfall2031";
/** An event id no fixture makes: owner calls' samples name it, so a sweep's success is impossible. */
const NO_SUCH_EVENT = 2_147_483_000;
const bulkRow = (overrides: Record<string, unknown> = {}) => ({
  title: "Sun salutation",
  description: "Twelve postures, slowly.",
  images: ["event-images/00000000-0000-4000-8000-000000000002.jpg"],
  video: "full-videos/00000000-0000-4000-8000-000000000001.mp4",
  ticket_price: "5.00",
  ...overrides,
});

/** A channel form (002 §5) valid in shape, naming a category and a photo that do not exist. */
function channelGateForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: "Pilates club",
    description: "Weekly classes.",
    event_type: "Pre Recorded Events",
    price: "9.99",
    is_monthly_subscription: 1,
    category_id: 999999,
    image: "channel-images/00000000-0000-4000-8000-000000000003.jpg",
    learn1: "Core strength",
    ...overrides,
  };
}

/** A valid document event form (001 §2.2) whose keys name no upload: the domain still refuses it. */
function documentForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: "Colour wheel handout",
    description: "Print it and keep it beside your palette.",
    image: "document-images/00000000-0000-4000-8000-000000000003.jpg",
    use_channel_image: false,
    channel_id: 1,
    channel_module_id: 1,
    document: "documents/00000000-0000-4000-8000-000000000004.pdf",
    ...overrides,
  };
}

/** A modular pre-recorded channel of the owner's with one module. */
async function modularChannelOf(t: TestApi, owner: TestUser): Promise<{ channelId: number; moduleId: number }> {
  const channelId = await createHostedChannel(t.db, owner.row, { title: "Watercolour course", eventType: "Pre Recorded Events", isModular: true });
  const [moduleId] = await createModules(t.db, channelId, ["Basics"]);
  return { channelId, moduleId: moduleId! };
}

/** The document form with the owner's own uploads in it. */
async function documentUploads(t: TestApi, owner: TestUser, fields: Record<string, unknown>): Promise<Record<string, unknown>> {
  return documentForm({
    ...fields,
    image: await createUpload(t.db, { userId: owner.id, purpose: "document-image" }),
    document: await createUpload(t.db, { userId: owner.id, purpose: "document" }),
  });
}

/** A document event of the owner's, in a module of their channel. */
async function documentOf(t: TestApi, owner: TestUser): Promise<{ id: number; channelId: number; moduleId: number }> {
  const { channelId, moduleId } = await modularChannelOf(t, owner);
  const document = await createUpload(t.db, { userId: owner.id, purpose: "document", status: "attached" });
  await createDocumentEvents(t.db, owner.row, channelId, [{ title: "Colour wheel handout", channelModuleId: moduleId, document, useChannelImage: true, chanSortOrder: 1 }]);
  const [row] = await t.db.select({ id: documentEvents.id }).from(documentEvents).where(eq(documentEvents.channelId, channelId));
  return { id: row!.id, channelId, moduleId };
}

/** A monthly channel of a third user's, with `owner` as its live subscriber; its id. */
async function subscribedChannelOf(t: TestApi, owner: TestUser): Promise<number> {
  const host = await createUser(t.db);
  const channelId = await createHostedChannel(t.db, host.row, { title: "Subscribed club" });
  await subscribe(t.db, owner.id, channelId, { monthly: true });
  return channelId;
}

/** A valid My Profile form (001 §2.4). */
export function profileForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    first_name: "Ada",
    last_name: "Host",
    gender: "female",
    city: "Leeds",
    country: "United Kingdom",
    user_website: "https://ada.example.com",
    bio: "Yoga teacher for ten years.",
    creator_short_desc: "Yoga for busy people",
    creator_exp: "10",
    facebook_link: "https://www.facebook.com/ada",
    twitter_link: "https://x.com/ada",
    linked_link: "https://www.linkedin.com/in/ada",
    youtube_link: "https://www.youtube.com/@ada",
    instagram_link: "https://www.instagram.com/ada",
    tiktok_link: "https://www.tiktok.com/@ada",
    ...overrides,
  };
}

/** A support ticket of the owner's, named by its id. */
async function ticketOf(t: TestApi, owner: TestUser): Promise<Made> {
  const { complaints } = await import("~server/db/schema");
  const [ticket] = await t.db.insert(complaints).values({ userId: owner.id, title: "Gate ticket", type: "Other", message: "A ticket for the gates." }).returning({ id: complaints.id });
  return { params: { id: String(ticket!.id) } };
}

/** A saved card of the owner's, named in the body as the card calls name it. */
async function savedCardOf(t: TestApi, owner: TestUser, purpose: string): Promise<Made> {
  const { savedCards } = await import("~server/db/schema");
  const [card] = await t.db
    .insert(savedCards)
    .values({ userId: owner.id, providerPaymentMethodId: `pm_gate_${purpose}_${owner.id}`, providerCustomerId: `cus_gate_${owner.id}`, nickname: "Gate card", cardBrand: "visa", cardLastFour: "4242" })
    .returning({ id: savedCards.id });
  return { body: { card_id: card!.id } };
}

/** The calls whose contract declares a query. */
type QueryCall = { [K in CallKey]: QueryOf<K> extends undefined ? never : K }[CallKey];

/**
 * A valid query of every call that takes one, every parameter of its contract named: the hostile
 * sweep puts each hostile value in each of them. Typed from the contract, so a call or a parameter
 * left out fails the typecheck by name.
 */
export const querySamples: { [K in QueryCall]: { [P in keyof Required<NonNullable<QueryOf<K>>>]: string } } = {
  "GET trending-event-channel": { tab: "events" },
  "GET upcoming_online_event": { category: "1" },
  "GET upcoming_online_event/:userId": { category: "1" },
  "GET upcoming_recorded_event": { category: "1" },
  "GET upcoming_recorded_event/:userId": { category: "1" },
  "GET user-events": { type: "all" },
  "GET bookings": { page: "1" },
  "GET favorite-list": { type: "all" },
  "GET booked-events": { type: "all" },
  "GET events-search": { event_type: "all", search: "yoga", user_id: "1", category: "1", page: "1" },
  "GET checkout/quote": { transaction_type: "event_booking", id: "1", couponCode: "WELCOME10" },
  "GET get-event-title": { id: "1" },
  "GET uploads/link": { key: "profile-videos/00000000-0000-4000-8000-000000000000.mp4" },
  "GET get-channel-title": { id: "1" },
  "GET my-channels": { page: "1" },
  "GET channels": { title: "yoga", category: "1", subscriptionType: "1", page: "1" },
  "GET search-typeahead": { search: "yoga" },
  "GET admin/audit": { action: "approve-event", object_type: "event", object_id: "1", from: "2026-01-01", to: "2026-12-31", page: "1" },
  "GET admin/tickets": { status: "open", type: "Other", page: "1" },
  "GET admin/users": { q: "ada", page: "1" },
  "GET admin/contact-messages": { page: "1" },
  "GET admin/interest": { page: "1" },
  "GET admin/payments": { type: "event_booking", from: "2026-01-01", to: "2026-12-31", page: "1" },
  "GET admin/refunds": { status: "owed", page: "1" },
  "GET admin/payouts": { page: "1" },
  "GET admin/discount-codes": { page: "1" },
};

const notes: Partial<Record<CallKey, GateNotes>> = {
  // The admin console's reads: an administrator's, read-only; unrelated query fields are ignored.
  "GET admin/dashboard": { acceptsValidShape: { reason: "read-only: the counts of waiting work; reads no input" } },
  "GET admin/audit": { acceptsValidShape: { reason: "read-only: the audit log; unrelated query fields are ignored" } },
  "GET admin/tickets": { acceptsValidShape: { reason: "read-only: all tickets; unrelated query fields are ignored" } },
  "GET admin/users": { acceptsValidShape: { reason: "read-only: the users; unrelated query fields are ignored" } },
  "GET admin/contact-messages": { acceptsValidShape: { reason: "read-only: the contact messages; unrelated query fields are ignored" } },
  "GET admin/interest": { acceptsValidShape: { reason: "read-only: the interest registrations; unrelated query fields are ignored" } },
  "GET admin/interest-export": { acceptsValidShape: { reason: "read-only: every interest registration; reads no input" } },
  // The admin console's support and people: samples name objects that do not exist (or the wrong password).
  "GET admin/tickets/:id": { params: { id: String(NO_SUCH_EVENT) }, acceptsValidShape: { reason: "read-only: one ticket (404 for an unknown id)" } },
  "POST admin/ticket-reply": { sample: () => ({ ticket_id: NO_SUCH_EVENT, message: "We are looking into it." }), tolerates: { message: "free text: a reply" } },
  "POST admin/ticket-status": { sample: () => ({ ticket_id: NO_SUCH_EVENT, status: "closed" }) },
  "POST admin/user-role": { sample: () => ({ user_id: NO_SUCH_EVENT, role: "admin", password: WRONG_PASSWORD }) },
  "POST admin/user-status": { sample: () => ({ user_id: NO_SUCH_EVENT, status: "deactivated" }) },
  // The admin calls are swept as an administrator (anyone else is answered 404 before the input is
  // read); their lists are read-only, and a query they do not read, or a filter's free text, is valid.
  "GET admin/payments": { acceptsValidShape: { reason: "read-only: the filters are choices and dates (empty is none), and unknown parameters are ignored" } },
  "GET admin/refunds": { acceptsValidShape: { reason: "read-only: the status is a choice (empty is none), and unknown parameters are ignored" } },
  "GET admin/commissions": { acceptsValidShape: { reason: "read-only; reads no input" } },
  "GET admin/payouts": { acceptsValidShape: { reason: "read-only: reads the page only" } },
  // A payment that does not exist, and a wrong password: refused before anything is refunded.
  "POST admin/refunds": { sample: () => ({ transaction_id: 2_000_000_000, reason: "Gate sample", password: WRONG_PASSWORD }), tolerates: { reason: "free text: any reason is one" } },
  // The admin console's content: samples name rows that do not exist, so the domain refuses them.
  ...adminContentNotes(),
  "POST login": {
    // An unknown address: refused with 401 whatever else is sent.
    sample: () => ({ email: uniqueEmail("nobody"), password: WRONG_PASSWORD }),
  },
  "POST signup": {
    sample: () => registration({ email: uniqueEmail("gate") }),
    acceptsValidShape: {
      reason: "a valid registration with unknown fields (ignored) or a query string is a registration: the account and its activation mail are stored",
      changes: ["users", "mail_outbox"],
    },
    tolerates: {
      first_name: "free text: any name without control characters (O'Brien, 李, an emoji) is a name; stored as text, escaped where shown",
      last_name: "free text, as first_name",
      acceptContact: "an optional checkbox: missing or any value reads as ticked or not",
    },
  },
  "POST forgot-password": {
    sample: () => ({ email: uniqueEmail("nobody") }),
    acceptsValidShape: { reason: "answers the same whether or not the address has an account (no enumeration); stores nothing for an unknown one" },
  },
  "POST activate": { sample: () => ({ code: "no-such-activation-code" }) },
  "POST resend-activation": {
    // The gates' users are activated: refused with "already activated".
    sample: () => ({ userId: 1 }),
  },
  "POST change-password": {
    sample: () => ({ old_password: WRONG_PASSWORD, new_password: "Quokka7Lantern", password_confirmation: "Quokka7Lantern" }),
  },
  "POST logout": {
    acceptsValidShape: { reason: "logout reads no input: with any query string it ends the caller's session", changes: ["api_tokens"] },
  },
  "GET user": { acceptsValidShape: { reason: "reads no input: a query string does not matter" } },
  "GET can-delete-account": {
    acceptsValidShape: { reason: "reads no input: answers success: canDelete (true for the gates' fresh users)" },
  },
  "POST delete-account": { sample: () => ({ password: WRONG_PASSWORD }) },
  "GET site-settings": { acceptsValidShape: { reason: "public and read-only; reads no input" } },
  "GET social-feed": { acceptsValidShape: { reason: "public and read-only; reads no input (no feed is configured in the gate's database)" } },
  "GET pages/:pageId": {
    params: { pageId: "1" },
    acceptsValidShape: { reason: "a page id with an unrelated query string is a valid request (404 when the page is absent)" },
  },
  "GET faq": { acceptsValidShape: { reason: "public and read-only; reads no input" } },
  "GET video-tutorial": { acceptsValidShape: { reason: "public and read-only; reads no input" } },
  "GET sitemap": { acceptsValidShape: { reason: "public and read-only; reads no input" } },
  // The home page: public and read-only; a path's userId is checked for shape and otherwise ignored.
  "GET about": { acceptsValidShape: { reason: "public and read-only; reads no input" } },
  "GET home-event": { acceptsValidShape: { reason: "public and read-only; reads no input" } },
  "GET home-event/:userId": { params: { userId: "1" }, acceptsValidShape: { reason: "public and read-only; the userId is ignored" } },
  "GET trending-event-channel": { acceptsValidShape: { reason: "public and read-only; ?tab= only leaves one of the two lists empty" } },
  "GET upcoming_online_event": { acceptsValidShape: { reason: "public and read-only; unrelated query fields are ignored" } },
  "GET upcoming_online_event/:userId": { params: { userId: "1" }, acceptsValidShape: { reason: "public and read-only; the userId is ignored" } },
  "GET upcoming_recorded_event": { acceptsValidShape: { reason: "public and read-only; unrelated query fields are ignored" } },
  "GET upcoming_recorded_event/:userId": { params: { userId: "1" }, acceptsValidShape: { reason: "public and read-only; the userId is ignored" } },
  "GET event-edit-video/:id": {
    fixture: async (t, { owner }) => ({ params: { id: String(await createPreRecordedEvent(t.db, owner.row)) } }),
  },
  "POST events/update-video": {
    sample: () => ({ event_id: NO_SUCH_EVENT, title: "Morning stretch", full_video: "full-videos/00000000-0000-4000-8000-000000000001.mp4" }),
    fixture: async (t, { owner }) => ({
      body: {
        event_id: await createPreRecordedEvent(t.db, owner.row),
        full_video: await createUpload(t.db, { userId: owner.id, purpose: "full-video" }),
        pre_recorded_duration: 60,
      },
    }),
    tolerates: { title: "read and ignored: the video step shows the title, it does not change it" },
  },
  "POST events/upload-video-start-mail": {
    sample: () => ({ event_id: NO_SUCH_EVENT }),
    fixture: async (t, { owner }) => ({ body: { event_id: await createPreRecordedEvent(t.db, owner.row) } }),
  },
  "POST events/upload-bulk-video-start-mail": {
    sample: () => ({ bulk_id: NO_SUCH_EVENT, titles: ["Sun salutation"] }),
    fixture: async (t, { owner }) => ({ body: { bulk_id: await createBulkParent(t.db, owner.row, 2) } }),
  },
  "GET event-bulk-edit/:id": {
    fixture: async (t, { owner }) => ({ params: { id: String(await createBulkParent(t.db, owner.row, 3)) } }),
  },
  "POST events/bulk": {
    sample: () => ({ bulk_id: NO_SUCH_EVENT, bulk: [bulkRow()] }),
    fixture: async (t, { owner }) => ({ body: { bulk_id: await createBulkParent(t.db, owner.row, 1) } }),
  },
  "POST events/create-bulk": {
    sample: () => ({ bulk_id: NO_SUCH_EVENT, bulk: [bulkRow()] }),
    fixture: async (t, { owner }) => ({
      body: {
        bulk_id: await createBulkParent(t.db, owner.row, 1),
        bulk: [
          bulkRow({
            images: [await createUpload(t.db, { userId: owner.id, purpose: "event-image" })],
            video: await createUpload(t.db, { userId: owner.id, purpose: "full-video" }),
            pre_recorded_duration: "90",
          }),
        ],
      },
    }),
  },
  "GET user-events": {
    acceptsValidShape: { reason: "read-only: lists the caller's own events; an unrelated query string is ignored" },
  },
  "POST cancel-event": {
    sample: () => ({ event_id: NO_SUCH_EVENT }),
    fixture: async (t, { owner }) => ({ body: { event_id: await createHostedEvent(t.db, owner.row) } }),
  },
  "POST uploads/start": {
    // An image over the 10 MB limit: refused before anything is recorded.
    sample: () => ({ purpose: "event-image", file_name: "photo.jpg", content_type: "image/jpeg", size: 11 * 1024 * 1024 }),
    tolerates: { file_name: "free text: any file name is only kept as the upload's original name, never used in its key" },
  },
  "POST uploads/complete": {
    // A well-formed key that no upload has: refused.
    sample: () => ({ key: "event-images/00000000-0000-4000-8000-000000000000.jpg" }),
  },
  "POST uploads/draw-cover": {
    // No title yet: refused before anything is drawn.
    sample: () => ({ title: "", category_id: "" }),
    tolerates: { title: "free text: any title of up to 255 characters is drawn on the cover", category_id: "optional: none is a cover without a category" },
    acceptsValidShape: { reason: "draws a cover from any title, as an upload of the caller's that the sweep removes unless a form saves it", changes: ["uploads"] },
  },
  "POST uploads/discard": {
    // A well-formed key that no upload has: refused.
    sample: () => ({ key: "profile-videos/00000000-0000-4000-8000-000000000000.mp4" }),
    fixture: async (t, { owner }) => ({ body: { key: await createUpload(t.db, { userId: owner.id, purpose: "profile-video" }) } }),
  },
  "GET events/:id": {
    params: { id: "1" },
    acceptsValidShape: { reason: "public and read-only: an event id with an unrelated query string is a valid request (404 when hidden or absent)" },
  },
  "GET events/:id/:userId": {
    params: { id: "1", userId: "1" },
    acceptsValidShape: { reason: "public and read-only; the path's userId is ignored (the token names the viewer)" },
  },
  "GET channel-detail/:id": {
    params: { id: "1" },
    acceptsValidShape: { reason: "public and read-only: a channel id with an unrelated query string is a valid request (404 when hidden or absent)" },
  },
  "GET channel-detail/:id/:userId": {
    params: { id: "1", userId: "1" },
    acceptsValidShape: { reason: "public and read-only; the path's userId is ignored (the token names the viewer)" },
  },
  "GET channels/modules/:id": {
    params: { id: "1" },
    acceptsValidShape: { reason: "public and read-only: the modules of a visible channel (404 when hidden or absent)" },
  },
  "GET channels/modules/:id/:viewerId": {
    params: { id: "1", viewerId: "1" },
    acceptsValidShape: { reason: "public and read-only; the path's viewerId is ignored (the token names the viewer)" },
  },
  "GET channel-module/:id": {
    params: { id: "1" },
    acceptsValidShape: { reason: "public and read-only: one module of a visible channel (404 when hidden or absent)" },
  },
  "GET pre-recorded-event/:id": {
    params: { id: "1" },
    acceptsValidShape: { reason: "read-only: any user may open an event page; only a buyer, the host or an admin gets the video URL" },
  },
  "GET pre-recorded-event/:id/video": {
    params: { id: "1" },
    acceptsValidShape: { reason: "read-only: a one-minute video link to whoever may watch now (a buyer, a subscriber, the host, an admin); 404 for anyone else" },
  },
  "GET join/:id": {
    params: { id: "1" },
    acceptsValidShape: { reason: "read-only: answers why the caller may or may not join (the link only to a booked attendee or the host, in the window)" },
  },
  "GET can-create-event": { acceptsValidShape: { reason: "reads no input: answers the caller's own status" } },
  "GET create-event-require-data": { acceptsValidShape: { reason: "reads no input: answers the caller's own choices" } },
  "GET event-edit/:id": {
    fixture: async (t, { owner }) => ({ params: { id: String(await createHostedEvent(t.db, owner.row)) } }),
    acceptsValidShape: { reason: "read-only: an unrelated query string does not matter" },
  },
  "POST events/create": {
    // A well-formed form naming a category that does not exist: refused, nothing stored.
    sample: () => eventForm({ category_id: 999999 }),
    tolerates: {
      title: "free text: any title without control characters is a title",
      description: "free text, as title",
      is_free: "an optional checkbox",
      can_cancel: "an optional checkbox",
      is_recurring_event: "an optional checkbox",
    },
  },
  "GET can-create-channel": { acceptsValidShape: { reason: "read-only: answers whether the caller may create a channel" } },
  "GET categories-list/Channel": { acceptsValidShape: { reason: "read-only; reads no input" } },
  "POST channels/create": {
    // A well-formed form naming a category that does not exist and a file never uploaded: refused, nothing stored.
    sample: () => channelGateForm(),
    tolerates: {
      title: "free text: any title without control characters is a title",
      description: "free text, as title",
      learn1: "free text, optional",
      is_modular: "an optional checkbox",
    },
  },
  "POST channels/update": {
    fixture: async (t, { owner }) => ({ body: { id: await createHostedChannel(t.db, owner.row) } }),
    // No such channel: refused, nothing stored.
    sample: () => channelGateForm({ id: NO_SUCH_EVENT }),
    tolerates: {
      title: "free text: any title without control characters is a title",
      description: "free text, as title",
      learn1: "free text, optional",
      is_modular: "an optional checkbox",
    },
  },
  "POST events/update-join-link": {
    fixture: async (t, { owner }) => ({ body: { event_id: await createHostedEvent(t.db, owner.row), view_link: "https://meet.example.com/abc" } }),
    // No such event: refused, nothing stored.
    sample: () => ({ event_id: 999999, view_link: "https://meet.example.com/abc" }),
  },
  "GET my-channel/:id": {
    fixture: async (t, { owner }) => ({ params: { id: String(await createHostedChannel(t.db, owner.row)) } }),
    acceptsValidShape: { reason: "read-only: an unrelated query string does not matter" },
  },
  "POST channels/add-module": {
    fixture: async (t, { owner }) => ({ body: { channel_id: await createHostedChannel(t.db, owner.row), title: "Week one" } }),
    // No such channel: refused, nothing stored.
    sample: () => ({ channel_id: 999999, title: "Week one" }),
  },
  // A channel's content: an empty channel's empty list is a valid order; the status calls name a channel event or document.
  "POST channels/orderupdate": {
    fixture: async (t, { owner }) => ({ body: { channel_id: await createHostedChannel(t.db, owner.row), list: [] } }),
    sample: () => ({ channel_id: NO_SUCH_EVENT, list: [{ id: NO_SUCH_EVENT, event_type: "Pre Recorded", ordernum: 1 }] }),
  },
  "POST event/update-status": {
    fixture: async (t, { owner }) => ({ body: { id: await createPreRecordedEvent(t.db, owner.row, { channelId: await createHostedChannel(t.db, owner.row) }) } }),
    sample: () => ({ id: NO_SUCH_EVENT }),
  },
  "POST documentevent/update-status": {
    fixture: async (t, { owner }) => {
      const channelId = await createHostedChannel(t.db, owner.row);
      const [doc] = await t.db.insert(documentEvents).values({ userId: owner.id, channelId, title: "Workbook", document: "documents/workbook.pdf" }).returning({ id: documentEvents.id });
      return { body: { id: doc!.id } };
    },
    sample: () => ({ id: NO_SUCH_EVENT }),
  },
  "GET create-doc-event_data": { acceptsValidShape: { reason: "reads no input: answers the caller's own channels" } },
  "GET documentevent/:id": {
    fixture: async (t, { owner }) => ({ params: { id: String((await documentOf(t, owner)).id) } }),
    acceptsValidShape: { reason: "read-only: an unrelated query string does not matter" },
  },
  "GET documentevent/:id/download": {
    fixture: async (t, { owner }) => ({ params: { id: String((await documentOf(t, owner)).id) } }),
    acceptsValidShape: { reason: "read-only: a signed link to the caller's own document" },
  },
  "POST documentevent/create": {
    // No such channel: refused, nothing stored.
    sample: () => documentForm({ channel_id: NO_SUCH_EVENT }),
    fixture: async (t, { owner }) => {
      const { channelId, moduleId } = await modularChannelOf(t, owner);
      return { body: await documentUploads(t, owner, { channel_id: channelId, channel_module_id: moduleId }) };
    },
    tolerates: { title: "free text: a document's title", description: "free text: a document's description", use_channel_image: "an optional checkbox" },
  },
  "POST documentevent/update": {
    sample: () => documentForm({ id: NO_SUCH_EVENT, channel_id: NO_SUCH_EVENT }),
    fixture: async (t, { owner }) => {
      const made = await documentOf(t, owner);
      return { body: await documentUploads(t, owner, { id: made.id, channel_id: made.channelId, channel_module_id: made.moduleId }) };
    },
    tolerates: { title: "free text: a document's title", description: "free text: a document's description", use_channel_image: "an optional checkbox" },
  },
  "POST channels/update-module": {
    sample: () => ({ module_id: NO_SUCH_EVENT, title: "Week one" }),
    fixture: async (t, { owner }) => ({ body: { module_id: (await modularChannelOf(t, owner)).moduleId, title: "Week one" } }),
    tolerates: { title: "free text: a module's title" },
  },
  "POST channels/delete-module": {
    sample: () => ({ module_id: NO_SUCH_EVENT }),
    fixture: async (t, { owner }) => ({ body: { module_id: (await modularChannelOf(t, owner)).moduleId } }),
  },
  "GET user-profile/:id": {
    params: { id: "1" },
    acceptsValidShape: { reason: "public and read-only: a user id with an unrelated query string is a valid request (404 when absent)" },
  },
  "GET user-profile/:id/:viewerId": {
    params: { id: "1", viewerId: "2" },
    acceptsValidShape: { reason: "public and read-only; the path's viewer id is ignored (the viewer is the token's user)" },
  },
  "GET reviews/:id": {
    params: { id: "1" },
    acceptsValidShape: { reason: "public and read-only: a user id with an unrelated query string is a valid request (404 when absent)" },
  },
  "POST reviews/create": {
    // A review of a user who does not exist: refused (404), nothing stored.
    sample: () => ({ review: "Clear, calm and useful.", rating: 5, user_id: NO_SUCH_EVENT }),
    tolerates: { review: "free text: any review without control characters is a review" },
  },
  "GET channels": {
    acceptsValidShape: {
      reason: "public and read-only: unknown query parameters are ignored; a bad subscriptionType, page or category, or a title over 200 characters, is refused with 422",
    },
  },
  "GET categories-list-search": { acceptsValidShape: { reason: "public and read-only; reads no input" } },
  "GET events-search": {
    acceptsValidShape: {
      reason: "public and read-only: unknown query parameters are ignored; bad event_type, page, category, user_id or a search over 200 characters are refused with 422",
    },
  },
  "GET search-typeahead": {
    acceptsValidShape: {
      reason: "public and read-only: unknown query parameters are ignored; any text is searched as words, and a search over 200 characters or with control characters is refused with 422",
    },
  },
  "POST transaction/free-event": {
    // No such event: refused (404), nothing booked.
    sample: () => ({ event_id: NO_SUCH_EVENT }),
  },
  "POST cancel-booking": {
    // The owner is the one who booked: anyone else has no booking of the event (404).
    sample: () => ({ event_id: NO_SUCH_EVENT }),
    fixture: async (t, { owner }) => {
      const host = await createUser(t.db);
      const eventId = await createHostedEvent(t.db, host.row, { isFree: true, ticketPricePence: 0, canCancel: true });
      await createBooking(t.db, eventId, owner.id);
      return { body: { event_id: eventId } };
    },
  },
  "POST favorite-event": {
    // No such event: refused (404), nothing stored.
    sample: () => ({ event_id: NO_SUCH_EVENT }),
  },
  "GET bookings": {
    acceptsValidShape: { reason: "read-only: the caller's own transactions; an unknown page or query string answers a page" },
  },
  "GET my-channels": {
    acceptsValidShape: { reason: "read-only: the caller's own channels; an unknown page or query string answers a page" },
  },
  "POST channels/update-status": {
    // No such channel: refused (404), nothing changes.
    sample: () => ({ id: NO_SUCH_EVENT }),
    fixture: async (t, { owner }) => ({ body: { id: await createHostedChannel(t.db, owner.row) } }),
  },
  // The subscriber's channels: the "owner" is the subscriber of another host's channel.
  "GET my-subscribed-channels": {
    acceptsValidShape: { reason: "read-only: the caller's own subscriptions; an unrelated query string is ignored" },
  },
  "GET my-subscribed-channel/:id": {
    fixture: async (t, { owner }) => ({ params: { id: String(await subscribedChannelOf(t, owner)) } }),
    acceptsValidShape: { reason: "read-only: the content of a channel the caller subscribes to" },
  },
  "POST channels/update-autorenewal": {
    fixture: async (t, { owner }) => ({ body: { channel_id: await subscribedChannelOf(t, owner) } }),
    // No such channel: refused (404), nothing changes.
    sample: () => ({ channel_id: NO_SUCH_EVENT }),
  },
  "GET favorite-list": {
    acceptsValidShape: { reason: "read-only: the caller's own favourites; an unrelated query string is ignored" },
  },
  "GET booked-events": {
    acceptsValidShape: { reason: "read-only: the caller's own bookings; an unrelated query string is ignored" },
  },
  "GET pricing": {
    acceptsValidShape: { reason: "public and read-only: the packages; an unrelated query string is ignored" },
  },
  "POST check-discount-code": {
    // No such code: refused (400), nothing taken.
    sample: () => ({ code: "NO-SUCH-CODE", event_id: NO_SUCH_EVENT }),
    acceptsValidShape: { reason: "read-only: checking a code changes nothing (a use is taken only when a checkout starts)" },
  },
  "POST check-discount-no-auth": {
    sample: () => ({ code: "NO-SUCH-CODE", event_id: NO_SUCH_EVENT }),
    acceptsValidShape: { reason: "read-only: checking a code changes nothing (a use is taken only when a checkout starts)" },
  },
  "GET checkout/quote": {
    // A visitor is quoted as a new account on the free package (Register and Purchase).
    acceptsValidShape: { reason: "read-only: a quote for an unknown item is a 404 and changes nothing" },
  },
  "POST transaction/create": {
    // No such event: refused (404) before anything is reserved or charged.
    sample: () => ({ id: NO_SUCH_EVENT, transaction_type: "event_booking", invoice_id: "pm_sb_none" }),
  },
  "POST transaction/hosted": {
    sample: () => ({ id: NO_SUCH_EVENT, transaction_type: "event_booking" }),
  },
  "GET transaction/:id": {
    params: { id: String(NO_SUCH_EVENT) },
    fixture: async (t, { owner }) => {
      const host = await createUser(t.db);
      const eventId = await createHostedEvent(t.db, host.row, { isFree: false, ticketPricePence: 1500 });
      const { transactions } = await import("~server/db/schema");
      const [row] = await t.db
        .insert(transactions)
        .values({ userId: owner.id, transactionType: "event_booking", amountPence: 1500, status: "pending", idempotencyKey: `gate-${eventId}`, eventId })
        .returning({ id: transactions.id });
      return { params: { id: String(row!.id) } };
    },
    acceptsValidShape: { reason: "read-only: the caller's own checkout; an unrelated query string is ignored" },
  },
  "POST signup-purchase": {
    // A registration whose payment names no such event: refused (404) before anyone is registered.
    sample: () => ({ registrationData: registration({ email: uniqueEmail("gate-purchase") }), paymentData: { id: NO_SUCH_EVENT, transaction_type: "event_booking", invoice_id: "pm_sb_none" } }),
  },
  "GET stripe/all_cards": {
    acceptsValidShape: { reason: "read-only: the caller's own saved cards; an unrelated query string is ignored" },
  },
  "POST stripe/create_card": {
    // No such payment method at the provider: refused, nothing saved.
    sample: () => ({ invoice_id: "pm_sb_none", nickname: "Work card", name: "Ada Buyer" }),
    tolerates: { nickname: "free text: a card's nickname", name: "free text: the name on the card" },
  },
  "POST stripe/setup-session": {
    sample: () => ({ nickname: "Everyday card" }),
    acceptsValidShape: {
      reason: "a nickname is free text: a valid one opens a hosted page to save a card (the provider's customer and its setup are made)",
      changes: ["users", "sandbox_customers", "sandbox_checkouts"],
    },
    tolerates: { nickname: "free text: any card nickname without control characters" },
  },
  "POST stripe/default_card": {
    sample: () => ({ card_id: NO_SUCH_EVENT }),
    fixture: (t, { owner }) => savedCardOf(t, owner, "default"),
  },
  "POST stripe/delete_card": {
    sample: () => ({ card_id: NO_SUCH_EVENT }),
    fixture: (t, { owner }) => savedCardOf(t, owner, "delete"),
  },
  "POST update-autorenewal": {
    // Turning renewal on for the free package: refused (nothing to renew), nothing stored.
    sample: () => ({ auto_renewal: 1 }),
  },
  "GET countries": {
    acceptsValidShape: { reason: "public and read-only: the country list; an unrelated query string is ignored" },
  },
  "GET stripe/retrive_account": {
    acceptsValidShape: { reason: "read-only: the caller's own connected account (none yet: null)" },
  },
  "POST stripe/create_account": {
    // "ZZ" has the shape of a country's short code but is no country: refused, nothing sent to the provider.
    sample: () => bankForm({ country: "ZZ" }),
  },
  "POST stripe/account-link": {
    // No connected account yet (and the sandbox has no verification page): refused.
  },
  "GET earnings": {
    acceptsValidShape: { reason: "read-only: the caller's own sales" },
  },
  "GET user-complaints": {
    acceptsValidShape: { reason: "read-only: the caller's own tickets" },
  },
  "GET complaint-detail/:id": {
    fixture: (t, { owner }) => ticketOf(t, owner),
    acceptsValidShape: { reason: "read-only: an unrelated query string does not matter" },
  },
  // The admin calls are swept as an administrator (anyone else gets their 404): the reads answer.
  "GET admin/discount-codes": { acceptsValidShape: { reason: "read-only: the discount codes, to an administrator" } },
  "GET admin/categories": { acceptsValidShape: { reason: "read-only: the category tree, to an administrator" } },
  "POST admin/discount-codes": {
    // A code for an event that does not exist: refused, nothing stored.
    sample: () => ({ code: "GATE20", discount_type: "percentage", value: "20", max_uses: "5", expires_on: "", scope: "event", scope_id: String(NO_SUCH_EVENT) }),
  },
  "POST admin/discount-code-status": {
    // A code that does not exist: 404, nothing changed.
    sample: () => ({ id: String(NO_SUCH_EVENT), active: "false" }),
  },
  "POST admin/categories": {
    // A parent that does not exist: refused, nothing stored.
    sample: () => ({ name: "Gate category", kind: "both", parent_id: String(NO_SUCH_EVENT) }),
    tolerates: { name: "free text: a category's name", parent_id: "optional: without it the category is top-level" },
    acceptsValidShape: { reason: "without a parent the sample is a valid top-level category", changes: ["categories", "admin_audit_log"] },
  },
  "POST admin/category-update": {
    // A category that does not exist: 404, nothing changed.
    sample: () => ({ id: String(NO_SUCH_EVENT), name: "Gate category", parent_id: "" }),
    tolerates: { name: "free text: a category's name" },
  },
  "POST admin/category-visibility": {
    sample: () => ({ id: String(NO_SUCH_EVENT), hidden: "true" }),
  },
  "POST admin/category-delete": {
    sample: () => ({ id: String(NO_SUCH_EVENT) }),
  },
  "GET admin/packages": { acceptsValidShape: { reason: "read-only: the packages on sale, to an administrator" } },
  "POST admin/packages": {
    // Every package in shape is a new package: what a valid variant may add, and nothing else.
    sample: () => packageForm({ name: "Gate package" }),
    tolerates: { name: "free text: a package's name" },
    acceptsValidShape: { reason: "a package in shape is a new package", changes: ["packages", "admin_audit_log"] },
  },
  "POST admin/packages/update": {
    // A package that does not exist: 404, nothing changed.
    sample: () => ({ id: String(NO_SUCH_EVENT), ...packageForm({ name: "Gate package" }) }),
    tolerates: { name: "free text: a package's name" },
  },
  // The admin console's reads, swept as an administrator: they change nothing, whatever the query.
  "GET admin/approvals": { acceptsValidShape: { reason: "read-only: the approval queues" } },
  // The approval queues: samples name an event and a channel that do not exist, so a decision is refused (404) and nothing changes.
  "GET admin/approvals/event/:id": { params: { id: String(NO_SUCH_EVENT) } },
  "GET admin/approvals/channel/:id": { params: { id: String(NO_SUCH_EVENT) } },
  "POST admin/approvals/event": {
    sample: () => ({ id: NO_SUCH_EVENT, decision: "reject", reason: "The description promises a refund policy it does not give." }),
    tolerates: { reason: "free text: the reason the host is told" },
  },
  "POST admin/approvals/channel": {
    sample: () => ({ id: NO_SUCH_EVENT, decision: "reject", reason: "The photos are not of the course." }),
    tolerates: { reason: "free text: the reason the host is told" },
  },
  "POST complaints": {
    // A type outside the fixed list: refused, nothing stored.
    sample: () => ({ title: "Refund for a cancelled class", type: "Gossip", message: "The class was cancelled; where is my refund?" }),
    tolerates: { title: "free text: a ticket's title", message: "free text: a ticket's message" },
  },
  "POST complaints-thread": {
    sample: () => ({ message: "Any news on this?", complaints_id: NO_SUCH_EVENT }),
    fixture: async (t, { owner }) => ({ body: { complaints_id: Number((await ticketOf(t, owner)).params!.id) } }),
    tolerates: { message: "free text: a reply" },
  },
  "POST complaints-status": {
    sample: () => ({ complaints_id: NO_SUCH_EVENT, status: "closed" }),
    fixture: async (t, { owner }) => ({ body: { complaints_id: Number((await ticketOf(t, owner)).params!.id) } }),
  },
  // The title calls name their object in the query: any user is let through and gets 404 for what is not theirs (tests/api/email-subscribers.test.ts).
  "GET uploads/link": { acceptsValidShape: { reason: "read-only: a one-minute link to the caller's own upload (404 for anyone else's or none)" } },
  "GET get-event-title": { acceptsValidShape: { reason: "read-only: the title of the caller's own event (404 otherwise)" } },
  "GET get-channel-title": { acceptsValidShape: { reason: "read-only: the title of the caller's own channel (404 otherwise)" } },
  "POST email-to-subscriber": {
    sample: () => ({ subject: "Room change", message: "We meet in the big studio this week.", type_id: NO_SUCH_EVENT, type: "event" }),
    fixture: async (t, { owner }) => ({ body: { type_id: await createHostedEvent(t.db, owner.row), type: "event" } }),
    tolerates: { subject: "free text: a mail's subject", message: "free text: a mail's message" },
  },
  "POST mailing-unsubscribe": {
    // A token that was never signed: refused, nothing recorded and no mail sent.
    sample: () => ({ email: "nobody@example.com", mailingListRemove: 1, changedMindConfirmation: 0, token: "not-a-signed-token" }),
    acceptsValidShape: {
      reason: "without a token it is the typed-address request: a confirmation mail goes to one of our users' addresses, nothing happens for an unknown one (as here), and the answer is the same",
    },
    tolerates: { token: "optional: without a valid one the request is the typed-address one" },
  },
  "POST contact-us": {
    // The hidden field filled, as a bot does: the same answer as a person's, and nothing kept or sent.
    sample: () => ({ full_name: "Ada Visitor", email: "ada.visitor@example.com", mobile: "07700 900123", query: "Do you run evening classes?", website: "https://spam.example.com" }),
    acceptsValidShape: {
      reason: "a valid message is a message: it is kept and mailed (to the team and a copy to the sender), and the sender's address is counted against the limit",
      changes: ["contact_messages", "mail_outbox", "rate_limits"],
    },
    tolerates: {
      full_name: "free text: a name",
      query: "free text: the question",
      website: "the hidden field: empty (a person) is valid",
    },
  },
  "POST landing-page-contact-us": {
    // The hidden field filled, as a bot does: the same answer as a person's, and nothing kept or sent.
    sample: () => ({ full_name: "Ada Creator", content: "Pottery classes", email: "ada.creator@example.com", mobile: "07700900123", source: "yoga-landing", website: "https://spam.example.com" }),
    acceptsValidShape: {
      reason: "a valid registration is a registration: it is kept and the team is mailed, and the sender's address is counted against the limit",
      changes: ["interest_registrations", "mail_outbox", "rate_limits"],
    },
    tolerates: {
      full_name: "free text: a name",
      content: "free text: what they create",
      mobile: "optional",
      creatortype: "asked on the Web3 page only; ignored elsewhere",
      website: "the hidden field: empty (a person) is valid",
    },
  },
  "GET profile": { acceptsValidShape: { reason: "read-only: the caller's own profile" } },
  "POST profile": {
    // A photo upload that is not the caller's: refused, nothing saved.
    sample: () => ({ ...profileForm(), pic: "profile-photos/00000000-0000-4000-8000-000000000009.jpg" }),
    acceptsValidShape: { reason: "without a photo named, a valid profile form saves the caller's own profile", changes: ["users"] },
    tolerates: {
      pic: "optional: without it the photo is kept",
      first_name: "free text: a name",
      last_name: "free text: a name",
      city: "optional free text: left out keeps it, empty clears it",
      country: "optional free text: left out keeps it, empty clears it",
      bio: "free text: about me",
      creator_short_desc: "optional free text: left out keeps it, empty clears it",
      gender: "optional: left out keeps it, empty clears it",
      user_website: "optional: left out keeps it, empty clears it",
      creator_exp: "optional: left out keeps it, empty clears it",
      facebook_link: "optional: left out keeps it, empty clears it",
      twitter_link: "optional: left out keeps it, empty clears it",
      linked_link: "optional: left out keeps it, empty clears it",
      youtube_link: "optional: left out keeps it, empty clears it",
      instagram_link: "optional: left out keeps it, empty clears it",
      tiktok_link: "optional: left out keeps it, empty clears it",
      crop_x: "optional: a crop that does not read is the centre square",
      crop_y: "optional: a crop that does not read is the centre square",
      crop_width: "optional: a crop that does not read is the centre square",
      crop_height: "optional: a crop that does not read is the centre square",
      pic_img: "optional: used only when no upload is named",
      profile_video: "optional",
    },
  },
};

/** The admin content calls' samples: FAQs and tutorials, their order, the content pages and the settings. */
function adminContentNotes(): Partial<Record<CallKey, GateNotes>> {
  const category: GateNotes = {
    sample: () => ({ name: "Gate category" }),
    acceptsValidShape: { reason: "a valid name adds a category (an administrator's own content)", changes: ["help_categories", "video_tutorial_categories", "settings", "admin_audit_log"] },
    tolerates: { name: "free text: any name of at most 100 characters" },
  };
  // The sweep's "unknown and dangerous fields" variant also sends id 1, which names a real row once a
  // create has succeeded: then a rename or a delete of it is an administrator's valid request.
  const onRowOne = (changes: string[]): GateNotes["acceptsValidShape"] => ({
    reason: "the sweep's extra fields include id 1, a row an earlier create may have made: renaming or deleting it is valid",
    changes: [...changes, "settings", "admin_audit_log"],
  });
  const contentTables = ["help_categories", "faqs", "video_tutorial_categories", "video_tutorials"];
  const categoryUpdate: GateNotes = { sample: () => ({ id: NO_SUCH_EVENT, name: "Gate category" }), tolerates: { name: "free text" }, acceptsValidShape: onRowOne(contentTables) };
  const remove: GateNotes = { sample: () => ({ id: NO_SUCH_EVENT }), acceptsValidShape: onRowOne(contentTables) };
  const order: GateNotes = { sample: () => ({ categories: [{ id: NO_SUCH_EVENT, sort: 1 }], entries: [{ id: NO_SUCH_EVENT, sort: 2 }] }) };
  const faq = () => ({ category_id: NO_SUCH_EVENT, question: "Gate question?", answer: "<p>Gate answer</p>" });
  const tutorial = () => ({ category_id: NO_SUCH_EVENT, description: "Gate", video_url: "https://cdn.example.com/gate.mp4", captions_url: "" });
  const freeText = { question: "free text", answer: "HTML, sanitised on save", description: "HTML, sanitised on save", captions_url: "optional: empty is none" };
  const readOnly: GateNotes = { acceptsValidShape: { reason: "read-only: an unrelated query string does not matter" } };
  return {
    "GET admin/faqs": readOnly,
    "GET admin/tutorials": readOnly,
    "GET admin/pages": readOnly,
    "GET admin/pages/:id": { ...readOnly, params: { id: "1" } },
    "GET admin/settings": readOnly,
    "POST admin/faq-categories/create": category,
    "POST admin/faq-categories/update": categoryUpdate,
    "POST admin/faq-categories/delete": remove,
    "POST admin/faqs/create": { sample: faq, tolerates: freeText },
    "POST admin/faqs/update": { sample: () => ({ id: NO_SUCH_EVENT, ...faq() }), tolerates: freeText, acceptsValidShape: onRowOne(contentTables) },
    "POST admin/faqs/delete": remove,
    "POST admin/faqs/order": order,
    "POST admin/tutorial-categories/create": category,
    "POST admin/tutorial-categories/update": categoryUpdate,
    "POST admin/tutorial-categories/delete": remove,
    "POST admin/tutorials/create": { sample: tutorial, tolerates: freeText },
    "POST admin/tutorials/update": { sample: () => ({ id: NO_SUCH_EVENT, ...tutorial() }), tolerates: freeText, acceptsValidShape: onRowOne(contentTables) },
    "POST admin/tutorials/delete": remove,
    "POST admin/tutorials/order": order,
    // No such page: refused, nothing stored.
    "POST admin/pages/update": { sample: () => ({ id: NO_SUCH_EVENT, name: "Gate page", sub_title: "", value: "<p>Gate</p>" }), tolerates: { name: "free text", sub_title: "optional", value: "HTML, sanitised on save" } },
    "POST admin/settings": {
      sample: () => ({ root_landing: "content-creator", voucher_offer_ends: "", social_feed_url: "" }),
      acceptsValidShape: { reason: "valid settings are saved (the demo's defaults)", changes: ["settings", "admin_audit_log"] },
      tolerates: { voucher_offer_ends: "optional: empty is no offer", social_feed_url: "optional: empty is no feed" },
    },
  };
}

/** Every declared call, with who may call it (its declared access) and the table's notes. */
export const accessTable = Object.fromEntries((Object.keys(apiCalls) as CallKey[]).map((key) => [key, { who: apiCalls[key], ...notes[key] }])) as Record<CallKey, CallGate>;

/** What keeps the table from gating every call: each problem names its call. */
export function gateProblems(table: Partial<Record<string, GateNotes>> = notes, declared: Record<string, Access> = apiCalls): string[] {
  return [
    ...Object.entries(declared)
      .filter(([key, access]) => access === "owner" && !table[key]?.fixture)
      .map(([key]) => `${key} is an owner call without an ownership fixture`),
    ...Object.keys(table)
      .filter((key) => !(key in declared))
      .map((key) => `${key} is in the access table but is not a declared call`),
    ...Object.entries(table)
      .filter(([key, gate]) => gate?.fixture && declared[key] !== undefined && declared[key] !== "owner")
      .map(([key]) => `${key} has an ownership fixture but is declared "${declared[key]}", not "owner"`),
  ];
}

/** "pages/:pageId" with its params filled in (each one "1" unless given). */
export function pathOf(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => params[name] ?? "1");
}
