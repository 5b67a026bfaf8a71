// The disk outbox (embedded mode without SMTP) and the start-up warning when a deployment has no SMTP.
import { mkdtemp, readdir, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { listOutbox } from "~server/domain/mail";
import { mailDeliveryWarning } from "~server/env.server";
import { createOutboxTransport, readOutbox } from "~server/integrations/mail/transport";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "marquee-outbox-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const message = { to: "ada@example.com", subject: "Your temporary Marquee password", text: "    Kp7m-Xr4t-Wq9z#", kind: "temporary-password" };

describe("the disk outbox", () => {
  it("writes each mail readable by its owner only, with no partial file left behind", async () => {
    const transport = createOutboxTransport(dir, "Marquee <hello@marquee.test>");
    await transport.send(message);
    await transport.send({ ...message, to: "grace@example.com" });
    const files = await readdir(dir);
    expect(files).toHaveLength(2);
    for (const file of files) {
      expect(file).toMatch(/\.json$/);
      expect((await stat(path.join(dir, file))).mode & 0o777).toBe(0o600);
    }
    const mails = await readOutbox(dir);
    expect(mails.map((mail) => mail.to)).toEqual(["grace@example.com", "ada@example.com"]);
    expect(mails[1]).toMatchObject({ ...message, from: "Marquee <hello@marquee.test>" });
  });

  it("skips an empty, truncated or foreign file instead of failing the whole list", async () => {
    const transport = createOutboxTransport(dir, "Marquee <hello@marquee.test>");
    await transport.send(message);
    // What a kill -9 in the middle of a write used to leave.
    await writeFile(path.join(dir, "2026-01-01T00-00-00-000Z-empty.json"), "");
    await writeFile(path.join(dir, "2026-01-01T00-00-01-000Z-truncated.json"), '{"id":"x","to":"ada@exa');
    await writeFile(path.join(dir, "2026-01-01T00-00-02-000Z-null.json"), "null");
    await writeFile(path.join(dir, "2026-01-01T00-00-03-000Z-other.json"), '{"hello":"world"}');
    const mails = await readOutbox(dir);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject(message);
    expect(await listOutbox({ config: { appUrl: "http://localhost:3000", mailOutboxDir: dir, linkSecret: "test-link-secret", supportEmail: "support@marquee.test" } }, { to: "ADA@example.com" })).toHaveLength(1);
    expect(await listOutbox({ config: { appUrl: "http://localhost:3000", mailOutboxDir: dir, linkSecret: "test-link-secret", supportEmail: "support@marquee.test" } }, { to: "someone@example.com" })).toEqual([]);
  });

  it("reads a missing outbox as empty", async () => {
    expect(await readOutbox(path.join(dir, "missing"))).toEqual([]);
  });
});

describe("the start-up warning about mail", () => {
  it("says loudly that a deployment without SMTP_URL delivers no mail", () => {
    const warning = mailDeliveryWarning({ DATABASE_URL: "postgres://db.internal/marquee", SMTP_URL: undefined });
    expect(warning).toContain("NO MAIL WILL BE DELIVERED");
    expect(warning).toContain("SMTP_URL");
  });

  it("says nothing with SMTP configured, or in the embedded demo", () => {
    expect(mailDeliveryWarning({ DATABASE_URL: "postgres://db.internal/marquee", SMTP_URL: "smtp://mail.internal:587" })).toBeNull();
    expect(mailDeliveryWarning({ DATABASE_URL: undefined, SMTP_URL: undefined })).toBeNull();
  });
});
