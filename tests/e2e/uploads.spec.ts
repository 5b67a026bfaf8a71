// Uploads through the real web server (http project): the file fields' helper route /uploads asks
// for a signed target, the file goes to the local storage endpoint as the browser's XHR sends it
// (past the 1 MB form limit), is checked, and is then served: public photos to anyone, private
// videos only through their signed link, with Range answers for seeking.
import { concat, jpegBytes, mp4 } from "~tests/support/media-bytes";
import { expect, test } from "./support/fixtures";

interface Answer {
  ok: boolean;
  message?: string;
  key?: string;
  url?: string;
  fields?: Record<string, string>;
  content_type?: string;
  size?: number;
}

test.describe("uploads through /uploads and /storage", () => {
  test("a photo is sent to its signed target, checked, and served to its owner with nosniff; not publicly until published", async ({ context, users, playwright, baseURL }) => {
    const user = await users.create({ label: "photo" });
    await user.logIn();
    const bytes = jpegBytes();
    const start = await context.request.post("/uploads", { form: { intent: "start", purpose: "event-image", file_name: "stage.jpg", content_type: "image/jpeg", size: String(bytes.length) } });
    expect(start.status()).toBe(200);
    const target = (await start.json()) as Answer;
    expect(target.ok).toBe(true);
    const sent = await context.request.post(target.url!, {
      multipart: { ...target.fields!, file: { name: "stage.jpg", mimeType: "image/jpeg", buffer: Buffer.from(bytes) } },
    });
    expect(sent.status()).toBe(204);
    const done = (await (await context.request.post("/uploads", { form: { intent: "complete", key: target.key! } })).json()) as Answer;
    expect(done).toMatchObject({ ok: true, key: target.key, content_type: "image/jpeg", size: bytes.length });
    const file = await context.request.get(done.url!);
    expect(file.status()).toBe(200);
    expect(file.headers()["content-type"]).toBe("image/jpeg");
    expect(file.headers()["x-content-type-options"]).toBe("nosniff");
    expect(Buffer.from(await file.body())).toEqual(Buffer.from(bytes));
    // Attached to nothing published (ADR 056): its bare address is no file for a visitor.
    const anonymous = await playwright.request.newContext({ baseURL });
    try {
      expect((await anonymous.get(done.url!.split("?")[0]!)).status()).toBe(404);
    } finally {
      await anonymous.dispose();
    }
  });

  test("a 2 MB private video passes the form limit, is served only with its signature, and seeks with Range", async ({ context, users, playwright, baseURL }) => {
    const user = await users.create({ label: "video" });
    await user.logIn();
    const bytes = concat(mp4({ timescale: 1000, duration: 8000 }), new Uint8Array(2 * 1024 * 1024).fill(5));
    const target = (await (
      await context.request.post("/uploads", { form: { intent: "start", purpose: "full-video", file_name: "film.mp4", content_type: "video/mp4", size: String(bytes.length) } })
    ).json()) as Answer;
    const sent = await context.request.post(target.url!, {
      multipart: { ...target.fields!, file: { name: "film.mp4", mimeType: "video/mp4", buffer: Buffer.from(bytes) } },
    });
    expect(sent.status()).toBe(204);
    const done = (await (await context.request.post("/uploads", { form: { intent: "complete", key: target.key! } })).json()) as Answer;
    expect(done.ok).toBe(true);
    expect(done.url).toContain("signature=");

    const anonymous = await playwright.request.newContext({ baseURL });
    try {
      const ranged = await anonymous.get(done.url!, { headers: { Range: "bytes=4-11" } });
      expect(ranged.status()).toBe(206);
      expect(ranged.headers()["content-range"]).toBe(`bytes 4-11/${bytes.length}`);
      expect(ranged.headers()["cache-control"]).toContain("no-store");
      expect((await ranged.body()).toString("latin1")).toBe("ftypisom");
      const unsigned = await anonymous.get(done.url!.split("?")[0]!);
      expect(unsigned.status()).toBe(403);
    } finally {
      await anonymous.dispose();
    }
  });

  test("a file larger than its target allows is cut off by the local endpoint and nothing is kept", async ({ context, users }) => {
    const user = await users.create({ label: "liar" });
    await user.logIn();
    const target = (await (
      await context.request.post("/uploads", { form: { intent: "start", purpose: "short-video", file_name: "short.mp4", content_type: "video/mp4", size: "1000" } })
    ).json()) as Answer;
    const bytes = concat(mp4({ timescale: 1000, duration: 1000 }), new Uint8Array(300_000).fill(1));
    // The server answers 400 and closes the connection: a client still sending may see the close first.
    const status = await context.request
      .post(target.url!, { multipart: { ...target.fields!, file: { name: "short.mp4", mimeType: "video/mp4", buffer: Buffer.from(bytes) } } })
      .then((response) => response.status())
      .catch(() => "connection closed");
    expect([400, "connection closed"]).toContain(status);
    const done = await context.request.post("/uploads", { form: { intent: "complete", key: target.key! } });
    expect(done.status()).toBe(422);
    expect(((await done.json()) as Answer).message).toBe("The file did not arrive, please upload it again.");
  });

  test("an oversize or wrong-type file is refused with its message, and a visitor may not upload", async ({ context, users, playwright, baseURL }) => {
    const user = await users.create({ label: "refused" });
    await user.logIn();
    const big = await context.request.post("/uploads", { form: { intent: "start", purpose: "event-image", file_name: "big.jpg", content_type: "image/jpeg", size: String(11 * 1024 * 1024) } });
    expect(big.status()).toBe(422);
    expect(((await big.json()) as Answer).message).toBe("Images must be 10 MB or smaller.");
    const gif = await context.request.post("/uploads", { form: { intent: "start", purpose: "event-image", file_name: "a.gif", content_type: "image/gif", size: "100" } });
    expect(((await gif.json()) as Answer).message).toBe("Only JPEG, PNG or WebP images are allowed.");

    const visitor = await playwright.request.newContext({ baseURL });
    try {
      const answer = await visitor.post("/uploads", { form: { intent: "start", purpose: "event-image", file_name: "a.jpg", content_type: "image/jpeg", size: "100" } });
      expect(answer.status()).toBe(401);
    } finally {
      await visitor.dispose();
    }
  });
});
