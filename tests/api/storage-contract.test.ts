// One contract, two adapters: the local disk (its HTTP side called as the web server calls it) and
// S3 (the AWS SDK against a real S3-protocol server on loopback: s3rver behind a gate that checks
// POST policies and SigV4 signatures — see tests/support/s3-server.ts for which server checks what).
// Upload targets refuse another key, another type, a larger file and an expired policy; private
// objects need a valid, unexpired signature; Range requests answer 206; over-limit streams keep nothing.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalStorage } from "~server/integrations/storage/local";
import { handleLocalStorageRequest } from "~server/integrations/storage/local-http";
import { createS3Storage } from "~server/integrations/storage/s3";
import { ObjectExistsError, ObjectTooLargeError, type ObjectStorage } from "~server/integrations/storage/types";
import { startTestS3 } from "~tests/support/s3-server";

const PUBLIC_FOLDERS = ["event-images"];
const publicKey = (ext = ".jpg") => `event-images/${randomUUID()}${ext}`;
const privateKey = (ext = ".mp4") => `full-videos/${randomUUID()}${ext}`;
const bytesOf = (text: string) => new TextEncoder().encode(text);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Subject {
  storage: ObjectStorage;
  /** A request as a browser sends it to the URLs the storage hands out. */
  send(url: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

function contract(name: string, open: () => Promise<Subject>) {
  describe(`the storage contract: ${name}`, () => {
    let s: Subject;
    beforeAll(async () => {
      s = await open();
    }, 60_000);
    afterAll(() => s?.close());

    async function post(target: { url: string; fields: Record<string, string> }, body: Uint8Array, fieldChanges: Record<string, string> = {}, type?: string) {
      const form = new FormData();
      for (const [field, value] of Object.entries({ ...target.fields, ...fieldChanges })) form.append(field, value);
      form.append("file", new Blob([new Uint8Array(body)], { type: type ?? target.fields["Content-Type"] }), "file.bin");
      return s.send(target.url, { method: "POST", body: form });
    }

    it("stores a file posted to its target, with its type, size and bytes", async () => {
      const key = publicKey();
      const body = bytesOf("\xff\xd8\xff a small picture");
      const target = await s.storage.createUploadTarget({ key, contentType: "image/jpeg", maxBytes: 1000, expiresInSeconds: 600 });
      expect(target.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 600_000 + 1000);
      const answer = await post(target, body);
      expect(answer.status, await answer.clone().text()).toBeGreaterThanOrEqual(200);
      expect(answer.status).toBeLessThan(300);
      expect(await s.storage.head(key)).toEqual({ size: body.length, contentType: "image/jpeg" });
      expect(Buffer.from(await s.storage.readRange(key, 0, 3))).toEqual(Buffer.from(body.subarray(0, 4)));
      expect(Buffer.from(await s.storage.readRange(key, body.length - 2, body.length + 50))).toEqual(Buffer.from(body.subarray(-2)));
    });

    it("never issues a target or a link that lives longer than 15 minutes", async () => {
      const target = await s.storage.createUploadTarget({ key: publicKey(), contentType: "image/jpeg", maxBytes: 10, expiresInSeconds: 86_400 });
      expect(target.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 15 * 60_000 + 1000);
    });

    it("refuses a post for another key than its policy's", async () => {
      const key = publicKey();
      const other = publicKey();
      const target = await s.storage.createUploadTarget({ key, contentType: "image/jpeg", maxBytes: 1000, expiresInSeconds: 600 });
      const answer = await post(target, bytesOf("\xff\xd8\xff other key"), { key: other });
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(await s.storage.head(other)).toBeNull();
      expect(await s.storage.head(key)).toBeNull();
    });

    it("refuses a post of another content type", async () => {
      const key = publicKey();
      const target = await s.storage.createUploadTarget({ key, contentType: "image/jpeg", maxBytes: 1000, expiresInSeconds: 600 });
      const answer = await post(target, bytesOf("<html>"), { "Content-Type": "text/html" }, "text/html");
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(await s.storage.head(key)).toBeNull();
    });

    it("refuses a file larger than the policy allows, and keeps none of it", async () => {
      const key = publicKey();
      const target = await s.storage.createUploadTarget({ key, contentType: "image/jpeg", maxBytes: 10, expiresInSeconds: 600 });
      const answer = await post(target, bytesOf("\xff\xd8\xff 11 bytes!"));
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(await s.storage.head(key)).toBeNull();
    });

    it("refuses a post after its policy expired", async () => {
      const key = publicKey();
      const target = await s.storage.createUploadTarget({ key, contentType: "image/jpeg", maxBytes: 1000, expiresInSeconds: 1 });
      await sleep(2100);
      const answer = await post(target, bytesOf("\xff\xd8\xff late"));
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(await s.storage.head(key)).toBeNull();
    });

    it("refuses a post whose policy or signature was tampered with", async () => {
      const key = publicKey();
      const target = await s.storage.createUploadTarget({ key, contentType: "image/jpeg", maxBytes: 1000, expiresInSeconds: 600 });
      const signatureField = Object.keys(target.fields).find((field) => /signature/i.test(field))!;
      const signature = target.fields[signatureField]!;
      const forged = `${signature.slice(0, -2)}${signature.endsWith("00") ? "11" : "00"}`;
      const answer = await post(target, bytesOf("\xff\xd8\xff forged"), { [signatureField]: forged });
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(await s.storage.head(key)).toBeNull();
    });

    it("streams a file in with putStream, and refuses an over-limit stream keeping nothing", async () => {
      const key = privateKey();
      async function* pieces(count: number) {
        for (let i = 0; i < count; i++) yield new Uint8Array(64 * 1024).fill(i % 256);
      }
      expect(await s.storage.putStream(key, pieces(3), { contentType: "video/mp4", maxBytes: 3 * 64 * 1024 })).toEqual({ size: 3 * 64 * 1024 });
      expect(await s.storage.head(key)).toEqual({ size: 3 * 64 * 1024, contentType: "video/mp4" });
      const big = privateKey();
      await expect(s.storage.putStream(big, pieces(4), { contentType: "video/mp4", maxBytes: 3 * 64 * 1024 })).rejects.toBeInstanceOf(ObjectTooLargeError);
      expect(await s.storage.head(big)).toBeNull();
    });

    it("moves an object to a key that holds none, and answers false when there is nothing to move", async () => {
      const from = privateKey();
      const to = privateKey();
      await s.storage.putStream(from, [bytesOf("moved bytes")], { contentType: "video/mp4", maxBytes: 100 });
      expect(await s.storage.move(from, to)).toBe(true);
      expect(await s.storage.head(from)).toBeNull();
      expect(await s.storage.head(to)).toEqual({ size: 11, contentType: "video/mp4" });
      expect(Buffer.from(await s.storage.readRange(to, 0, 10)).toString()).toBe("moved bytes");
      expect(await s.storage.move(privateKey(), privateKey())).toBe(false);
    });

    it("lists one folder's objects with when each was written", async () => {
      const folder = `list-${randomUUID().slice(0, 8)}`;
      const keys = [`${folder}/${randomUUID()}.jpg`, `${folder}/${randomUUID()}.jpg`];
      const before = Date.now() - 2000;
      for (const key of keys) await s.storage.putStream(key, [bytesOf("listed")], { contentType: "image/jpeg", maxBytes: 100 });
      await s.storage.putStream(privateKey(), [bytesOf("elsewhere")], { contentType: "video/mp4", maxBytes: 100 });
      const listed = [];
      for await (const item of s.storage.list(folder)) listed.push(item);
      expect(listed.map((item) => item.key).sort()).toEqual([...keys].sort());
      for (const item of listed) expect(item.lastModified.getTime()).toBeGreaterThanOrEqual(before);
      const empty = [];
      for await (const item of s.storage.list(`none-${randomUUID().slice(0, 8)}`)) empty.push(item);
      expect(empty).toEqual([]);
    });

    it("works once: after its file was moved, a second POST to the target cannot change it; what the target still reaches is private and listed", async () => {
      const incoming = `incoming/${randomUUID()}.jpg`;
      const final = publicKey();
      const checked = bytesOf("\xff\xd8\xff the picture that was checked");
      const target = await s.storage.createUploadTarget({ key: incoming, contentType: "image/jpeg", maxBytes: 1000, expiresInSeconds: 600 });
      const first = await post(target, checked);
      expect(first.status, await first.clone().text()).toBeLessThan(300);
      expect(await s.storage.move(incoming, final)).toBe(true);

      const again = await post(target, bytesOf("\xff\xd8\xff <html>not what was checked</html>"));
      // The local adapter refuses outright; S3 cannot refuse a valid presigned POST, so the bytes land
      // on the target's own key, which nothing serves and the sweep lists.
      if (s.storage.kind === "local") expect(again.status).toBe(409);
      expect(await s.storage.head(final)).toEqual({ size: checked.length, contentType: "image/jpeg" });
      expect(Buffer.from(await s.storage.readRange(final, 0, checked.length - 1))).toEqual(Buffer.from(checked));
      expect((await s.send(s.storage.publicUrl(incoming))).status).toBe(403);
      const listed = [];
      for await (const item of s.storage.list("incoming")) listed.push(item.key);
      expect(listed).toContain(incoming);
    });

    describe("reading", () => {
      const body = bytesOf("0123456789abcdefghij");
      let privateObject: string;
      let publicObject: string;
      beforeAll(async () => {
        privateObject = privateKey();
        publicObject = publicKey();
        await s.storage.putStream(privateObject, [body], { contentType: "video/mp4", maxBytes: 100 });
        await s.storage.putStream(publicObject, [body], { contentType: "image/jpeg", maxBytes: 100 });
        await s.storage.setPublished(publicObject, true);
      });

      it("serves a public folder's object at its bare address only once it is published (ADR 056); a signed link reads it before", async () => {
        const key = publicKey();
        await s.storage.putStream(key, [body], { contentType: "image/jpeg", maxBytes: 100 });
        const refused = (await s.send(s.storage.publicUrl(key))).status;
        expect([403, 404]).toContain(refused);
        const signed = await s.send(await s.storage.signedGetUrl(key, { expiresInSeconds: 60 }));
        expect(signed.status).toBe(200);
        expect(Buffer.from(await signed.arrayBuffer())).toEqual(Buffer.from(body));
        await s.storage.setPublished(key, true);
        const served = await s.send(s.storage.publicUrl(key));
        expect(served.status).toBe(200);
        expect(Buffer.from(await served.arrayBuffer())).toEqual(Buffer.from(body));
        await s.storage.setPublished(key, false);
        expect((await s.send(s.storage.publicUrl(key))).status).toBe(refused);
      });

      it("serves a public object without a signature", async () => {
        const answer = await s.send(s.storage.publicUrl(publicObject));
        expect(answer.status).toBe(200);
        expect(answer.headers.get("content-type")).toBe("image/jpeg");
        expect(Buffer.from(await answer.arrayBuffer())).toEqual(Buffer.from(body));
      });

      it("serves a private object with a valid signature", async () => {
        const answer = await s.send(await s.storage.signedGetUrl(privateObject, { expiresInSeconds: 300 }));
        expect(answer.status).toBe(200);
        expect(answer.headers.get("content-type")).toBe("video/mp4");
        expect(Buffer.from(await answer.arrayBuffer())).toEqual(Buffer.from(body));
      });

      it("refuses a private object without a signature, with a bad one, or for another key", async () => {
        const signed = new URL(await s.storage.signedGetUrl(privateObject, { expiresInSeconds: 300 }), "http://placeholder.test");
        const bare = s.storage.publicUrl(privateObject);
        expect((await s.send(bare)).status).toBe(403);
        const signatureParam = [...signed.searchParams.keys()].find((name) => /signature/i.test(name))!;
        const tampered = new URL(signed);
        const value = tampered.searchParams.get(signatureParam)!;
        tampered.searchParams.set(signatureParam, `${value.slice(0, -2)}${value.endsWith("00") ? "11" : "00"}`);
        expect((await s.send(relativeLike(tampered, signed))).status).toBe(403);
        const otherKey = privateKey();
        await s.storage.putStream(otherKey, [body], { contentType: "video/mp4", maxBytes: 100 });
        const moved = new URL(signed);
        moved.pathname = moved.pathname.replace(privateObject, otherKey);
        expect((await s.send(relativeLike(moved, signed))).status).toBe(403);
      });

      it("refuses a signed link once it has expired", async () => {
        const url = await s.storage.signedGetUrl(privateObject, { expiresInSeconds: 1 });
        await sleep(2100);
        expect((await s.send(url)).status).toBe(403);
      });

      it("answers a Range request with 206 and the bytes asked for", async () => {
        const url = await s.storage.signedGetUrl(privateObject, { expiresInSeconds: 300 });
        const answer = await s.send(url, { headers: { Range: "bytes=2-5" } });
        expect(answer.status).toBe(206);
        expect(answer.headers.get("content-range")).toBe(`bytes 2-5/${body.length}`);
        expect(await answer.text()).toBe("2345");
        const rest = await s.send(url, { headers: { Range: "bytes=17-" } });
        expect(rest.status).toBe(206);
        expect(rest.headers.get("content-range")).toBe(`bytes 17-19/${body.length}`);
        expect(await rest.text()).toBe("hij");
      });

      it("names a download in Content-Disposition when asked", async () => {
        const answer = await s.send(await s.storage.signedGetUrl(privateObject, { expiresInSeconds: 300, downloadName: "My film.mp4" }));
        expect(answer.status).toBe(200);
        expect(answer.headers.get("content-disposition")).toMatch(/^attachment; filename="My film\.mp4"/);
      });

      it("deletes an object, and deleting a missing one is no error", async () => {
        const key = privateKey();
        await s.storage.putStream(key, [body], { contentType: "video/mp4", maxBytes: 100 });
        await s.storage.delete(key);
        expect(await s.storage.head(key)).toBeNull();
        await expect(s.storage.delete(key)).resolves.toBeUndefined();
      });
    });
  });
}

/** A tampered copy of a URL in the same form (root-relative stays root-relative). */
function relativeLike(url: URL, original: URL): string {
  return original.host === "placeholder.test" ? `${url.pathname}${url.search}` : url.toString();
}

contract("local disk", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "marquee-contract-"));
  const storage = createLocalStorage({ dir, secrets: ["contract-secret"], isPublic: (key) => PUBLIC_FOLDERS.includes(key.split("/")[0]!) });
  return {
    storage,
    async send(url, init) {
      return (await handleLocalStorageRequest(storage, new Request(new URL(url, "http://localhost:3000"), init))) ?? new Response(null, { status: 404 });
    },
    async close() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
});

