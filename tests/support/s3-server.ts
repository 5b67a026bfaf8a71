// A real S3-protocol server for the storage contract suite, on loopback: s3rver (npm) stores and
// serves objects (multipart POST uploads, multipart PUT uploads, HEAD, ranged GET, DELETE) but checks
// neither POST policies nor SigV4 signatures. In front of it sits a gate that does, written after
// AWS's documented rules, so the refusals the suite asserts are real checks:
// - a POST upload: the policy's SigV4 signature (secret key → date → region → s3 → aws4_request),
//   its expiration, and every condition (exact fields, starts-with, content-length-range, and no
//   form field the policy does not name);
// - a GET/HEAD with X-Amz-Signature: the presigned URL's SigV4 signature and its expiry;
// - a GET/HEAD without a signature: only keys under the public folders whose object is tagged
//   published=true (what the bucket policy of a deployment grants, ADR 056); anything else 403.
// Requests with an Authorization header (the SDK's own calls) pass to s3rver as they are, unless a
// test has put the store out of service (`outage`): then they get S3's 503 ServiceUnavailable.
import { createHash, createHmac } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { UPLOAD_RULES } from "~server/domain/uploads/purposes";
import { createS3Storage, type S3Storage } from "~server/integrations/storage/s3";
import type { TestApi } from "./api";

export interface TestS3 {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** What the gate refused, newest last (for failure messages). */
  refusals: string[];
  /**
   * Answers the app's own calls of these methods (or all) with 503 ServiceUnavailable, after letting
   * the next `after` of them through (an outage that starts mid-operation); null brings the store back.
   */
  outage(methods: readonly ("GET" | "HEAD" | "PUT" | "POST" | "DELETE")[] | "all" | null, options?: { after?: number }): void;
  close(): Promise<void>;
}

const hmac = (key: string | Buffer, data: string) => createHmac("sha256", key).update(data).digest();
const sha256 = (data: string) => createHash("sha256").update(data).digest("hex");

function signingKey(secret: string, date: string, region: string): Buffer {
  return hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), "s3"), "aws4_request");
}

/** RFC 3986 encoding, as SigV4 wants it. */
const encode = (value: string) => encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

const amzTime = (value: string) => {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  return m ? Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!) : NaN;
};

async function readBody(req: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

type Condition = Record<string, string> | [string, string | number, string | number];

/** Why a presigned POST breaks its policy, or null when it keeps it. */
async function postProblem(s3: { bucket: string; region: string; secret: string }, req: http.IncomingMessage, body: Buffer): Promise<string | null> {
  const form = await new Request("http://gate.local/", { method: "POST", headers: { "content-type": req.headers["content-type"] ?? "" }, body: new Uint8Array(body) }).formData();
  const fields = new Map<string, string>();
  let fileSize = -1;
  for (const [name, value] of form.entries()) {
    if (name === "file" && typeof value !== "string") fileSize = value.size;
    else if (typeof value === "string") fields.set(name.toLowerCase(), value);
  }
  if (fileSize < 0) return "no file";
  const policy = fields.get("policy");
  const signature = fields.get("x-amz-signature");
  const credential = fields.get("x-amz-credential") ?? "";
  if (!policy || !signature) return "no policy or signature";
  const [, date, region] = credential.split("/");
  if (!date || region !== s3.region) return "bad credential scope";
  if (hmac(signingKey(s3.secret, date, region), policy).toString("hex") !== signature) return "policy signature does not match";
  const document = JSON.parse(Buffer.from(policy, "base64").toString("utf8")) as { expiration: string; conditions: Condition[] };
  if (!(Date.parse(document.expiration) > Date.now())) return "policy expired";
  const covered = new Set(["policy", "x-amz-signature", "file"]);
  const value = (name: string) => (name === "bucket" ? s3.bucket : fields.get(name.toLowerCase()));
  for (const condition of document.conditions) {
    if (!Array.isArray(condition)) {
      for (const [name, wanted] of Object.entries(condition)) {
        covered.add(name.toLowerCase());
        if (value(name) !== wanted) return `field ${name} is not ${wanted}`;
      }
      continue;
    }
    const [op, a, b] = condition;
    if (op === "content-length-range") {
      if (fileSize < Number(a) || fileSize > Number(b)) return `file size ${fileSize} outside ${a}-${b}`;
      continue;
    }
    const name = String(a).replace(/^\$/, "");
    covered.add(name.toLowerCase());
    if (op === "eq" && value(name) !== String(b)) return `field ${name} is not ${b}`;
    if (op === "starts-with" && !(value(name) ?? "").startsWith(String(b))) return `field ${name} does not start with ${b}`;
  }
  for (const name of fields.keys()) if (!covered.has(name) && !name.startsWith("x-ignore-")) return `field ${name} not in the policy`;
  return null;
}

/** Why a presigned GET/HEAD is not valid, or null when its SigV4 signature holds and has not expired. */
function presignProblem(s3: { region: string; secret: string }, req: http.IncomingMessage, url: URL): string | null {
  const q = url.searchParams;
  const signature = q.get("X-Amz-Signature");
  const amzDate = q.get("X-Amz-Date") ?? "";
  const expires = Number(q.get("X-Amz-Expires"));
  const [, date, region, service] = (q.get("X-Amz-Credential") ?? "").split("/");
  if (!signature || !date || region !== s3.region || service !== "s3") return "bad credential";
  if (!(expires > 0 && expires <= 604800) || !(amzTime(amzDate) + expires * 1000 > Date.now())) return "presigned URL expired";
  const query = [...q.entries()]
    .filter(([name]) => name !== "X-Amz-Signature")
    .map(([name, v]) => [encode(name), encode(v)] as const)
    .sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0))
    .map(([name, v]) => `${name}=${v}`)
    .join("&");
  const signedHeaders = q.get("X-Amz-SignedHeaders") ?? "host";
  const headers = signedHeaders
    .split(";")
    .map((name) => `${name}:${String(req.headers[name] ?? "").trim()}\n`)
    .join("");
  const canonical = [req.method === "HEAD" ? "HEAD" : "GET", url.pathname, query, headers, signedHeaders, "UNSIGNED-PAYLOAD"].join("\n");
  const scope = `${date}/${region}/s3/aws4_request`;
  const stringToSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256(canonical)].join("\n");
  return hmac(signingKey(s3.secret, date, region), stringToSign).toString("hex") === signature ? null : "presigned URL signature does not match";
}

