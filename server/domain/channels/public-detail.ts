// A channel's public pages (002 §2.5, §7 channel-detail/{id}[/{userId}], channels/modules/{id}
// [/{viewerId}]): the channel's own fields, its host, its places, and its content in the host's order
// (shared/channel-content.ts) as titles, types and durations only.
//
// Who may see a channel:
// - an approved one (published, not rejected) that its host keeps active: anyone;
// - an approved one the host has deactivated: its host, administrators and its active subscribers
//   (they keep a page to come back to); everyone else gets "Channel not found", as for an unknown id;
// - a pending or rejected one: its host and administrators only.
// The viewer is always the caller's token (the path's userId / viewerId is read and ignored).
//
// Media: the channel's own image, gallery and video are public marketing media (as event covers).
// The content's videos and documents are never read here: no key, no URL, only what a list shows.
import { and, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { inChannelOrder } from "~shared/channel-content";
import { allInPrice } from "~shared/pricing";
import type { Executor } from "~server/db/client";
import { categories, channelModules, channels, channelSubscriptions, documentEvents, events, packages, users, type Channel } from "~server/db/schema";
import { idOrNotFound, notFound } from "~server/domain/errors";
import { CHANNEL_NOT_FOUND } from "~server/domain/events/messages";
import { viewerFees } from "~server/domain/discovery/cards";
import { listedEvent } from "~server/domain/discovery/visibility";
import { channelPlacesTakenSql } from "~server/domain/payments/seats";
import { hostRating, ratingSumSql, reviewCountSql } from "~server/domain/profiles/ratings";
import { hostLinkColumns, type HostLinks } from "~server/domain/discovery/detail";
import { channelEventColumns, channelModulesOf, type ChannelContentItem, type ChannelModuleRow } from "./content";

export interface ChannelViewer {
  id: number;
  role: "user" | "admin";
}

/** One piece of content as the public pages list it: never its video or document. */
export type PublicContentItem = Omit<ChannelContentItem, "moduleTitle" | "active" | "isPublished">;

export interface ChannelHost extends HostLinks {
  id: number;
  firstName: string;
  lastName: string;
  pic: string | null;
  packageName: string;
  rating: number | null;
  totalReviews: number;
  creatorShortDesc: string | null;
  creatorExp: number | null;
}

export interface PublicChannel {
  channel: Channel;
  category: { id: number; name: string; parentName: string | null } | null;
  host: ChannelHost;
  /** What this viewer pays, tax and handling included (a visitor: with the free package's fees). */
  priceAllInPence: number;
  subscribersCount: number;
  /** max_subscribers − places taken (active subscriptions + live checkout holds); may be ≤ 0. */
  remainingSubscribers: number;
  modules: ChannelModuleRow[];
  /** Listed events (approved, active, not cancelled) and active documents, in the host's order. */
  content: PublicContentItem[];
  viewerIsOwner: boolean;
  viewerIsAdmin: boolean;
  /** The viewer's active subscription, if any. */
  subscription: { autoRenewal: boolean; toDate: Date | null } | null;
}

const parentCategory = alias(categories, "parent_category");

/** Whether the viewer may see the channel at all (see the module comment). */
export function mayViewChannel(channel: Pick<Channel, "userId" | "isPublished" | "isRejected" | "active">, viewer: ChannelViewer | null, subscribed: boolean): boolean {
  if (viewer && (viewer.role === "admin" || viewer.id === channel.userId)) return true;
  if (!channel.isPublished || channel.isRejected) return false;
  return channel.active || subscribed;
}

async function viewerSubscription(db: Executor, channelId: number, viewer: ChannelViewer | null) {
  if (!viewer) return null;
  const [row] = await db
    .select({ autoRenewal: channelSubscriptions.autoRenewal, toDate: channelSubscriptions.toDate })
    .from(channelSubscriptions)
    .where(and(eq(channelSubscriptions.channelId, channelId), eq(channelSubscriptions.userId, viewer.id), eq(channelSubscriptions.status, "active")))
    .limit(1);
  return row ?? null;
}

/** The channel the viewer may see, with their subscription; "Channel not found" otherwise. */
async function visibleChannel(db: Executor, rawId: unknown, viewer: ChannelViewer | null) {
  const id = idOrNotFound(rawId, CHANNEL_NOT_FOUND);
  const [channel] = await db.select().from(channels).where(eq(channels.id, id));
  if (!channel) throw notFound(CHANNEL_NOT_FOUND);
  const subscription = await viewerSubscription(db, id, viewer);
  if (!mayViewChannel(channel, viewer, subscription !== null)) throw notFound(CHANNEL_NOT_FOUND);
  return { channel, subscription };
}

/** The channel's public content in the host's order: listed events and active documents only. */
export async function publicChannelContent(db: Executor, channelId: number): Promise<PublicContentItem[]> {
  const [eventRows, documentRows] = await Promise.all([
    db
      .select(channelEventColumns)
      .from(events)
      .where(and(eq(events.channelId, channelId), listedEvent())),
    db
      .select({ id: documentEvents.id, title: documentEvents.title, moduleId: documentEvents.channelModuleId, order: documentEvents.chanSortOrder })
      .from(documentEvents)
      .where(and(eq(documentEvents.channelId, channelId), eq(documentEvents.active, true))),
  ]);
  return inChannelOrder<PublicContentItem>([
    ...eventRows.map((row) => ({ ...row, kind: "event" as const, eventTime: row.eventTime ? row.eventTime.slice(0, 5) : null })),
    ...documentRows.map((row) => ({ ...row, kind: "document" as const, eventType: "Document" as const, slug: null, duration: null, eventDate: null, eventTime: null })),
  ]);
}

async function channelHost(db: Executor, userId: number): Promise<ChannelHost> {
  const [row] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      pic: users.pic,
      packageName: packages.name,
      creatorShortDesc: users.creatorShortDesc,
      creatorExp: users.creatorExp,
      ratingSum: ratingSumSql(users.id),
      reviews: reviewCountSql(users.id),
      ...hostLinkColumns,
    })
    .from(users)
    .innerJoin(packages, eq(packages.id, users.packageId))
    .where(eq(users.id, userId));
  if (!row) throw notFound(CHANNEL_NOT_FOUND);
  const { ratingSum, reviews, ...host } = row;
  const rating = hostRating(ratingSum, reviews);
  return { ...host, rating: rating.average, totalReviews: rating.totalReviews };
}

