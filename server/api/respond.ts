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
 * An answer as hono's c.json makes it, its text kept beside it: a caller in the same process (the
 * web app's loaders, through server/http/web-app-port.ts) parses that text instead of reading the
 * body back through a stream and decoding it (about 4 % of a signed-in /home's server CPU).
 */
export function jsonAnswer<T>(c: Context, body: T, status: ContentfulStatusCode = 200): Response {
  const text = JSON.stringify(body);
  const response = c.body(text, status, { "Content-Type": "application/json" });
  answerTexts.set(response, text);
  return response;
}

/** The parsed body of an answer: from its kept text when this process made it, else read from the body. */
export async function answerBody(response: Response): Promise<unknown> {
  const text = answerTexts.get(response);
  return text === undefined ? response.json() : JSON.parse(text);
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
