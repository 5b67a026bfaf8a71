// Which events and channels anyone may see listed: one rule for search, the home page, host
// profiles and the sitemap.
import { gt, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { channels, events, users } from "~server/db/schema";

/** Published (approved by an admin), not rejected, not cancelled, and not deactivated by its host. */
export function listedEvent(): SQL {
  return sql`(${events.isPublished} and not ${events.isRejected} and not ${events.isCancelled} and ${events.active})`;
}

/** Listed and outside channels: the public listings (a channel's events are listed on the channel). */
export function publicEvent(): SQL {
  return sql`(${listedEvent()} and ${events.channelId} is null)`;
}

/** A channel anyone may see listed: published (approved by an admin), not rejected, and not deactivated by its host. */
export function listedChannel(): SQL {
  return sql`(${channels.isPublished} and not ${channels.isRejected} and ${channels.active})`;
}

/** Listed, and its host's account still there: the channels catalogue, host profiles, home and the sitemap. */
export function publicChannel(): SQL {
  return sql`(${listedChannel()} and exists (select 1 from ${users} where ${users.id} = ${channels.userId} and ${users.deletedAt} is null))`;
}

/** A live event that has not ended at `now`: its generated end instant (ADR 028) is still ahead. */
export function notEnded(now: Date): SQL {
  return gt(events.endsAt, now);
}

/**
 * In a category's tree: the category itself or one of its sub-categories. `category` is an id, or a
 * column for a correlated filter ("Did you mean" asks per category). One IN list, not "= or IN":
 * the planner then reads the category index for each member, where the OR made it read every
 * listed row. One rule for the home lists, search, the channels catalogue and the suggestions.
 */
export function inCategoryTree(column: AnyPgColumn, category: number | AnyPgColumn): SQL {
  return sql`${column} in (select c.id from categories c where c.id = ${category} or c.parent_id = ${category})`;
}
