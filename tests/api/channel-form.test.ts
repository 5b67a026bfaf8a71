// The channel form's calls (spec 002 §2.4, §4, §5, §6): can-create-channel, categories-list/Channel,
// channels/create and channels/update. New and edited channels are Pending Approval; another host's
// channel is 'unauthorized'; a channel with subscribers cannot be edited, nor its subscription type.
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { channelModules, channels, channelSubscriptions, packages, uploads } from "~server/db/schema";
import { useTestApi } from "~tests/support/api";
import { createCategory, createHostedChannel, createUploadedFile } from "~tests/support/factories";
import { createUser, loginAs } from "./auth-support";

const t = useTestApi();

/** A package allowing `channels` channels of 40 subscribers each; returns its id. */
async function packageOf(channels: number): Promise<number> {
  const [row] = await t.db.insert(packages).values({ name: `Channels ${channels}`, noOfChannel: channels, maxSubscriberInChannel: 40 }).returning({ id: packages.id });
  return row!.id;
}

/** A host on a package of five channels. */
async function host(options: { activated?: boolean; channels?: number } = {}) {
  const user = await createUser(t, { packageId: await packageOf(options.channels ?? 5), activated: options.activated });
  return { user, token: await loginAs(t, user) };
}

async function channelForm(userId: number, overrides: Record<string, unknown> = {}) {
  return {
    title: "Pilates for Runners",
    description: "<p>Six weeks of classes for stronger running.</p>",
    event_type: "Pre Recorded Events",
    price: "19.99",
    is_monthly_subscription: 1,
    category_id: await createCategory(t.db, { kind: "channel" }),
    image: await createUploadedFile(t.db, userId, "channel-image"),
    ...overrides,
  };
}

const channelRow = async (id: number) => (await t.db.select().from(channels).where(eq(channels.id, id)))[0]!;
const modulesOf = async (id: number) =>
  t.db.select({ id: channelModules.id, title: channelModules.title }).from(channelModules).where(eq(channelModules.channelId, id)).orderBy(asc(channelModules.sort));
const uploadStatus = async (key: string) => (await t.db.select({ status: uploads.status }).from(uploads).where(eq(uploads.key, key)))[0]?.status;

describe("GET can-create-channel", () => {
  it("lets an activated host with room in the package create", async () => {
    const { token } = await host();
    expect(await t.call("GET", "can-create-channel", { token })).toMatchObject({ status: 200, data: { status: true, reason: null } });
  });

  it("answers reason 'activation' for an account that is not activated", async () => {
    const { token } = await host({ activated: false });
    const answer = await t.call("GET", "can-create-channel", { token });
    expect(answer).toMatchObject({ status: 200, data: { status: false, reason: "activation", message: "Please activate your account to create channels." } });
  });

  it("answers reason 'package' once the package's channels are used up", async () => {
    const { user, token } = await host({ channels: 1 });
    expect((await t.call<{ status: boolean }>("GET", "can-create-channel", { token })).data!.status).toBe(true);
    await createHostedChannel(t.db, user.row);
    expect(await t.call("GET", "can-create-channel", { token })).toMatchObject({ data: { status: false, reason: "package" } });
  });

  it("needs a login", async () => {
    expect(await t.call("GET", "can-create-channel")).toMatchObject({ status: 401, success: false });
  });
});

describe("GET categories-list/Channel", () => {
  it("offers the categories for channels with their childs, never event-only ones", async () => {
    const { token } = await host();
    const parent = await createCategory(t.db, { name: "Channel parent", kind: "channel" });
    const child = await createCategory(t.db, { name: "Channel child", parentId: parent, kind: "both" });
    const eventOnly = await createCategory(t.db, { name: "Event only", kind: "event" });
    const answer = await t.call<{ id: number; name: string; childs: { id: number; name: string }[] }[]>("GET", "categories-list/Channel", { token });
    expect(answer.status).toBe(200);
    expect(answer.data!.find((c) => c.id === parent)).toEqual({ id: parent, name: "Channel parent", childs: [{ id: child, name: "Channel child" }] });
    expect(answer.data!.some((c) => c.id === eventOnly)).toBe(false);
  });
});

