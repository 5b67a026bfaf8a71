// The approval queues, with JavaScript on and off: the demo host makes a new event and a new channel
// (through the API, as the forms would); the admin rejects the event with a reason (the host sees
// "Rejected by Admin", the reason and the mail) and approves the channel (it appears on /channels,
// and the host's /my-channels says Active).
import { createEvent, tokenOf, upload } from "./support/events-api";
import { expect, test } from "./support/fixtures";
import { mailsTo } from "./support/mail";
import { demo, logInAs } from "./support/session";
import sharp from "sharp";

test("the admin rejects an event with a reason and approves a channel; the host sees both", async ({ page, context, request, baseURL }) => {
  test.setTimeout(60_000);
  const run = `${test.info().project.name} ${Date.now()}`;
  const hostToken = await tokenOf(request, baseURL!, demo.host);
  const auth = { authorization: `Bearer ${hostToken}` };
  const eventTitle = `Approval event ${run}`;
  const eventId = await createEvent(request, hostToken, { title: eventTitle, event_type: "Pre Recorded" });
  const categories = await request.get("/api/auth/categories-list/Channel", { headers: auth });
  const categoryId = ((await categories.json()) as { data: { id: number }[] }).data[0]!.id;
  const channelTitle = `Approval channel ${run}`;
  const created = await request.post("/api/auth/channels/create", {
    headers: auth,
    data: {
      title: channelTitle,
      description: "Made by the approvals end-to-end test.",
      event_type: "Pre Recorded Events",
      price: "9.99",
      is_monthly_subscription: 1,
      category_id: categoryId,
      // A real picture: once approved, the channel's card shows it on /home beside the demo's covers.
      image: await upload(request, hostToken, "channel-image", "cover.png", "image/png", new Uint8Array(await sharp({ create: { width: 64, height: 36, channels: 3, background: "#7a5c3e" } }).png().toBuffer())),
      learn1: "Patience",
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const channelId = ((await created.json()) as { data: { id: number } }).data.id;

  // The admin finds both in the queues and rejects the event with a reason.
  await logInAs(context, baseURL!, demo.admin);
  await page.goto("/admin/approvals");
  await page.getByRole("link", { name: `Review ${eventTitle}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: eventTitle })).toBeVisible();
  await page.getByRole("button", { name: "Reject" }).click();
  await expect(page.getByText("Give a reason.")).toBeVisible();
  const reason = `The cover does not show the class (${run}).`;
  await page.getByLabel("Reason for rejecting").fill(reason);
  await page.getByRole("button", { name: "Reject" }).click();
  await expect(page).toHaveURL(/\/admin\/approvals/);
  await expect(page.getByText("Rejected: the host has been mailed the reason.")).toBeVisible();
  await expect(page.getByRole("link", { name: `Review ${eventTitle}` })).toHaveCount(0);

  // The admin approves the channel.
  await page.getByRole("link", { name: `Review ${channelTitle}` }).click();
  await page.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByText("Approved: the host has been mailed.")).toBeVisible();
  await expect(page.getByRole("link", { name: `Review ${channelTitle}` })).toHaveCount(0);

  // Each decision is on the audit page.
  await page.goto(`/admin/audit?object_type=event&object_id=${eventId}`);
  await expect(page.getByRole("cell", { name: reason })).toBeVisible();

  // The host sees "Rejected by Admin" and the reason, and has the mail.
  await context.clearCookies();
  await logInAs(context, baseURL!, demo.host);
  await page.goto("/event-management");
  const card = page.locator("li, article").filter({ hasText: eventTitle }).last();
  await expect(card.getByText("Rejected by Admin")).toBeVisible();
  await expect(card.getByText(`Reason: ${reason}`)).toBeVisible();
  await expect.poll(async () => (await mailsTo(demo.host)).some((mail) => mail.subject === `Rejected by Admin: ${eventTitle}` && mail.text.includes(reason))).toBe(true);

  // The channel is on /channels.
  await page.goto(`/channels?title=${encodeURIComponent(channelTitle)}`);
  await expect(page.getByText(channelTitle).first()).toBeVisible();
  expect(channelId).toBeGreaterThan(0);
  // And the host's /my-channels says Active where it said Pending Approval.
  await page.goto("/my-channels");
  await expect(page.getByRole("row").filter({ hasText: channelTitle })).toContainText("Active");
});
