// A form post with files and JavaScript off: parseFormWithUploads streams each file part into
// storage through the uploads domain and hands the action the key in its place; refusals come back
// per field, empty file inputs are ignored, other posts pass through, and the web server lets such
// posts through its 1 MB limit only where a form takes files.
import { eq } from "drizzle-orm";
import type { AppLoadContext } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lastUploadKey, parseFormWithUploads, uploadKeys } from "~/server-only/uploads.server";
import { uploads } from "~server/db/schema";
import { isStorageKey } from "~server/integrations/storage/types";
import { isUploadPost } from "~server/http/middleware";
import type { Services } from "~server/services";
import { useTestApi } from "~tests/support/api";
import { jpegBytes, textBytes } from "~tests/support/media-bytes";
import { createUser, type TestUser } from "./auth-support";
import "~tests/support/connect-web-server";

const t = useTestApi();
let user: TestUser;
const context = { requestId: "form-uploads", clientIp: "203.0.113.9" } as AppLoadContext;
const servicesKey = Symbol.for("marquee.services");

beforeAll(async () => {
  user = await createUser(t);
  (globalThis as Record<symbol, unknown>)[servicesKey] = Promise.resolve(t.services satisfies Services);
});
afterAll(async () => {
  delete (globalThis as Record<symbol, unknown>)[servicesKey];
});

function post(form: FormData) {
  return new Request("http://localhost/event-create", { method: "POST", body: form });
}
const file = (bytes: Uint8Array, name: string, type: string) => new File([new Uint8Array(bytes)], name, { type });

describe("parseFormWithUploads", () => {
  it("stores the file and puts its key where the file was, next to the text fields", async () => {
    const form = new FormData();
    form.append("title", "Sunrise yoga");
    form.append("image", file(jpegBytes(), "sunrise.jpg", "image/jpeg"));
    form.append("stray", file(jpegBytes(), "stray.jpg", "image/jpeg"));
    const { formData, fileErrors } = await parseFormWithUploads(post(form), context, { user, files: { image: "event-image" } });
    expect(fileErrors).toEqual({});
    expect(formData.get("title")).toBe("Sunrise yoga");
    const key = formData.get("image");
    expect(isStorageKey(key)).toBe(true);
    expect(String(key)).toMatch(/^event-images\//);
    // A file for a field the form does not take is read past and dropped.
    expect(formData.get("stray")).toBeNull();
    const [row] = await t.db.select().from(uploads).where(eq(uploads.key, String(key)));
    expect(row).toMatchObject({ userId: user.id, status: "uploaded", originalName: "sunrise.jpg" });
  });

  it("ignores an empty file input (as browsers send it, and as a bare empty field) and keeps a key already there", async () => {
    const kept = "event-images/00000000-0000-4000-8000-000000000000.jpg";
    const body = [
      "--b",
      'Content-Disposition: form-data; name="image"',
      "",
      kept,
      "--b",
      'Content-Disposition: form-data; name="image"; filename=""',
      "Content-Type: application/octet-stream",
      "",
      "",
      "--b--",
      "",
    ].join("\r\n");
    const browser = new Request("http://localhost/event-create", { method: "POST", headers: { "content-type": "multipart/form-data; boundary=b" }, body });
    const fromBrowser = await parseFormWithUploads(browser, context, { user, files: { image: "event-image" } });
    expect(fromBrowser.fileErrors).toEqual({});
    expect(fromBrowser.formData.getAll("image")).toEqual([kept]);
    const form = new FormData();
    form.append("image", kept);
    form.append("image", new File([], "", { type: "application/octet-stream" }));
    const { formData, fileErrors } = await parseFormWithUploads(post(form), context, { user, files: { image: "event-image" } });
    expect(fileErrors).toEqual({});
    expect(formData.getAll("image")).toEqual([kept]);
  });

  it("reads the keys of a field, dropping anything that is not a key; a single field takes the last", () => {
    const form = new FormData();
    form.append("image", "event-images/00000000-0000-4000-8000-000000000001.jpg");
    form.append("image", "../../etc/passwd");
    form.append("image", "event-images/00000000-0000-4000-8000-000000000002.png");
    expect(uploadKeys(form, "image")).toEqual(["event-images/00000000-0000-4000-8000-000000000001.jpg", "event-images/00000000-0000-4000-8000-000000000002.png"]);
    expect(lastUploadKey(form, "image")).toBe("event-images/00000000-0000-4000-8000-000000000002.png");
    expect(lastUploadKey(form, "video")).toBeNull();
  });

  it("answers a refused file's message for its field, stores nothing, and goes on with the rest", async () => {
    const rowsBefore = await t.db.select().from(uploads).where(eq(uploads.userId, user.id));
    const form = new FormData();
    form.append("image", file(textBytes(), "fake.jpg", "image/jpeg"));
    form.append("video", file(jpegBytes(), "clip.mp4", "image/jpeg"));
    form.append("title", "after the files");
    const { formData, fileErrors } = await parseFormWithUploads(post(form), context, { user, files: { image: "event-image", video: "short-video" } });
    expect(fileErrors).toEqual({ image: ["Only JPEG, PNG or WebP images are allowed."], video: ["Only MP4, WebM or MOV videos are allowed."] });
    expect(formData.get("image")).toBeNull();
    expect(formData.get("title")).toBe("after the files");
    expect(await t.db.select().from(uploads).where(eq(uploads.userId, user.id))).toHaveLength(rowsBefore.length);
  });

  it("passes a post that is not multipart through", async () => {
    const request = new Request("http://localhost/event-create", { method: "POST", body: new URLSearchParams({ image: "a-key", title: "x" }) });
    const { formData, fileErrors } = await parseFormWithUploads(request, context, { user, files: { image: "event-image" } });
    expect(fileErrors).toEqual({});
    expect(formData.get("image")).toBe("a-key");
  });

  it("answers 400 for a broken multipart body and 413 for text fields over 1 MB", async () => {
    const broken = new Request("http://localhost/event-create", { method: "POST", headers: { "content-type": "multipart/form-data; boundary=x" }, body: "--x\r\nbroken" });
    await expect(parseFormWithUploads(broken, context, { user, files: {} })).rejects.toMatchObject({ status: 400 });
    const form = new FormData();
    for (let i = 0; i < 5; i++) form.append(`field${i}`, "x".repeat(250_000));
    await expect(parseFormWithUploads(post(form), context, { user, files: {} })).rejects.toMatchObject({ status: 413 });
  });
});

describe("the web server's body limit and file posts", () => {
  const request = (method: string, path: string, type: string) => ({ method, path, get: (name: string) => (name.toLowerCase() === "content-type" ? type : undefined) });
  it("lets multipart posts through only to the storage target and pages whose forms take files", () => {
    expect(isUploadPost(request("POST", "/storage/upload", "multipart/form-data; boundary=a"))).toBe(true);
    expect(isUploadPost(request("POST", "/event-create/12", "multipart/form-data; boundary=a"))).toBe(true);
    expect(isUploadPost(request("POST", "/create-channel", "multipart/form-data; boundary=a"))).toBe(true);
    expect(isUploadPost(request("POST", "/login", "multipart/form-data; boundary=a"))).toBe(false);
    expect(isUploadPost(request("POST", "/event-create/12", "application/x-www-form-urlencoded"))).toBe(false);
    expect(isUploadPost(request("GET", "/storage/upload", "multipart/form-data; boundary=a"))).toBe(false);
    expect(isUploadPost(request("POST", "/storage/uploads-elsewhere", "multipart/form-data; boundary=a"))).toBe(false);
  });
});
