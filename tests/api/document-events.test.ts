// Document events (spec 001 §2.2, §2.3, §5, §7): the form's data, loading one with its neighbours,
// create and update with every 001 §5 rule, the module edits of the form, and the private file's
// signed link (host only; anonymous, another user and an unsigned or altered link refused).
import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { CreateDocEventData, DocEventDetailData, DocumentDownloadData, DocumentSavedData, ModuleData } from "~server/api/contract";
import { createModules, subscribe } from "~server/seed/channels";
import { channelModules, channels, channelSubscriptions, documentEvents, uploads } from "~server/db/schema";
import { ACCESS_LINK_SECONDS, storeStream } from "~server/domain/uploads/uploads";
import { handleLocalStorageRequest } from "~server/integrations/storage/local-http";
import { useTestApi } from "~tests/support/api";
import { createHostedChannel, createPreRecordedEvent, createUpload, type TestUser } from "~tests/support/factories";
import { jpegBytes, textBytes } from "~tests/support/media-bytes";
import { createUser, loginAs } from "./auth-support";

const t = useTestApi();

const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n");
const statusOf = async (key: string) => (await t.db.select({ status: uploads.status }).from(uploads).where(eq(uploads.key, key)))[0]?.status;

/** A host with a modular pre-recorded channel of two modules. */
async function hostWithChannel(options: { activated?: boolean } = {}) {
  const host = await createUser(t, options);
  const channelId = await createHostedChannel(t.db, host.row, { title: "Watercolour course", eventType: "Pre Recorded Events", isModular: true });
  const [moduleA, moduleB] = await createModules(t.db, channelId, ["Basics", "Landscapes"]);
  return { host, channelId, moduleA: moduleA!, moduleB: moduleB!, token: await loginAs(t, host) };
}

async function form(host: TestUser, channelId: number, moduleId: number, overrides: Record<string, unknown> = {}) {
  return {
    title: "Colour wheel handout",
    description: "Print it and keep it beside your palette.",
    image: await createUpload(t.db, { userId: host.id, purpose: "document-image" }),
    use_channel_image: false,
    channel_id: channelId,
    channel_module_id: moduleId,
    document: await createUpload(t.db, { userId: host.id, purpose: "document" }),
    ...overrides,
  };
}

describe("GET create-doc-event_data", () => {
  it("answers the caller's own channels with their modules and subscriber flag, nobody else's", async () => {
    const { host, channelId, token } = await hostWithChannel();
    const other = await createUser(t);
    await createHostedChannel(t.db, other.row, { title: "Someone else's" });
    const answer = await t.call<CreateDocEventData>("GET", "create-doc-event_data", { token });
    expect(answer.status).toBe(200);
    expect(answer.data!.user.id).toBe(host.id);
    expect(answer.data!.channels).toHaveLength(1);
    expect(answer.data!.channels[0]).toMatchObject({ id: channelId, is_modular: true, has_subscribers: false });
    expect(answer.data!.channels[0]!.channel_module.map((module) => module.title)).toEqual(["Basics", "Landscapes"]);
    expect(await t.call("GET", "create-doc-event_data")).toMatchObject({ status: 401, success: false });
  });
});

