// The accessibility gate: axe (WCAG 2.x A and AA) on every public page of the route table as a
// visitor and on every private page as a fresh user. The js-on project scans the hydrated page; the
// js-off project scans the server's HTML where it differs from the hydrated page (a page that is the
// same either way has nothing new for axe: it passes there on that comparison, noted). Any serious or
// critical violation fails, named by page, rule and the elements at fault.
import AxeBuilder from "@axe-core/playwright";
import { devices, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { pageAccess } from "../support/page-access";
import { openHydrated } from "./support/hydration";
import { expect, test } from "./support/fixtures";

const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
/** Rules the gate relies on: a tag change in axe must not switch them off unnoticed. */
const requiredRules = ["label", "select-name", "button-name", "link-name", "color-contrast"];

const pagesFor = (...accesses: string[]) =>
  Object.entries(pageAccess)
    .filter(([, rule]) => accesses.includes(rule.access))
    .map(([pattern, rule]) => ({ pattern, sample: rule.sample }));

/**
 * The page axe scans. With JavaScript on, the test's own page. With it off, axe cannot run there
 * (a page without scripting never fires timers, and axe waits on them), so the scan runs in a
 * scripting context of its own, with the same cookies and headers, in which every script request
 * of the app is refused: the DOM stays exactly the server's HTML, as a visitor without JavaScript
 * gets it (the app has no <noscript> content that would differ).
 */
async function scanningPage(
  browser: Browser,
  context: BrowserContext,
  page: Page,
  javaScriptEnabled: boolean,
  extraHTTPHeaders: Record<string, string> | undefined,
): Promise<Page> {
  if (javaScriptEnabled) return page;
  const scan = await browser.newContext({
    ...devices["Desktop Chrome"],
    // Explicit: contexts made in a test otherwise take the project's options.
    javaScriptEnabled: true,
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders,
    storageState: await context.storageState(),
  });
  await scan.route("**/*", (route) => (route.request().resourceType() === "script" ? route.abort() : route.continue()));
  return scan.newPage();
}

/** A page of the app with JavaScript, as the visitor the scan stands for (same cookies and headers). */
async function hydratingPage(browser: Browser, context: BrowserContext, extraHTTPHeaders: Record<string, string> | undefined): Promise<Page> {
  const twin = await browser.newContext({
    ...devices["Desktop Chrome"],
    javaScriptEnabled: true,
    // As the scans see it (violations() below).
    reducedMotion: "reduce",
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders,
    storageState: await context.storageState(),
  });
  return twin.newPage();
}

/**
 * The page a reader meets (the root's attributes and the <body>): without what only loads code
 * (scripts, module preloads), comments, and the page-wide live region while it announces nothing.
 */
function readableBody(): string {
  const body = document.body.cloneNode(true) as HTMLElement;
  body.querySelectorAll('script, link[rel="modulepreload"]').forEach((node) => node.remove());
  body.querySelectorAll('[role="status"][aria-live]').forEach((node) => node.textContent === "" && node.remove());
  // The root element's attributes too: a class set there by script would restyle the whole page.
  const root = [...document.documentElement.attributes].map((attribute) => `${attribute.name}="${attribute.value}"`).join(" ");
  return `${root}\n${body.outerHTML.replace(/<!--.*?-->/gs, "")}`;
}

/**
 * Whether the server's HTML of `sample` (`scan`: scripts refused) differs from the hydrated page
 * (`twin`). The js-off scan is worth running only where it does: a dialog that only JavaScript
 * opens, a slider that only JavaScript moves, a form that JavaScript enhances.
 */
async function serverHtmlDiffers(scan: Page, twin: Page, sample: string): Promise<boolean> {
  await openHydrated(twin, sample);
  // Hydrated, then settled: what effects render after hydration (a fetcher's list, a slider's
  // controls) shows within a few polls. Waiting for the network to idle instead cost 10 s a page:
  // covers, videos and prefetches keep it busy without changing the page.
  let previous: string | null = null;
  await expect
    .poll(
      async () => {
        const current = await twin.evaluate(readableBody);
        const settled = current === previous;
        previous = current;
        return settled;
      },
      { intervals: [250], timeout: 15_000, message: `${sample} keeps changing after hydration` },
    )
    .toBe(true);
  await scan.goto(sample);
  return (await scan.evaluate(readableBody)) !== previous;
}

/** Opens a page and returns its serious and critical violations, one readable line each. */
async function violations(page: Page, sample: string, javaScriptEnabled: boolean): Promise<string[]> {
  // Scanned as a visitor who asked for reduced motion: axe's checks on a page whose CSS animation
  // keeps ticking (the home page's mission banner) take several times as long and time out under
  // load. Moving content has its own control (the banner's pause, WCAG 2.2.2), checked in home.spec.ts.
  await page.emulateMedia({ reducedMotion: "reduce" });
  const response = await page.goto(sample);
  expect(response?.status(), `${sample} should open`).toBe(200);
  expect(new URL(page.url()).pathname, `${sample} should not redirect`).toBe(sample);
  // Scanned hydrated when JavaScript is on; the js-off scan must see the server's HTML alone.
  if (javaScriptEnabled) await page.waitForFunction(() => "__remixRouter" in window);
  else expect(await page.evaluate(() => "__remixRouter" in window), `${sample} must not hydrate`).toBe(false);
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  const ran = new Set(
    [...results.passes, ...results.violations, ...results.incomplete, ...results.inapplicable].map((rule) => rule.id),
  );
  const missing = requiredRules.filter((rule) => !ran.has(rule));
  expect(missing, `axe rules the gate relies on did not run on ${sample}`).toEqual([]);
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${sample}: ${violation.id} (${violation.impact}) ${violation.help}\n` +
        violation.nodes.map((node) => `    at ${node.target.join(" ")}`).join("\n"),
    );
}

test.describe("accessibility: public pages as a visitor", () => {
  for (const { pattern, sample } of pagesFor("public", "anonymous")) {
    test(`${pattern} has no serious or critical violation`, async ({ browser, context, page, javaScriptEnabled, extraHTTPHeaders }) => {
      const scan = await scanningPage(browser, context, page, javaScriptEnabled, extraHTTPHeaders);
      if (!javaScriptEnabled) {
        const twin = await hydratingPage(browser, context, extraHTTPHeaders);
        const differs = await serverHtmlDiffers(scan, twin, sample);
        await twin.context().close();
        if (!differs) {
          // The same page either way: the js-on scan of the hydrated page covers it.
          await scan.context().close();
          test.info().annotations.push({ type: "same as hydrated", description: `${sample}: the server's HTML is the hydrated page, scanned in js-on` });
          return;
        }
      }
      const found = await violations(scan, sample, javaScriptEnabled);
      if (scan !== page) await scan.context().close();
      expect(found, found.join("\n")).toEqual([]);
    });
  }
});