/** GET channel-detail/{id}: everything the channel's pages show, for this viewer. */
export async function loadPublicChannel(db: Executor, rawId: unknown, viewer: ChannelViewer | null, now: Date): Promise<PublicChannel> {
  const { channel, subscription } = await visibleChannel(db, rawId, viewer);
  const [category, host, fees, places, modules, content] = await Promise.all([
    channel.categoryId === null
      ? Promise.resolve([])
      : db
          .select({ id: categories.id, name: categories.name, parentName: parentCategory.name })
          .from(categories)
          .leftJoin(parentCategory, eq(parentCategory.id, categories.parentId))
          .where(eq(categories.id, channel.categoryId)),
    channelHost(db, channel.userId),
    viewerFees(db, viewer?.id ?? null),
    db
      .select({
        subscribers: sql<number>`(select count(*) from ${channelSubscriptions} where ${channelSubscriptions.channelId} = ${channel.id} and ${channelSubscriptions.status} = 'active')::int`.mapWith(Number),
        taken: channelPlacesTakenSql(channel.id, now),
      })
      .from(sql`(select 1) as one`),
    channelModulesOf(db, channel.id),
    publicChannelContent(db, channel.id),
  ]);
  return {
    channel,
    category: category[0] ?? null,
    host,
    priceAllInPence: allInPrice(channel.pricePence, fees),
    subscribersCount: places[0]?.subscribers ?? 0,
    remainingSubscribers: channel.maxSubscribers - (places[0]?.taken ?? 0),
    modules,
    content,
    viewerIsOwner: viewer !== null && viewer.id === channel.userId,
    viewerIsAdmin: viewer?.role === "admin",
    subscription: subscription ? { autoRenewal: subscription.autoRenewal, toDate: subscription.toDate } : null,
  };
}

export interface PublicChannelModules {
  channel: Channel;
  modules: (ChannelModuleRow & { items: PublicContentItem[] })[];
}

/** GET channels/modules/{id}: the channel's modules, each with its public content in the host's order. */
export async function loadPublicChannelModules(db: Executor, rawId: unknown, viewer: ChannelViewer | null): Promise<PublicChannelModules> {
  const { channel } = await visibleChannel(db, rawId, viewer);
  const [modules, content] = await Promise.all([channelModulesOf(db, channel.id), publicChannelContent(db, channel.id)]);
  return { channel, modules: modules.map((module) => ({ ...module, items: content.filter((item) => item.moduleId === module.id) })) };
}

/** One module of a visible channel (the module-events page): "Channel not found" for an unknown or hidden one. */
export async function loadPublicModule(db: Executor, rawModuleId: unknown, viewer: ChannelViewer | null) {
  const moduleId = idOrNotFound(rawModuleId, CHANNEL_NOT_FOUND);
  const [row] = await db.select({ id: channelModules.id, title: channelModules.title, channelId: channelModules.channelId }).from(channelModules).where(eq(channelModules.id, moduleId));
  if (!row) throw notFound(CHANNEL_NOT_FOUND);
  const { channel } = await visibleChannel(db, row.channelId, viewer);
  const content = await publicChannelContent(db, channel.id);
  return { channel, module: { id: row.id, title: row.title }, items: content.filter((item) => item.moduleId === row.id) };
}

/** How many listed events of each kind (002 §3 no_of_pre_recorded_events, no_of_onlive_events). */
export function contentCounts(content: readonly PublicContentItem[]) {
  const preRecorded = content.filter((item) => item.eventType === "Pre Recorded").length;
  const live = content.filter((item) => item.eventType === "Online Event").length;
  const documents = content.filter((item) => item.kind === "document").length;
  return { preRecorded, live, events: preRecorded + live, documents };
}