describe("POST documentevent/create", () => {
  it("saves the document at the end of the channel's order and attaches its files", async () => {
    const { host, channelId, moduleA, token } = await hostWithChannel();
    await createPreRecordedEvent(t.db, host.row, { channelId, channelModuleId: moduleA, chanSortOrder: 4 });
    const body = await form(host, channelId, moduleA);
    const saved = await t.call<DocumentSavedData>("POST", "documentevent/create", { token, body });
    expect(saved).toMatchObject({ status: 200, success: true, message: "Document succesfully uploaded" });
    const [row] = await t.db.select().from(documentEvents).where(eq(documentEvents.id, saved.data!.id));
    expect(row).toMatchObject({ channelId, channelModuleId: moduleA, userId: host.id, chanSortOrder: 5, document: body.document, image: body.image });
    expect(await statusOf(body.document)).toBe("attached");
    expect(await statusOf(body.image)).toBe("attached");

    // The next one follows it, whatever kind came last; module_id is the spec's other name.
    const second = await form(host, channelId, moduleA, { channel_module_id: undefined, module_id: moduleA, image: "", use_channel_image: "on" });
    const again = await t.call<DocumentSavedData>("POST", "documentevent/create", { token, body: second });
    expect(again.status).toBe(200);
    const [next] = await t.db.select().from(documentEvents).where(eq(documentEvents.id, again.data!.id));
    expect(next).toMatchObject({ chanSortOrder: 6, useChannelImage: true, image: null });
  });

  it("lists every missing field under 'Fill in all mandatory fields:' with 001 §5's words, saving nothing", async () => {
    const { channelId, token } = await hostWithChannel();
    const answer = await t.call("POST", "documentevent/create", { token, body: { channel_id: channelId, title: "  ", description: "" } });
    expect(answer).toMatchObject({ status: 422, success: false, message: "Fill in all mandatory fields:" });
    expect(answer.errors).toMatchObject({
      title: ["Title is required"],
      description: ["Description is required"],
      channel_module_id: ["Please select a module"],
      image: ["Document Event photo is required or please check the Channel Image box"],
    });
    // Without a saved document, a create without one is refused by the domain.
    const { host: h2, channelId: c2, moduleA: m2, token: t2 } = await hostWithChannel();
    const noFile = await t.call("POST", "documentevent/create", { token: t2, body: await form(h2, c2, m2, { document: "" }) });
    expect(noFile).toMatchObject({ status: 422, message: "Fill in all mandatory fields:", errors: { document: ["Please upload a doucment for this module"] } });
    expect(await t.db.select().from(documentEvents).where(eq(documentEvents.channelId, channelId))).toHaveLength(0);
    expect(await t.db.select().from(documentEvents).where(eq(documentEvents.channelId, c2))).toHaveLength(0);
  });

  it("refuses a module of another channel, another user's channel, a forged file and a channel with subscribers", async () => {
    const { host, channelId, moduleA, token } = await hostWithChannel();
    const theirs = await hostWithChannel();
    const foreignModule = await form(host, channelId, theirs.moduleA);
    expect(await t.call("POST", "documentevent/create", { token, body: foreignModule })).toMatchObject({
      status: 422,
      errors: { channel_module_id: ["This module is not part of this channel"] },
    });
    // Another user's channel: 'unauthorized', as every host object of the channels answers; no such channel: 404.
    const notMine = await t.call("POST", "documentevent/create", { token, body: await form(host, theirs.channelId, theirs.moduleA) });
    const missing = await t.call("POST", "documentevent/create", { token, body: await form(host, 2_147_483_000, moduleA) });
    expect(notMine).toMatchObject({ status: 403, message: "unauthorized" });
    expect(missing).toMatchObject({ status: 404, message: "Channel not found" });
    // Another user's upload, and a photo where the document belongs.
    for (const document of [await createUpload(t.db, { userId: theirs.host.id, purpose: "document" }), await createUpload(t.db, { userId: host.id, purpose: "document-image" })]) {
      const answer = await t.call("POST", "documentevent/create", { token, body: await form(host, channelId, moduleA, { document }) });
      expect(answer).toMatchObject({ status: 422, message: "This file was not uploaded here, please upload it again." });
    }
    expect(await t.call("POST", "documentevent/create", { token, body: await form(host, channelId, moduleA, { document: "../etc/passwd" }) })).toMatchObject({
      status: 422,
      errors: { document: ["Please upload a doucment for this module"] },
    });
    const subscriber = await createUser(t);
    await t.db.insert(channelSubscriptions).values({ channelId, userId: subscriber.id });
    expect(await t.call("POST", "documentevent/create", { token, body: await form(host, channelId, moduleA) })).toMatchObject({
      status: 409,
      message: "User has subscribed this channel so can't edit channel.",
    });
    expect(await t.db.select().from(documentEvents).where(eq(documentEvents.channelId, channelId))).toHaveLength(0);
  });

  it("refuses an account that is not activated", async () => {
    const { host, channelId, moduleA, token } = await hostWithChannel({ activated: false });
    const answer = await t.call("POST", "documentevent/create", { token, body: await form(host, channelId, moduleA) });
    expect(answer).toMatchObject({ status: 403, success: false });
    expect(await t.db.select().from(documentEvents).where(eq(documentEvents.channelId, channelId))).toHaveLength(0);
  });
});

