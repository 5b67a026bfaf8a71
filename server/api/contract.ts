// The api/auth contract as one typed map: "METHOD path" → who may call it, what it takes (body,
// query, path params) and what it answers. The router registers its handlers against these keys
// and the web client takes its types from them, so a call to a path that is not here, or with a
// wrong body, does not compile. `apiCalls` lists the same keys at run time for the test gates.
// Types only, apart from that list: the browser never imports this module.
import type { EventFormFields } from "~shared/schemas/event";

// ---------------------------------------------------------------------------------------------
// What the calls answer (snake_case, as the spec's clients read it)

export interface PackageSummary {
  id: number;
  name: string;
  /** Pence. */
  price: number;
  /** A percentage, as the spec's total uses it: 2.5 = 2.5%. */
  payment_handling_fee: number;
  /** A percentage: 20 = 20%. */
  taxation_fee: number;
  max_participant_in_event: number;
  max_participant_in_pre_recorded_event: number;
}

/** The user of spec 000 §3 as the API answers it. */
export interface UserData {
  id: number;
  first_name: string;
  last_name: string;
  full_name: string;
  email: string;
  phone: string | null;
  pic_url: string | null;
  total_reviews: number;
  price_id: number;
  package: PackageSummary;
  role: "user" | "admin";
  is_activated: boolean;
  is_password_reset: 0 | 1;
  auto_renewal: 0 | 1;
  plan_expire_on: string | null;
  url_redirect: string;
}

export interface LoginData extends UserData {
  access_token: string;
}

/** GET can-delete-account: `canDelete` and `message` sit at the top level of the answer and in data. */
export interface CanDeleteAccountData {
  canDelete: boolean;
  message: string;
}

/** A static content page (GET pages/{pageId}). */
export interface ContentPageData {
  name: string;
  sub_title: string | null;
  /** HTML, sanitised to an allow-list. */
  value: string;
}

/** GET sitemap: a public page of an event or channel for /sitemap.xml, and when it last changed. */
export interface SitemapEntryData {
  /** The path, as cards link it ("/event-detail/12/sunrise-flow"). */
  path: string;
  /** ISO 8601, or null when unknown. */
  updated_at: string | null;
}

/** GET faq: a help centre category with its questions; answers are HTML, sanitised to an allow-list. */
export interface HelpCategoryData {
  id: number;
  name: string;
  icon: string | null;
  faqs: { id: number; question: string; answer: string }[];
}

/** A video tutorial: its heading as sanitised HTML, the mp4 and its WebVTT captions when provided. */
export interface VideoTutorialData {
  id: number;
  description: string;
  video_url: string | null;
  captions_url: string | null;
}

/** GET video-tutorial: a category of tutorials (002 §3). */
export interface VideoTutorialCategoryData {
  id: number;
  name: string;
  icon: string | null;
  videoTutorials: VideoTutorialData[];
}

/** GET social-feed: the creator landing's photos (the first 4), or why they could not be read. */
export type SocialFeedData =
  | { configured: false }
  | { configured: true; photos: { id: string; image_url: string; link: string | null; caption: string }[] }
  | { configured: true; error: string };

export interface SiteSettingsData {
  root_landing: "content-creator" | "become-host";
  /** The last day (YYYY-MM-DD) of the landing pages' voucher offer; null when none is running. */
  voucher_offer_ends: string | null;
}

/** POST uploads/start: where the browser sends the file (a signed POST: the fields, then the file as "file"). */
export interface UploadTargetData {
  key: string;
  url: string;
  fields: Record<string, string>;
  /** ISO time; at most 15 minutes ahead. */
  expires_at: string;
}

/** POST uploads/complete: the checked file and where it can be seen (a short-lived link for private files). */
export interface StoredUploadData {
  key: string;
  url: string;
  content_type: string;
  size: number;
}

/** GET can-create-event (spec 001 §6, shaped like can-create-channel of 002): reason "activation" when the account is not activated. */
export interface CanCreateEventData {
  status: boolean;
  message: string;
  reason: "activation" | null;
}

export interface CategoryChoice {
  id: number;
  name: string;
  class_name: string | null;
  /** Sub-categories; the form picks one category, a parent or a sub-category. */
  sub_categories: { id: number; name: string; class_name: string | null }[];
}

export interface ModuleData {
  id: number;
  title: string;
}

/** One of the host's own channels, as the event form's channel select offers it. */
export interface ChannelChoiceData {
  id: number;
  title: string;
  channel_slug: string;
  image: string | null;
  /** Which events it holds: "Pre Recorded Events", "Live Events" or "Pre Recorded and Live". */
  event_type: string;
  channel_module: ModuleData[];
}

/** A paid feature a host can list on an event; value in pence. */
export interface FeatureData {
  id: number;
  name: string;
  value_pence: number;
}

/** GET create-event-require-data. */
export interface CreateEventRequireData {
  user: UserData;
  categories: CategoryChoice[];
  channels: ChannelChoiceData[];
  features: FeatureData[];
}

/**
 * The event form's initial values for editing: the wire format of POST events/create, with every
 * field present (strings as the form's inputs hold them; "" for empty).
 */
export type EventFormInitialValues = Required<
  Omit<EventFormFields, "event_id" | "category_id" | "channel_id" | "channel_module_id" | "bulk_event" | "is_free" | "is_recurring_event" | "can_cancel" | "is_bulk_event" | "features">
> & {
  event_id: number;
  category_id: string;
  channel_id: string;
  channel_module_id: string;
  is_bulk_event: boolean;
  bulk_event: string;
  is_free: boolean;
  is_recurring_event: boolean;
  can_cancel: boolean;
  features: string[];
};

/** Approval as hosts see it: new and edited events wait for an administrator. */
export type EventApprovalStatus = "Pending Approval" | "Approved" | "Rejected";

/** What the edit page needs beside the form's values. */
export interface EventEditDetails {
  id: number;
  event_type: "Online Event" | "Pre Recorded";
  is_bulk_event: boolean;
  /** The series' first occurrence (docs/decisions/017-recurring-events.md); null when not recurring. */
  series_id: number | null;
  approval_status: EventApprovalStatus;
  /** Active bookings: when true the event cannot be edited, only its join link (POST events/update-join-link). */
  is_booked: boolean;
  /** True once a live event has started: it can no longer be edited. */
  has_started: boolean;
  /** True once the event has ended (its join link can no longer change either). */
  has_ended: boolean;
  /** A cancelled event changes no more. */
  is_cancelled: boolean;
  /** 'User has booked this event so can't edit event.' when booked, else "". */
  edit_blocked_message: string;
}

