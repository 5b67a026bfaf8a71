// The session cookie's name and attributes: `__Host-` prefixed in production over https.
import { afterEach, describe, expect, it, vi } from "vitest";

const saved = { ...process.env };

/** The session module as a fresh process with these variables would load it (the env is read once), connected as the web server connects it. */
async function sessionModuleWith(env: Record<string, string>) {
  for (const key of ["NODE_ENV", "APP_URL", "DATABASE_URL", "DEMO_MODE", "SESSION_SECRET"]) delete process.env[key];
  Object.assign(process.env, env);
  vi.resetModules();
  const [{ connectWebServer }, { webAppPort }] = await Promise.all([import("~/server-only/web-server.server"), import("~server/http/web-app-port")]);
  connectWebServer(webAppPort);
  return import("~/server-only/session.server");
}

afterEach(() => {
  process.env = { ...saved };
  vi.resetModules();
});

const secret = "s".repeat(40);

describe("session cookie", () => {
  it("is __Host-marquee_session in production over https: Secure, Path=/, no Domain", async () => {
    const session = await sessionModuleWith({ NODE_ENV: "production", APP_URL: "https://marquee.example", SESSION_SECRET: secret, DEMO_MODE: "true" });
    const created = session.newSession();
    created.set("token", "t-1");
    const header = await session.commitSession(created);
    expect(header.startsWith("__Host-marquee_session=")).toBe(true);
    const attributes = header.split(";").slice(1).map((part) => part.trim().toLowerCase());
    expect(attributes).toContain("secure");
    expect(attributes).toContain("path=/");
    expect(attributes.some((attribute) => attribute.startsWith("domain="))).toBe(false);

    // It is read back under that name, and only that name (an unprefixed cookie could be planted).
    const value = header.split(";")[0]!.slice("__Host-marquee_session=".length);
    const read = await session.getSession(new Request("https://marquee.example/", { headers: { cookie: `__Host-marquee_session=${value}` } }));
    expect(read.get("token")).toBe("t-1");
    const planted = await session.getSession(new Request("https://marquee.example/", { headers: { cookie: `__marquee_session=${value}` } }));
    expect(planted.get("token")).toBeUndefined();
  });

  it("keeps the plain name where a __Host- cookie cannot be set (http, development)", async () => {
    const session = await sessionModuleWith({ NODE_ENV: "production", APP_URL: "http://localhost:3000", SESSION_SECRET: secret, DEMO_MODE: "true" });
    const header = await session.commitSession(session.newSession());
    expect(header.startsWith("__marquee_session=")).toBe(true);
    expect(header.toLowerCase()).not.toContain("secure");
    expect(session.sessionCookieName({ NODE_ENV: "development", APP_URL: "https://marquee.example" })).toBe("__marquee_session");
    expect(session.sessionCookieName({ NODE_ENV: "production", APP_URL: "https://marquee.example" })).toBe("__Host-marquee_session");
  });
});
