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

/** Requests of a caller in this process (answerInProcess): their answers are read from the kept text only. */
const inProcess = new WeakSet<Request>();

/**
 * An answer as hono's c.json makes it, its text kept beside it: a caller in the same process (the
 * web app's loaders, through server/http/web-app-port.ts) parses that text instead of reading the
 * body back through a stream and decoding it (about 4 % of a signed-in /home's server CPU).
 */
export function jsonAnswer<T>(c: Context, body: T, status: ContentfulStatusCode = 200): Response {
  const text = JSON.stringify(body);
  // A caller in this process reads the kept text: a body would only encode it into bytes no one reads.
  const headers = { "Content-Type": "application/json" };
  const response = inProcess.has(c.req.raw) ? c.body(null, status, headers) : c.body(text, status, headers);
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
 */
export async function answerInProcess(request: Request, fetch: (request: Request) => Promise<Response>): Promise<{ status: number; body: unknown }> {
  inProcess.add(request);
  const response = await fetch(request);
  return { status: response.status, body: await answerBody(response) };
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