/** GET event-edit/{id}: the owner only; others get 403 'unauthorized' (the page goes to /event-management). */
export interface EventEditData {
  initialValues: EventFormInitialValues;
  data: EventEditDetails;
}

/** POST events/create: the event saved (the first occurrence of a recurring series). */
export interface EventSavedData {
  id: number;
  event_type: "Online Event" | "Pre Recorded";
  is_bulk_event: boolean;
  /** The series id (= id) when recurring, else null. */
  series_id: number | null;
  /** Every occurrence created or updated, the first one first. */
  occurrence_ids: number[];
}

export interface JoinLinkData {
  id: number;
  view_link: string | null;
}

// ---------------------------------------------------------------------------------------------
// Public events (spec 000 §3 "Event (as listed and displayed)"): what cards and event pages read.
// Never the join link (view_link) nor the full video: `has_join_link` says whether one exists.

export interface PublicEventHost {
  id: number;
  full_name: string;
  pic_url: string | null;
  /** The host's package name. */
  package: string;
  /** Average review rating, one decimal; null without reviews. */
  rating: number | null;
  total_reviews: number;
}

/** Times are HH:MM. */
export interface PublicEventData extends EventHeadData {
  description: string;
  /** The server's clock in the event's zone when it answered (YYYY-MM-DD and HH:MM). */
  current_date: string;
  current_time: string;
  /** ISO instants of the start and end (live events), else null. */
  starts_at: string | null;
  ends_at: string | null;
  /** Photo URLs; the first is the cover. */
  images: string[];
  /** The public preview's URL. */
  short_video: string | null;
  /** Pence. */
  ticket_price: number;
  /** Pence: what this viewer pays, tax and the handling fee included (UK law bans drip pricing). */
  price_all_in: number;
  is_free: boolean;
  is_booked: boolean;
  is_favorite: boolean;
  /** The viewer is the event's host. */
  is_host: boolean;
  can_cancel: boolean;
  cancelled: 0 | 1;
  is_published: boolean;
  is_reject: boolean;
  remaining_seat: number;
  max_participants: number;
  /** Seconds. */
  pre_recorded_duration: number | null;
  /** The first occurrence of a recurring series, else null. */
  series_id: number | null;
  has_join_link: boolean;
  channel_id: number | null;
  channel: { id: number; title: string; channel_slug: string; remaining_subscriber: number } | null;
  channel_subscribe_status: boolean;
  user_id: number;
  user: PublicEventHost;
  category_name: { id: number; name: string; parent_name: string | null } | null;
}

/** GET categories-list-search: event categories, parents first, each followed by its sub-categories. */
export interface SearchCategoryData {
  id: number;
  name: string;
  parent_id: number | null;
}

/** The page of a paged list (an extra field beside `data`). */
export interface PaginationMeta {
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
}

/**
 * GET events-search, beside `pagination`: when the text finds nothing, "Did you mean" suggestions,
 * the nearest event category names and event titles under the same filters, best first (at most 5);
 * otherwise empty. Searching `text` with the same filters finds events.
 */
export interface SearchSuggestionData {
  text: string;
  kind: "category" | "title";
}

export type EventsSearchQuery = {
  /** "", "all", "Online Event" (or "online"), "Pre Recorded" (or "pre-recorded"). */
  event_type?: string;
  /** Words, quoted phrases, OR and -word (websearch syntax); at most 200 characters. */
  search?: string;
  /** A host's events only. */
  user_id?: string | number;
  /** A category id: the category and its sub-categories. */
  category?: string | number;
  /** 1-based; 9 per page. */
  page?: string | number;
};

// ---------------------------------------------------------------------------------------------
// What the calls take (the wire format; the router's zod schemas must accept it)

/** A checkbox as a JSON client or a form sends it. */
type Tick = boolean | string;

export interface LoginBody {
  email: string;
  password: string;
}

export interface SignupBody {
  first_name: string;
  last_name: string;
  email: string;
  email_confirmation: string;
  /** YYYY-MM-DD. */
  dateOfBirth: string;
  password: string;
  password_confirmation: string;
  acceptTerms: Tick;
  isover16: Tick;
  acceptContact: Tick;
}

export interface EmailBody {
  email: string;
}

export interface ActivateBody {
  code: string;
}

export interface ResendActivationBody {
  /** Read and ignored: the link goes to the caller. */
  userId?: number;
}

export interface ChangePasswordBody {
  old_password: string;
  new_password: string;
  password_confirmation: string;
}

export interface DeleteAccountBody {
  password: string;
}

export interface UploadStartBody {
  /** server/domain/uploads/purposes.ts: event-image, speaker-photo, short-video, full-video, ... */
  purpose: string;
  file_name: string;
  content_type?: string;
  /** Bytes. */
  size: number | string;
}

export interface UploadCompleteBody {
  key: string;
}

// ---------------------------------------------------------------------------------------------
// The host's events: video, bulk, My Hosted Events, Cancel Event (spec 001 §2.6, §2.7, §2.12; 000 §4)

/** GET event-edit-video/{id}: the video step of a pre-recorded event (owner only, else 'unauthorized'). */
export interface EventVideoData {
  initialValues: {
    event_id: number;
    title: string;
    /** The storage key of the current video, or null. */
    full_video: string | null;
    /** Seconds. */
    pre_recorded_duration: number | null;
  };
  /** Where the host's player can fetch the current video (a short-lived signed URL), or null. */
  video_url: string | null;
  /** The event has bookings: its video can no longer be changed. */
  is_booked: boolean;
}

export interface UpdateVideoBody {
  event_id: number | string;
  /** Shown on the page; not changed by this call. */
  title?: string;
  /** The storage key of the uploaded video (uploads/complete or the page's own form post). */
  full_video: string;
  /** Seconds; read from the file when not given. */
  pre_recorded_duration?: number | string | null;
}

export interface UpdateVideoData {
  success: true;
  event_id: number;
  full_video: string;
  pre_recorded_duration: number | null;
}

export interface EventIdBody {
  event_id: number | string;
}

export interface BulkStartMailBody {
  bulk_id: number | string;
  /** The titles being uploaded (at most 15), for the mail. */
  titles?: string[];
}

