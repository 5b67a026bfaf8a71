// The brand's social photo feed on the creator landing (001 §1). Its source is a site
// setting: the address of a JSON image feed in the shape of Instagram's Graph API media list
// ({ data: [{ id, media_type, media_url, permalink, caption }] }), for example one the team's own
// service publishes with its token. The server fetches it, so no token ever reaches a browser,
// and keeps the answer for a while: every landing page view does not become a call elsewhere.
import { boundedCache } from "~shared/bounded-cache";

export interface FeedPhoto {
  id: string;
  imageUrl: string;
  link: string | null;
  caption: string;
}

export type FeedResult = { ok: true; photos: FeedPhoto[] } | { ok: false; message: string };

/** The first 4 photos are shown (001 §1). */
export const FEED_PHOTOS = 4;
const FRESH_MS = 10 * 60 * 1000;
/** A failure is remembered for a minute, so a broken feed is not asked again on every view. */
const FAILED_MS = 60 * 1000;
const TIMEOUT_MS = 2500;

// By feed address: one is set at a time, a few kept while the setting changes. Freshness is checked
// here, since it differs by outcome; the request's clock (`now`) is the one the callers pass.
const cache = boundedCache<string, { at: number; result: FeedResult }>({ maxEntries: 4 });

const httpsUrl = (value: unknown): string | null => (typeof value === "string" && /^https:\/\/[^\s"'<>]+$/i.test(value) ? value : null);

/** The feed's photos: images (and albums' covers) with an https address, first 4, captions cut to 200 characters. */
export function photosOf(body: unknown): FeedPhoto[] {
  const items = (body as { data?: unknown })?.data;
  if (!Array.isArray(items)) throw new Error("the feed is not a list of photos");
  const photos: FeedPhoto[] = [];
  for (const item of items as Record<string, unknown>[]) {
    if (photos.length === FEED_PHOTOS) break;
    const type = typeof item?.media_type === "string" ? item.media_type : "IMAGE";
    const imageUrl = httpsUrl(item?.media_url);
    if (!imageUrl || (type !== "IMAGE" && type !== "CAROUSEL_ALBUM")) continue;
    const caption = typeof item.caption === "string" ? item.caption.trim() : "";
    photos.push({
      id: String(item.id ?? imageUrl),
      imageUrl,
      link: httpsUrl(item.permalink),
      caption: caption.length > 200 ? `${caption.slice(0, 199)}…` : caption,
    });
  }
  return photos;
}

/** The feed at `url`, from the cache while fresh; a failure answers its reason, never throws. */
export async function readFeed(url: string, now: number, fetcher: typeof fetch = fetch): Promise<FeedResult> {
  const kept = cache.get(url);
  if (kept && now - kept.at < (kept.result.ok ? FRESH_MS : FAILED_MS)) return kept.result;
  let result: FeedResult;
  try {
    const response = await fetcher(url, { signal: AbortSignal.timeout(TIMEOUT_MS), headers: { accept: "application/json" } });
    if (!response.ok) throw new Error(`the feed answered ${response.status}`);
    result = { ok: true, photos: photosOf(await response.json()) };
  } catch (error) {
    const message =
      error instanceof Error && error.name === "TimeoutError" ? "the feed took too long to answer" : error instanceof Error ? error.message : String(error);
    result = { ok: false, message };
  }
  cache.set(url, { at: now, result });
  return result;
}

/** For tests: forget what was fetched. */
export function clearFeedCache(): void {
  cache.clear();
}