describe("POST channels/create", () => {
  it("creates the channel Pending Approval with its modules, seats from the package and its files attached", async () => {
    const { user, token } = await host();
    const photos = [await createUploadedFile(t.db, user.id, "channel-photo"), await createUploadedFile(t.db, user.id, "channel-photo")];
    const video = await createUploadedFile(t.db, user.id, "channel-video");
    const form = await channelForm(user.id, {
      photos,
      video,
      is_modular: true,
      channel_module: [{ title: "Week 1: Breath" }, { title: "Week 2: Core" }],
      learn1: "Stronger hips",
      learn4: "a".repeat(300),
    });
    const answer = await t.call<{ id: number }>("POST", "channels/create", { token, body: form });
    expect(answer).toMatchObject({ status: 200, success: true, message: "Channel created successfully, it will be visible once approved." });
    const row = await channelRow(answer.data!.id);
    expect(row).toMatchObject({
      userId: user.id,
      title: "Pilates for Runners",
      slug: "pilates-for-runners",
      pricePence: 1999,
      eventType: "Pre Recorded Events",
      isMonthlySubscription: true,
      isModular: true,
      isPublished: false,
      active: true,
      image: form.image,
      photos,
      video,
      learn1: "Stronger hips",
      learn2: null,
      maxSubscribers: 40,
    });
    expect((await modulesOf(row.id)).map((m) => m.title)).toEqual(["Week 1: Breath", "Week 2: Core"]);
    for (const key of [form.image, ...photos, video]) expect(await uploadStatus(key)).toBe("attached");
  });

  it("lists every missing field under 'Fill in all mandatory fields:' with the spec's messages, and saves nothing", async () => {
    const { user, token } = await host();
    const answer = await t.call("POST", "channels/create", { token, body: {} });
    expect(answer).toMatchObject({ status: 422, success: false, message: "Fill in all mandatory fields:" });
    expect(answer.errors).toMatchObject({
      title: ["Title is required"],
      description: ["Description is required"],
      event_type: ["Channel type is required"],
      is_monthly_subscription: ["Subscription is required"],
      category_id: ["Category is required"],
      price: ["Price is required"],
      image: ["Channel photo is required"],
    });
    expect(await t.db.select().from(channels).where(eq(channels.userId, user.id))).toEqual([]);
  });

  it("refuses a price of 0 or with three decimals, empty modules and long learn points", async () => {
    const { user, token } = await host();
    for (const [overrides, field, message] of [
      [{ price: "0" }, "price", "Not a valid price"],
      [{ price: "9.999" }, "price", "Not a valid price"],
      [{ is_modular: 1, channel_module: [{ title: "One" }, { title: "" }] }, "channel_module.1.title", "Empty Field is not allowed!"],
      [{ learn2: "a".repeat(301) }, "learn2", "Maximum 300 characters"],
      [{ category_id: [1, 2] }, "category_id", "Category is required"],
      [{ image: "images/placeholder.png" }, "image", "This file was not uploaded here, please upload it again."],
    ] as const) {
      const answer = await t.call("POST", "channels/create", { token, body: await channelForm(user.id, overrides) });
      expect(answer.status, JSON.stringify(overrides)).toBe(422);
      expect(answer.errors?.[field], JSON.stringify(overrides)).toEqual([message]);
    }
    expect(await t.db.select().from(channels).where(eq(channels.userId, user.id))).toEqual([]);
  });

  it("refuses a category for events only", async () => {
    const { user, token } = await host();
    const answer = await t.call("POST", "channels/create", { token, body: await channelForm(user.id, { category_id: await createCategory(t.db, { kind: "event" }) }) });
    expect(answer).toMatchObject({ status: 422, errors: { category_id: ["Category is required"] } });
  });

  it("refuses files of the wrong purpose or of another user, attaching nothing", async () => {
    const { user, token } = await host();
    const eventImage = await createUploadedFile(t.db, user.id, "event-image");
    const wrongPurpose = await t.call("POST", "channels/create", { token, body: await channelForm(user.id, { image: eventImage }) });
    expect(wrongPurpose).toMatchObject({ status: 422, errors: { image: ["This file was not uploaded here, please upload it again."] } });
    const fullVideo = await createUploadedFile(t.db, user.id, "full-video");
    const privateVideo = await t.call("POST", "channels/create", { token, body: await channelForm(user.id, { video: fullVideo }) });
    expect(privateVideo).toMatchObject({ status: 422, errors: { video: ["This file was not uploaded here, please upload it again."] } });
    const other = await createUser(t);
    const theirs = await createUploadedFile(t.db, other.id, "channel-photo");
    const form = await channelForm(user.id, { photos: [theirs] });
    expect(await t.call("POST", "channels/create", { token, body: form })).toMatchObject({ status: 422, errors: { photos: [expect.any(String)] } });
    expect(await uploadStatus(form.image)).toBe("uploaded");
    expect(await uploadStatus(eventImage)).toBe("uploaded");
    expect(await t.db.select().from(channels).where(eq(channels.userId, user.id))).toEqual([]);
  });

  it("refuses a host who is not activated, and one whose package is full", async () => {
    const unactivated = await host({ activated: false });
    expect(await t.call("POST", "channels/create", { token: unactivated.token, body: await channelForm(unactivated.user.id) })).toMatchObject({
      status: 403,
      message: "Please activate your account to create channels.",
    });
    const full = await host({ channels: 1 });
    await createHostedChannel(t.db, full.user.row);
    const answer = await t.call("POST", "channels/create", { token: full.token, body: await channelForm(full.user.id) });
    expect(answer).toMatchObject({ status: 403, success: false, message: expect.stringContaining("upgrade") });
    expect(await t.db.select().from(channels).where(eq(channels.userId, full.user.id))).toHaveLength(1);
  });
});