/** One row of the bulk page (spec 001 §3 "Bulk event row"); files are storage keys, the price is in pounds. */
export interface BulkRowWire {
  title?: string | null;
  description?: string | null;
  /** Photo keys (a comma-separated text is read as a list). */
  images?: string[] | string | null;
  video?: string | null;
  ticket_price?: string | number | null;
  pre_recorded_duration?: string | number | null;
  /** Read and ignored: every row is in the bulk's channel. */
  channel_id?: string | number | null;
  channel_module_id?: string | number | null;
  /** Read and ignored: the bulk is the body's bulk_id. */
  bulk_id?: string | number | null;
}

export interface BulkBody {
  bulk_id: number | string;
  bulk: BulkRowWire[];
}

export interface BulkEditData {
  /** The rows the page starts with: the bulk's parent event, then copies of its channel, module and description. */
  data: (BulkRowWire & { bulk_id: number })[];
  modules: { id: number; title: string }[];
  bulk_id: number;
  title: string;
  channel_id: number | null;
  /** True once create-bulk has run for this bulk. */
  created: boolean;
}

/** events/bulk: a check of every row against the rules (video included); nothing is saved. */
export interface BulkCheckData {
  success: true;
  rows: number;
}

export interface CreateBulkData {
  success: true;
  message: string;
  /** The events of the bulk, the parent first. */
  ids: number[];
  /** Titles of rows created without a video (their upload failed). */
  without_video: string[];
}

export type HostedEventsTab = "all" | "online" | "pre-recorded";

/** An event's name and when it happens, as every event answer starts. */
export interface EventHeadData {
  id: number;
  title: string;
  event_slug: string;
  event_type: "Online Event" | "Pre Recorded";
  /** In the event's own zone (time_zone, IANA); null dates for pre-recorded events. */
  event_date: string | null;
  end_date: string | null;
  event_time: string | null;
  end_time: string | null;
  time_zone: string;
}

/** One event of My Hosted Events. Money in pence. */
export interface HostedEventData extends EventHeadData {
  ticket_price: number;
  is_free: boolean;
  channel_id: number | null;
  is_published: boolean;
  is_reject: boolean;
  cancelled: 0 | 1;
  /** Active bookings. */
  booked_count: number;
  remaining_seat: number;
  /** 000 §4: 'Pending Approval', 'Rejected by Admin', 'Event Cancelled', 'Event Completed', or null. */
  host_status: string | null;
  can_edit: boolean;
  can_cancel: boolean;
  can_email_subscribers: boolean;
  has_video: boolean;
  is_bulk_event: boolean;
  /** The public page of the event. */
  view_path: string;
}

export interface CancelEventData {
  event_id: number;
  cancelled: 1;
  cancelled_bookings: number;
  refunds_owed: number;
}

/** POST events/update-join-link: the join link alone, which stays editable after bookings until the event ends. */
export interface JoinLinkBody {
  event_id: number | string;
  /** https URL; empty clears it. */
  view_link?: string | null;
}

export interface AddModuleBody {
  channel_id: number | string;
  title: string;
}

// ---------------------------------------------------------------------------------------------
// The home page (spec 001 §1, §7): about block, featured event, trending tab, upcoming carousels

/** GET about: the about block (content page 4), its text made plain and cut to 800 characters. */
export interface AboutBlockData {
  name: string;
  sub_title: string | null;
  /** Plain text, at most 800 characters (cut at a word, with "…"). */
  value: string;
  image_url: string | null;
}

/** A category tab of a home carousel: a parent category with upcoming events of the carousel's type. */
export interface HomeCategoryTab {
  id: number;
  name: string;
  class_name: string | null;
}

/** GET upcoming_online_event / upcoming_recorded_event[/{userId}]. */
export interface UpcomingEventsData {
  events: PublicEventData[];
  /** The tabs to offer (independent of the filter). */
  categories: HomeCategoryTab[];
  /** The filter applied, or null for all. */
  category_id: number | null;
}

export interface TrendingEventData extends PublicEventData {
  /** The description as plain text cut to 100 characters. */
  short_description: string;
  /** Bookings (not cancelled) made in the last 30 days. */
  recent_bookings: number;
}

export interface TrendingChannelData {
  id: number;
  title: string;
  channel_slug: string;
  image: string | null;
  /** The description as plain text cut to 100 characters. */
  short_description: string;
  /** Pence. */
  price: number;
  is_monthly_subscription: boolean;
  host: { id: number; full_name: string };
  /** Subscriptions started in the last 30 days. */
  recent_subscriptions: number;
}

/** GET trending-event-channel. */
export interface TrendingData {
  channels: TrendingChannelData[];
  events: TrendingEventData[];
}

/** ?category= of the upcoming lists: a category id (a parent includes its sub-categories). */
export interface HomeListQuery extends Record<string, string | number | undefined> {
  category?: string | number;
}

// Host profiles and reviews (spec 001 §2.8, §2.10, §3, §7)

/** A user as anyone may see them: no email, date of birth, phone, package or payment details. */
export interface PublicUserData {
  id: number;
  first_name: string;
  last_name: string;
  full_name: string;
  /** The host_name of /host-profile/{id}/{host_name}. */
  slug: string;
  /** A public address of the picture, or null. */
  pic_url: string | null;
  bio: string | null;
  creator_short_desc: string | null;
  /** Years of experience. */
  creator_exp: number | null;
  user_website: string | null;
  /** A public address of the profile video, or null. */
  profile_video: string | null;
  facebook_link: string | null;
  twitter_link: string | null;
  linked_link: string | null;
  youtube_link: string | null;
  instagram_link: string | null;
  tiktok_link: string | null;
  total_reviews: number;
  /** The average of the ratings to one decimal (shared/host-profile.ts), null before the first review. */
  average_rating: number | null;
}

/** A channel card on a host profile; links to /channel-detail/{id}/{channel_slug}. */
export interface ProfileChannelData {
  id: number;
  title: string;
  channel_slug: string;
  /** A public address of the channel's image, or null. */
  image: string | null;
  /** Cut to 100 characters. */
  description: string;
  /** Pence. */
  price: number;
  is_monthly_subscription: boolean;
  event_type: string;
}

/**
 * The public host profile (spec 001 §3 "User / host profile"): the public fields, the host's
 * channels, and the event cards the profile lists — live events not yet ended and pre-recorded
 * events outside channels — as every public event answer: never a join link or a full video.
 */
export interface HostProfileData extends PublicUserData {
  events: PublicEventData[];
  channels: ProfileChannelData[];
  /** The caller (from the token, never the path) is this user. */
  is_own_profile: boolean;
}

