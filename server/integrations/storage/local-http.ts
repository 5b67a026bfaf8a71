// The local adapter's HTTP side, under /storage: POST /storage/upload takes one file the way S3
// takes a presigned POST (the signed fields first, the file last; policy checked and the key claimed
// before a byte is written, so a target works once; size counted while streaming to disk), and GET/HEAD /storage/files/<key> serves objects
// with Range support: published ones in the public folders to anyone, the rest only with a valid,
// unexpired signature.
import { Readable } from "node:stream";
import { unstable_parseMultipartFormData, type UploadHandler } from "@remix-run/node";
import { LOCAL_STORAGE_PATH, readStream, type LocalStorage } from "./local";
import { readPolicy, verifyGet, type UploadPolicy } from "./signing";
import { isStorageKey, ObjectExistsError, ObjectTooLargeError } from "./types";

const text = (status: number, message: string, headers: Record<string, string> = {}) =>
  new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers } });

/** The S3-like refusals: the test suite and the browser treat any of them as "not stored". */
class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Answers one request under /storage (null when the path is not one of ours). */
export async function handleLocalStorageRequest(storage: LocalStorage, request: Request): Promise<Response | null> {
  const url = new URL(request.url);
  const rest = url.pathname.startsWith(`${LOCAL_STORAGE_PATH}/`) ? url.pathname.slice(LOCAL_STORAGE_PATH.length + 1) : null;
  if (rest === null) return null;
  if (rest === "upload") {
    if (request.method !== "POST") return text(405, "Method not allowed", { Allow: "POST" });
    return receiveUpload(storage, request);
  }
  if (rest.startsWith("files/")) {
    if (request.method !== "GET" && request.method !== "HEAD") return text(405, "Method not allowed", { Allow: "GET, HEAD" });
    return serveFile(storage, request, url, safeDecode(rest.slice("files/".length)));
  }
  return text(404, "Not found");
}

/** The key in a path; a malformed escape is no key (404), never an error. */
function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return "";
  }
}

const MAX_FIELD_BYTES = 4096;

async function readField(data: AsyncIterable<Uint8Array>): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of data) {
    size += chunk.length;
    if (size > MAX_FIELD_BYTES) throw new Refusal(400, "A form field is too long.");
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks).toString("utf8");
}

async function receiveUpload(storage: LocalStorage, request: Request): Promise<Response> {
  const { secrets } = storage.options;
  const fields: Record<string, string> = {};
  let stored: { key: string; size: number } | null = null;
  const handler: UploadHandler = async (part) => {
    if (part.filename === undefined) {
      fields[part.name] = await readField(part.data);
      return undefined;
    }
    if (part.name !== "file" || stored) throw new Refusal(400, "One file, in the field named file, after the signed fields.");
    const policy = checkPolicy(secrets, fields, storage.options.now?.() ?? new Date());
    const size = await storeWithin(storage, policy, part.data);
    stored = { key: policy.key, size };
    return undefined;
  };
  try {
    await unstable_parseMultipartFormData(request, handler);
  } catch (error) {
    if (error instanceof Refusal) return text(error.status, error.message, { Connection: "close" });
    if (error instanceof TypeError) return text(400, "Send the file as multipart/form-data.");
    if (isMalformedMultipart(error)) return text(400, "The upload is not a complete multipart/form-data body.", { Connection: "close" });
    throw error;
  }
  if (!stored) return text(400, "No file was sent.");
  return new Response(null, { status: 204 });
}

/**
 * The multipart parser's own refusals (a part without headers or a name, a body cut short…): the client's
 * fault, thrown as plain Errors named by their message, also from inside a part's data while it is
 * streamed to disk. Storage failures keep their 500.
 */
function isMalformedMultipart(error: unknown): boolean {
  return error instanceof Error && /^malformed (multipart-form|content-disposition)/.test(error.message);
}