describe("GET documentevent/{id} and POST documentevent/update", () => {
  it("loads the document with its channel and neighbours, and updates it keeping the saved file", async () => {
    const { host, channelId, moduleA, moduleB, token } = await hostWithChannel();
    const video = await createPreRecordedEvent(t.db, host.row, { channelId, channelModuleId: moduleA, chanSortOrder: 1, title: "Mixing greens" });
    const created = await t.call<DocumentSavedData>("POST", "documentevent/create", { token, body: await form(host, channelId, moduleA) });
    const later = await t.call<DocumentSavedData>("POST", "documentevent/create", { token, body: await form(host, channelId, moduleB, { title: "Sky swatches" }) });
    const id = created.data!.id;

    const loaded = await t.call<DocEventDetailData>("GET", `documentevent/${id}`, { token });
    expect(loaded.status).toBe(200);
    expect(loaded.data!.user.id).toBe(host.id);
    expect(loaded.data!.docevent).toMatchObject({
      id,
      title: "Colour wheel handout",
      channel_id: channelId,
      module_id: moduleA,
      use_channel_image: false,
      preveventid: video,
      preveventtype: "Pre Recorded",
      nexteventid: later.data!.id,
      nexteventtype: "Document",
    });
    expect(loaded.data!.docevent.preveventslug).toBeTruthy();
    expect(loaded.data!.docevent.channel.channel_module.map((module) => module.id)).toEqual([moduleA, moduleB]);

    const before = loaded.data!.docevent;
    const newImage = await createUpload(t.db, { userId: host.id, purpose: "document-image" });
    const updated = await t.call("POST", "documentevent/update", {
      token,
      body: { id, title: "Colour wheel, printable", description: "Now in A3.", image: newImage, channel_id: channelId, channel_module_id: moduleB, document: "" },
    });
    expect(updated).toMatchObject({ status: 200, message: "Document succesfully uploaded" });
    const [row] = await t.db.select().from(documentEvents).where(eq(documentEvents.id, id));
    expect(row).toMatchObject({ title: "Colour wheel, printable", channelModuleId: moduleB, document: before.document, image: newImage, chanSortOrder: before.chan_sort_order });
    expect(await statusOf(before.image!)).toBe("released");
    expect(await statusOf(newImage)).toBe("attached");
  });

  it("answers another user as for a missing document, refuses their update ('unauthorized'), and changes nothing for them", async () => {
    const { host, channelId, moduleA, token } = await hostWithChannel();
    const created = await t.call<DocumentSavedData>("POST", "documentevent/create", { token, body: await form(host, channelId, moduleA) });
    const id = created.data!.id;
    const other = await hostWithChannel();
    const theirs = await t.call("GET", `documentevent/${id}`, { token: other.token });
    const missing = await t.call("GET", "documentevent/2147483000", { token: other.token });
    // Reading it is for its host, administrators and its channel's subscribers (tests/api/course-steps.test.ts): nobody else learns it exists.
    expect(theirs).toMatchObject({ status: 404, success: false, message: "Document event not found" });
    expect(missing).toMatchObject({ status: 404, success: false, message: "Document event not found" });
    expect(await t.call("GET", "documentevent/abc", { token })).toMatchObject({ status: 404 });
    expect(await t.call("GET", `documentevent/${id}`)).toMatchObject({ status: 401 });

    const hijack = await t.call("POST", "documentevent/update", {
      token: other.token,
      body: await form(other.host, other.channelId, other.moduleA, { id }),
    });
    expect(hijack).toMatchObject({ status: 403, message: "unauthorized" });
    // The right channel but moved elsewhere is refused too.
    const moved = await t.call("POST", "documentevent/update", { token, body: await form(host, other.channelId, other.moduleA, { id }) });
    expect(moved).toMatchObject({ status: 403, message: "unauthorized" });
    const [row] = await t.db.select().from(documentEvents).where(eq(documentEvents.id, id));
    expect(row).toMatchObject({ title: "Colour wheel handout", channelId });
  });

  it("answers the description cleaned for the page beside the text as written", async () => {
    const { host, channelId, moduleA, token } = await hostWithChannel();
    const description = '<p onclick="steal()">Keep it.</p><script>alert(1)</script>';
    const created = await t.call<DocumentSavedData>("POST", "documentevent/create", { token, body: await form(host, channelId, moduleA, { description }) });
    const loaded = await t.call<DocEventDetailData>("GET", `documentevent/${created.data!.id}`, { token });
    expect(loaded.data!.docevent.description).toBe(description);
    expect(loaded.data!.docevent.description_html).toBe("<p>Keep it.</p>");
  });

  it("lets an administrator load another host's document", async () => {
    const { host, channelId, moduleA, token } = await hostWithChannel();
    const created = await t.call<DocumentSavedData>("POST", "documentevent/create", { token, body: await form(host, channelId, moduleA) });
    const admin = await createUser(t, { role: "admin" });
    const answer = await t.call<DocEventDetailData>("GET", `documentevent/${created.data!.id}`, { token: await loginAs(t, admin) });
    expect(answer.status).toBe(200);
  });
});