/** One review (spec 001 §3 "Review"); user_id is the reviewer. */
export interface ReviewData {
  id: number;
  user_id: number;
  full_name: string;
  pic_url: string | null;
  created_at: string;
  rating: number;
  review: string;
  /** The reviewer booked an event of, or subscribed to a channel of, the reviewed user. */
  verified: boolean;
}

/** GET reviews/{id}: the reviewed user and their reviews, newest first; what the caller may do. */
export interface ReviewsData {
  user: PublicUserData;
  reviews: ReviewData[];
  /** A logged-in caller who is not the reviewed user. */
  can_review: boolean;
  /** The caller's own review of this user (a new one edits it), or null. */
  my_review: { review: string; rating: number } | null;
}

export interface ReviewBody {
  review: string;
  /** 1 to 5. */
  rating: number | string;
  /** The reviewed user. */
  user_id: number | string;
}

export interface ReviewSavedData {
  id: number;
  /** False when the caller's earlier review of this user was edited. */
  created: boolean;
}

// ---------------------------------------------------------------------------------------------
// Event pages and watching (spec 001 §2.9, 000 §7 events/{id}, 002 §7 pre-recorded-event/{id})

/** The host card of an event page: the public host plus their profile's links. */
export interface EventDetailHost extends PublicEventHost {
  bio: string | null;
  website: string | null;
  facebook_link: string | null;
  twitter_link: string | null;
  linked_link: string | null;
  youtube_link: string | null;
  instagram_link: string | null;
  tiktok_link: string | null;
}

/** GET events/{id}: the public event plus what only its page shows. Never view_link or full_video. */
export interface EventDetailData extends Omit<PublicEventData, "user"> {
  user: EventDetailHost;
  /** Category names: the parent first, then the event's own (sub-)category. */
  categories: string[];
  cancellation: { title: string | null; description: string | null };
  schedule_details: { start_date: string; start_time: string; title: string; speaker: string | null }[];
  speakers: { id: number; name: string; description: string | null; pic: string | null }[];
  /** Paid extras; value in pence. */
  features: { id: number; name: string; value: number }[];
  /** The viewer is an administrator. */
  is_admin: boolean;
}

/** GET pre-recorded-event/{id} (002 §7: data event, user). */
export interface PreRecordedEventData {
  event: EventDetailData;
  user: { id: number; full_name: string; role: "user" | "admin" };
  /**
   * A signed link to the full video, valid for at most 15 minutes, for a buyer (active booking),
   * the host or an administrator; null for everyone else and when there is no video.
   */
  video_url: string | null;
  /** ISO instant when video_url stops working, or null. */
  video_url_expires_at: string | null;
}

/** Why GET join/{id} refuses, or "open". */
export type JoinStatus = "open" | "not-live" | "cancelled" | "not-booked" | "too-early" | "ended" | "no-link";

/**
 * GET join/{id}: asked at the click of JOIN NOW. `redirect_to` is the host's link, only when status
 * is "open" (an active booking or the host, between 15 minutes before the start and the end).
 */
export interface JoinEventData {
  status: JoinStatus;
  redirect_to: string | null;
  event: { id: number; title: string; event_slug: string; event_type: "Online Event" | "Pre Recorded"; time_zone: string; starts_at: string | null; ends_at: string | null };
}

// ---------------------------------------------------------------------------------------------
// Booking, favourites and the attendee's lists (spec 000 §2, §4, §7)

/** POST transaction/free-event: the booking made. */
export interface FreeBookingData {
  event_id: number;
  /** The reference shown to people (the spec's "booking id"), e.g. MQ-7K2P9QXA. */
  booking_id: string;
  is_booked: true;
}

/** POST cancel-booking: the booking cancelled and its seat freed. */
export interface CancelBookingData {
  event_id: number;
  booking_id: string;
  is_booked: false;
  /** Pence recorded as owed back (a paid booking; the payments work pays it), 0 for a free one. */
  refund_owed: number;
}

/** POST favorite-event: the event's favourite state after the toggle. */
export interface FavouriteData {
  event_id: number;
  is_favorite: boolean;
}

/** One row of the transaction history (spec 000 §3 Booking/transaction). Money in pence. */
export interface TransactionData {
  /** A payment, or a refund of one (ids are each kind's own). */
  kind: "payment" | "refund";
  id: number;
  created_at: string;
  transaction_type: "channel_subscription" | "package_subscription" | "event_booking";
  amount: number;
  status: "pending" | "succeeded" | "failed" | "refunded" | "expired";
  /** The booking's reference, or null (a subscription). */
  booking_id: string | null;
  event_title: string | null;
  category_name: string | null;
  /** For a refund: owed (on its way), refunded or failed; null for a payment. */
  refund_status: "owed" | "refunded" | "failed" | null;
}

/** GET bookings: one page of the transaction history, 10 rows a page. */
export interface TransactionHistoryData {
  transactions: TransactionData[];
  page: number;
  per_page: number;
  total: number;
  last_page: number;
}

// ---------------------------------------------------------------------------------------------
// The map

/** public: anyone; user: a valid bearer token; admin: an administrator's token. */
export type Access = "public" | "user" | "admin";

/** One call. `extra` are fields the spec puts at the top level of the answer beside `data`. */
export interface CallShape {
  access: Access;
  body?: object;
  query?: Record<string, string | number | boolean | undefined>;
  params?: Record<string, string | number>;
  data: unknown;
  extra?: object;
}

// ---------------------------------------------------------------------------------------------
// Payments (issue 10; spec 000 §3, §4, §7, §9; 002 §2.7, §7). Money is pence; percentages as the
// spec's clients read them (20 = 20 %).

export type TransactionType = "event_booking" | "channel_subscription" | "package_subscription";

/** A package on /pricing (spec 000 §3 Package). */
export interface PricingPackageData {
  id: number;
  name: string;
  /** Pence per tenure. */
  price: number;
  tenure: string;
  commision_live_event: number;
  commision_pre_recorded_event: number;
  commision_subscription_user: number;
  payment_handling_fee: number;
  taxation_fee: number;
  no_of_channel: number;
  max_participant_in_event: number;
  max_participant_in_pre_recorded_event: number;
  max_subscriber_in_channel: number;
  no_of_event_in_channel: number;
}

/** check-discount-code / check-discount-no-auth: value is a percentage (10 = 10 %) or pence. */
export interface DiscountCodeData {
  id: number;
  discount_type: "percentage" | "fixed";
  value: number;
}