/** Whether the object carries the tag published=true (s3rver keeps tags; the policy's s3:ExistingObjectTag condition reads them). */
async function taggedPublished(port: number, pathname: string): Promise<boolean> {
  const answer = await fetch(`http://127.0.0.1:${port}${pathname}?tagging`);
  if (!answer.ok) return false;
  return /<Tag>\s*<Key>published<\/Key>\s*<Value>true<\/Value>\s*<\/Tag>/.test(await answer.text());
}

function deny(res: http.ServerResponse, message: string) {
  res.writeHead(403, { "content-type": "application/xml" });
  res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>AccessDenied</Code><Message>${message}</Message></Error>`);
}

/** Starts s3rver and its gate on loopback ports; `publicFolders` are readable without a signature. */
export async function startTestS3(publicFolders: readonly string[]): Promise<TestS3> {
  // @ts-expect-error s3rver ships no types.
  const { default: S3rver } = (await import("s3rver")) as { default: new (options: object) => { run(): Promise<AddressInfo>; close(): Promise<void> } };
  const directory = mkdtempSync(path.join(tmpdir(), "marquee-s3rver-"));
  const bucket = "marquee-test";
  const s3 = { bucket, region: "eu-west-2", accessKeyId: "S3RVER", secret: "S3RVER" };
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, configureBuckets: [{ name: bucket }], allowMismatchedSignatures: true, vhostBuckets: false });
  const inner = await server.run();
  const refusals: string[] = [];
  let down: readonly string[] | "all" | null = null;
  let passesLeft = 0;

  const gate = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? "/", `http://${req.headers.host}`);
      const body = await readBody(req);
      const signed = typeof req.headers.authorization === "string";
      let problem: string | null = null;
      if (signed && down && (down === "all" || down.includes(req.method ?? "")) && (passesLeft -= 1) < 0) {
        res.writeHead(503, { "content-type": "application/xml" });
        res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>ServiceUnavailable</Code><Message>Please reduce your request rate.</Message></Error>`);
        return;
      }
      if (!signed && req.method === "POST" && url.pathname.replace(/\/$/, "") === `/${bucket}`) {
        problem = await postProblem(s3 as { bucket: string; region: string; secret: string }, req, body).catch((error: unknown) => `unreadable form: ${String(error)}`);
      } else if (!signed && (req.method === "GET" || req.method === "HEAD")) {
        if (url.searchParams.has("X-Amz-Signature")) problem = presignProblem(s3, req, url);
        else {
          const folder = decodeURIComponent(url.pathname).split("/")[2] ?? "";
          if (!publicFolders.includes(folder)) problem = "anonymous read of a private object";
          else if (!(await taggedPublished(inner.port, url.pathname))) problem = "anonymous read of an object not tagged published=true";
        }
      } else if (!signed) {
        problem = "anonymous write";
      }
      if (problem) {
        refusals.push(`${req.method} ${url.pathname}: ${problem}`);
        return deny(res, problem);
      }
      const forward = http.request({ host: "127.0.0.1", port: inner.port, method: req.method, path: req.url, headers: { ...req.headers, host: `127.0.0.1:${inner.port}` } }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      forward.on("error", (error) => {
        res.writeHead(502);
        res.end(String(error));
      });
      forward.end(body);
    })();
  });
  await new Promise<void>((resolve) => gate.listen(0, "127.0.0.1", resolve));
  const { port } = gate.address() as AddressInfo;

  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region: s3.region,
    accessKeyId: s3.accessKeyId,
    secretAccessKey: s3.secret,
    refusals,
    outage(methods, options = {}) {
      down = methods;
      passesLeft = options.after ?? 0;
    },
    async close() {
      gate.closeAllConnections();
      await new Promise((resolve) => gate.close(resolve));
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/**
 * For an API test file (or a describe block): S3 on loopback, with the app's public folders, as the
 * test API's storage from beforeAll until afterAll, when the local storage comes back.
 */
export function useTestS3Storage(t: TestApi): { readonly s3: TestS3; readonly storage: S3Storage } {
  const held: { s3?: TestS3; storage?: S3Storage } = {};
  beforeAll(async () => {
    const s3 = await startTestS3(Object.values(UPLOAD_RULES).filter((rule) => rule.visibility === "public").map((rule) => rule.folder));
    held.s3 = s3;
    held.storage = createS3Storage({ bucket: s3.bucket, region: s3.region, endpoint: s3.endpoint, accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey });
    t.services.storage = held.storage;
  });
  afterAll(async () => {
    t.services.storage = t.storage;
    held.storage?.client.destroy();
    await held.s3?.close();
  });
  return {
    get s3() {
      return held.s3!;
    },
    get storage() {
      return held.storage!;
    },
  };
}
