// The accessibility gate: axe (WCAG 2.x A and AA) on every public page of the route table as a
// visitor and on every private page as a fresh user, in both modes in one test (the "a11y" project,
// playwright.config.ts): the hydrated page is scanned, then the server's HTML is read with every
// script refused and scanned again only where it differs from the hydrated page (a page that is the
// same either way has nothing new for axe). Any serious or critical violation fails, named by page,
// mode, rule and the elements at fault. One test reads both modes from one hydrated load: before,
// the js-off project loaded each page twice more (a hydrated twin and the scan) in a test of its own.
import AxeBuilder from "@axe-core/playwright";
import { devices, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { isHtmlPage, pageAccess } from "../support/page-access";
import { waitForHydration } from "./support/hydration";
import { expect, test } from "./support/fixtures";
import { demo, logInAs } from "./support/session";

const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
/** Rules the gate relies on: a tag change in axe must not switch them off unnoticed. */
const requiredRules = ["label", "select-name", "button-name", "link-name", "color-contrast"];

const pagesFor = (...accesses: string[]) =>
  Object.entries(pageAccess)
    .filter(([, rule]) => accesses.includes(rule.access) && isHtmlPage(rule))
    .map(([pattern, rule]) => ({ pattern, sample: rule.sample }));

/**
 * The page that reads the server's HTML as a visitor without JavaScript gets it. axe cannot run in a
 * page without scripting (it never fires timers, and axe waits on them), so this is a scripting
 * context of its own, with the same cookies and headers, in which every script request of the app
 * is refused: the DOM stays exactly the server's HTML (the app has no <noscript> content that would
 * differ).
 */
async function serverHtmlPage(browser: Browser, context: BrowserContext, extraHTTPHeaders: Record<string, string> | undefined): Promise<Page> {
  const scan = await browser.newContext({
    ...devices["Desktop Chrome"],
    javaScriptEnabled: true,
    // As the hydrated page is scanned (openScanned below).
    reducedMotion: "reduce",
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders,
    storageState: await context.storageState(),
  });
  await scan.route("**/*", (route) => (route.request().resourceType() === "script" ? route.abort() : route.continue()));
  return scan.newPage();
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
 * Opens `sample` for a scan and returns what a reader meets there. Hydrated: once React has hydrated
 * the page and its body has stopped changing (what effects render after hydration, a fetcher's list,
 * a slider's controls, shows within a few polls; waiting for the network to idle instead cost 10 s a
 * page, as covers, videos and prefetches keep it busy without changing it). Server HTML: as loaded.
 */
async function openScanned(page: Page, sample: string, hydrated: boolean): Promise<string> {
  // Scanned as a visitor who asked for reduced motion: axe's checks on a page whose CSS animation
  // keeps ticking (the home page's mission banner) take several times as long and time out under
  // load. Moving content has its own control (the banner's pause, WCAG 2.2.2), checked in home.spec.ts.
  await page.emulateMedia({ reducedMotion: "reduce" });
  const response = await page.goto(sample);
  expect(response?.status(), `${sample} should open`).toBe(200);
  expect(new URL(page.url()).pathname, `${sample} should not redirect`).toBe(sample);
  if (!hydrated) {
    expect(await page.evaluate(() => "__remixRouter" in window), `${sample} must not hydrate without its scripts`).toBe(false);
    return page.evaluate(readableBody);
  }
  await page.waitForFunction(() => "__remixRouter" in window);
  await waitForHydration(page);
  let previous: string | null = null;
  await expect
    .poll(
      async () => {
        const current = await page.evaluate(readableBody);
        const settled = current === previous;
        previous = current;
        return settled;
      },
      { intervals: [250], timeout: 15_000, message: `${sample} keeps changing after hydration` },
    )
    .toBe(true);
  return previous!;
}

/** The serious and critical violations of the open page, one readable line each. */
async function violations(page: Page, sample: string, mode: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  const ran = new Set(
    [...results.passes, ...results.violations, ...results.incomplete, ...results.inapplicable].map((rule) => rule.id),
  );
  const missing = requiredRules.filter((rule) => !ran.has(rule));
  expect(missing, `axe rules the gate relies on did not run on ${sample} (${mode})`).toEqual([]);
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${sample} (${mode}): ${violation.id} (${violation.impact}) ${violation.help}\n` +
        violation.nodes.map((node) => `    at ${node.target.join(" ")}`).join("\n"),
    );
}

/**
 * Both modes of one page: the hydrated page scanned, then the server's HTML read and scanned where
 * it differs (a dialog that only JavaScript opens, a slider that only JavaScript moves, a form that
 * JavaScript enhances). Returns the violations and whether the server's HTML needed its own scan.
 */
async function scanBothModes(page: Page, serverHtml: Page, sample: string): Promise<{ found: string[]; differs: boolean }> {
  const hydratedBody = await openScanned(page, sample, true);
  const found = await violations(page, sample, "JavaScript on");
  const differs = (await openScanned(serverHtml, sample, false)) !== hydratedBody;
  if (differs) found.push(...(await violations(serverHtml, sample, "JavaScript off")));
  return { found, differs };
}

// The two long sweeps first (Playwright starts tests in the order they are declared).
test.describe("accessibility: private pages as a new user", () => {
  const privatePages = pagesFor("user");
  // One fresh user for the whole sweep: making an account (and waiting for its activation mail)
  // per page would cost more than the pages.
  test(`${privatePages.length} private pages have no serious or critical violation, with JavaScript and without`, async ({
    browser,
    context,
    page,
    extraHTTPHeaders,
    users,
  }) => {
    test.setTimeout(30_000 + privatePages.length * 10_000);
    const user = await users.create({ label: "a11y" });
    await user.logIn();
    const serverHtml = await serverHtmlPage(browser, context, extraHTTPHeaders);
    const found: string[] = [];
    const differing: string[] = [];
    for (const { sample } of privatePages) {
      const scanned = await scanBothModes(page, serverHtml, sample);
      found.push(...scanned.found);
      if (scanned.differs) differing.push(sample);
    }
    await serverHtml.context().close();
    test.info().annotations.push({ type: "scanned without JavaScript", description: `${differing.length} of ${privatePages.length}: ${differing.join(" ")}` });
    expect(found, found.join("\n")).toEqual([]);
  });
});

test.describe("accessibility: the admin console as the administrator", () => {
  const adminPages = pagesFor("admin");
  // The console is forms, tables and links that JavaScript does not change: each page is scanned as
  // the server sends it (the hydrated twin of every page costs a minute more of the run; the
  // console's one shared frame is scanned hydrated, the dashboard).
  test(`${adminPages.length} admin pages have no serious or critical violation as the server sends them; the dashboard hydrated too`, async ({
    browser,
    context,
    page,
    baseURL,
    extraHTTPHeaders,
  }) => {
    // As the private sweep: 10 s a page (on a loaded two-core machine the sweep took 6 s a page).
    test.setTimeout(30_000 + adminPages.length * 10_000);
    await logInAs(context, baseURL!, demo.admin);
    const serverHtml = await serverHtmlPage(browser, context, extraHTTPHeaders);
    const found: string[] = [];
    for (const { sample } of adminPages) {
      await openScanned(serverHtml, sample, false);
      found.push(...(await violations(serverHtml, sample, "JavaScript off")));
    }
    await serverHtml.context().close();
    await openScanned(page, "/admin", true);
    found.push(...(await violations(page, "/admin", "JavaScript on")));
    expect(found, found.join("\n")).toEqual([]);
  });
});

test.describe("accessibility: public pages as a visitor", () => {
  for (const { pattern, sample } of pagesFor("public", "anonymous")) {
    test(`${pattern} has no serious or critical violation, with JavaScript and without`, async ({ browser, context, page, extraHTTPHeaders }) => {
      const serverHtml = await serverHtmlPage(browser, context, extraHTTPHeaders);
      const { found, differs } = await scanBothModes(page, serverHtml, sample);
      await serverHtml.context().close();
      test.info().annotations.push({
        type: "without JavaScript",
        description: differs ? `${sample}: scanned (the server's HTML differs)` : `${sample}: the server's HTML is the hydrated page`,
      });
      expect(found, found.join("\n")).toEqual([]);
    });
  }
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