contract("S3 (s3rver on loopback, behind the policy and signature gate)", async () => {
  const server = await startTestS3(PUBLIC_FOLDERS);
  const storage = createS3Storage({
    bucket: server.bucket,
    region: server.region,
    endpoint: server.endpoint,
    accessKeyId: server.accessKeyId,
    secretAccessKey: server.secretAccessKey,
  });
  return { storage, send: (url, init) => fetch(url, init), close: () => server.close() };
});

// The same suite against an S3 server that enforces POST policies and signatures by itself (MinIO,
// S3Mock, AWS): none can be installed from npm or Debian, so it runs only where one is given. The
// bucket must exist and grant anonymous read of the public folders (event-images/*) to objects tagged
// published=true, as a deployment's does (ADR 056).
const external = process.env.S3_TEST_ENDPOINT;
if (external) {
  contract(`S3 (${external}, enforcing its own policies)`, async () => {
    const storage = createS3Storage({
      bucket: process.env.S3_TEST_BUCKET ?? "marquee-test",
      region: process.env.S3_TEST_REGION ?? "us-east-1",
      endpoint: external,
      accessKeyId: process.env.S3_TEST_ACCESS_KEY_ID ?? "",
      secretAccessKey: process.env.S3_TEST_SECRET_ACCESS_KEY ?? "",
    });
    return { storage, send: (url, init) => fetch(url, init), close: async () => {} };
  });
}