describe("the private document", () => {
  it("gives its host a signed link that works; anonymous, another user and an unsigned or altered link are refused", async () => {
    const { host, channelId, moduleA, token } = await hostWithChannel();
    const stored = await storeStream(t.services, { userId: host.id, purpose: "document", fileName: "wheel.pdf", contentType: "application/pdf", stream: Readable.from([Buffer.from(PDF)]) });
    const created = await t.call<DocumentSavedData>("POST", "documentevent/create", { token, body: await form(host, channelId, moduleA, { document: stored.key }) });
    const id = created.data!.id;

    const link = await t.call<DocumentDownloadData>("GET", `documentevent/${id}/download`, { token });
    expect(link.status).toBe(200);
    expect(link.data!.file_name).toBe("colour-wheel-handout.pdf");
    const url = new URL(link.data!.url, "http://test.local");
    expect(url.searchParams.get("signature")).toBeTruthy();
    const fetchFile = async (target: URL) => (await handleLocalStorageRequest(t.storage, new Request(target)))!;
    const ok = await fetchFile(url);
    expect(ok.status).toBe(200);
    expect(new Uint8Array(await ok.arrayBuffer())).toEqual(PDF);
    expect(ok.headers.get("content-disposition")).toContain("attachment");

    const unsigned = new URL(url);
    unsigned.searchParams.delete("signature");
    expect((await fetchFile(unsigned)).status).toBe(403);
    const altered = new URL(url);
    altered.searchParams.set("signature", `${url.searchParams.get("signature")!.slice(0, -2)}00`);
    expect((await fetchFile(altered)).status).toBe(403);
    const bare = new URL(url);
    bare.search = "";
    expect((await fetchFile(bare)).status).toBe(403);

    expect(await t.call("GET", `documentevent/${id}/download`)).toMatchObject({ status: 401, data: null });
    const other = await createUser(t);
    expect(await t.call("GET", `documentevent/${id}/download`, { token: await loginAs(t, other) })).toMatchObject({ status: 404, data: null });
  });

  it("gives a subscriber a link that dies within ACCESS_LINK_SECONDS: the host's deactivation and refund end it within a minute", async () => {
    const { host, channelId, moduleA, token } = await hostWithChannel();
    await t.db.update(channels).set({ isMonthlySubscription: true }).where(eq(channels.id, channelId));
    const stored = await storeStream(t.services, { userId: host.id, purpose: "document", fileName: "wheel.pdf", contentType: "application/pdf", stream: Readable.from([Buffer.from(PDF)]) });
    const created = await t.call<DocumentSavedData>("POST", "documentevent/create", { token, body: await form(host, channelId, moduleA, { document: stored.key }) });
    const subscriber = await createUser(t);
    await subscribe(t.db, subscriber.id, channelId, { monthly: true });
    const now = new Date();
    t.setNow(now);
    try {
      const link = await t.call<DocumentDownloadData>("GET", `documentevent/${created.data!.id}/download`, { token: await loginAs(t, subscriber) });
      expect(link.status).toBe(200);
      const fetchFile = async (at: Date) => {
        t.setNow(at);
        return (await handleLocalStorageRequest(t.storage, new Request(new URL(link.data!.url, "http://test.local"))))!.status;
      };
      expect(await fetchFile(now)).toBe(200);
      const off = await t.call("POST", "channels/update-status", { token, body: { id: channelId, active: false } });
      expect(off).toMatchObject({ status: 200, success: true });
      expect(await fetchFile(new Date(now.getTime() + (ACCESS_LINK_SECONDS + 1) * 1000))).toBe(403);
    } finally {
      t.setNow(null);
    }
  });

  it("refuses a file renamed to .pdf whose first bytes are not a PDF, and accepts OOXML and OLE2 documents", async () => {
    const host = await createUser(t);
    const renamed = storeStream(t.services, { userId: host.id, purpose: "document", fileName: "notes.pdf", contentType: "application/pdf", stream: Readable.from([Buffer.from(textBytes())]) });
    await expect(renamed).rejects.toMatchObject({ kind: "invalid" });
    const docx = new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...new Array(60).fill(1)]);
    const xls = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...new Array(60).fill(2)]);
    const word = await storeStream(t.services, { userId: host.id, purpose: "document", fileName: "plan.docx", contentType: "", stream: Readable.from([Buffer.from(docx)]) });
    const sheet = await storeStream(t.services, { userId: host.id, purpose: "document", fileName: "sums.xls", contentType: "application/vnd.ms-excel", stream: Readable.from([Buffer.from(xls)]) });
    expect(word.key).toMatch(/^documents\/.+\.docx$/);
    expect(sheet.key).toMatch(/^documents\/.+\.xls$/);
    const image = await storeStream(t.services, { userId: host.id, purpose: "document", fileName: "scan.jpg", contentType: "image/jpeg", stream: Readable.from([Buffer.from(jpegBytes())]) });
    expect(image.key).toMatch(/\.jpg$/);
  });
});

