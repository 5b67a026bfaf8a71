import { describe, expect, it } from "vitest";
import { decrypt, encrypt } from "~/server-only/session.server";

describe("encrypted session cookie", () => {
  const envelope = { c: 1_700_000_000_000, d: { token: "secret-token", userId: 7 } };

  it("round-trips and hides the token", () => {
    const sealed = encrypt(envelope, "first-secret");
    expect(sealed).not.toContain("secret-token");
    expect(Buffer.from(sealed, "base64url").toString("utf8")).not.toContain("secret-token");
    expect(decrypt(sealed, ["first-secret"])).toEqual(envelope);
  });

  it("decrypts with an older secret during rotation, and not with a wrong one", () => {
    const sealed = encrypt(envelope, "old-secret");
    expect(decrypt(sealed, ["new-secret", "old-secret"])).toEqual(envelope);
    expect(decrypt(sealed, ["new-secret"])).toBeNull();
  });

  it("rejects a tampered or truncated cookie", () => {
    const sealed = Buffer.from(encrypt(envelope, "s"), "base64url");
    sealed[sealed.length - 1] ^= 1;
    expect(decrypt(sealed.toString("base64url"), ["s"])).toBeNull();
    expect(decrypt("short", ["s"])).toBeNull();
  });

  it("keeps a value that opened, for the same secrets only, and never one that did not", () => {
    const secrets = ["kept-secret"];
    const sealed = encrypt(envelope, "kept-secret");
    const first = decrypt(sealed, secrets);
    expect(first).toEqual(envelope);
    // The same value again: the kept envelope, which nobody can change.
    expect(decrypt(sealed, secrets)).toBe(first);
    expect(Object.isFrozen(first) && Object.isFrozen(first!.d)).toBe(true);
    // Another list of secrets (a rotation that dropped this one) opens it afresh: here, not at all.
    expect(decrypt(sealed, ["another-secret"])).toBeNull();
    // A tampered value is refused every time, however often it is sent.
    const tampered = Buffer.from(sealed, "base64url");
    tampered[20] ^= 1;
    for (let i = 0; i < 2; i += 1) expect(decrypt(tampered.toString("base64url"), secrets)).toBeNull();
  });
});
