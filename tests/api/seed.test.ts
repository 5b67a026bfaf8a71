import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, count, eq, gte, inArray, isNotNull, isNull, lt, sql } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, Db } from "../../server/db/client";
import {
  channelModules,
  complaints,
  channelSubscriptions,
  channels,
  contentPages,
  documentEvents,
  events,
  eventSpeakers,
  faqs,
  mailOutbox,
  packages,
  sandboxPayments,
  settings,
  transactions,
  uploads,
  users,
} from "../../server/db/schema";
import { readReferenceState, REFERENCE_DATA_VERSION } from "../../server/db/reference";
import { FREE_PACKAGE_ID } from "../../shared/package-buttons";
import { TICKET_TYPES } from "../../shared/schemas/tickets";
import { DEMO_PASSWORD, seedDemoData } from "../../server/seed";
import { seedOnFirstStart } from "../../server/seed/first-start";
import type { Env } from "../../server/env.server";
import { createAccount } from "../../server/domain/accounts/creation";
import { verifyPassword } from "../../server/domain/accounts/passwords";
import { renderDocumentPdf } from "../../server/seed/document-pdf";
import { DEMO_CLIPS, DEMO_MEDIA_DIR } from "../../server/seed/media";
import { isPublicKey } from "../../server/domain/uploads/uploads";
import { videoDurationSeconds } from "../../server/domain/uploads/video-duration";
import { createLocalStorage, type LocalStorage } from "../../server/integrations/storage/local";
import { coverSizes } from "../../shared/covers";
import { addCalendarMonths } from "../../shared/subscription-period";
import { openTestDatabase } from "../support/database";
import { createHostWithEvent, createUser } from "../support/factories";

const md5 = (bytes: Uint8Array) => createHash("md5").update(bytes).digest("hex");
/** The environment of an embedded demo's start, changed by `over`. */
const startEnv = (over: Partial<Env>) => ({ DEMO_MODE: true, DATABASE_URL: undefined, ...over }) as Env;

let database: Database;
let db: Db;
let storageDir: string;
let storage: LocalStorage;

async function tableCounts() {
  const tables = { users, packages, events, channels, channelModules, documentEvents, contentPages, faqs };
  const result: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await db.select({ n: count() }).from(table);
    result[name] = row?.n ?? 0;
  }
  return result;
}

