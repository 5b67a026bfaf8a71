// The admin console's discount codes through the API: an admin creates codes (percentage and fixed,
// scoped to one event, one channel or everything), switches them off and on; each change is written
// with its audit row, and bad input changes nothing and says why. A buyer then gets the code's price.
// The category tree: add, rename, move, hide and show; delete only what nothing uses.
import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { AdminCategoryData, AdminDiscountCodeData, AdminDiscountCodesData, CheckoutQuoteData } from "~server/api/contract";
import { adminAuditLog, categories, discountCodes, events } from "~server/db/schema";
import { PAYMENT_MESSAGES } from "~server/domain/payments/messages";
import { adminCatalogueMessages as m, adminCategoryMessages as c } from "~shared/messages/admin-catalogue";
import { adminMessages } from "~shared/messages/admin";
import { useTestApi } from "~tests/support/api";
import { createCategory, createHostedChannel, createHostedEvent } from "~tests/support/factories";
import { createUser, loginAs } from "./auth-support";

const t = useTestApi();

async function admin() {
  const user = await createUser(t, { role: "admin" });
  return { user, token: await loginAs(t, user) };
}

let serial = 0;
const uniqueCode = (prefix = "ADM") => `${prefix}${++serial}X${Date.now() % 100000}`;

const form = (overrides: Record<string, string> = {}) => ({
  code: uniqueCode(),
  discount_type: "percentage",
  value: "20",
  max_uses: "",
  expires_on: "",
  scope: "all",
  scope_id: "",
  ...overrides,
});

async function codeCount() {
  const [row] = await t.db.select({ n: count() }).from(discountCodes);
  return row!.n;
}

async function auditRows(objectId: number | string) {
  return t.db.select().from(adminAuditLog).where(and(eq(adminAuditLog.objectType, "discount_code"), eq(adminAuditLog.objectId, String(objectId))));
}