export interface DiscountCheckBody {
  code: string;
  /** The event (event_booking), channel or package the code is for; event_id as the spec names it. */
  event_id?: number | string;
  id?: number | string;
  transaction_type?: TransactionType;
}

/** The server's breakdown of what the buyer pays (spec 000 §9), all pence. */
export interface PriceBreakdownData {
  price: number;
  discount: number;
  taxes: number;
  /** The payment handling fee ("stripeCharges" in the spec's payload). */
  stripe_charges: number;
  total: number;
  /** A total of 0: the free flow, no payment fields. */
  free: boolean;
}

/** What the checkout shows before paying: the item, the breakdown and the buyer's saved cards. */
export interface CheckoutQuoteData {
  transaction_type: TransactionType;
  id: number;
  title: string;
  breakdown: PriceBreakdownData;
  provider: "stripe" | "sandbox";
  /** For Stripe.js; null with the sandbox. */
  publishable_key: string | null;
}

export type CheckoutQuoteQuery = {
  transaction_type: TransactionType;
  id: number | string;
  couponCode?: string;
};

/**
 * POST transaction/create (spec 000 §7). invoice_id is the payment-method id made in the browser
 * (or a saved card's). amount, taxes, stripeCharges and couponAmount are checked against the
 * server's own figures, never used: a difference is refused with a message.
 */
export interface TransactionCreateBody {
  invoice_id?: string;
  amount?: number | string;
  id: number | string;
  transaction_type: TransactionType;
  taxes?: number | string;
  stripeCharges?: number | string;
  couponCode?: string;
  discount_id?: number | string;
  couponAmount?: number | string;
  saveCard?: boolean | number | string;
  nickName?: string;
  /** Our additions: a retry of the same checkout sends the same key (one payment, one booking). */
  checkout_key?: string;
}

/** The state of one checkout, which the modal and the result page read (fulfilment is the webhook's). */
export interface CheckoutStateData {
  /** The reservation / transaction id. */
  transaction_id: number;
  status: "pending" | "requires_action" | "succeeded" | "failed" | "refunded" | "expired";
  message: string | null;
  /** The booking reference once fulfilled (event bookings). */
  booking_id: string | null;
  /** Stripe: the PaymentIntent client secret for handleNextAction; never logged. */
  client_secret: string | null;
  /** The sandbox's 3-D Secure page. */
  next_action_url: string | null;
  title: string;
  amount: number;
}

export interface TransactionCreateData {
  user: UserData;
  booking: { booking_id: string | null };
  checkout: CheckoutStateData;
}

/** Start of the path without JavaScript: the provider's hosted card page. */
export interface HostedCheckoutBody {
  id: number | string;
  transaction_type: TransactionType;
  couponCode?: string;
  checkout_key?: string;
  /** Save the card entered on the hosted page, under nickName, once paid. */
  saveCard?: boolean | number | string;
  nickName?: string;
}

export interface HostedCheckoutData {
  transaction_id: number;
  url: string;
}

export interface SignupPurchaseBody {
  registrationData: SignupBody;
  paymentData: TransactionCreateBody & { nick_name?: string };
}

export interface SignupPurchaseData {
  success: boolean;
  title: string;
  message: string;
  /** payment_url: without a card from the browser, the provider's hosted page where the new account pays. */
  transactionResponse: { booking_id: string | null; transaction_id: number | null; payment_url?: string | null };
}

/** A saved card (002 §3 Card); never a number, only the brand and the last four digits. */
export interface SavedCardData {
  id: number;
  nickname: string;
  card_brand: string | null;
  card_last_four: string | null;
  exp_month: number | null;
  exp_year: number | null;
  is_default: boolean;
  payment_method_id: string;
}

export interface CreateCardBody {
  invoice_id?: string;
  nickname: string;
  name?: string;
  email?: string;
  phone?: string;
  source?: string;
}

export interface CardIdBody {
  card_id: number | string;
  stripe_id?: string;
}

/** The bank details form (002 §3): sent to the payment provider, never kept by Marquee. */
export interface BankDetailsBody {
  first_name: string;
  last_name: string;
  email: string;
  dob_day: string | number;
  dob_month: string | number;
  dob_year: string | number;
  line1: string;
  postal_code: string;
  city: string;
  country: string;
  account_holder_name: string;
  /** The sort code (dashes allowed). */
  routing_number: string;
  account_number: string;
  confirm_account_number: string;
  phone: string;
}

export type PayoutStatusData = "details_needed" | "pending_verification" | "payouts_enabled";

/**
 * stripe/retrive_account (002 §3): the host's connected account as the provider holds it, in Stripe's
 * shape; the bank account masked (last four digits, sort code "••-••-56"). `response` is null before
 * the first save.
 */
export interface RetrieveAccountData {
  response: {
    id: string;
    status: PayoutStatusData;
    individual: {
      first_name: string;
      last_name: string;
      email: string;
      dob: { day: number; month: number; year: number } | null;
      address: { line1: string; postal_code: string; city: string; country: string };
      phone: string;
    };
    external_accounts: { data: { account_holder_name: string; last4: string; routing_number: string }[] };
  } | null;
  /** Whether the provider has its own verification page ("Verify with Stripe"). */
  can_verify: boolean;
}

export interface CountryData {
  sortname: string;
  name: string;
}

/** A host's earnings (issue 11 §3), in pence; months are Europe/London. */
export interface EarningsData {
  package: { id: number; name: string; commission_live_event_bp: number; commission_pre_recorded_event_bp: number; commission_subscription_user_bp: number };
  rows: {
    month: string;
    type: "event" | "channel";
    id: number;
    title: string;
    sold: number;
    sales_pence: number;
    refunds_pence: number;
    commission_pence: number;
    paid_out_pence: number;
    to_be_paid_pence: number;
  }[];
  totals: { sold: number; sales_pence: number; refunds_pence: number; commission_pence: number; paid_out_pence: number; to_be_paid_pence: number };
}

/** A support ticket (002 §3 Ticket); status true = Open. */
export interface TicketData {
  id: number;
  title: string;
  type: string;
  message: string;
  status: boolean;
  created_at: string;
}

export interface TicketDetailData {
  user: { id: number; full_name: string; role: "user" | "admin" };
  complaint: TicketData & {
    owner_name: string;
    threads: { id: number; message: string; created_at: string; user: { full_name: string }; from_staff: boolean }[];
  };
}

