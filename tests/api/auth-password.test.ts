// POST forgot-password (temporary password), POST change-password.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { passwordStrength } from "~shared/schemas/account";
import type { LoginData, UserData } from "~server/api/contract";
import { mailOutbox } from "~server/db/schema";
import { useTestApi } from "~tests/support/api";
import { createUser, lastMailTo, loginAs, nextIp, PASSWORD, userRow } from "./auth-support";

const start = new Date("2026-03-02T10:00:00Z");
const minutes = (n: number) => new Date(start.getTime() + n * 60_000);
const FORGOT = "If an account exists for that email, we have sent a temporary password to it.";

const t = useTestApi({ now: start });

function temporaryPasswordIn(email: string): string {
  const mail = lastMailTo(t, email);
  expect(mail.kind).toBe("temporary-password");
  const match = /^ {4}(\S+)$/m.exec(mail.text);
  if (!match) throw new Error("no temporary password in the mail");
  return match[1];
}

function login(email: string, password: string) {
  return t.call<LoginData>("POST", "login", { body: { email, password }, ip: nextIp() });
}

describe("POST forgot-password", () => {
  it("answers the same for a known and an unknown address, and mails only the known one", async () => {
    const user = await createUser(t);
    const mails = t.mails.length;
    const known = await t.call("POST", "forgot-password", { body: { email: user.email }, ip: nextIp() });
    const unknown = await t.call("POST", "forgot-password", { body: { email: "nobody@example.com" }, ip: nextIp() });
    for (const answer of [known, unknown]) {
      expect(answer).toMatchObject({ status: 200, success: true, message: FORGOT, data: null });
    }
    expect(t.mails.slice(mails).map((m) => m.to)).toEqual([user.email]);
  });

  it("validates the email with the spec's messages", async () => {
    expect(await t.call("POST", "forgot-password", { body: {}, ip: nextIp() })).toMatchObject({
      status: 422,
      errors: { email: ["Email is required"] },
    });
    expect(await t.call("POST", "forgot-password", { body: { email: "nope" }, ip: nextIp() })).toMatchObject({
      status: 422,
      errors: { email: ["Must be a valid email"] },
    });
  });

  it("mails a readable temporary password that meets the password rules and is stored only hashed", async () => {
    const user = await createUser(t, { firstName: "Ada" });
    await t.call("POST", "forgot-password", { body: { email: user.email }, ip: nextIp() });
    const temporary = temporaryPasswordIn(user.email);
    expect(temporary).toMatch(/^[A-HJ-NP-Za-km-z2-9]{4}-[A-HJ-NP-Za-km-z2-9]{4}-[A-HJ-NP-Za-km-z2-9]{4}[@$!%*#?&]$/);
    expect(passwordStrength(temporary)).toMatchObject({ standard: true, withSpecial: true });
    const mail = lastMailTo(t, user.email);
    expect(mail.subject).toBe("Your temporary Marquee password");
    expect(mail.text).toContain("Hello Ada,");
    expect(mail.html).toContain(temporary.replace("&", "&amp;"));

    const row = await userRow(t, user.id);
    expect(row.tempPasswordHash).toMatch(/^\$argon2id\$/);
    expect(row.tempPasswordExpiresAt?.getTime()).toBe(minutes(60).getTime());
    const [outbox] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
    expect(outbox.text).not.toContain(temporary);
    expect(outbox.html).not.toContain(temporary.replace("&", "&amp;"));
  });

  it("keeps the old password working until the temporary one is used, which then asks for a change", async () => {
    const user = await createUser(t);
    await t.call("POST", "forgot-password", { body: { email: user.email }, ip: nextIp() });
    const temporary = temporaryPasswordIn(user.email);

    const withOld = await login(user.email, PASSWORD);
    expect(withOld.status).toBe(200);
    expect(withOld.data?.is_password_reset).toBe(0);

    const withTemporary = await login(user.email, temporary);
    expect(withTemporary.status).toBe(200);
    expect(withTemporary.data?.is_password_reset).toBe(1);
    expect((await t.call<UserData>("GET", "user", { token: withTemporary.data!.access_token })).data?.is_password_reset).toBe(1);

    // The temporary password is now the password; the old one has stopped working.
    expect((await login(user.email, PASSWORD)).status).toBe(401);
    expect((await login(user.email, temporary)).data?.is_password_reset).toBe(1);
    const row = await userRow(t, user.id);
    expect(row.tempPasswordHash).toBeNull();
    expect(row.isPasswordReset).toBe(true);
  });

  it("lets the temporary password expire after an hour", async () => {
    const user = await createUser(t);
    await t.call("POST", "forgot-password", { body: { email: user.email }, ip: nextIp() });
    const temporary = temporaryPasswordIn(user.email);
    t.setNow(minutes(61));
    try {
      expect(await login(user.email, temporary)).toMatchObject({ status: 401, message: "Invalid email or password" });
      expect((await login(user.email, PASSWORD)).data?.is_password_reset).toBe(0);
    } finally {
      t.setNow(start);
    }
  });

  it("replaces an earlier temporary password with a new request", async () => {
    const user = await createUser(t);
    await t.call("POST", "forgot-password", { body: { email: user.email }, ip: nextIp() });
    const first = temporaryPasswordIn(user.email);
    await t.call("POST", "forgot-password", { body: { email: user.email }, ip: nextIp() });
    const second = temporaryPasswordIn(user.email);
    expect(second).not.toBe(first);
    expect((await login(user.email, first)).status).toBe(401);
    expect((await login(user.email, second)).status).toBe(200);
  });

  it("limits requests per address (3 per 15 minutes) and per IP (10), leaving others alone", async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    for (let i = 0; i < 3; i++) {
      expect((await t.call("POST", "forgot-password", { body: { email: user.email }, ip: nextIp() })).status).toBe(200);
    }
    const limited = await t.call("POST", "forgot-password", { body: { email: user.email }, ip: nextIp() });
    expect(limited).toMatchObject({ status: 429, success: false, message: "Too many attempts. Please wait 15 minutes and try again." });
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await t.call("POST", "forgot-password", { body: { email: other.email }, ip: nextIp() })).status).toBe(200);

    const ip = nextIp();
    for (let i = 0; i < 10; i++) {
      expect((await t.call("POST", "forgot-password", { body: { email: `someone-${i}@example.com` }, ip })).status).toBe(200);
    }
    expect((await t.call("POST", "forgot-password", { body: { email: "someone-else@example.com" }, ip })).status).toBe(429);
    expect((await t.call("POST", "forgot-password", { body: { email: "someone-else@example.com" }, ip: nextIp() })).status).toBe(200);
  });
});