describe("the local storage's own HTTP answers", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "marquee-local-http-"));
  let now = new Date();
  const storage = createLocalStorage({ dir, secrets: ["new-secret", "old-secret"], isPublic: (key) => PUBLIC_FOLDERS.includes(key.split("/")[0]!), now: () => now });
  const oldStorage = createLocalStorage({ dir, secrets: ["old-secret"], isPublic: () => false });
  const send = async (url: string, init?: RequestInit) =>
    (await handleLocalStorageRequest(storage, new Request(new URL(url, "http://localhost:3000"), init))) ?? new Response(null, { status: 599 });
  const body = bytesOf("0123456789");
  const video = privateKey();
  const photo = publicKey();
  beforeAll(async () => {
    await storage.putStream(video, [body], { contentType: "video/mp4", maxBytes: 100 });
    await storage.putStream(photo, [body], { contentType: "image/jpeg", maxBytes: 100 });
    await storage.setPublished(photo, true);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("serves with Accept-Ranges, nosniff, its type and an inline disposition; public files cache, private ones never", async () => {
    const pub = await send(storage.publicUrl(photo));
    expect(pub.headers.get("accept-ranges")).toBe("bytes");
    expect(pub.headers.get("x-content-type-options")).toBe("nosniff");
    expect(pub.headers.get("content-disposition")).toBe("inline");
    expect(pub.headers.get("cache-control")).toContain("public");
    const priv = await send(await storage.signedGetUrl(video, { expiresInSeconds: 60 }));
    expect(priv.headers.get("content-type")).toBe("video/mp4");
    expect(priv.headers.get("cache-control")).toBe("private, no-store");
  });

  it("answers a suffix range, and 416 for a range past the end", async () => {
    const url = await storage.signedGetUrl(video, { expiresInSeconds: 60 });
    const tail = await send(url, { headers: { Range: "bytes=-3" } });
    expect(tail.status).toBe(206);
    expect(await tail.text()).toBe("789");
    const past = await send(url, { headers: { Range: "bytes=10-20" } });
    expect(past.status).toBe(416);
    expect(past.headers.get("content-range")).toBe("bytes */10");
    const head = await send(url, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe("10");
  });

  it("honours links signed with an older secret (rotation), and refuses them once expired by the clock", async () => {
    const url = await oldStorage.signedGetUrl(video, { expiresInSeconds: 60 });
    expect((await send(url)).status).toBe(200);
    now = new Date(Date.now() + 61_000);
    try {
      expect((await send(url)).status).toBe(403);
    } finally {
      now = new Date();
    }
  });

  it("refuses paths that are not keys, and writes outside the target", async () => {
    for (const url of ["/storage/files/event-images/..%2F..%2Fsecret.jpg", "/storage/files/%2e%2e/x", "/storage/files/event-images/abc.jpg", "/storage/files/%E0%A4%A"]) {
      expect((await send(url)).status, url).toBe(404);
    }
    // The URL parser resolves dot segments before the handler sees them: /etc/passwd is not ours at all.
    expect(await handleLocalStorageRequest(storage, new Request("http://localhost:3000/storage/files/../../etc/passwd"))).toBeNull();
    expect((await send("/storage/files/" + video, { method: "DELETE" })).status).toBe(405);
    expect((await send("/storage/upload")).status).toBe(405);
    expect((await send("/storage/upload", { method: "POST", body: "x", headers: { "content-type": "text/plain" } })).status).toBe(400);
  });

  it("never names a public file's download from the query; a signed name still does", async () => {
    const chosen = await send(`${storage.publicUrl(photo)}?download=Marquee-invoice.html`);
    expect(chosen.status).toBe(200);
    expect(chosen.headers.get("content-disposition")).toBe("inline");
    const signed = await send(await storage.signedGetUrl(photo, { expiresInSeconds: 60, downloadName: "stage.jpg" }));
    expect(signed.status).toBe(200);
    expect(signed.headers.get("content-disposition")).toMatch(/^attachment; filename="stage\.jpg"/);
    const renamed = new URL(await storage.signedGetUrl(photo, { expiresInSeconds: 60, downloadName: "stage.jpg" }), "http://localhost:3000");
    renamed.searchParams.set("download", "Marquee-invoice.html");
    expect((await send(renamed.toString())).status).toBe(403);
  });

  it("refuses a second POST to a target whose key holds bytes, and a second write of a key, keeping the first", async () => {
    const key = publicKey();
    const target = await storage.createUploadTarget({ key, contentType: "image/jpeg", maxBytes: 1000, expiresInSeconds: 600 });
    const post = async (text: string) => {
      const form = new FormData();
      for (const [field, value] of Object.entries(target.fields)) form.append(field, value);
      form.append("file", new Blob([bytesOf(text)], { type: "image/jpeg" }), "file.jpg");
      return send(target.url, { method: "POST", body: form });
    };
    const [one, two] = await Promise.all([post("\xff\xd8\xff first"), post("\xff\xd8\xff second")]);
    expect([one.status, two.status].sort()).toEqual([204, 409]);
    const kept = Buffer.from(await storage.readRange(key, 0, 99)).toString("utf8");
    expect(["\xff\xd8\xff first", "\xff\xd8\xff second"]).toContain(kept);
    const third = await post("\xff\xd8\xff third");
    expect(third.status).toBe(409);
    expect(await third.text()).toBe("This upload target has already been used.");
    await expect(storage.putStream(key, [bytesOf("overwrite")], { contentType: "image/jpeg", maxBytes: 100 })).rejects.toBeInstanceOf(ObjectExistsError);
    expect(Buffer.from(await storage.readRange(key, 0, 99)).toString("utf8")).toBe(kept);
  });

  it("gives a key back when its upload was refused, so the same target can be tried again", async () => {
    const key = publicKey();
    const target = await storage.createUploadTarget({ key, contentType: "image/jpeg", maxBytes: 10, expiresInSeconds: 600 });
    const post = async (text: string) => {
      const form = new FormData();
      for (const [field, value] of Object.entries(target.fields)) form.append(field, value);
      form.append("file", new Blob([bytesOf(text)], { type: "image/jpeg" }), "file.jpg");
      return send(target.url, { method: "POST", body: form });
    };
    expect((await post("\xff\xd8\xff far too long")).status).toBe(400);
    expect(await storage.head(key)).toBeNull();
    expect((await post("\xff\xd8\xff ok")).status).toBe(204);
  });

  it("refuses a signed download whose name was changed", async () => {
    const url = new URL(await storage.signedGetUrl(video, { expiresInSeconds: 60, downloadName: "film.mp4" }), "http://localhost:3000");
    url.searchParams.set("download", "evil.html");
    expect((await send(url.toString())).status).toBe(403);
  });
});