export interface NewTicketBody {
  title: string;
  type: string;
  message: string;
}

export interface TicketReplyBody {
  message: string;
  complaints_id: number | string;
}

export interface TicketStatusBody {
  complaints_id: number | string;
  status: "open" | "closed";
}

export interface EmailToSubscriberBody {
  subject: string;
  message: string;
  type_id: number | string;
  type: "event" | "channel";
}

/** 002 §3 Unsubscribe, plus the signed token of a mailed link (without one, a confirmation mail is sent). */
export interface UnsubscribeBody {
  email: string;
  mailingListRemove: boolean | number | string;
  changedMindConfirmation: boolean | number | string;
  token?: string;
}

/** My Profile (001 §2.4, §3 User / host profile): the caller's own editable profile. */
export interface ProfileData {
  first_name: string;
  last_name: string;
  email: string;
  dob: string | null;
  gender: string | null;
  city: string | null;
  country: string | null;
  user_website: string | null;
  bio: string | null;
  creator_short_desc: string | null;
  creator_exp: number | null;
  facebook_link: string | null;
  twitter_link: string | null;
  linked_link: string | null;
  youtube_link: string | null;
  instagram_link: string | null;
  tiktok_link: string | null;
  pic_url: string | null;
  avatar_url: string | null;
  /** The saved video's storage key (kept by the form) and where to watch it. */
  profile_video: string | null;
  profile_video_url: string | null;
  package: { id: number; name: string };
  /** The public host page. */
  profile_path: string;
}

/** The form's fields are all sent (empty strings for the optional ones). */
export interface ProfileBody {
  first_name: string;
  last_name: string;
  gender: string;
  city: string;
  country: string;
  user_website: string;
  bio: string;
  creator_short_desc: string;
  creator_exp: string | number;
  facebook_link: string;
  twitter_link: string;
  linked_link: string;
  youtube_link: string;
  instagram_link: string;
  tiktok_link: string;
  /** A finished profile-photo upload of the caller's. */
  pic?: string;
  /** The square chosen in the browser, in percent of the photo's width and height. */
  crop_x?: string | number;
  crop_y?: string | number;
  crop_width?: string | number;
  crop_height?: string | number;
  /** The spec's base64 photo, when no upload is named. */
  pic_img?: string;
  /** A finished profile-video upload of the caller's; "" removes the video; absent keeps it. */
  profile_video?: string;
}

/** Contact Us (000 §3 Contact form); `website` is the hidden field only bots fill. */
export interface ContactBody {
  full_name: string;
  email: string;
  mobile: string;
  query: string;
  website?: string;
}

/** Register Interest (002 §3 Interest registration): `source` is the landing page; `website` is the hidden field only bots fill. */
export interface InterestBody {
  full_name: string;
  content?: string;
  email: string;
  mobile?: string;
  source: "main-site" | "yoga-landing" | "fitness-landing" | "beauty-landing" | "coaching-landing" | "why-marquee-landing" | "new-marquee-landing" | "web3-landing";
  /** The Web3 page only: creator, purchaser or both. */
  creatortype?: string;
  website?: string;
}

export interface AutoRenewalBody {
  auto_renewal: 0 | 1 | "0" | "1";
}