/** Like S3's policy check: a valid signature, not expired, this key and this exact type. */
function checkPolicy(secrets: readonly string[], fields: Record<string, string>, now: Date): UploadPolicy {
  const policy = readPolicy(secrets, fields.policy ?? "", fields.signature ?? "");
  if (!policy) throw new Refusal(403, "The upload's signature does not match its policy.");
  if (policy.expires * 1000 <= now.getTime()) throw new Refusal(403, "The upload's policy has expired.");
  if (fields.key !== policy.key || !isStorageKey(policy.key)) throw new Refusal(403, "The key is not the one the policy allows.");
  if (fields["Content-Type"] !== policy.contentType) throw new Refusal(403, "The content type is not the one the policy allows.");
  return policy;
}

async function storeWithin(storage: LocalStorage, policy: UploadPolicy, data: AsyncIterable<Uint8Array>): Promise<number> {
  try {
    const { size } = await storage.putStream(policy.key, data, { contentType: policy.contentType, maxBytes: policy.maxBytes });
    if (size < policy.minBytes) {
      await storage.delete(policy.key);
      throw new Refusal(400, "The file is smaller than the policy allows.");
    }
    return size;
  } catch (error) {
    if (error instanceof ObjectTooLargeError) throw new Refusal(400, "The file is larger than the policy allows.");
    // A target works once: what was stored (and perhaps checked) is never replaced through it.
    if (error instanceof ObjectExistsError) throw new Refusal(409, "This upload target has already been used.");
    throw error;
  }
}

/** One "bytes=" range of a known size: the bytes to send, "unsatisfiable", or null for the whole file. */
export function parseRange(header: string | null, size: number): { start: number; end: number } | "unsatisfiable" | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  // Several ranges, or another unit: the whole file (allowed by RFC 9110).
  if (!match) return null;
  const [, from, to] = match;
  if (from === "" && to === "") return null;
  if (from === "") {
    const suffix = Number(to);
    if (suffix === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === "" ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || end < start) return "unsatisfiable";
  return { start, end };
}

function contentDisposition(kind: "inline" | "attachment", name?: string): string {
  if (!name) return kind;
  const plain = name.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `${kind}; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

async function serveFile(storage: LocalStorage, request: Request, url: URL, key: string): Promise<Response> {
  if (!isStorageKey(key)) return text(404, "Not found");
  const isPublic = storage.options.isPublic(key);
  const signature = url.searchParams.get("signature");
  const signed = !isPublic || signature !== null;
  // A download name is part of what a link signs: on a public file's bare address anyone could
  // choose it, and the answer would be a file named by a stranger, from our domain.
  const download = signed ? (url.searchParams.get("download") ?? "") : "";
  if (signed) {
    const expires = Number(url.searchParams.get("expires"));
    const now = (storage.options.now?.() ?? new Date()).getTime();
    const valid =
      signature !== null && Number.isSafeInteger(expires) && expires * 1000 > now && verifyGet(storage.options.secrets, key, expires, download, signature);
    if (!valid) return text(403, "This link is not valid or has expired.");
  }
  // A public folder's object answers at its bare address only once published (ADR 056): before,
  // as if it were not there, so an upload attached to nothing public is no file for anyone else.
  if (!signed && !(await storage.isPublished(key))) return text(404, "Not found");
  const info = await storage.head(key);
  if (!info) return text(404, "Not found");
  const headers: Record<string, string> = {
    "Content-Type": info.contentType ?? "application/octet-stream",
    "Accept-Ranges": "bytes",
    "X-Content-Type-Options": "nosniff",
    "Content-Disposition": contentDisposition(download ? "attachment" : "inline", download || undefined),
    // Keys are never reused, so a published object never changes; what a signed link reads is never kept.
    "Cache-Control": signed ? "private, no-store" : "public, max-age=31536000, immutable",
  };
  const range = parseRange(request.headers.get("range"), info.size);
  if (range === "unsatisfiable") return text(416, "Range not satisfiable", { "Content-Range": `bytes */${info.size}` });
  const { start, end } = range ?? { start: 0, end: info.size - 1 };
  const length = info.size === 0 ? 0 : end - start + 1;
  headers["Content-Length"] = String(length);
  if (range) headers["Content-Range"] = `bytes ${start}-${end}/${info.size}`;
  const status = range ? 206 : 200;
  if (request.method === "HEAD" || length === 0) return new Response(null, { status, headers });
  const body = Readable.toWeb(readStream(storage, key, start, end)) as ReadableStream<Uint8Array>;
  return new Response(body, { status, headers });
}