describe("POST admin/discount-codes", () => {
  it("creates a 20 % code for one event with a use limit and a last day, and writes the audit row with it", async () => {
    const { user, token } = await admin();
    const host = await createUser(t);
    const eventId = await createHostedEvent(t.db, host.row, { isFree: false, ticketPricePence: 1000 });
    const body = form({ scope: "event", scope_id: String(eventId), max_uses: "3", expires_on: "2099-06-30" });
    const made = await t.call<AdminDiscountCodeData>("POST", "admin/discount-codes", { token, body, ip: "203.0.113.9" });
    expect([made.status, made.message]).toEqual([200, m.created]);
    expect(made.data).toMatchObject({ code: body.code, discount_type: "percentage", value: 2000, event_id: eventId, channel_id: null, max_redemptions: 3, redemptions: 0, active: true });
    // The last day is a London day: the code works until that day ends (BST: 23:00 UTC).
    expect(made.data!.valid_until).toBe("2099-06-30T23:00:00.000Z");
    const [audit] = await auditRows(made.data!.id);
    expect(audit).toMatchObject({ adminId: user.id, action: "create-discount-code", ip: "203.0.113.9", before: null });
    expect(audit!.after).toMatchObject({ code: body.code, value: 2000, event_id: eventId, max_redemptions: 3 });
    // A buyer's quote takes 20 % off the price before the fees.
    const buyer = await createUser(t);
    const quote = await t.call<CheckoutQuoteData>("GET", `checkout/quote?transaction_type=event_booking&id=${eventId}&couponCode=${body.code.toLowerCase()}`, { token: await loginAs(t, buyer) });
    expect(quote.status).toBe(200);
    expect(quote.data!.breakdown).toMatchObject({ price: 1000, discount: 200 });
  });

  it("creates a fixed code in pounds for a channel, and one for everything without limit or expiry", async () => {
    const { token } = await admin();
    const host = await createUser(t);
    const channelId = await createHostedChannel(t.db, host.row, { pricePence: 1500 });
    const fixed = await t.call<AdminDiscountCodeData>("POST", "admin/discount-codes", { token, body: form({ discount_type: "fixed", value: "2.50", scope: "channel", scope_id: String(channelId) }) });
    expect(fixed.data).toMatchObject({ discount_type: "fixed", value: 250, channel_id: channelId, event_id: null });
    const everything = await t.call<AdminDiscountCodeData>("POST", "admin/discount-codes", { token, body: form({ value: "12.5", scope: "all", scope_id: "77" }) });
    expect(everything.data).toMatchObject({ value: 1250, event_id: null, channel_id: null, max_redemptions: null, valid_until: null });
  });

  it.each([
    ["a code with spaces", { code: "TWO WORDS" }, "code", m.codeFormat],
    ["a code too short", { code: "AB" }, "code", m.codeFormat],
    ["no code", { code: "" }, "code", m.codeRequired],
    ["an unknown type", { discount_type: "half" }, "discount_type", m.typeRequired],
    ["a percentage over 100", { value: "100.5" }, "value", m.percentValue],
    ["a percentage of 0", { value: "0" }, "value", m.percentValue],
    ["three decimals", { value: "1.255" }, "value", m.percentValue],
    ["a fixed value of 0", { discount_type: "fixed", value: "0.00" }, "value", m.fixedValue],
    ["a negative fixed value", { discount_type: "fixed", value: "-5" }, "value", m.fixedValue],
    ["a use limit of 0", { max_uses: "0" }, "max_uses", m.usesFormat],
    ["a fractional use limit", { max_uses: "1.5" }, "max_uses", m.usesFormat],
    ["a day that does not exist", { expires_on: "2099-02-30" }, "expires_on", m.expiryFormat],
    ["an unknown scope", { scope: "host" }, "scope", m.scopeRequired],
    ["an event scope without an id", { scope: "event", scope_id: "" }, "scope_id", m.scopeIdRequired],
    ["an id that is not one", { scope: "channel", scope_id: "1.5" }, "scope_id", m.scopeIdRequired],
  ])("refuses %s with 422 naming the field, and stores nothing", async (_name, overrides, field, message) => {
    const { token } = await admin();
    const before = await codeCount();
    const answer = await t.call("POST", "admin/discount-codes", { token, body: form(overrides) });
    expect(answer.status).toBe(422);
    expect(answer.errors?.[field]).toContain(message);
    expect(await codeCount()).toBe(before);
  });

  it("refuses a taken code (in any case), an unknown event or channel and a past last day: nothing stored, no audit row", async () => {
    const { token } = await admin();
    const taken = await t.call<AdminDiscountCodeData>("POST", "admin/discount-codes", { token, body: form() });
    const before = await codeCount();
    const [{ n: auditsBefore }] = (await t.db.select({ n: count() }).from(adminAuditLog)) as [{ n: number }];
    const cases: [Record<string, string>, string, string][] = [
      [{ code: taken.data!.code.toLowerCase() }, "code", m.codeTaken],
      [{ scope: "event", scope_id: "2147483000" }, "scope_id", m.eventUnknown],
      [{ scope: "channel", scope_id: "2147483000" }, "scope_id", m.channelUnknown],
      [{ expires_on: "2020-01-01" }, "expires_on", m.expiryPast],
    ];
    for (const [overrides, field, message] of cases) {
      const answer = await t.call("POST", "admin/discount-codes", { token, body: form(overrides) });
      expect([answer.status, answer.message]).toEqual([400, message]);
      expect(answer.errors?.[field]).toEqual([message]);
    }
    expect(await codeCount()).toBe(before);
    const [{ n: auditsAfter }] = (await t.db.select({ n: count() }).from(adminAuditLog)) as [{ n: number }];
    expect(auditsAfter).toBe(auditsBefore);
  });

  it("answers anyone but an administrator as an unknown path", async () => {
    const user = await createUser(t);
    const before = await codeCount();
    for (const token of [null, await loginAs(t, user)]) {
      const answer = await t.call("POST", "admin/discount-codes", { token, body: form() });
      expect(answer.status).toBe(404);
    }
    expect(await codeCount()).toBe(before);
  });
});