describe("POST channels/update-module and channels/delete-module", () => {
  it("renames and deletes the host's empty module; refuses an empty title, a module in use and another user's module", async () => {
    const { host, channelId, moduleA, moduleB, token } = await hostWithChannel();
    const renamed = await t.call<ModuleData[]>("POST", "channels/update-module", { token, body: { module_id: moduleA, title: "First steps" } });
    expect(renamed).toMatchObject({ status: 200, message: "Module updated." });
    expect(renamed.data!.map((module) => module.title)).toEqual(["First steps", "Landscapes"]);
    expect(await t.call("POST", "channels/update-module", { token, body: { module_id: moduleA, title: "  " } })).toMatchObject({
      status: 422,
      message: "Empty Field is not allowed!",
    });

    await t.call("POST", "documentevent/create", { token, body: await form(host, channelId, moduleA) });
    const inUse = await t.call("POST", "channels/delete-module", { token, body: { module_id: moduleA } });
    expect(inUse).toMatchObject({ status: 409, message: "This module still holds events or documents: move them to another module before deleting it." });

    const other = await createUser(t);
    const otherToken = await loginAs(t, other);
    expect(await t.call("POST", "channels/update-module", { token: otherToken, body: { module_id: moduleB, title: "Mine now" } })).toMatchObject({ status: 403, message: "unauthorized" });
    expect(await t.call("POST", "channels/delete-module", { token: otherToken, body: { module_id: moduleB } })).toMatchObject({ status: 403, message: "unauthorized" });

    const deleted = await t.call<ModuleData[]>("POST", "channels/delete-module", { token, body: { module_id: moduleB } });
    expect(deleted).toMatchObject({ status: 200, message: "Module deleted." });
    expect(deleted.data!.map((module) => module.id)).toEqual([moduleA]);
    expect(await t.db.select().from(channelModules).where(eq(channelModules.channelId, channelId))).toHaveLength(1);
    expect(await t.call("POST", "channels/delete-module", { token, body: { module_id: "x" } })).toMatchObject({ status: 422, message: "Module not found" });
  });
});