describe("POST change-password", () => {
  const change = (token: string | null, body: Record<string, unknown>) => t.call<UserData>("POST", "change-password", { token, body });

  it("needs a login", async () => {
    expect(await change(null, { old_password: PASSWORD, new_password: "Moonrise2025", password_confirmation: "Moonrise2025" })).toMatchObject({
      status: 401,
      success: false,
    });
  });

  it("validates with the spec's messages", async () => {
    const user = await createUser(t);
    const token = await loginAs(t, user);
    expect(await change(token, {})).toMatchObject({
      status: 422,
      errors: { old_password: ["Old password is required"], new_password: ["Password is required"] },
    });
    expect(await change(token, { old_password: PASSWORD, new_password: "short1A", password_confirmation: "short1A" })).toMatchObject({
      status: 422,
      errors: { new_password: ["Must contain 8 characters, one uppercase, one lowercase, one number"] },
    });
    expect(await change(token, { old_password: PASSWORD, new_password: "Moonrise2025", password_confirmation: "Moonrise2026" })).toMatchObject({
      status: 422,
      errors: { password_confirmation: ["Password must match"] },
    });
    // Nothing changed.
    expect((await login(user.email, PASSWORD)).status).toBe(200);
  });

  it("refuses a wrong old password and changes nothing", async () => {
    const user = await createUser(t);
    const token = await loginAs(t, user);
    const before = (await userRow(t, user.id)).passwordHash;
    expect(await change(token, { old_password: "Not-my-password1", new_password: "Moonrise2025", password_confirmation: "Moonrise2025" })).toMatchObject({
      status: 400,
      success: false,
      message: "Old password is incorrect",
      errors: { old_password: ["Old password is incorrect"] },
    });
    expect((await userRow(t, user.id)).passwordHash).toBe(before);
  });

  it("limits wrong old passwords per user, even when the right one follows", async () => {
    const user = await createUser(t);
    const token = await loginAs(t, user);
    for (let i = 0; i < 5; i++) {
      expect((await change(token, { old_password: `Wrong-${i}x`, new_password: "Moonrise2025", password_confirmation: "Moonrise2025" })).status).toBe(400);
    }
    expect((await change(token, { old_password: PASSWORD, new_password: "Moonrise2025", password_confirmation: "Moonrise2025" })).status).toBe(429);
    t.setNow(minutes(16));
    try {
      expect((await change(token, { old_password: PASSWORD, new_password: "Moonrise2025", password_confirmation: "Moonrise2025" })).status).toBe(200);
    } finally {
      t.setNow(start);
    }
  });

  it("accepts either variant's rule: upper, lower and digit, or letter, digit and special", async () => {
    const user = await createUser(t);
    const token = await loginAs(t, user);
    expect((await change(token, { old_password: PASSWORD, new_password: "Moonrise2025", password_confirmation: "Moonrise2025" })).status).toBe(200);
    expect((await change(token, { old_password: "Moonrise2025", new_password: "moonrise#2026", password_confirmation: "moonrise#2026" })).status).toBe(200);
    expect((await login(user.email, "moonrise#2026")).status).toBe(200);
  });

  it("after a temporary-password login: takes the temporary password as old, clears the flag and ends other sessions", async () => {
    const user = await createUser(t);
    const elsewhere = await loginAs(t, user);
    await t.call("POST", "forgot-password", { body: { email: user.email }, ip: nextIp() });
    const temporary = temporaryPasswordIn(user.email);
    const session = (await login(user.email, temporary)).data!.access_token;

    const answer = await change(session, { old_password: temporary, new_password: "Moonrise2025", password_confirmation: "Moonrise2025" });
    expect(answer).toMatchObject({ status: 200, success: true, message: "Your password has been changed.", data: { id: user.id, is_password_reset: 0 } });

    const row = await userRow(t, user.id);
    expect(row.isPasswordReset).toBe(false);
    expect(row.tempPasswordHash).toBeNull();
    expect(row.tempPasswordExpiresAt).toBeNull();
    // This session carries on; the other one has ended.
    expect((await t.call<UserData>("GET", "user", { token: session })).data?.is_password_reset).toBe(0);
    expect((await t.call("GET", "user", { token: elsewhere })).status).toBe(401);
    // Only the new password works now.
    expect((await login(user.email, "Moonrise2025")).data?.is_password_reset).toBe(0);
    expect((await login(user.email, temporary)).status).toBe(401);
    expect((await login(user.email, PASSWORD)).status).toBe(401);
  });

  it("clears a pending temporary password that was never used", async () => {
    const user = await createUser(t);
    const token = await loginAs(t, user);
    await t.call("POST", "forgot-password", { body: { email: user.email }, ip: nextIp() });
    const temporary = temporaryPasswordIn(user.email);
    expect((await change(token, { old_password: PASSWORD, new_password: "Moonrise2025", password_confirmation: "Moonrise2025" })).status).toBe(200);
    expect((await login(user.email, temporary)).status).toBe(401);
  });
});
