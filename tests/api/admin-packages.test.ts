// The admin console's packages through the API: an admin creates a package and changes its terms;
// each change is written with its audit row, bad input changes nothing and says why, and anyone
// else is answered as an unknown path. A change reaches new purchases only: a host already on the
// package keeps its price, limits and commissions, the pricing list shows the new terms, and the
// old version can no longer be bought (a checkout begun before the change is fulfilled at the old
// one). New accounts start on the free package's version on sale.
import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { AdminPackageData, ChannelDetailData, HostedCheckoutData, PricingPackageData, UserData } from "~server/api/contract";
import { adminAuditLog, packages, transactions, users } from "~server/db/schema";
import { PAYMENT_MESSAGES } from "~server/domain/payments/messages";
import { sellerPackage } from "~server/domain/payments/quote";
import { adminPackageMessages as p } from "~shared/messages/admin-catalogue";
import { FREE_PACKAGE_ID } from "~shared/package-buttons";
import { useTestApi } from "~tests/support/api";
import { createHostedChannel, packageForm } from "~tests/support/factories";
import { allInPrice } from "~shared/pricing";
import { createUser, loginAs, nextIp, registration } from "./auth-support";

const t = useTestApi();

async function admin() {
  const user = await createUser(t, { role: "admin" });
  return { user, token: await loginAs(t, user) };
}

let serial = 0;

/** A package's form, as text, named afresh. */
const form = (overrides: Record<string, string> = {}) => packageForm({ name: `Creator ${++serial}`, ...overrides });

async function packageCount() {
  const [row] = await t.db.select({ n: count() }).from(packages);
  return row!.n;
}

async function auditCount() {
  const [row] = await t.db.select({ n: count() }).from(adminAuditLog);
  return row!.n;
}

async function created(token: string, overrides: Record<string, string> = {}) {
  const made = await t.call<AdminPackageData>("POST", "admin/packages", { token, body: form(overrides) });
  expect([made.status, made.message]).toEqual([200, p.created]);
  return made.data!;
}

describe("POST admin/packages", () => {
  it("creates a package from pounds and percentages, on sale at once, with its audit row", async () => {
    const { user, token } = await admin();
    const made = await t.call<AdminPackageData>("POST", "admin/packages", { token, body: form({ name: "  Studio  ", price: "12.99", commission_live_event: "7.25", no_of_channel: "0" }), ip: "203.0.113.7" });
    expect([made.status, made.message]).toEqual([200, p.created]);
    expect(made.data).toMatchObject({ name: "Studio", price: 1299, tenure: "monthly", commission_live_event: 7.25, payment_handling_fee: 2, taxation_fee: 20, no_of_channel: 0, users: 0 });
    expect(made.data!.line_id).toBe(made.data!.id);
    const [row] = await t.db.select().from(packages).where(eq(packages.id, made.data!.id));
    expect(row).toMatchObject({ pricePence: 1299, commissionLiveEventBp: 725, taxationFeeBp: 2000, retiredAt: null, lineId: null });
    const [audit] = await t.db.select().from(adminAuditLog).where(and(eq(adminAuditLog.objectType, "package"), eq(adminAuditLog.objectId, String(made.data!.id))));
    expect(audit).toMatchObject({ adminId: user.id, action: "create-package", ip: "203.0.113.7", before: null });
    expect(audit!.after).toMatchObject({ name: "Studio", pricePence: 1299 });
    const pricing = await t.call<PricingPackageData[]>("GET", "pricing");
    expect(pricing.data!.find((pkg) => pkg.id === made.data!.id)).toMatchObject({ name: "Studio", price: 1299 });
    const list = await t.call<AdminPackageData[]>("GET", "admin/packages", { token });
    expect(list.data!.map((pkg) => pkg.id)).toContain(made.data!.id);
  });

  it.each([
    ["no name", { name: "  " }, "name", p.nameRequired],
    ["a name over 60 characters", { name: "x".repeat(61) }, "name", p.nameTooLong],
    ["a price with three decimals", { price: "9.999" }, "price", p.price],
    ["a price over £10,000", { price: "10000.01" }, "price", p.price],
    ["a negative price", { price: "-1" }, "price", p.price],
    ["an unknown tenure", { tenure: "weekly" }, "tenure", p.tenureRequired],
    ["a commission over 100 %", { commission_live_event: "100.5" }, "commission_live_event", p.percent],
    ["a fee with three decimals", { payment_handling_fee: "2.125" }, "payment_handling_fee", p.percent],
    ["a tax in words", { taxation_fee: "twenty" }, "taxation_fee", p.percent],
    ["a fractional limit", { no_of_channel: "1.5" }, "no_of_channel", p.limit],
    ["a limit over a million", { max_subscriber_in_channel: "1000001" }, "max_subscriber_in_channel", p.limit],
    ["an empty limit", { no_of_event_in_channel: "" }, "no_of_event_in_channel", p.limit],
  ])("refuses %s with 422 naming the field, and stores nothing", async (_name, overrides, field, message) => {
    const { token } = await admin();
    const [before, audits] = [await packageCount(), await auditCount()];
    const answer = await t.call("POST", "admin/packages", { token, body: form(overrides) });
    expect(answer.status).toBe(422);
    expect(answer.errors?.[field]).toContain(message);
    expect([await packageCount(), await auditCount()]).toEqual([before, audits]);
  });

  it("answers anyone but an administrator as an unknown path", async () => {
    const host = await createUser(t);
    const before = await packageCount();
    for (const token of [null, await loginAs(t, host)]) {
      for (const [method, path, body] of [
        ["GET", "admin/packages", undefined],
        ["POST", "admin/packages", form()],
        ["POST", "admin/packages/update", { id: String(FREE_PACKAGE_ID), ...form() }],
      ] as const) {
        const answer = await t.call(method, path, { token, body });
        expect([answer.status, answer.message], `${method} ${path}`).toEqual([404, "Not found"]);
      }
    }
    expect(await packageCount()).toBe(before);
  });
});

