// The phone-width gate: no page is wider than the screen at 360, 390 and 414 px, over every page of
// the route table (tests/support/page-access.ts, its samples), as a visitor and as each demo login.
// The server's HTML with JavaScript off (the "http" project): the layout a phone paints first, and
// hydration changes no page's width. Cheap by design: one browser page per role, each address loaded
// once at 390 px, then resized without a reload and measured at each width. Each role loads only the
// kinds of page it may open (below), and measures a page only where it lands on it: one that still
// sends it elsewhere (an event with nothing to confirm goes on to the event's page) is measured as
// the page it is, by the role that opens it.
import type { Page } from "@playwright/test";
import { isHtmlPage, pageAccess, type PageAccess } from "../support/page-access";
import { expect, test } from "./support/fixtures";
import { demo, logInAs } from "./support/session";

const WIDTHS = [360, 390, 414] as const;

type Role = "visitor" | keyof typeof demo;

/**
 * The kinds of route (page-access.ts) a role may open: a page that sends it elsewhere (a login
 * page for a logged-in user, a private page for a visitor, the console for anyone but the
 * administrator) is not loaded at all. The 404 page is measured once, by the visitor.
 */
const opens: Record<"visitor" | "user" | "admin", readonly PageAccess[]> = {
  visitor: ["public", "anonymous", "event-visitor", "not-found"],
  // Public pages are the visitor's to measure: a login changes only their header, which every
  // private page below shows too.
  user: ["user", "owner", "owner-home", "owner-missing", "owner-my-channels", "event-action"],
  admin: ["user", "owner", "owner-home", "owner-missing", "owner-my-channels", "event-action", "admin"],
};

const pagesFor = (role: Role) =>
  Object.values(pageAccess).filter((rule) => isHtmlPage(rule) && opens[role === "attendee" || role === "host" ? "user" : role].includes(rule.access));

/**
 * What sticks out past the right edge at the current width: the outermost elements wider than the
 * screen (their parent fits, so the cause is there or inside), widest first, each as a short
 * selector with its right edge. Content inside a box that scrolls or clips sideways does not widen
 * the page and is left out.
 */
function overflowAt(): { width: number; scrollWidth: number; culprits: string[] } {
  const width = document.documentElement.clientWidth;
  const scrollWidth = document.documentElement.scrollWidth;
  if (scrollWidth <= width) return { width, scrollWidth, culprits: [] };
  const clips = (element: Element) => ["auto", "scroll", "hidden", "clip"].includes(getComputedStyle(element).overflowX);
  const sticksOut = (element: Element) => element.getBoundingClientRect().right > width + 0.5;
  const inClippingBox = (element: Element) => {
    for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) if (clips(up)) return true;
    return false;
  };
  const name = (element: Element) => {
    const id = element.id ? `#${element.id}` : "";
    const testId = element.getAttribute("data-testid");
    const classes = [...element.classList].slice(0, 3).map((one) => `.${one}`).join("");
    return `${element.tagName.toLowerCase()}${id}${testId ? `[data-testid=${testId}]` : classes}`;
  };
  const culprits = [...document.body.querySelectorAll("*")]
    .filter((element) => sticksOut(element) && !(element.parentElement && element.parentElement !== document.body && sticksOut(element.parentElement)) && !inClippingBox(element))
    .sort((a, b) => b.getBoundingClientRect().right - a.getBoundingClientRect().right)
    .slice(0, 3)
    .map((element) => `${element.parentElement ? `${name(element.parentElement)} > ` : ""}${name(element)} (right edge ${Math.round(element.getBoundingClientRect().right)} px)`);
  return { width, scrollWidth, culprits };
}

/** Every page this role may open, measured at each width: one line per page and width that overflows. */
async function sweep(page: Page, role: Role): Promise<{ failures: string[]; measured: number }> {
  const failures: string[] = [];
  let measured = 0;
  for (const { sample, access } of pagesFor(role)) {
    await page.setViewportSize({ width: 390, height: 844 });
    const response = await page.goto(sample);
    const landed = new URL(page.url());
    const ownPage = access === "not-found" ? response?.status() === 404 : response?.status() === 200 && landed.pathname === new URL(sample, landed).pathname;
    if (!ownPage) continue;
    measured++;
    for (const width of WIDTHS) {
      if (width !== 390) await page.setViewportSize({ width, height: 844 });
      const found = await page.evaluate(overflowAt);
      if (found.scrollWidth > found.width) {
        failures.push(`${sample} as ${role} at ${width} px is ${found.scrollWidth} px wide: ${found.culprits.join("; ") || "(no single element: check margins)"}`);
      }
    }
  }
  return { failures, measured };
}

test.describe("no page is wider than a phone's screen", () => {
  for (const role of ["visitor", ...(Object.keys(demo) as (keyof typeof demo)[])] satisfies Role[]) {
    test(`as ${role === "visitor" ? "a visitor" : `the demo ${role}`}, at ${WIDTHS.join(", ")} px`, async ({ context, page, baseURL }) => {
      test.setTimeout(20_000 + pagesFor(role).length * 2_000);
      // Pictures, video and fonts are not fetched: every picture is sized by its box (and the reset's
      // max-width: 100%), so they change no width, and each page loads in a fraction of the time.
      const unneeded = new Set(["image", "media", "font"]);
      await context.route("**/*", (route) => (unneeded.has(route.request().resourceType()) ? route.abort() : route.continue()));
      if (role !== "visitor") await logInAs(context, baseURL!, demo[role]);
      const { failures, measured } = await sweep(page, role);
      test.info().annotations.push({ type: "measured", description: `${measured} of ${pagesFor(role).length} pages` });
      // A sweep that opened next to nothing (a login that failed, a seed that changed) proves nothing.
      expect(measured, `${role} measured too few pages`).toBeGreaterThan(role === "admin" ? 30 : 20);
      expect(failures, failures.join("\n")).toEqual([]);
    });
  }
});