export interface ApiContract {
  "POST login": { access: "public"; body: LoginBody; data: LoginData };
  "POST signup": { access: "public"; body: SignupBody; data: null; extra: { title: string } };
  "POST forgot-password": { access: "public"; body: EmailBody; data: null };
  "POST activate": { access: "public"; body: ActivateBody; data: null };
  "POST resend-activation": { access: "user"; body: ResendActivationBody; data: null };
  "POST change-password": { access: "user"; body: ChangePasswordBody; data: UserData | null };
  "POST logout": { access: "user"; data: null };
  "GET user": { access: "user"; data: UserData };
  "GET can-delete-account": { access: "user"; data: CanDeleteAccountData; extra: CanDeleteAccountData };
  "POST delete-account": { access: "user"; body: DeleteAccountBody; data: null };
  "GET site-settings": { access: "public"; data: SiteSettingsData };
  "GET social-feed": { access: "public"; data: SocialFeedData };
  "GET pages/:pageId": { access: "public"; params: { pageId: number | string }; data: ContentPageData };
  "GET faq": { access: "public"; data: HelpCategoryData[] };
  "GET video-tutorial": { access: "public"; data: VideoTutorialCategoryData[] };
  "GET sitemap": { access: "public"; data: SitemapEntryData[] };
  // The home page (spec 001 §7). A path's userId is read and ignored: the viewer is the token's user.
  "GET about": { access: "public"; data: AboutBlockData };
  "GET home-event": { access: "public"; data: PublicEventData | null };
  "GET home-event/:userId": { access: "public"; params: { userId: number | string }; data: PublicEventData | null };
  "GET trending-event-channel": { access: "public"; data: TrendingData };
  "GET upcoming_online_event": { access: "public"; query: HomeListQuery; data: UpcomingEventsData };
  "GET upcoming_online_event/:userId": { access: "public"; params: { userId: number | string }; query: HomeListQuery; data: UpcomingEventsData };
  "GET upcoming_recorded_event": { access: "public"; query: HomeListQuery; data: UpcomingEventsData };
  "GET upcoming_recorded_event/:userId": { access: "public"; params: { userId: number | string }; query: HomeListQuery; data: UpcomingEventsData };
  "GET event-edit-video/:id": { access: "user"; params: { id: number | string }; data: EventVideoData };
  "POST events/update-video": { access: "user"; body: UpdateVideoBody; data: UpdateVideoData };
  // Event pages and watching. Unknown, bad or hidden (unpublished, rejected: host and admins only) ids: 404.
  "GET events/:id": { access: "public"; params: { id: number | string }; data: EventDetailData };
  /** The same as events/{id}: the viewer is the token's user, never the path's userId (read and ignored). */
  "GET events/:id/:userId": { access: "public"; params: { id: number | string; userId: number | string }; data: EventDetailData };
  "GET pre-recorded-event/:id": { access: "user"; params: { id: number | string }; data: PreRecordedEventData };
  "GET join/:id": { access: "user"; params: { id: number | string }; data: JoinEventData };
  "POST events/upload-video-start-mail": { access: "user"; body: EventIdBody; data: null };
  "POST events/upload-bulk-video-start-mail": { access: "user"; body: BulkStartMailBody; data: null };
  "GET event-bulk-edit/:id": { access: "user"; params: { id: number | string }; data: BulkEditData };
  "POST events/bulk": { access: "user"; body: BulkBody; data: BulkCheckData };
  "POST events/create-bulk": { access: "user"; body: BulkBody; data: CreateBulkData };
  "GET user-events": { access: "user"; query: { type?: HostedEventsTab }; data: HostedEventData[] };
  "POST cancel-event": { access: "user"; body: EventIdBody; data: CancelEventData };
  "POST uploads/start": { access: "user"; body: UploadStartBody; data: UploadTargetData };
  "POST uploads/complete": { access: "user"; body: UploadCompleteBody; data: StoredUploadData };
  /** An upload the caller did not save (replaced, or the page left): deleted now. Never one a saved object uses. */
  "POST uploads/discard": { access: "user"; body: UploadCompleteBody; data: null };
  // Event authoring (spec 001 §6, §7). Events are created Pending Approval.
  "GET can-create-event": { access: "user"; data: CanCreateEventData };
  // Booking and favourites (spec 000 §4, §7). Refusals are 400/404/409 with a specific message.
  "POST transaction/free-event": { access: "user"; body: EventIdBody; data: FreeBookingData };
  "POST cancel-booking": { access: "user"; body: EventIdBody; data: CancelBookingData };
  "POST favorite-event": { access: "user"; body: EventIdBody; data: FavouriteData };
  /** The caller's transactions, newest first; `page` past the end answers the last page. */
  "GET bookings": { access: "user"; query: { page?: number | string }; data: TransactionHistoryData };
  /** The caller's favourite events (tabs all / online / pre-recorded), the latest first, as public cards. */
  "GET favorite-list": { access: "user"; query: { type?: HostedEventsTab }; data: PublicEventData[] };
  /** The events the caller holds an active booking of (same tabs), the latest booking first. */
  "GET booked-events": { access: "user"; query: { type?: HostedEventsTab }; data: PublicEventData[] };
  "GET create-event-require-data": { access: "user"; data: CreateEventRequireData };
  /** Owner only: 403 'unauthorized' for anyone else, 404 for no such event. */
  "GET event-edit/:id": { access: "user"; params: { id: number | string }; data: EventEditData };
  /**
   * Creates (no event_id) or updates (event_id, owner only) an event. Bad input: 422 'Required
   * fields missing' with the per-field messages in `errors`. A recurring live event becomes one row
   * per occurrence sharing series_id (ADR 017); an update changes that occurrence only. A booked
   * event is refused (409 'User has booked this event so can't edit event.'): its join link alone
   * changes through POST events/update-join-link.
   */
  "POST events/create": { access: "user"; body: EventFormFields; data: EventSavedData };
  /** Owner only; allowed with bookings, until the event ends; never affects approval. */
  "POST events/update-join-link": { access: "user"; body: JoinLinkBody; data: JoinLinkData };
  /** The channel's owner only; answers the channel's modules after adding ('Empty Field is not allowed!' for no title). */
  "POST channels/add-module": { access: "user"; body: AddModuleBody; data: ModuleData[] };
  // Host profiles (spec 001 §2.8, §7): public; the optional viewerId of the path is ignored (the
  // viewer is the token's user). 404 'User not found' for an unknown or deleted user.
  "GET user-profile/:id": { access: "public"; params: { id: number | string }; data: { user: HostProfileData } };
  "GET user-profile/:id/:viewerId": { access: "public"; params: { id: number | string; viewerId: number | string }; data: { user: HostProfileData } };
  // Reviews (spec 001 §2.10, §7). One review per reviewer per user: a second one edits the first.
  /** Public; 404 'User not found' for an unknown or deleted user. */
  "GET reviews/:id": { access: "public"; params: { id: number | string }; data: ReviewsData };
  /** Not of oneself (403); 422 with 'Review is required' / the rating's message on bad input. */
  "POST reviews/create": { access: "user"; body: ReviewBody; data: ReviewSavedData };
  // Discovery (spec 000 §2 Events search, §7).
  "GET categories-list-search": { access: "public"; data: SearchCategoryData[] };
  /**
   * Published, active, not cancelled events outside channels that have not ended, 9 per page;
   * ranked by text relevance then date when `search` is given, else by date (pre-recorded after
   * live). Bad input: 422 with the field's message.
   */
  "GET events-search": { access: "public"; query: EventsSearchQuery; data: PublicEventData[]; extra: { pagination: PaginationMeta; suggestions: SearchSuggestionData[] } };
  // Payments (issue 10). Amounts are recomputed by the server; figures sent by the browser are only checked.
  "GET pricing": { access: "public"; data: PricingPackageData[] };
  "POST check-discount-code": { access: "user"; body: DiscountCheckBody; data: DiscountCodeData };
  "POST check-discount-no-auth": { access: "public"; body: DiscountCheckBody; data: DiscountCodeData };
  /** The breakdown the checkout shows for the caller (their package's fees), with a coupon when given. */
  /** A visitor is quoted as a new account on the free package (Register and Purchase). */
  "GET checkout/quote": { access: "public"; query: CheckoutQuoteQuery; data: CheckoutQuoteData };
  "POST transaction/create": { access: "user"; body: TransactionCreateBody; data: TransactionCreateData };
  "POST transaction/hosted": { access: "user"; body: HostedCheckoutBody; data: HostedCheckoutData };
  /** The caller's own checkout only (404 for anyone else's). */
  "GET transaction/:id": { access: "user"; params: { id: number | string }; data: CheckoutStateData };
  "POST signup-purchase": { access: "public"; body: SignupPurchaseBody; data: SignupPurchaseData };
  "GET stripe/all_cards": { access: "user"; data: { cards: SavedCardData[] } };
  "POST stripe/create_card": { access: "user"; body: CreateCardBody; data: { response: { id: string }; card: SavedCardData } };
  /** Without JavaScript: the provider's hosted page that saves a card; it returns to /account-details?setup=…. */
  "POST stripe/setup-session": { access: "user"; body: { nickname: string }; data: { url: string } };
  "POST stripe/default_card": { access: "user"; body: CardIdBody; data: null };
  "POST stripe/delete_card": { access: "user"; body: CardIdBody; data: null };
  "POST update-autorenewal": { access: "user"; body: AutoRenewalBody; data: UserData };
  "GET countries": { access: "public"; data: CountryData[] };
  /** The spec's spelling ("retrive"). */
  "GET stripe/retrive_account": { access: "user"; data: RetrieveAccountData };
  "POST stripe/create_account": { access: "user"; body: BankDetailsBody; data: RetrieveAccountData };
  /** "Verify with Stripe": the provider's onboarding page for what it still needs. */
  "POST stripe/account-link": { access: "user"; data: { url: string } };
  "GET earnings": { access: "user"; data: EarningsData };
  "GET user-complaints": { access: "user"; data: { user: { id: number; full_name: string }; complaints: TicketData[] } };
  /** The caller's own ticket, or any for an administrator; anyone else: 404 "No ticket found". */
  "GET complaint-detail/:id": { access: "user"; params: { id: number | string }; data: TicketDetailData };
  "POST complaints": { access: "user"; body: NewTicketBody; data: TicketData };
  "POST complaints-thread": { access: "user"; body: TicketReplyBody; data: TicketData };
  /** Closes or reopens a ticket (how a ticket is closed is not in the spec). */
  "POST complaints-status": { access: "user"; body: TicketStatusBody; data: TicketData };
  /** The title of the caller's own event (get-{event_channel}-title); anyone else's: 404. */
  "GET get-event-title": { access: "user"; query: { id: number | string }; data: { title: string } };
  "GET get-channel-title": { access: "user"; query: { id: number | string }; data: { title: string } };
  "POST email-to-subscriber": { access: "user"; body: EmailToSubscriberBody; data: { success: boolean; message: string; recipients: number } };
  "POST mailing-unsubscribe": { access: "public"; body: UnsubscribeBody; data: { applied: boolean } };
  "POST contact-us": { access: "public"; body: ContactBody; data: null };
  "POST landing-page-contact-us": { access: "public"; body: InterestBody; data: null };
  "GET profile": { access: "user"; data: ProfileData };
  "POST profile": { access: "user"; body: ProfileBody; data: ProfileData };
}