describe("POST admin/discount-code-status and GET admin/discount-codes", () => {
  it("switches a code off (checkout refuses it) and on again, each with its audit row; the list shows it", async () => {
    const { token } = await admin();
    const host = await createUser(t);
    const eventId = await createHostedEvent(t.db, host.row, { isFree: false, ticketPricePence: 1000 });
    const made = await t.call<AdminDiscountCodeData>("POST", "admin/discount-codes", { token, body: form({ scope: "event", scope_id: String(eventId) }) });
    const id = made.data!.id;
    const off = await t.call<AdminDiscountCodeData>("POST", "admin/discount-code-status", { token, body: { id: String(id), active: "false" } });
    expect([off.status, off.message, off.data?.active]).toEqual([200, m.deactivated, false]);
    const check = await t.call("POST", "check-discount-no-auth", { body: { code: made.data!.code, transaction_type: "event_booking", id: eventId } });
    expect(check.message).toBe(PAYMENT_MESSAGES.couponUnknown);
    const on = await t.call<AdminDiscountCodeData>("POST", "admin/discount-code-status", { token, body: { id: String(id), active: "true" } });
    expect([on.status, on.message, on.data?.active]).toEqual([200, m.activated, true]);
    const audits = await auditRows(id);
    expect(audits.map((row) => row.action).sort()).toEqual(["activate-discount-code", "create-discount-code", "deactivate-discount-code"]);
    const off2 = audits.find((row) => row.action === "deactivate-discount-code")!;
    expect([(off2.before as { active: boolean }).active, (off2.after as { active: boolean }).active]).toEqual([true, false]);
    const list = await t.call<AdminDiscountCodesData>("GET", "admin/discount-codes?page=1", { token });
    expect(list.status).toBe(200);
    expect(list.data!.rows[0]).toMatchObject({ id, active: true });
    expect(list.data!.pagination).toMatchObject({ current_page: 1, per_page: 25 });
  });

  it("refuses an unknown id (404) and a bad body (422), changing nothing; a bad page is 422", async () => {
    const { token } = await admin();
    const before = await t.db.select().from(adminAuditLog);
    expect((await t.call("POST", "admin/discount-code-status", { token, body: { id: "2147483000", active: "false" } })).status).toBe(404);
    expect((await t.call("POST", "admin/discount-code-status", { token, body: { id: "abc", active: "false" } })).status).toBe(422);
    expect((await t.call("POST", "admin/discount-code-status", { token, body: { id: "1", active: "maybe" } })).status).toBe(422);
    expect(await t.db.select().from(adminAuditLog)).toHaveLength(before.length);
    const page = await t.call("GET", "admin/discount-codes?page=0", { token });
    expect([page.status, page.message]).toEqual([422, adminMessages.page]);
  });
});