describe("POST admin/packages/update", () => {
  it("a host on the package keeps its price, limits and commissions; new purchases get the new terms", async () => {
    const { user: adminUser, token } = await admin();
    const creator = await created(token, { name: "Creator", price: "9.99", max_participant_in_event: "100", commission_live_event: "7.5" });
    const host = await createUser(t, { packageId: creator.id });
    const hostToken = await loginAs(t, host);

    const revised = await t.call<AdminPackageData>("POST", "admin/packages/update", {
      token,
      body: { id: String(creator.id), ...form({ name: "Creator", price: "14.99", max_participant_in_event: "150", commission_live_event: "5" }) },
    });
    expect([revised.status, revised.message]).toEqual([200, p.saved]);
    const current = revised.data!;
    expect(current.id).not.toBe(creator.id);
    expect(current).toMatchObject({ line_id: creator.id, name: "Creator", price: 1499, max_participant_in_event: 150, commission_live_event: 5, users: 1, sort_order: creator.sort_order });

    // The old version is retired, not changed; the host still holds it.
    const [old] = await t.db.select().from(packages).where(eq(packages.id, creator.id));
    expect(old).toMatchObject({ pricePence: 999, maxParticipantInEvent: 100, commissionLiveEventBp: 750 });
    expect(old!.retiredAt).not.toBeNull();
    const [hostRow] = await t.db.select().from(users).where(eq(users.id, host.id));
    expect(hostRow!.packageId).toBe(creator.id);
    const me = await t.call<UserData>("GET", "user", { token: hostToken });
    expect(me.data!.package).toMatchObject({ id: creator.id, line_id: creator.id, price: 999, max_participant_in_event: 100 });
    expect(await sellerPackage(t.db, host.id)).toMatchObject({ live: 750 });

    // The pricing list offers the new version only.
    const pricing = await t.call<PricingPackageData[]>("GET", "pricing");
    const offered = pricing.data!.filter((pkg) => pkg.line_id === creator.id);
    expect(offered).toEqual([expect.objectContaining({ id: current.id, price: 1499 })]);
    const list = await t.call<AdminPackageData[]>("GET", "admin/packages", { token });
    expect(list.data!.map((pkg) => pkg.id)).not.toContain(creator.id);

    // The retired version is not for sale; the new one is, to anyone not already on the package.
    const buyer = await loginAs(t, await createUser(t));
    const retired = await t.call("GET", `checkout/quote?transaction_type=package_subscription&id=${creator.id}`, { token: buyer });
    expect([retired.status, retired.message]).toEqual([404, PAYMENT_MESSAGES.packageNotFound]);
    const quote = await t.call<{ breakdown: { price: number } }>("GET", `checkout/quote?transaction_type=package_subscription&id=${current.id}`, { token: buyer });
    expect([quote.status, quote.data?.breakdown.price]).toEqual([200, 1499]);
    const same = await t.call("GET", `checkout/quote?transaction_type=package_subscription&id=${current.id}`, { token: hostToken });
    expect([same.status, same.message]).toEqual([409, PAYMENT_MESSAGES.currentPackage]);

    // One audit row: the line's object, its version before and after.
    const audits = await t.db.select().from(adminAuditLog).where(and(eq(adminAuditLog.action, "revise-package"), eq(adminAuditLog.objectId, String(creator.id))));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ adminId: adminUser.id, objectType: "package" });
    expect(audits[0]!.before).toMatchObject({ id: creator.id, pricePence: 999 });
    expect(audits[0]!.after).toMatchObject({ id: current.id, lineId: creator.id, pricePence: 1499 });
  });

  it("refuses a version already replaced (409) and changes nothing for the same terms", async () => {
    const { token } = await admin();
    const made = await created(token);
    const body = form({ name: made.name });
    const unchanged = await t.call<AdminPackageData>("POST", "admin/packages/update", { token, body: { id: String(made.id), ...body } });
    expect([unchanged.status, unchanged.message, unchanged.data?.id]).toEqual([200, p.unchanged, made.id]);
    const [packagesBefore, auditsBefore] = [await packageCount(), await auditCount()];
    const revised = await t.call<AdminPackageData>("POST", "admin/packages/update", { token, body: { id: String(made.id), ...body, price: "19.99" } });
    expect(revised.status).toBe(200);
    expect([await packageCount(), await auditCount()]).toEqual([packagesBefore + 1, auditsBefore + 1]);
    const stale = await t.call("POST", "admin/packages/update", { token, body: { id: String(made.id), ...body, price: "29.99" } });
    expect([stale.status, stale.message]).toEqual([409, p.replaced]);
    const unknown = await t.call("POST", "admin/packages/update", { token, body: { id: "2147483000", ...body } });
    expect([unknown.status, unknown.message]).toEqual([404, p.packageUnknown]);
    const bad = await t.call("POST", "admin/packages/update", { token, body: { id: String(revised.data!.id), ...body, price: "abc" } });
    expect(bad.status).toBe(422);
    expect(bad.errors?.price).toContain(p.price);
    expect([await packageCount(), await auditCount()]).toEqual([packagesBefore + 1, auditsBefore + 1]);
  });
});

