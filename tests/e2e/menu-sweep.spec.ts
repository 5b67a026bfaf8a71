// Every demo login opens every page of its menus and every row action of its lists without an error
// ("the demo is a shop window"): as the attendee, the host and the administrator, the header's main
// links, the "My Marquee" menu and the footer, and the account area's list pages (LISTS), then the
// links in the main content of those pages (My Account's list, the console's sections, the lists'
// row actions, …) and in turn theirs (a channel's events, a course's documents, a ticket, …), each
// address requested once, following redirects within the site. No answer is a 5xx, and none is a
// 4xx but the few named in INTENDED below. Server answers only (JavaScript off, plain HTTP: the
// "http" project); the forms that change things are POSTs and are never sent.
import type { APIRequestContext } from "@playwright/test";
import routes from "~/routes";
import { matchesPattern, routePatterns } from "../support/page-access";
import { expect, test } from "./support/fixtures";
import { demo, logInAs } from "./support/session";

/** How far from the menus the sweep follows links: menus (1), their pages' links (2), and those pages' row actions (3). */
const DEPTH = 3;
/** At most this many addresses of one route pattern (the home page's event cards name dozens of event pages). */
const PER_PATTERN = 12;

/**
 * The 4xx answers a demo login is meant to get from a link it is shown, by route pattern and
 * status, with the reason. Anything else is a failure. None today: every link a demo login is shown
 * opens (a booking's Cancel, Join before the room opens, a confirmation's ?confirm= step each answer
 * a page that says what happens next, with 200).
 */
const INTENDED: { pattern: string; status: number; reason: string }[] = [];

/** Route patterns each login's sweep must reach, so that it cannot quietly stop short of the row actions. */
const REACHED: Record<keyof typeof demo, string[]> = {
  attendee: ["/my-subscribed-channel-events/:id/:channelSlug", "/doc-event-details/:id/download", "/pre-recorded-event/:id/:slug", "/ticket-detail/:id", "/cancel-booking/:id"],
  host: ["/my-channel-events/:id", "/doc-event-details/:id", "/event-create/:id?", "/email-subscriber/:typeId/:eventChannel", "/create-channel/:id?"],
  admin: ["/admin/users", "/admin/tickets/:id", "/admin/approvals/:kind/:id", "/admin/packages/:id"],
};

/**
 * The account area's lists and the console, opened by their addresses as well as from the menus: the
 * spec's "My Marquee" menu names only Management, My Profile and My Account, and these pages are
 * where the row actions are.
 */
const LISTS: Record<keyof typeof demo, string[]> = {
  attendee: ["/my-booked-events", "/favourite-event", "/transaction-history", "/tickets", "/subscribed-channels"],
  host: ["/event-management", "/my-channels", "/my-booked-events", "/favourite-event", "/transaction-history", "/tickets", "/subscribed-channels", "/bank-details"],
  admin: ["/admin", "/tickets", "/transaction-history"],
};

const patterns = routePatterns(routes).filter((pattern) => pattern !== "/*");
const patternOf = (pathname: string) => patterns.find((pattern) => matchesPattern(pattern, pathname)) ?? "/*";

/** The same-site addresses of the <a href> links inside each of the named elements of the page. */
function linksIn(html: string, elements: readonly string[], base: string): string[] {
  const found: string[] = [];
  for (const element of elements) {
    for (const [, region] of html.matchAll(new RegExp(`<${element}\\b[^>]*>([\\s\\S]*?)</${element}>`, "g"))) {
      for (const [, href] of region!.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)) {
        const url = new URL(href!.replace(/&amp;/g, "&"), base);
        if (url.origin !== new URL(base).origin) continue;
        found.push(url.pathname + url.search);
      }
    }
  }
  return found;
}

/** Leaves a page's links out of the sweep: logging out, other sites' pages, and the operator's tools. */
function followed(path: string): boolean {
  const { pathname } = new URL(path, "http://x");
  return pathname !== "/logout" && !pathname.startsWith("/dev/") && !pathname.startsWith("/api/");
}

interface Visit {
  path: string;
  /** Where it was found: the page and how deep. */
  from: string;
  depth: number;
}

/** Requests `path`, following redirects within the site (a redirect elsewhere, e.g. a host's live room, ends the walk). */
async function open(request: APIRequestContext, base: string, path: string) {
  let url = path;
  for (let hop = 0; hop < 6; hop += 1) {
    const response = await request.get(url, { maxRedirects: 0 });
    const location = response.headers()["location"];
    if (response.status() >= 300 && response.status() < 400 && location) {
      const next = new URL(location, new URL(url, base));
      if (next.origin !== new URL(base).origin) return { status: response.status(), url, html: "", offsite: true };
      url = next.pathname + next.search;
      continue;
    }
    const type = response.headers()["content-type"] ?? "";
    return { status: response.status(), url, html: type.includes("text/html") ? await response.text() : "", offsite: false };
  }
  throw new Error(`${path}: more than five redirects`);
}

async function sweep(request: APIRequestContext, base: string, lists: string[]) {
  const seen = new Set<string>();
  const perPattern = new Map<string, number>();
  const failures: string[] = [];
  const queue: Visit[] = [];
  const enqueue = (paths: string[], from: string, depth: number) => {
    for (const path of paths) {
      if (seen.has(path) || !followed(path)) continue;
      const pattern = patternOf(new URL(path, base).pathname);
      if ((perPattern.get(pattern) ?? 0) >= PER_PATTERN) continue;
      seen.add(path);
      perPattern.set(pattern, (perPattern.get(pattern) ?? 0) + 1);
      queue.push({ path, from, depth });
    }
  };
  // The menus: the header (main links and My Marquee) and the footer, as every page draws them.
  const home = await open(request, base, "/home");
  expect(home.status).toBe(200);
  enqueue(linksIn(home.html, ["header", "footer"], base), "the menus", 1);
  enqueue(lists, "the account area's lists", 1);
  let opened = 0;
  while (queue.length > 0) {
    const visit = queue.shift()!;
    const answer = await open(request, base, visit.path);
    opened += 1;
    const pattern = patternOf(new URL(answer.url, base).pathname);
    const intended = INTENDED.some((one) => one.status === answer.status && one.pattern === pattern);
    if (answer.status >= 500 || (answer.status >= 400 && !intended)) {
      failures.push(`${visit.path}${answer.url !== visit.path ? ` → ${answer.url}` : ""}: ${answer.status} (linked from ${visit.from})`);
    }
    if (visit.depth < DEPTH && answer.html) enqueue(linksIn(answer.html, ["main"], base), visit.path, visit.depth + 1);
  }
  return { failures, opened, reached: new Set(perPattern.keys()) };
}

test.describe("every page of every menu, as each demo login", () => {
  for (const [who, email] of Object.entries(demo) as [keyof typeof demo, string][]) {
    test(`the ${who}: no 5xx and no 4xx but the intended ones`, async ({ context, baseURL }) => {
      test.setTimeout(180_000);
      await logInAs(context, baseURL!, email);
      const { failures, opened, reached } = await sweep(context.request, baseURL!, LISTS[who]);
      test.info().annotations.push({ type: "pages opened", description: String(opened) });
      expect(failures, failures.join("\n")).toEqual([]);
      // The sweep reached past the menus into the lists' row actions.
      expect(REACHED[who].filter((pattern) => !reached.has(pattern))).toEqual([]);
    });
  }
});
