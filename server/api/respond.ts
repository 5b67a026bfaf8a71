// The answer shape of every call: { success, message, data } (plus field errors on bad input).
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { HTTPException } from "hono/http-exception";

export interface ApiAnswer<T> {
  success: boolean;
  message: string;
  data: T | null;
  /** Field-level messages for bad input, keyed by field name. */
  errors?: Record<string, string[]>;
}

export function ok<T>(c: Context, data: T, message = "", status: ContentfulStatusCode = 200) {
  return jsonAnswer<ApiAnswer<T>>(c, { success: true, message, data }, status);
}

export function fail(c: Context, status: ContentfulStatusCode, message: string, errors?: Record<string, string[]>) {
  return jsonAnswer<ApiAnswer<null>>(c, { success: false, message, data: null, ...(errors ? { errors } : {}) }, status);
}

/** The JSON text of each answer made here, by answer; held only as long as the answer itself. */
const answerTexts = new WeakMap<Response, string>();

/**
 * The texts of the answers made for a caller in this process (answerInProcess), by its request.
 * Kept by the request rather than the answer: a middleware that sets a header after next() makes
 * hono copy the answer into a new Response, and the copy must still be read.
 */
const inProcessTexts = new WeakMap<Request, string[]>();

/**
 * On an in-process answer with no body: which of its request's kept texts is its body. A copy of
 * the answer keeps its headers, so it still names its text; an answer made otherwise has none.
 */
export const KEPT_TEXT_HEADER = "x-marquee-kept-text";

/**
 * An answer as hono's c.json makes it, its text kept beside it: a caller in the same process (the
 * web app's loaders, through server/http/web-app-port.ts) parses that text instead of reading the
 * body back through a stream and decoding it (about 4 % of a signed-in /home's server CPU).
 */
export function jsonAnswer<T>(c: Context, body: T, status: ContentfulStatusCode = 200): Response {
  const text = JSON.stringify(body);
  const kept = inProcessTexts.get(c.req.raw);
  if (kept) {
    // A caller in this process reads the kept text: a body would only encode it into bytes no one reads.
    kept.push(text);
    return c.body(null, status, { "Content-Type": "application/json", [KEPT_TEXT_HEADER]: String(kept.length - 1) });
  }
  const response = c.body(text, status, { "Content-Type": "application/json" });
  answerTexts.set(response, text);
  return response;
}

/** The parsed body of an answer: from its kept text when this process made it, else read from the body. */
export async function answerBody(response: Response): Promise<unknown> {
  const text = answerTexts.get(response);
  return text === undefined ? response.json() : JSON.parse(text);
}

/**
 * `fetch` (the API's) answering `request` for a caller in this process: the answer's status and
 * parsed body. An answer jsonAnswer makes then has no body, only its kept text: making a body
 * encodes the text into a buffer, and every page's buffers hasten the next full garbage collection.
 * The answer, or a copy of it, names its text by KEPT_TEXT_HEADER; any other answer is read from its body.
 */
export async function answerInProcess(request: Request, fetch: (request: Request) => Promise<Response>): Promise<{ status: number; body: unknown }> {
  const kept: string[] = [];
  inProcessTexts.set(request, kept);
  const response = await fetch(request);
  const at = response.body === null ? response.headers.get(KEPT_TEXT_HEADER) : null;
  const text = at === null ? undefined : kept[Number(at)];
  return { status: response.status, body: text === undefined ? await answerBody(response) : JSON.parse(text) };
}

/** The API layer's own refusals (unreadable body, schema messages, no token); domain code throws DomainError. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export { HTTPException };
