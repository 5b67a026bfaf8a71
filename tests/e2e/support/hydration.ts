// Opening a page for a journey: with JavaScript on, wait until React has hydrated it (controlled
// inputs drop what is typed before, and links only take their enhanced behaviour once hydrated).
import type { Page } from "@playwright/test";

/** With JavaScript, waits until React has hydrated the current page; without, returns at once. */
export async function waitForHydration(page: Page): Promise<void> {
  if (!(await page.evaluate(() => "__remixRouter" in window))) return;
  await page.waitForFunction(() => {
    const main = document.querySelector("main");
    return main !== null && Object.keys(main).some((key) => key.startsWith("__reactFiber"));
  });
}

export async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}
