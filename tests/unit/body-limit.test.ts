// The 1 MB body limit on a real Express server on loopback, with the body read as Remix's Express
// adapter reads it (a web ReadableStream over the Node request): chunked bodies without a length included.
import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { createReadableStreamFromReadable } from "@remix-run/node";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { limitBodySize, MAX_FORM_BYTES } from "~server/http/middleware";

let server: http.Server;
let port: number;
/** What the route handler (Remix's place) received, per request id. */
const received = new Map<string, { bytes: number; sha256: string }>();

beforeAll(async () => {
  const app = express();
  app.use(limitBodySize(MAX_FORM_BYTES));
  app.post("/login", (req, res) => {
    const request = new Request("http://test.local/login", { method: "POST", body: createReadableStreamFromReadable(req), duplex: "half" } as RequestInit);
    request.arrayBuffer().then(
      (buffer) => {
        const body = Buffer.from(buffer);
        received.set(String(req.get("x-test-id")), { bytes: body.length, sha256: createHash("sha256").update(body).digest("hex") });
        res.status(200).send(`read ${body.length}`);
      },
      () => res.status(500).send("could not read the body"),
    );
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

interface Sent {
  status: number;
  text: string;
  /** Bytes the client managed to hand to the socket before the answer came. */
  sentBytes: number;
}

/**
 * POSTs `total` bytes in `chunkSize` pieces with Transfer-Encoding: chunked (no Content-Length),
 * minding back-pressure, and stops sending as soon as an answer arrives.
 */
function postChunked(id: string, total: number, chunkSize = 64 * 1024): Promise<Sent & { digest: string }> {
  return new Promise((resolve, reject) => {
    const hash = createHash("sha256");
    let sentBytes = 0;
    let answered = false;
    const request = http.request({ host: "127.0.0.1", port, method: "POST", path: "/login", headers: { "x-test-id": id, "content-type": "application/x-www-form-urlencoded" } });
    request.on("response", (response) => {
      answered = true;
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (part: string) => (text += part));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, text, sentBytes, digest: hash.digest("hex") }));
      response.on("error", reject);
    });
    // The server closes the connection after refusing: writes still under way then fail, as expected.
    request.on("error", (error) => {
      if (!answered) reject(error);
    });
    const send = () => {
      while (!answered && sentBytes < total) {
        const size = Math.min(chunkSize, total - sentBytes);
        const chunk = Buffer.alloc(size, sentBytes % 251);
        hash.update(chunk);
        sentBytes += size;
        if (!request.write(chunk)) return void request.once("drain", send);
      }
      if (!answered) request.end();
    };
    send();
  });
}

describe("limitBodySize on a streamed (chunked) body", () => {
  it("answers 413 to a 100 MB chunked post without the handler reading any of it, and stops reading", async () => {
    const answer = await postChunked("huge", 100 * 1024 * 1024);
    expect(answer.status).toBe(413);
    expect(answer.text).toBe("The request is too large.");
    expect(received.has("huge")).toBe(false);
    // The server stopped taking the body long before its end (socket buffers allow a few MB).
    expect(answer.sentBytes).toBeLessThan(32 * 1024 * 1024);
  });

  it("refuses one byte over the limit", async () => {
    const answer = await postChunked("over", MAX_FORM_BYTES + 1, 1000);
    expect(answer.status).toBe(413);
    expect(received.has("over")).toBe(false);
  });

  it("passes a chunked body up to the limit to the handler whole and unchanged", async () => {
    for (const [id, total] of [["small", 10], ["limit", MAX_FORM_BYTES], ["many-pieces", 300_000]] as const) {
      const answer = await postChunked(id, total, id === "many-pieces" ? 997 : 64 * 1024);
      expect(answer.status, id).toBe(200);
      expect(received.get(id)).toEqual({ bytes: total, sha256: answer.digest });
    }
  });

  it("still refuses a declared Content-Length over the limit and passes one within it", async () => {
    const post = (length: number) =>
      new Promise<number>((resolve, reject) => {
        const request = http.request({ host: "127.0.0.1", port, method: "POST", path: "/login", headers: { "content-length": length, "x-test-id": `declared-${length}` } });
        request.on("response", (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        });
        request.on("error", reject);
        if (length <= MAX_FORM_BYTES) request.end(Buffer.alloc(length, 1));
        else request.end();
      });
    expect(await post(MAX_FORM_BYTES + 1)).toBe(413);
    expect(received.has(`declared-${MAX_FORM_BYTES + 1}`)).toBe(false);
    expect(await post(5000)).toBe(200);
    expect(received.get("declared-5000")?.bytes).toBe(5000);
  });
});
