// Each user's own state on pages whose data is shared (ADR 045), JavaScript on and off: the search
// results are read once per few seconds for everyone, and each user's booked and favourite flags
// are laid over them from their own query. Two new users on the seeded free live event: B looks
// first (the shared read is made), A books it and sees it booked on their very next page, B's next
// page still offers the free ticket; then B favourites it and A's next page is not favourited.
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { openHydrated } from "./support/hydration";

const TITLE = "Run Your First 5K: Live Q&A";
const SEARCH = `/search?search=${encodeURIComponent("Run Your First 5K")}`;

/** The event's card on the search page. */
function card(page: Page) {
  return page
    .getByRole("region", { name: "Results" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: TITLE }) });
}

test("a booking and a favourite show on their owner's next page and never on another user's", async ({ page, context, users }) => {
  test.setTimeout(90_000);
  const [a, b] = await Promise.all([users.create({ label: "own-a" }), users.create({ label: "own-b" })]);

  await b.logIn();
  await openHydrated(page, SEARCH);
  await expect(card(page).getByRole("link", { name: "Free Ticket" })).toBeVisible();

  // A books the free ticket from the card (a dialog with JavaScript, a page without).
  await context.clearCookies();
  await a.logIn();
  await openHydrated(page, SEARCH);
  await card(page).getByRole("link", { name: "Free Ticket" }).click();
  await page.getByRole("button", { name: "Yes, book my ticket" }).click();
  await expect(page.getByText("Your free ticket is booked.")).toBeVisible();

  // A's very next page shows the booking.
  await openHydrated(page, SEARCH);
  await expect(card(page).getByRole("link", { name: "Cancel Booking" })).toBeVisible();
  await expect(card(page).getByRole("link", { name: "Free Ticket" })).toHaveCount(0);

  // B's does not.
  await context.clearCookies();
  await b.logIn();
  await openHydrated(page, SEARCH);
  await expect(card(page).getByRole("link", { name: "Free Ticket" })).toBeVisible();
  await expect(card(page).getByRole("link", { name: "Cancel Booking" })).toHaveCount(0);

  // The reverse: B favourites it; B's next page shows it, A's does not.
  await card(page).getByRole("button", { name: `Add ${TITLE} to favourites` }).click();
  await expect(page.getByText("Added to your favourite events.")).toBeVisible();
  await openHydrated(page, SEARCH);
  await expect(card(page).getByRole("button", { name: `Remove ${TITLE} from favourites` })).toHaveAttribute("aria-pressed", "true");

  await context.clearCookies();
  await a.logIn();
  await openHydrated(page, SEARCH);
  await expect(card(page).getByRole("button", { name: `Add ${TITLE} to favourites` })).toHaveAttribute("aria-pressed", "false");
  await expect(card(page).getByRole("link", { name: "Cancel Booking" })).toBeVisible();
});
