// Cache-Control: no-store on every answer to a signed-in request (or one that sets a cookie), on a
// real Express server on loopback; static files keep their caching.
import type http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HOST_SESSION_COOKIE_NAME, SESSION_COOKIE_NAME } from "~shared/http-headers";
import { noStoreWithSession } from "~server/http/middleware";

let server: http.Server;
let base: string;

beforeAll(async () => {
  const app = express();
  // As server/main.ts: static files first, then the app's routes behind the middleware.
  app.get("/assets/app.js", (_req, res) => res.set("Cache-Control", "public, max-age=31536000, immutable").type("js").send("1"));
  const routes = express.Router();
  routes.get("/profile", (_req, res) => res.set("Cache-Control", "public, max-age=600").send("<h1>Profile</h1>"));
  routes.get("/home", (_req, res) => res.send("<h1>Home</h1>"));
  routes.post("/login", (_req, res) => res.set("Set-Cookie", `${SESSION_COOKIE_NAME}=x; Path=/`).redirect(303, "/profile"));
  routes.get("/stream", (_req, res) => {
    res.write("part");
    res.end();
  });
  app.use(noStoreWithSession([SESSION_COOKIE_NAME, HOST_SESSION_COOKIE_NAME]), routes);
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function cacheControl(path: string, init: RequestInit = {}) {
  const response = await fetch(`${base}${path}`, { redirect: "manual", ...init });
  await response.arrayBuffer();
  return response.headers.get("cache-control");
}

describe("noStoreWithSession", () => {
  it("marks every answer to a request with the session cookie no-store, whatever the route set", async () => {
    for (const name of [SESSION_COOKIE_NAME, HOST_SESSION_COOKIE_NAME]) {
      const cookie = `theme=dark; ${name}=sealed`;
      expect(await cacheControl("/profile", { headers: { cookie } })).toBe("no-store");
      expect(await cacheControl("/home", { headers: { cookie } })).toBe("no-store");
      expect(await cacheControl("/stream", { headers: { cookie } })).toBe("no-store");
    }
  });

  it("marks an answer that sets a cookie no-store", async () => {
    expect(await cacheControl("/login", { method: "POST" })).toBe("no-store");
  });

  it("leaves visitors' pages, other cookies and static files alone", async () => {
    expect(await cacheControl("/home")).toBeNull();
    expect(await cacheControl("/home", { headers: { cookie: "not__marquee_session=x; marquee_session_x=1" } })).toBeNull();
    expect(await cacheControl("/assets/app.js", { headers: { cookie: `${SESSION_COOKIE_NAME}=sealed` } })).toBe("public, max-age=31536000, immutable");
  });
});