describe("POST channels/update", () => {
  async function created() {
    const { user, token } = await host();
    const form = await channelForm(user.id, { is_modular: 1, channel_module: [{ title: "One" }, { title: "Two" }, { title: "Three" }] });
    const answer = await t.call<{ id: number }>("POST", "channels/create", { token, body: form });
    const id = answer.data!.id;
    // As if approved: the edit sends it back to Pending Approval.
    await t.db.update(channels).set({ isPublished: true }).where(eq(channels.id, id));
    return { user, token, form, id };
  }

  it("saves the edit, renames, adds and removes modules, and puts the channel back to Pending Approval", async () => {
    const { user, token, form, id } = await created();
    const [one, two] = await modulesOf(id);
    const newImage = await createUploadedFile(t.db, user.id, "channel-image");
    const answer = await t.call("POST", "channels/update", {
      token,
      body: { ...form, id, title: "Pilates Plus", price: "25", image: newImage, channel_module: [{ id: two!.id, title: "Two, renamed" }, { id: one!.id, title: "One" }, { title: "Four" }] },
    });
    expect(answer).toMatchObject({ status: 200, success: true, message: "Channel updated successfully, it will be visible once approved." });
    expect(await channelRow(id)).toMatchObject({ title: "Pilates Plus", slug: "pilates-plus", pricePence: 2500, image: newImage, isPublished: false, isMonthlySubscription: true });
    expect(await modulesOf(id)).toEqual([
      { id: two!.id, title: "Two, renamed" },
      { id: one!.id, title: "One" },
      { id: expect.any(Number), title: "Four" },
    ]);
    expect(await uploadStatus(newImage)).toBe("attached");
    expect(await uploadStatus(form.image)).toBe("released");
  });

  it("keeps the subscription type: a change is refused and nothing is saved", async () => {
    const { token, form, id } = await created();
    const answer = await t.call("POST", "channels/update", { token, body: { ...form, id, title: "Changed", is_monthly_subscription: 0 } });
    expect(answer).toMatchObject({ status: 422, errors: { is_monthly_subscription: ["The subscription type cannot be changed."] } });
    expect(await channelRow(id)).toMatchObject({ title: "Pilates for Runners", isMonthlySubscription: true, isPublished: true });
  });

  it("refuses a channel with active subscribers: 'User has subscribed this channel so can't edit channel.'", async () => {
    const { token, form, id } = await created();
    const subscriber = await createUser(t);
    await t.db.insert(channelSubscriptions).values({ channelId: id, userId: subscriber.id });
    const answer = await t.call("POST", "channels/update", { token, body: { ...form, id, title: "Changed" } });
    expect(answer).toMatchObject({ status: 409, success: false, message: "User has subscribed this channel so can't edit channel." });
    expect((await channelRow(id)).title).toBe("Pilates for Runners");
  });

  it("refuses another user's channel with 403 'unauthorized' and a missing one with 404, changing nothing", async () => {
    const { form, id } = await created();
    const stranger = await host();
    const theirs = await t.call("POST", "channels/update", { token: stranger.token, body: { ...form, id, title: "Stolen" } });
    const missing = await t.call("POST", "channels/update", { token: stranger.token, body: { ...form, id: 2_000_000_000, title: "Stolen" } });
    expect(theirs).toMatchObject({ status: 403, success: false, message: "unauthorized" });
    expect(missing).toMatchObject({ status: 404, success: false, message: "Channel not found" });
    expect(await channelRow(id)).toMatchObject({ title: "Pilates for Runners", isPublished: true });
  });

  it("gives the same field messages as create", async () => {
    const { token, id } = await created();
    const answer = await t.call("POST", "channels/update", { token, body: { id, price: "0" } });
    expect(answer).toMatchObject({ status: 422, message: "Fill in all mandatory fields:", errors: { price: ["Not a valid price"], title: ["Title is required"] } });
  });
});