describe("a checkout started before a revision", () => {
  it("is fulfilled at the version it quoted: it was paid at that price", async () => {
    const { token } = await admin();
    const made = await created(token, { price: "9.99" });
    const buyer = await createUser(t);
    const hosted = await t.call<HostedCheckoutData>("POST", "transaction/hosted", { token: await loginAs(t, buyer), body: { id: made.id, transaction_type: "package_subscription" } });
    expect(hosted.status).toBe(200);
    const revised = await t.call("POST", "admin/packages/update", { token, body: { id: String(made.id), ...form({ name: made.name, price: "19.99" }) } });
    expect(revised.status).toBe(200);
    const done = await t.payments.completeHostedCheckout(hosted.data!.url.split("/").pop()!, { number: "4242 4242 4242 4242", expiry: "12 / 34", cvc: "123", name: "Ada Buyer" });
    expect(done.ok).toBe(true);
    const [checkout] = await t.db.select().from(transactions).where(eq(transactions.id, hosted.data!.transaction_id));
    expect(checkout).toMatchObject({ status: "succeeded", packageId: made.id });
    const [row] = await t.db.select().from(users).where(eq(users.id, buyer.id));
    expect(row!.packageId).toBe(made.id);
  });
});

describe("the free package revised", () => {
  // A database of its own: the free package's new version must not reach the other tests' accounts.
  const free = useTestApi();

  it("new accounts start on its version on sale; accounts on the old one keep it and it is still their plan", async () => {
    const adminUser = await createUser(free, { role: "admin" });
    const token = await loginAs(free, adminUser);
    const before = await createUser(free);
    const revised = await free.call<AdminPackageData>("POST", "admin/packages/update", { token, body: { id: String(FREE_PACKAGE_ID), ...form({ name: "Free", price: "0", tenure: "lifetime", max_participant_in_event: "30" }) } });
    expect(revised.status).toBe(200);
    const current = revised.data!;
    expect(current).toMatchObject({ line_id: FREE_PACKAGE_ID, max_participant_in_event: 30 });

    const body = registration();
    expect((await free.call("POST", "signup", { body, ip: nextIp() })).status).toBe(200);
    const [registered] = await free.db.select().from(users).where(eq(users.email, String(body.email).toLowerCase()));
    expect(registered!.packageId).toBe(current.id);
    const [kept] = await free.db.select().from(users).where(eq(users.id, before.id));
    expect(kept!.packageId).toBe(FREE_PACKAGE_ID);
    // Either version is the free package: never bought, nothing to renew.
    const oldToken = await loginAs(free, before);
    const buy = await free.call("GET", `checkout/quote?transaction_type=package_subscription&id=${current.id}`, { token: oldToken });
    expect([buy.status, buy.message]).toEqual([400, PAYMENT_MESSAGES.freePackage]);
    const me = await free.call<UserData>("GET", "user", { token: oldToken });
    expect(me.data!.package).toMatchObject({ id: FREE_PACKAGE_ID, line_id: FREE_PACKAGE_ID });

    // A visitor pays as a new account would: a channel's all-in price has the new version's fees,
    // while the account on the old version keeps the old ones.
    const fees = await free.call<AdminPackageData>("POST", "admin/packages/update", { token, body: { id: String(current.id), ...form({ name: "Free", price: "0", tenure: "lifetime", taxation_fee: "10", payment_handling_fee: "5" }) } });
    expect(fees.status).toBe(200);
    const channelId = await createHostedChannel(free.db, (await createUser(free)).row, { pricePence: 1000 });
    const asVisitor = await free.call<ChannelDetailData>("GET", `channel-detail/${channelId}`);
    expect(asVisitor.data!.price_all_in).toBe(allInPrice(1000, { taxBasisPoints: 1000, handlingBasisPoints: 500 }));
    const asOld = await free.call<ChannelDetailData>("GET", `channel-detail/${channelId}`, { token: oldToken });
    const [oldFees] = await free.db.select().from(packages).where(eq(packages.id, FREE_PACKAGE_ID));
    expect(asOld.data!.price_all_in).toBe(allInPrice(1000, { taxBasisPoints: oldFees!.taxationFeeBp, handlingBasisPoints: oldFees!.paymentHandlingFeeBp }));
  });
});