export type CallKey = keyof ApiContract;
export type Method = "GET" | "POST";

/** The contract's own check: every entry has a valid shape. */
type Checked<T extends Record<CallKey, CallShape>> = T;
export type Contract = Checked<ApiContract>;

export type PathOf<K extends CallKey, M extends Method> = K extends `${M} ${infer P}` ? P : never;
export type GetPath = PathOf<CallKey, "GET">;
export type PostPath = PathOf<CallKey, "POST">;

type Field<K extends CallKey, F extends string> = ApiContract[K] extends Record<F, infer V> ? V : undefined;
export type BodyOf<K extends CallKey> = Field<K, "body">;
export type QueryOf<K extends CallKey> = Field<K, "query">;
export type ParamsOf<K extends CallKey> = Field<K, "params">;
export type DataOf<K extends CallKey> = ApiContract[K]["data"];
export type ExtraOf<K extends CallKey> = ApiContract[K] extends { extra: infer X } ? X : unknown;
export type AccessOf<K extends CallKey> = ApiContract[K]["access"];

/** Every call of the contract, with its access, at run time (the router checks it registers exactly these). */
export const apiCalls: { readonly [K in CallKey]: AccessOf<K> } = {
  "POST login": "public",
  "POST signup": "public",
  "POST forgot-password": "public",
  "POST activate": "public",
  "POST resend-activation": "user",
  "POST change-password": "user",
  "POST logout": "user",
  "GET user": "user",
  "GET can-delete-account": "user",
  "POST delete-account": "user",
  "GET site-settings": "public",
  "GET social-feed": "public",
  "GET pages/:pageId": "public",
  "GET faq": "public",
  "GET video-tutorial": "public",
  "GET sitemap": "public",
  "GET about": "public",
  "GET home-event": "public",
  "GET home-event/:userId": "public",
  "GET trending-event-channel": "public",
  "GET upcoming_online_event": "public",
  "GET upcoming_online_event/:userId": "public",
  "GET upcoming_recorded_event": "public",
  "GET upcoming_recorded_event/:userId": "public",
  "GET event-edit-video/:id": "user",
  "POST events/update-video": "user",
  "POST events/upload-video-start-mail": "user",
  "POST events/upload-bulk-video-start-mail": "user",
  "GET event-bulk-edit/:id": "user",
  "POST events/bulk": "user",
  "POST events/create-bulk": "user",
  "GET user-events": "user",
  "POST cancel-event": "user",
  "POST uploads/start": "user",
  "POST uploads/complete": "user",
  "POST uploads/discard": "user",
  "GET events/:id": "public",
  "GET events/:id/:userId": "public",
  "GET pre-recorded-event/:id": "user",
  "GET join/:id": "user",
  "GET can-create-event": "user",
  "GET create-event-require-data": "user",
  "GET event-edit/:id": "user",
  "POST events/create": "user",
  "POST events/update-join-link": "user",
  "POST channels/add-module": "user",
  "POST transaction/free-event": "user",
  "POST cancel-booking": "user",
  "POST favorite-event": "user",
  "GET bookings": "user",
  "GET favorite-list": "user",
  "GET booked-events": "user",
  "GET user-profile/:id": "public",
  "GET user-profile/:id/:viewerId": "public",
  "GET reviews/:id": "public",
  "POST reviews/create": "user",
  "GET categories-list-search": "public",
  "GET events-search": "public",
  "GET pricing": "public",
  "POST check-discount-code": "user",
  "POST check-discount-no-auth": "public",
  "GET checkout/quote": "public",
  "POST transaction/create": "user",
  "POST transaction/hosted": "user",
  "GET transaction/:id": "user",
  "POST signup-purchase": "public",
  "GET stripe/all_cards": "user",
  "POST stripe/create_card": "user",
  "POST stripe/setup-session": "user",
  "POST stripe/default_card": "user",
  "POST stripe/delete_card": "user",
  "POST update-autorenewal": "user",
  "GET countries": "public",
  "GET stripe/retrive_account": "user",
  "POST stripe/create_account": "user",
  "POST stripe/account-link": "user",
  "GET earnings": "user",
  "GET user-complaints": "user",
  "GET complaint-detail/:id": "user",
  "POST complaints": "user",
  "POST complaints-thread": "user",
  "POST complaints-status": "user",
  "GET get-event-title": "user",
  "GET get-channel-title": "user",
  "POST email-to-subscriber": "user",
  "POST mailing-unsubscribe": "public",
  "POST contact-us": "public",
  "POST landing-page-contact-us": "public",
  "GET profile": "user",
  "POST profile": "user",
};