test.describe("accessibility: private pages as a new user", () => {
  const privatePages = pagesFor("user");
  // One fresh user for the whole sweep: making an account (and waiting for its activation mail)
  // per page would cost more than the pages.
  test(`${privatePages.length} private pages have no serious or critical violation`, async ({
    browser,
    context,
    page,
    javaScriptEnabled,
    extraHTTPHeaders,
    users,
  }) => {
    test.setTimeout(30_000 + privatePages.length * 8_000);
    const user = await users.create({ label: "a11y" });
    await user.logIn();
    const scan = await scanningPage(browser, context, page, javaScriptEnabled, extraHTTPHeaders);
    const twin = javaScriptEnabled ? null : await hydratingPage(browser, context, extraHTTPHeaders);
    const found: string[] = [];
    const scanned: string[] = [];
    for (const { sample } of privatePages) {
      if (twin && !(await serverHtmlDiffers(scan, twin, sample))) continue;
      scanned.push(sample);
      found.push(...(await violations(scan, sample, javaScriptEnabled)));
    }
    await twin?.context().close();
    if (scan !== page) await scan.context().close();
    test.info().annotations.push({ type: "scanned", description: `${scanned.length} of ${privatePages.length}: ${scanned.join(" ")}` });
    expect(found, found.join("\n")).toEqual([]);
  });
});

test("focus is visible on the first link and the first input of /login", async ({ page }) => {
  await page.goto("/login");
  // Reached with the keyboard, as :focus-visible intends.
  const ring = async (selector: string) => {
    const target = page.locator(selector).first();
    for (let step = 0; step < 40; step++) {
      await page.keyboard.press("Tab");
      if (await target.evaluate((element) => element === document.activeElement)) break;
    }
    await expect(target).toBeFocused();
    return target.evaluate((element) => {
      const style = getComputedStyle(element);
      const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
      const shadow = style.boxShadow !== "none" && style.boxShadow !== "";
      return { visible: outline || shadow, outline: `${style.outlineStyle} ${style.outlineWidth}`, shadow: style.boxShadow };
    });
  };
  const link = await ring("a[href]");
  expect(link.visible, `first link focus: outline ${link.outline}, box-shadow ${link.shadow}`).toBe(true);
  const input = await ring("main input:not([type=hidden])");
  expect(input.visible, `first input focus: outline ${input.outline}, box-shadow ${input.shadow}`).toBe(true);
});
