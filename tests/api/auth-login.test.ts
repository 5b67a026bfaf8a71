// POST login (with its rate limits), GET user, POST logout.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { LoginData, UserData } from "~server/api/contract";
import { apiTokens, rateLimits, reviews, users } from "~server/db/schema";
import { useTestApi } from "~tests/support/api";
import { createUser, loginAs, nextIp, PASSWORD } from "./auth-support";

const start = new Date("2026-03-02T10:00:00Z");

const t = useTestApi({ now: start });

const TOO_MANY = "Too many attempts. Please wait 15 minutes and try again.";
const minutes = (n: number) => new Date(start.getTime() + n * 60_000);

function attempt(email: string, password: string, ip: string) {
  return t.call<LoginData>("POST", "login", { body: { email, password }, ip });
}

describe("POST login", () => {
  it("answers the user, a token, url_redirect and is_password_reset", async () => {
    const user = await createUser(t, { firstName: "Ada" });
    const reviewer = await createUser(t);
    await t.db.insert(reviews).values({ reviewerId: reviewer.id, reviewedUserId: user.id, review: "Lovely class", rating: 5 });

    const answer = await attempt(user.email.toUpperCase(), PASSWORD, nextIp());
    expect(answer.status).toBe(200);
    expect(answer.success).toBe(true);
    const data = answer.data!;
    expect(data).toMatchObject({
      id: user.id,
      first_name: "Ada",
      last_name: "User",
      full_name: "Ada User",
      email: user.email,
      phone: null,
      pic_url: null,
      total_reviews: 1,
      price_id: 1,
      package: { id: 1, name: "Free", price: 0, taxation_fee: 20, payment_handling_fee: 2.5, max_participant_in_event: 10, max_participant_in_pre_recorded_event: 20 },
      role: "user",
      is_activated: true,
      is_password_reset: 0,
      auto_renewal: 0,
      plan_expire_on: null,
      url_redirect: "/home",
    });
    expect(data.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the token's hash is stored.
    const tokens = await t.db.select().from(apiTokens).where(eq(apiTokens.userId, user.id));
    expect(tokens).toHaveLength(1);
    expect(tokens[0].tokenHash).not.toBe(data.access_token);
    expect(JSON.stringify(answer)).not.toContain("password_hash");
    expect(JSON.stringify(answer)).not.toContain("$argon2");
  });

  it("lets a user who has not activated their account log in", async () => {
    const user = await createUser(t, { activated: false });
    const answer = await attempt(user.email, PASSWORD, nextIp());
    expect(answer.success).toBe(true);
    expect(answer.data?.is_activated).toBe(false);
  });

  it("gives the same 401 for a wrong password and an unknown address", async () => {
    const user = await createUser(t);
    const wrong = await attempt(user.email, "Wrong-password1", nextIp());
    const unknown = await attempt("nobody@example.com", PASSWORD, nextIp());
    for (const answer of [wrong, unknown]) {
      expect(answer).toMatchObject({ status: 401, success: false, message: "Invalid email or password", data: null });
    }
  });

  it("validates the form with the spec's messages", async () => {
    const ip = nextIp();
    expect(await t.call("POST", "login", { body: {}, ip })).toMatchObject({
      status: 422,
      message: "Email is required",
      errors: { email: ["Email is required"], password: ["Password is required"] },
    });
    expect(await t.call("POST", "login", { body: { email: "not-an-email", password: "x" }, ip })).toMatchObject({
      status: 422,
      errors: { email: ["Must be a valid email"] },
    });
    expect(await t.call("POST", "login", { body: { email: "a@example.com", password: "" }, ip })).toMatchObject({
      status: 422,
      errors: { password: ["Password is required"] },
    });
  });
});

describe("login rate limits", () => {
  it("stops an account at one address after 5 failures in 15 minutes, with Retry-After, and only that account", async () => {
    const victim = await createUser(t);
    const bystander = await createUser(t);
    const ip = nextIp();
    for (let i = 0; i < 5; i++) {
      expect((await attempt(victim.email, `Guess-${i}x1`, ip)).status).toBe(401);
    }
    // Over the limit even the right password waits, from that address.
    const limited = await attempt(victim.email, PASSWORD, ip);
    expect(limited).toMatchObject({ status: 429, success: false, message: TOO_MANY, data: null });
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // The table holds no addresses, e-mail or IP.
    const keys = (await t.db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key);
    expect(keys.some((key) => key.includes("@") || key.includes(ip))).toBe(false);

    expect((await attempt(bystander.email, PASSWORD, ip)).status).toBe(200);

    // When the window has passed, the account logs in again from that address.
    t.setNow(minutes(16));
    try {
      expect((await attempt(victim.email, PASSWORD, ip)).status).toBe(200);
    } finally {
      t.setNow(start);
    }
  });

  it("lets the right password in from another address after 6 failures from one address", async () => {
    const victim = await createUser(t);
    const stranger = nextIp();
    for (let i = 0; i < 6; i++) await attempt(victim.email, `Guess-${i}x1`, stranger);
    expect(await attempt(victim.email, PASSWORD, stranger)).toMatchObject({ status: 429, message: TOO_MANY });
    expect(await attempt(victim.email, PASSWORD, nextIp())).toMatchObject({ status: 200, success: true });
  });

  it("slows an account down with a growing delay once many addresses have failed, but never refuses it", async () => {
    const victim = await createUser(t);
    const waits: number[] = [];
    // A wait takes its time: the next attempt, one after another, comes when it has passed.
    t.services.sleep = async (ms) => {
      waits.push(ms);
      t.setNow(new Date(t.services.now().getTime() + ms));
    };
    try {
      // Five failures cost nothing; from then on each attempt on the account waits longer, up to 8 s.
      for (let i = 0; i < 11; i++) expect((await attempt(victim.email, `Guess-${i}x1`, nextIp())).status).toBe(401);
      expect(waits).toEqual([250, 500, 1000, 2000, 4000, 8000]);
      // The owner, from their own address, waits too, and gets in.
      expect((await attempt(victim.email, PASSWORD, nextIp())).status).toBe(200);
      expect(waits.at(-1)).toBe(8000);
      // Their login clears the slow-down.
      waits.length = 0;
      expect((await attempt(victim.email, "Wrong-password1", nextIp())).status).toBe(401);
      expect(waits).toEqual([]);
    } finally {
      delete t.services.sleep;
      t.setNow(start);
    }
  });

  it("does not slow down other accounts", async () => {
    const victim = await createUser(t);
    const bystander = await createUser(t);
    for (let i = 0; i < 8; i++) await attempt(victim.email, `Guess-${i}x1`, nextIp());
    const waits: number[] = [];
    t.services.sleep = async (ms) => {
      waits.push(ms);
    };
    try {
      expect((await attempt(bystander.email, PASSWORD, nextIp())).status).toBe(200);
      expect(waits).toEqual([]);
    } finally {
      delete t.services.sleep;
    }
  });

  it("clears an account's failures when it logs in successfully", async () => {
    const user = await createUser(t);
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++) expect((await attempt(user.email, "Wrong-password1", nextIp())).status).toBe(401);
      expect((await attempt(user.email, PASSWORD, nextIp())).status).toBe(200);
    }
  });

  it("stops an IP after 20 failures in 15 minutes; other IPs carry on", async () => {
    const ip = nextIp();
    const user = await createUser(t);
    for (let i = 0; i < 20; i++) {
      // Different (unknown) accounts, so only the IP's counter fills up.
      expect((await attempt(`stranger-${i}@example.com`, "Wrong-password1", ip)).status).toBe(401);
    }
    expect(await attempt(user.email, PASSWORD, ip)).toMatchObject({ status: 429, message: TOO_MANY });
    expect((await attempt(user.email, PASSWORD, nextIp())).status).toBe(200);
  });

  it("does not count successful logins against the IP", async () => {
    const ip = nextIp();
    const user = await createUser(t);
    for (let i = 0; i < 22; i++) expect((await attempt(user.email, PASSWORD, ip)).status).toBe(200);
  });
});