describe("the category tree: admin/categories, category-update, category-visibility, category-delete", () => {
  async function categoryRow(id: number) {
    const [row] = await t.db.select().from(categories).where(eq(categories.id, id));
    return row;
  }
  const categoryAudits = (id: number) => t.db.select().from(adminAuditLog).where(and(eq(adminAuditLog.objectType, "category"), eq(adminAuditLog.objectId, String(id))));

  it("adds a top-level category and a sub-category, renames and moves one, each with its audit row; the tree lists them", async () => {
    const { token } = await admin();
    const top = await t.call<AdminCategoryData>("POST", "admin/categories", { token, body: { name: " Ceramics ", kind: "event", parent_id: "" } });
    expect([top.status, top.message]).toEqual([200, c.created]);
    expect(top.data).toMatchObject({ name: "Ceramics", kind: "event", parent_id: null, hidden: false, events: 0 });
    const child = await t.call<AdminCategoryData>("POST", "admin/categories", { token, body: { name: "Glazing", kind: "both", parent_id: String(top.data!.id) } });
    expect(child.data).toMatchObject({ parent_id: top.data!.id });
    const other = await createCategory(t.db, { name: "Crafts" });
    const moved = await t.call<AdminCategoryData>("POST", "admin/category-update", { token, body: { id: String(child.data!.id), name: "Glazes", parent_id: String(other) } });
    expect([moved.status, moved.message]).toEqual([200, c.saved]);
    expect(await categoryRow(child.data!.id)).toMatchObject({ name: "Glazes", parentId: other });
    const [audit] = (await categoryAudits(child.data!.id)).filter((row) => row.action === "update-category");
    expect(audit!.before).toMatchObject({ name: "Glazing", parent_id: top.data!.id });
    expect(audit!.after).toMatchObject({ name: "Glazes", parent_id: other });
    const tree = await t.call<AdminCategoryData[]>("GET", "admin/categories", { token });
    const ids = tree.data!.map((row) => row.id);
    // A sub-category follows its parent.
    expect(ids.indexOf(child.data!.id)).toBe(ids.indexOf(other) + 1 + tree.data!.slice(ids.indexOf(other) + 1).findIndex((row) => row.id === child.data!.id));
    expect(tree.data![ids.indexOf(child.data!.id)]!.parent_id).toBe(other);
  });

  it("refuses a bad name, kind or parent, a parent that is a sub-category or itself, and moving a parent with children: nothing changes", async () => {
    const { token } = await admin();
    const top = await createCategory(t.db, { name: "Top" });
    const sub = await createCategory(t.db, { name: "Sub", parentId: top });
    const before = await t.db.select().from(categories);
    const refused: [string, Record<string, string>, number, string, string][] = [
      ["admin/categories", { name: "", kind: "both", parent_id: "" }, 422, "name", c.nameRequired],
      ["admin/categories", { name: "x".repeat(61), kind: "both", parent_id: "" }, 422, "name", c.nameTooLong],
      ["admin/categories", { name: "Ok", kind: "everything", parent_id: "" }, 422, "kind", c.kindRequired],
      ["admin/categories", { name: "Ok", kind: "both", parent_id: "abc" }, 422, "parent_id", c.parentFormat],
      ["admin/categories", { name: "Ok", kind: "both", parent_id: String(sub) }, 400, "parent_id", c.parentUnknown],
      ["admin/categories", { name: "Ok", kind: "both", parent_id: "2147483000" }, 400, "parent_id", c.parentUnknown],
      ["admin/category-update", { id: String(sub), name: "Sub", parent_id: String(sub) }, 400, "parent_id", c.parentSelf],
      ["admin/category-update", { id: String(top), name: "Top", parent_id: String(await createCategory(t.db)) }, 400, "parent_id", c.parentHasChildren],
    ];
    const afterFixture = await t.db.select().from(categories);
    for (const [path, body, status, field, message] of refused) {
      const answer = await t.call("POST", path, { token, body });
      expect([path, answer.status, answer.errors?.[field]]).toEqual([path, status, [message]]);
    }
    expect(await t.db.select().from(categories)).toEqual(afterFixture);
    expect(afterFixture.length).toBe(before.length + 1);
    expect((await t.call("POST", "admin/category-update", { token, body: { id: "2147483000", name: "X", parent_id: "" } })).status).toBe(404);
  });

  it("a category in use cannot be deleted, only hidden: hidden, no picker or search filter offers it, and the event keeps it; shown again, it is back", async () => {
    const { token } = await admin();
    const host = await createUser(t);
    const hostToken = await loginAs(t, host);
    const used = await createCategory(t.db, { name: `Used ${Date.now()}` });
    const eventId = await createHostedEvent(t.db, host.row, { categoryId: used });
    const refused = await t.call("POST", "admin/category-delete", { token, body: { id: String(used) } });
    expect([refused.status, refused.message]).toEqual([400, c.inUse]);
    expect(await categoryRow(used)).toBeDefined();
    const hidden = await t.call<AdminCategoryData>("POST", "admin/category-visibility", { token, body: { id: String(used), hidden: "true" } });
    expect([hidden.status, hidden.message, hidden.data?.hidden, hidden.data?.events]).toEqual([200, c.hidden, true, 1]);
    const offered = async () => {
      const forEvents = await t.call<{ categories: { id: number }[] }>("GET", "create-event-require-data", { token: hostToken });
      const forChannels = await t.call<{ id: number }[]>("GET", "categories-list/Channel", { token: hostToken });
      const forSearch = await t.call<unknown>("GET", "categories-list-search");
      return [JSON.stringify(forEvents.data), JSON.stringify(forChannels.data), JSON.stringify(forSearch.data)].map((text) => text.includes(`"id":${used},`) || text.includes(`"id":${used}}`));
    };
    expect(await offered()).toEqual([false, false, false]);
    const [event] = await t.db.select().from(events).where(eq(events.id, eventId));
    expect(event!.categoryId).toBe(used);
    await t.call("POST", "admin/category-visibility", { token, body: { id: String(used), hidden: "false" } });
    expect(await offered()).toEqual([true, true, true]);
    expect((await categoryAudits(used)).map((row) => row.action).sort()).toEqual(["hide-category", "show-category"]);
  });

  it("deletes a category nothing uses (with its audit row); refuses one with sub-categories and an unknown id", async () => {
    const { token } = await admin();
    const parent = await createCategory(t.db, { name: "Parent" });
    await createCategory(t.db, { name: "Child", parentId: parent });
    const withChildren = await t.call("POST", "admin/category-delete", { token, body: { id: String(parent) } });
    expect([withChildren.status, withChildren.message]).toEqual([400, c.hasChildren]);
    const unused = await createCategory(t.db, { name: "Unused" });
    const deleted = await t.call("POST", "admin/category-delete", { token, body: { id: String(unused) } });
    expect([deleted.status, deleted.message]).toEqual([200, c.deleted]);
    expect(await categoryRow(unused)).toBeUndefined();
    const [audit] = await categoryAudits(unused);
    expect(audit).toMatchObject({ action: "delete-category", after: null });
    expect((await t.call("POST", "admin/category-delete", { token, body: { id: String(unused) } })).status).toBe(404);
    expect((await t.call("POST", "admin/category-visibility", { token, body: { id: "2147483000", hidden: "true" } })).status).toBe(404);
  });
});
