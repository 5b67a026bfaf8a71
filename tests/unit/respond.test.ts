// The API's answers (server/api/respond.ts): made as hono's c.json makes them, and read back in the
// same process from their kept text, the same as reading the body, a fresh object every time.
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { answerBody, answerInProcess, fail, ok } from "~server/api/respond";

const app = new Hono();
app.get("/ok", (c) => ok(c, { id: 7, title: "Café «night»", when: null }, "Done"));
app.get("/fail", (c) => fail(c, 422, "Bad input", { email: ["Email is required"] }));
app.get("/json", (c) => c.json({ success: true, message: "", data: 1 }));

describe("answers read in-process", () => {
  it("gives what the body says, as c.json would have answered it", async () => {
    for (const path of ["/ok", "/fail"]) {
      const kept = await app.request(path);
      const read = await app.request(path);
      expect(kept.headers.get("content-type")).toBe("application/json");
      expect(await answerBody(kept)).toEqual(await read.json());
    }
    expect((await app.request("/fail")).status).toBe(422);
    // From the kept text, not the body: an answer whose body was read already still gives it.
    const used = await app.request("/ok");
    const text = await used.text();
    expect(await answerBody(used)).toEqual(JSON.parse(text));
  });

  it("parses afresh each time, so a caller's change never reaches another's", async () => {
    const response = await app.request("/ok");
    const first = (await answerBody(response)) as { data: { title: string } };
    first.data.title = "changed";
    expect(((await answerBody(response)) as { data: { title: string } }).data.title).toBe("Café «night»");
  });

  it("makes no body for a caller in this process: the status and the kept text are the answer", async () => {
    for (const path of ["/ok", "/fail"]) {
      const made: Response[] = [];
      const asked = await answerInProcess(new Request(`http://localhost${path}`), async (request) => {
        made.push(await app.fetch(request));
        return made[0]!;
      });
      const overHttp = await app.request(path);
      expect(made[0]!.body).toBeNull();
      expect(made[0]!.headers.get("content-type")).toBe("application/json");
      expect(asked).toEqual({ status: overHttp.status, body: await overHttp.json() });
    }
    // An answer made otherwise keeps its body, and is read from it.
    expect(await answerInProcess(new Request("http://localhost/json"), async (request) => app.fetch(request))).toEqual({
      status: 200,
      body: { success: true, message: "", data: 1 },
    });
  });

  it("reads an answer a middleware copied to set a header after next(), and no earlier answer in its place", async () => {
    const copying = new Hono();
    copying.use(async (c, next) => {
      await next();
      c.header("X-Set-After", "yes");
    });
    // An answer made and then replaced: its text is kept, but the answer sent names another one.
    copying.get("/replaced", async (c) => {
      fail(c, 500, "Discarded");
      return ok(c, { id: 8 }, "Kept");
    });
    copying.get("/other", async (c) => {
      fail(c, 500, "Discarded");
      return c.json({ success: true, message: "", data: "made otherwise" });
    });
    copying.route("/", app);
    for (const path of ["/ok", "/fail", "/replaced", "/other"]) {
      const made: Response[] = [];
      const asked = await answerInProcess(new Request(`http://localhost${path}`), async (request) => {
        const response = await copying.fetch(request);
        made.push(response);
        return response;
      });
      const overHttp = await copying.request(path);
      expect(made[0]!.headers.get("x-set-after")).toBe("yes");
      expect(asked).toEqual({ status: overHttp.status, body: await overHttp.json() });
    }
  });

  it("reads the body of an answer it did not make", async () => {
    expect(await answerBody(await app.request("/json"))).toEqual({ success: true, message: "", data: 1 });
    expect(await answerBody(Response.json({ from: "elsewhere" }))).toEqual({ from: "elsewhere" });
  });
});