describe("GET user and POST logout", () => {
  it("answers the caller's own user", async () => {
    const user = await createUser(t, { firstName: "Grace" });
    const token = await loginAs(t, user);
    const answer = await t.call<UserData>("GET", "user", { token });
    expect(answer).toMatchObject({ status: 200, success: true, data: { id: user.id, email: user.email, full_name: "Grace User" } });
  });

  it("refuses a call without a token or with a made-up one", async () => {
    expect(await t.call("GET", "user")).toMatchObject({ status: 401, success: false, data: null });
    expect(await t.call("GET", "user", { token: "made-up-token" })).toMatchObject({ status: 401, success: false });
    expect(await t.call("POST", "logout")).toMatchObject({ status: 401, success: false });
  });

  it("revokes the token at logout, and only that token", async () => {
    const user = await createUser(t);
    const phone = await loginAs(t, user);
    const laptop = await loginAs(t, user);
    expect(await t.call("POST", "logout", { token: phone })).toMatchObject({ status: 200, success: true });
    expect(await t.call("GET", "user", { token: phone })).toMatchObject({ status: 401, success: false });
    expect(await t.call("POST", "logout", { token: phone })).toMatchObject({ status: 401 });
    expect((await t.call("GET", "user", { token: laptop })).status).toBe(200);
  });

  it("refuses a token after its 6 hours", async () => {
    const user = await createUser(t);
    const token = await loginAs(t, user);
    t.setNow(minutes(6 * 60 + 1));
    try {
      expect((await t.call("GET", "user", { token })).status).toBe(401);
    } finally {
      t.setNow(start);
    }
  });

  it("answers fresh data after the user changes", async () => {
    const user = await createUser(t);
    const token = await loginAs(t, user);
    await t.db.update(users).set({ packageId: 2, autoRenewal: true }).where(eq(users.id, user.id));
    const answer = await t.call<UserData>("GET", "user", { token });
    expect(answer.data).toMatchObject({ price_id: 2, package: { id: 2, name: "Premium", price: 1999 }, auto_renewal: 1 });
  });
});