describe("seedDemoData", () => {
  let firstCounts: Record<string, number>;

  beforeAll(async () => {
    database = await openTestDatabase();
    db = database.db;
    storageDir = mkdtempSync(path.join(tmpdir(), "marquee-seed-storage-"));
    storage = createLocalStorage({ dir: storageDir, secrets: ["test-storage-secret"], isPublic: isPublicKey });
    // As a server's start does (server/main.ts): only the embedded demo seeds itself, and only when empty.
    await seedOnFirstStart({ db, storage, env: startEnv({ DEMO_MODE: false }) });
    await seedOnFirstStart({ db, storage, env: startEnv({ DATABASE_URL: "postgres://db.example/marquee" }) });
    expect((await tableCounts()).users).toBe(0);
    await seedOnFirstStart({ db, storage, env: startEnv({}) });
    firstCounts = await tableCounts();
    expect(firstCounts.users).toBeGreaterThan(0);
  }, 60_000);

  afterAll(async () => {
    await database?.close();
    if (storageDir) rmSync(storageDir, { recursive: true, force: true });
  });

  it("is idempotent, and a later start of the demo seeds nothing", async () => {
    expect(await seedDemoData(db, { storage })).toEqual({ created: false });
    await seedOnFirstStart({ db, storage, env: startEnv({}) });
    expect(await tableCounts()).toEqual(firstCounts);
  });

  it("creates the three demo logins with the right roles and packages", async () => {
    const rows = await db
      .select()
      .from(users)
      .where(inArray(users.email, ["host@marquee.test", "attendee@marquee.test", "admin@marquee.test"]));
    const byEmail = Object.fromEntries(rows.map((u) => [u.email, u]));
    expect(Object.keys(byEmail)).toHaveLength(3);

    const host = byEmail["host@marquee.test"];
    expect(host.role).toBe("user");
    expect(host.packageId).toBeGreaterThan(1);
    const [hostPackage] = await db.select().from(packages).where(eq(packages.id, host.packageId));
    expect(hostPackage.pricePence).toBeGreaterThan(0);
    expect(byEmail["attendee@marquee.test"].role).toBe("user");
    expect(byEmail["admin@marquee.test"].role).toBe("admin");

    for (const user of rows) {
      expect(user.activatedAt).not.toBeNull();
      expect(user.isPasswordReset).toBe(false);
      expect(await verifyPassword(user.passwordHash, "Marquee-demo-1")).toBe(true);
    }
  });

  it("gives every event and channel a stored 16:9 cover in two widths, every speaker and host a photo, all with upload rows", async () => {
    const stored = async (key: string | null) => {
      expect(key).not.toBeNull();
      const info = await storage.head(key!);
      expect(info?.contentType).toBe("image/webp");
      return sharp(Buffer.from(await storage.readRange(key!, 0, info!.size - 1))).metadata();
    };
    const eventRows = await db.select({ images: events.images, userId: events.userId }).from(events);
    const channelRows = await db.select({ image: channels.image, userId: channels.userId }).from(channels);
    const covers = [...eventRows.map((row) => ({ key: row.images[0] ?? null, userId: row.userId })), ...channelRows.map((row) => ({ key: row.image, userId: row.userId }))];
    const owners = new Map((await db.select().from(uploads)).map((row) => [row.key, row]));
    for (const cover of covers) {
      const sizes = coverSizes(cover.key!)!;
      expect(sizes.map((size) => size.width)).toEqual([960, 480]);
      for (const size of sizes) {
        const meta = await stored(size.src);
        expect([meta.format, meta.width, meta.height]).toEqual(["webp", size.width, size.height]);
        expect(owners.get(size.src)).toMatchObject({ userId: cover.userId, status: "attached", folder: "event-images" });
      }
    }
    // A weekly series shares its cover; every other event has its own.
    const distinctTitles = new Set((await db.select({ title: events.title }).from(events)).map((row) => row.title)).size;
    expect(new Set(eventRows.map((row) => row.images[0])).size).toBe(distinctTitles);

    for (const speaker of await db.select({ pic: eventSpeakers.pic }).from(eventSpeakers)) {
      expect((await stored(speaker.pic)).format).toBe("webp");
      expect(owners.get(speaker.pic!)?.status).toBe("attached");
    }
    const hosts = await db.select().from(users).where(inArray(users.email, ["host@marquee.test", "marcus@marquee.test", "priya@marquee.test"]));
    expect(hosts).toHaveLength(3);
    for (const host of hosts) {
      expect((await stored(host.pic)).width).toBe(600);
      expect((await stored(host.picAvatar)).width).toBe(96);
    }
  });

  it("gives every seeded video its own stored MP4 and every document a real PDF, each with the host's attached upload row", async () => {
    const owners = new Map((await db.select().from(uploads)).map((row) => [row.key, row]));
    const clips = new Map(await Promise.all(DEMO_CLIPS.map(async (clip) => [md5(readFileSync(path.join(DEMO_MEDIA_DIR, `${clip}.mp4`))), clip] as const)));
    const stored = async (key: string | null, folder: string, userId: number, contentType: string, visibility: "public" | "private") => {
      expect(key, `a ${folder} key`).toMatch(new RegExp(`^${folder}/[0-9a-f-]{36}\\.(mp4|pdf)$`));
      const info = await storage.head(key!);
      expect(info?.contentType).toBe(contentType);
      expect(owners.get(key!)).toMatchObject({ userId, status: "attached", folder, visibility, contentType, size: info!.size });
      // The demo's catalogue is published, so its public files answer at their bare address (ADR 056).
      expect(await storage.isPublished(key!), `${key} published`).toBe(visibility === "public");
      return Buffer.from(await storage.readRange(key!, 0, info!.size - 1));
    };
    const keys: string[] = [];
    const recorded = await db.select().from(events).where(eq(events.eventType, "Pre Recorded"));
    expect(recorded.length).toBeGreaterThan(10);
    for (const event of recorded) {
      const video = await stored(event.fullVideo, "full-videos", event.userId, "video/mp4", "private");
      // A copy of one of the committed clips; 6 seconds long by its header.
      expect(clips.get(md5(video)), `${event.title}'s video is a demo clip`).toBeDefined();
      expect(await videoDurationSeconds({ storage }, event.fullVideo!)).toBe(6);
      keys.push(event.fullVideo!);
      // Sold on its own: a public preview too; a channel's lesson has none.
      if (event.channelId === null) keys.push(await stored(event.shortVideo, "short-videos", event.userId, "video/mp4", "public").then(() => event.shortVideo!));
      else expect(event.shortVideo).toBeNull();
    }
    for (const channel of await db.select().from(channels)) {
      await stored(channel.video, "channel-videos", channel.userId, "video/mp4", "public");
      keys.push(channel.video!);
    }
    const hosts = await db.select().from(users).where(inArray(users.email, ["host@marquee.test", "marcus@marquee.test", "priya@marquee.test"]));
    for (const host of hosts) {
      await stored(host.profileVideo, "profile-videos", host.id, "video/mp4", "public");
      keys.push(host.profileVideo!);
    }
    // The clip follows the top-level category: every Foundations lesson is a yoga clip.
    const [foundations] = await db.select().from(channels).where(eq(channels.title, "Foundations of Yoga: A Four-Week Course"));
    for (const lesson of recorded.filter((event) => event.channelId === foundations!.id)) {
      expect(clips.get(md5(Buffer.from(await storage.readRange(lesson.fullVideo!, 0, 10_000_000))))).toBe("yoga");
    }

    const documents = await db.select().from(documentEvents);
    expect(documents.length).toBeGreaterThan(0);
    for (const doc of documents) {
      const bytes = await stored(doc.document, "documents", doc.userId, "application/pdf", "private");
      keys.push(doc.document);
      const pdf = await PDFDocument.load(bytes);
      expect(pdf.getTitle()).toBe(doc.title);
      expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
      expect(pdf.getPageCount()).toBeLessThanOrEqual(2);
    }
    // Every video and document is its own object, as uploads are.
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("draws the same PDF bytes for the same document, whatever the day", async () => {
    const input = { title: "Offer worksheet", channel: "Launch Your Online Business", host: "Priya Raman", description: "<p>Six questions &amp; answers.</p>", sections: [{ heading: "Questions", style: "lines" as const, items: ["Who is it for?"] }] };
    const first = await renderDocumentPdf(input);
    expect(Buffer.from(first.subarray(0, 5)).toString()).toBe("%PDF-");
    expect(Buffer.from(await renderDocumentPdf(input))).toEqual(Buffer.from(first));
  });

  it("creates the free package as id 1 and two paid tiers", async () => {
    const rows = await db.select().from(packages).orderBy(packages.id);
    expect(rows.map((p) => p.id)).toEqual([1, 2, 3]);
    expect(rows[0].pricePence).toBe(0);
    expect(rows[1].pricePence).toBeGreaterThan(0);
    expect(rows[2].pricePence).toBeGreaterThan(rows[1].pricePence);
  });

  it("has upcoming and past live events and a pre-recorded event, all published", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const published = and(eq(events.isPublished, true), isNull(events.channelId));
    const [upcoming] = await db
      .select({ n: count() })
      .from(events)
      .where(and(published, eq(events.eventType, "Online Event"), gte(events.eventDate, today)));
    const [past] = await db
      .select({ n: count() })
      .from(events)
      .where(and(published, eq(events.eventType, "Online Event"), lt(events.eventDate, today)));
    const [recorded] = await db
      .select({ n: count() })
      .from(events)
      .where(and(published, eq(events.eventType, "Pre Recorded"), isNotNull(events.fullVideo)));
    expect(upcoming.n).toBeGreaterThan(0);
    expect(past.n).toBeGreaterThan(0);
    expect(recorded.n).toBeGreaterThan(0);

    const [pending] = await db
      .select({ n: count() })
      .from(events)
      .where(and(eq(events.isPublished, false), eq(events.isRejected, false)));
    const [rejected] = await db.select({ n: count() }).from(events).where(eq(events.isRejected, true));
    expect(pending.n).toBe(1);
    expect(rejected.n).toBe(1);
  });

  it("has monthly, fixed and modular channels with modules and document events", async () => {
    const rows = await db
      .select()
      .from(channels)
      .where(and(eq(channels.isPublished, true), eq(channels.active, true)));
    expect(rows.some((c) => c.isMonthlySubscription)).toBe(true);
    expect(rows.some((c) => !c.isMonthlySubscription)).toBe(true);
    const modular = rows.filter((c) => c.isModular);
    expect(modular.length).toBeGreaterThan(0);
    const [modules] = await db
      .select({ n: count() })
      .from(channelModules)
      .where(
        inArray(
          channelModules.channelId,
          modular.map((c) => c.id),
        ),
      );
    const [documents] = await db
      .select({ n: count() })
      .from(documentEvents)
      .where(
        inArray(
          documentEvents.channelId,
          modular.map((c) => c.id),
        ),
      );
    expect(modules.n).toBeGreaterThan(1);
    expect(documents.n).toBeGreaterThan(0);
  });

  it("has a channel pending approval and a modular course with videos, a live event and a document", async () => {
    const pendingChannels = await db.select().from(channels).where(and(eq(channels.isPublished, false), eq(channels.isRejected, false)));
    expect(pendingChannels.length).toBeGreaterThan(0);
    const modular = await db.select().from(channels).where(and(eq(channels.isModular, true), eq(channels.isPublished, true)));
    const complete = [];
    for (const channel of modular) {
      const kinds = await db.select({ type: events.eventType }).from(events).where(eq(events.channelId, channel.id));
      const [documents] = await db.select({ n: count() }).from(documentEvents).where(eq(documentEvents.channelId, channel.id));
      if (kinds.some((e) => e.type === "Pre Recorded") && kinds.some((e) => e.type === "Online Event") && documents!.n > 0) complete.push(channel.title);
    }
    expect(complete.length).toBeGreaterThan(0);
  });

  it("gives every paid demo payment its payment in the sandbox's books, so it can be refunded", async () => {
    const paid = await db.select().from(transactions).where(and(isNotNull(transactions.providerPaymentId), gte(transactions.amountPence, 1)));
    expect(paid.length).toBeGreaterThan(3);
    const inBooks = await db.select().from(sandboxPayments).where(inArray(sandboxPayments.id, paid.map((t) => t.providerPaymentId!)));
    expect(inBooks.map((p) => [p.id, p.amountPence, p.state]).sort()).toEqual(paid.map((t) => [t.providerPaymentId, t.amountPence, "succeeded"]).sort());
    expect(new Set(paid.map((t) => t.provider))).toEqual(new Set(["sandbox"]));
  });

  it("gives the demo attendee one monthly and one fixed subscription, bought through the checkout, with their payments and no receipt mail", async () => {
    const [attendee] = await db.select({ id: users.id }).from(users).where(eq(users.email, "attendee@marquee.test"));
    const rows = await db
      .select({ subscription: channelSubscriptions, monthly: channels.isMonthlySubscription, hostId: channels.userId })
      .from(channelSubscriptions)
      .innerJoin(channels, eq(channels.id, channelSubscriptions.channelId))
      .where(eq(channelSubscriptions.userId, attendee!.id))
      .orderBy(channels.isMonthlySubscription);
    expect(rows.map((row) => [row.monthly, row.subscription.status, row.subscription.autoRenewal])).toEqual([
      [false, "active", false],
      [true, "active", true],
    ]);
    const [fixed, monthly] = rows;
    expect(fixed!.subscription.toDate).toBeNull();
    expect(monthly!.subscription.toDate?.toISOString()).toBe(addCalendarMonths(monthly!.subscription.fromDate, 1).toISOString());
    expect(monthly!.subscription.toDate!.getTime()).toBeGreaterThan(Date.now());
    for (const row of rows) {
      const payments = await db.select().from(transactions).where(eq(transactions.channelSubscriptionId, row.subscription.id));
      expect(payments.map((payment) => [payment.transactionType, payment.status, payment.sellerId, payment.provider])).toEqual([["channel_subscription", "succeeded", row.hostId, "sandbox"]]);
      expect(payments[0]!.amountPence).toBeGreaterThan(0);
      expect(payments[0]!.commissionPence).toBeGreaterThan(0);
    }
    const [receipts] = await db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.kind, "payment-receipt"));
    expect(receipts?.n).toBe(0);
  });

  it("has the static content pages and the landing setting", async () => {
    const pages = await db.select().from(contentPages);
    const ids = pages.map((p) => p.id);
    for (const id of [1, 2, 3, 5, 7, 8]) expect(ids).toContain(id);
    for (const page of pages) {
      expect(page.value.length).toBeGreaterThan(200);
      expect(page.value.toLowerCase()).not.toMatch(/lorem ipsum|coming soon|not implemented/);
    }
    const [landing] = await db.select().from(settings).where(eq(settings.key, "root_landing"));
    expect(landing.value).toBe("content-creator");
    const [browserFaq] = await db
      .select({ n: count() })
      .from(faqs)
      .where(sql`${faqs.answer} like '%Chrome, Safari or Edge%'`);
    expect(browserFaq.n).toBeGreaterThan(0);
  });

  it("gives every support ticket a type the Create Ticket list offers", async () => {
    const tickets = await db.select({ type: complaints.type }).from(complaints);
    expect(tickets.length).toBeGreaterThan(0);
    for (const ticket of tickets) expect(TICKET_TYPES).toContain(ticket.type);
  });

  it("records the reference data version it seeded on", async () => {
    expect((await readReferenceState(db))?.version).toBe(REFERENCE_DATA_VERSION);
    const [free] = await db.select().from(packages).where(eq(packages.id, FREE_PACKAGE_ID));
    expect(free.pricePence).toBe(0);
  });

  it("makes accounts through the accounts domain, under a signup's rules", async () => {
    const base = { firstName: "Rule", lastName: "Check", activatedAt: new Date() };
    await expect(createAccount(db, { ...base, email: "weak@marquee.test", password: "weakpass" }, new Date())).rejects.toMatchObject({
      kind: "invalid",
      message: "Must contain 8 characters, one uppercase, one lowercase, one number",
    });
    await expect(createAccount(db, { ...base, email: "not an email", password: DEMO_PASSWORD }, new Date())).rejects.toMatchObject({
      kind: "invalid",
      details: { fields: { email: ["Must be a Valid Email-Id"] } },
    });
    await expect(createAccount(db, { ...base, email: "deleted-1@deleted.marquee", password: DEMO_PASSWORD }, new Date())).rejects.toMatchObject({
      kind: "invalid",
    });
    // The demo's own address, in other case: taken (the unique index on lower(email)).
    await expect(createAccount(db, { ...base, email: "Host@Marquee.test", password: DEMO_PASSWORD }, new Date())).rejects.toThrow();

    const user = await createUser(db, { email: "  Mixed.Case@Example.COM " });
    expect(user.row).toMatchObject({ email: "mixed.case@example.com", packageId: FREE_PACKAGE_ID, role: "user" });
    expect(user.row.activatedAt).not.toBeNull();
    expect(await verifyPassword(user.row.passwordHash, user.password)).toBe(true);
    const pending = await createUser(db, { activated: false, role: "admin" });
    expect(pending.row).toMatchObject({ activatedAt: null, role: "admin" });
  });

  it("shares its creation functions with the tests' factories", async () => {
    const { host, eventId } = await createHostWithEvent(db, { packageId: 2 });
    const [event] = await db.select().from(events).where(eq(events.id, eventId));
    const [hostPackage] = await db.select().from(packages).where(eq(packages.id, 2));
    expect(event).toMatchObject({ userId: host.id, slug: "evening-yoga", isPublished: true, maxParticipants: hostPackage.maxParticipantInEvent });
  });
});
