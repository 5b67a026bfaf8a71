// POST signup, POST activate, POST resend-activation.
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox, users } from "~server/db/schema";
import { useTestApi } from "~tests/support/api";
import { countUsers, createUser, lastMailTo, loginAs, nextIp, registration, uniqueEmail, userRow } from "./auth-support";

const t = useTestApi();

async function findByEmail(email: string) {
  const [row] = await t.db.select().from(users).where(eq(users.email, email));
  return row;
}

function codeFromMail(email: string): string {
  const match = /\/activation\/([A-Za-z0-9_-]+)/.exec(lastMailTo(t, email).text);
  if (!match) throw new Error("no activation link in the mail");
  return match[1];
}

describe("POST signup", () => {
  it("creates an inactive account on the free package and mails an activation link", async () => {
    const body = registration({ email: uniqueEmail("Mixed.Case"), acceptContact: true });
    const email = String(body.email).toLowerCase();
    body.email_confirmation = email;
    const answer = await t.call("POST", "signup", { body, ip: nextIp() });
    expect(answer.status).toBe(200);
    expect(answer.success).toBe(true);
    expect((answer as unknown as { title: string }).title).toBe("Please check your email");
    expect(answer.message).toContain(email);

    const row = await findByEmail(email);
    expect(row).toMatchObject({ firstName: "Ada", lastName: "Lovelace", packageId: 1, activatedAt: null, acceptContact: true, dateOfBirth: "1990-05-17" });
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);

    const mail = lastMailTo(t, email);
    expect(mail.kind).toBe("activation");
    expect(mail.subject).toBe("Activate your Marquee account");
    expect(mail.html).toContain("/activation/");
    const code = codeFromMail(email);
    expect(Buffer.from(code, "base64url")).toHaveLength(32);
    expect(mail.text).toContain(`http://localhost:3000/activation/${code}`);
    // Only the code's hash is stored, and the outbox copy hides the code.
    expect(row.activationCodeHash).toBe(createHash("sha256").update(code).digest("hex"));
    const outbox = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(outbox).toHaveLength(1);
    expect(outbox[0].text).not.toContain(code);
    expect(outbox[0].sentAt).not.toBeNull();
  });

  it("accepts checkboxes as an HTML form sends them", async () => {
    for (const ticked of ["on", "1", 1, "true"]) {
      const body = registration({ acceptTerms: ticked, isover16: ticked });
      delete body.acceptContact;
      const answer = await t.call("POST", "signup", { body, ip: nextIp() });
      expect(answer.success, String(ticked)).toBe(true);
      expect((await findByEmail(String(body.email))).acceptContact).toBe(false);
    }
  });

  it("answers an existing address exactly as a new one, creates nothing and warns the owner", async () => {
    const owner = await createUser(t, { firstName: "Grace" });
    const before = await countUsers(t);
    const mailsBefore = t.mails.length;
    const body = registration({ email: owner.email.toUpperCase(), email_confirmation: owner.email, password: "Another1pass", password_confirmation: "Another1pass" });
    const answer = await t.call("POST", "signup", { body, ip: nextIp() });
    const fresh = registration();
    const freshAnswer = await t.call("POST", "signup", { body: fresh, ip: nextIp() });

    expect(answer.status).toBe(freshAnswer.status);
    expect(answer.success).toBe(true);
    expect(answer.message).toBe(`We have sent an email to ${owner.email}. Please follow the link in it to activate your Marquee account.`);
    expect(Object.keys(answer).sort()).toEqual(Object.keys(freshAnswer).sort());
    expect(await countUsers(t)).toBe(before + 1); // only the fresh one
    const warning = t.mails.slice(mailsBefore).find((m) => m.to === owner.email);
    expect(warning?.kind).toBe("registration-attempt");
    expect(warning?.text).toContain("Hello Grace,");
    expect(warning?.text).toContain("http://localhost:3000/forgot-pass");
    // The existing account is untouched.
    expect(await loginAs(t, owner)).toBeTruthy();
  });

  it("keeps the reserved address of deleted accounts out of reach", async () => {
    const before = await countUsers(t);
    const answer = await t.call("POST", "signup", { body: registration({ email: "deleted-999@deleted.marquee" }), ip: nextIp() });
    expect(answer.success).toBe(true);
    expect(await countUsers(t)).toBe(before);
  });

  describe("refuses bad input with the spec's messages and changes nothing", () => {
    const cases: Array<[string, Record<string, unknown>, string, string]> = [
      ["no first name", { first_name: "" }, "first_name", "First name is required"],
      ["a blank first name", { first_name: "   " }, "first_name", "First name is required"],
      ["no last name", { last_name: undefined }, "last_name", "Last name is required"],
      // Spec 000 §5 gives registration one message for a missing and an invalid email.
      ["no email", { email: "", email_confirmation: "ada@example.com" }, "email", "Must be a Valid Email-Id"],
      ["a bad email", { email: "ada@", email_confirmation: "ada@" }, "email", "Must be a Valid Email-Id"],
      ["no confirmation email", { email_confirmation: "" }, "email_confirmation", "Confirmation email required"],
      ["a different confirmation email", { email_confirmation: "someone@example.com" }, "email_confirmation", "email must match"],
      ["no date of birth", { dateOfBirth: "" }, "dateOfBirth", "Date of birth is required"],
      ["an impossible date of birth", { dateOfBirth: "2001-02-30" }, "dateOfBirth", "Enter a valid date of birth"],
      ["an under-16 date of birth", { dateOfBirth: new Date(Date.now() - 10 * 365 * 86400000).toISOString().slice(0, 10) }, "dateOfBirth", "you cannot join if you are under 16"],
      ["no password", { password: "", password_confirmation: "" }, "password", "Password is required"],
      ["a short password", { password: "Ab1", password_confirmation: "Ab1" }, "password", "Must contain 8 characters, one uppercase, one lowercase, one number"],
      ["a password without uppercase", { password: "sunrise2024", password_confirmation: "sunrise2024" }, "password", "Must contain 8 characters, one uppercase, one lowercase, one number"],
      ["a password without a digit", { password: "SunriseSun", password_confirmation: "SunriseSun" }, "password", "Must contain 8 characters, one uppercase, one lowercase, one number"],
      ["a different confirmation password", { password_confirmation: "Sunrise2025" }, "password_confirmation", "Password must match"],
      ["no confirmation password", { password_confirmation: undefined }, "password_confirmation", "Password must match"],
      ["terms not accepted", { acceptTerms: false }, "acceptTerms", "You must agree the terms & Policy"],
      ["terms missing", { acceptTerms: undefined }, "acceptTerms", "You must agree the terms & Policy"],
      ["not over 16", { isover16: "" }, "isover16", "You must be over 16 to register"],
      ["over-16 box unticked", { isover16: 0 }, "isover16", "You must be over 16 to register"],
    ];
    for (const [name, overrides, field, message] of cases) {
      it(name, async () => {
        const body = registration(overrides);
        for (const [key, value] of Object.entries(overrides)) if (value === undefined) delete body[key];
        const before = await countUsers(t);
        const mails = t.mails.length;
        const answer = await t.call("POST", "signup", { body, ip: nextIp() });
        expect(answer.status).toBe(422);
        expect(answer.success).toBe(false);
        expect(answer.data).toBeNull();
        expect(answer.errors?.[field]).toEqual([message]);
        expect(Object.keys(answer.errors ?? {})).toEqual([field]);
        expect(answer.message).toBe(message);
        expect(await countUsers(t)).toBe(before);
        expect(t.mails.length).toBe(mails);
      });
    }

    it("lists every message of an empty form at once", async () => {
      const answer = await t.call("POST", "signup", { body: {}, ip: nextIp() });
      expect(answer.status).toBe(422);
      expect(answer.errors).toEqual({
        first_name: ["First name is required"],
        last_name: ["Last name is required"],
        email: ["Must be a Valid Email-Id"],
        email_confirmation: ["Confirmation email required"],
        dateOfBirth: ["Date of birth is required"],
        password: ["Password is required"],
        acceptTerms: ["You must agree the terms & Policy"],
        isover16: ["You must be over 16 to register"],
      });
    });
  });

  it("limits signups from one IP and not from others", async () => {
    const ip = nextIp();
    for (let i = 0; i < 10; i++) {
      expect((await t.call("POST", "signup", { body: registration({ email: "ada@", email_confirmation: "ada@" }), ip })).status).toBe(422);
    }
    // Bad input does not count; good signups do.
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await t.call("POST", "signup", { body: registration(), ip })).status);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    const limited = await t.call("POST", "signup", { body: registration(), ip });
    expect(limited.status).toBe(429);
    expect(limited.message).toBe("Too many attempts. Please wait 15 minutes and try again.");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await t.call("POST", "signup", { body: registration(), ip: nextIp() })).status).toBe(200);
  });
});

