// The browser the journeys run in: our --disable-features switch must carry Playwright's own list as well
// as ours, because Chromium keeps only the last such switch (playwright.config.ts). A Playwright upgrade
// that changes its list fails here, naming what to copy.
import { chromium, expect, test } from "@playwright/test";
import { launchOptions } from "../../playwright.config";
import { omittedBrowserFeatures } from "./support/browser-flags";

test("the last --disable-features switch holds Playwright's features and ours; no omnibox popup is built", async ({ browser }) => {
  // The command line Playwright gives the browser with our launch options (the headless shell has no
  // chrome://version page, and CDP gives the command line only under --enable-automation).
  const server = await chromium.launchServer(launchOptions);
  const commandLine = server.process().spawnargs;
  await server.close();
  const switches = commandLine.filter((arg) => arg.startsWith("--disable-features=")).map((arg) => arg.slice("--disable-features=".length).split(","));
  expect(switches.length, "Playwright's switch and ours").toBeGreaterThanOrEqual(2);
  const effective = switches.at(-1) ?? [];
  const missing = switches.slice(0, -1).flat().filter((feature) => !effective.includes(feature));
  expect(missing, "features Playwright disables that our switch drops: add them to playwrightDisabledFeatures").toEqual([]);
  expect(effective).toEqual(expect.arrayContaining(omittedBrowserFeatures));

  const cdp = await browser.newBrowserCDPSession();
  const { targetInfos } = await cdp.send("Target.getTargets");
  expect(targetInfos.filter((target) => target.url.startsWith("chrome://omnibox-popup")).map((target) => target.url)).toEqual([]);
});
