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
  return c.json<ApiAnswer<T>>({ success: true, message, data }, status);
}

export function fail(c: Context, status: ContentfulStatusCode, message: string, errors?: Record<string, string[]>) {
  return c.json<ApiAnswer<null>>({ success: false, message, data: null, ...(errors ? { errors } : {}) }, status);
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