describe("POST activate", () => {
  it("activates once with the mailed code, then sends a welcome mail", async () => {
    const body = registration();
    await t.call("POST", "signup", { body, ip: nextIp() });
    const email = String(body.email);
    const code = codeFromMail(email);

    const answer = await t.call("POST", "activate", { body: { code } });
    expect(answer).toMatchObject({ status: 200, success: true, message: "Your account is now activated. You can log in." });
    const row = await findByEmail(email);
    expect(row.activatedAt).not.toBeNull();
    expect(row.activationCodeHash).toBeNull();
    expect(lastMailTo(t, email)).toMatchObject({ kind: "welcome", subject: "Welcome to Marquee" });

    const again = await t.call("POST", "activate", { body: { code } });
    expect(again).toMatchObject({ status: 400, success: false, message: "User has not been verified" });
  });

  it("refuses an unknown or missing code", async () => {
    expect(await t.call("POST", "activate", { body: { code: "not-a-real-code" } })).toMatchObject({
      status: 400,
      success: false,
      message: "User has not been verified",
    });
    expect(await t.call("POST", "activate", { body: {} })).toMatchObject({ status: 422, success: false, message: "User has not been verified" });
  });
});

describe("POST resend-activation", () => {
  it("needs a login", async () => {
    expect(await t.call("POST", "resend-activation", { body: {} })).toMatchObject({ status: 401, success: false });
  });

  it("sends a new link to the caller only, whatever userId the payload names", async () => {
    const caller = await createUser(t, { activated: false });
    const other = await createUser(t, { activated: false });
    await t.db.update(users).set({ activationCodeHash: "old-hash" }).where(eq(users.id, caller.id));
    await t.db.update(users).set({ activationCodeHash: "other-hash" }).where(eq(users.id, other.id));
    const token = await loginAs(t, caller);
    const mails = t.mails.length;

    const answer = await t.call("POST", "resend-activation", { token, body: { userId: other.id } });
    expect(answer).toMatchObject({ status: 200, success: true, message: "New Verification Email Sent" });
    const sent = t.mails.slice(mails);
    expect(sent.map((m) => m.to)).toEqual([caller.email]);
    expect((await userRow(t, other.id)).activationCodeHash).toBe("other-hash");
    const code = codeFromMail(caller.email);
    expect((await userRow(t, caller.id)).activationCodeHash).toBe(createHash("sha256").update(code).digest("hex"));

    expect((await t.call("POST", "activate", { body: { code } })).success).toBe(true);
    expect((await userRow(t, caller.id)).activatedAt).not.toBeNull();
    expect((await userRow(t, other.id)).activatedAt).toBeNull();
  });

  it("makes the previous link stop working", async () => {
    const body = registration();
    await t.call("POST", "signup", { body, ip: nextIp() });
    const email = String(body.email);
    const first = codeFromMail(email);
    const token = await loginAs(t, { email, password: String(body.password) });
    await t.call("POST", "resend-activation", { token, body: {} });
    const second = codeFromMail(email);
    expect(second).not.toBe(first);
    expect((await t.call("POST", "activate", { body: { code: first } })).status).toBe(400);
    expect((await t.call("POST", "activate", { body: { code: second } })).success).toBe(true);
  });

  it("says so when the account is already activated", async () => {
    const user = await createUser(t);
    const token = await loginAs(t, user);
    const mails = t.mails.length;
    const answer = await t.call("POST", "resend-activation", { token, body: { userId: user.id } });
    expect(answer).toMatchObject({ status: 400, success: false, message: "Your account is already activated." });
    expect(t.mails.length).toBe(mails);
  });
});
