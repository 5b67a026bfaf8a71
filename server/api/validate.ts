// Parses a request body (JSON or form) with a zod schema; bad input answers 422 with the schema's messages.
import type { Context } from "hono";
import { z } from "zod";
import { safeParse, type $ZodError, type $ZodType, type output } from "zod/v4/core";
import { UNSTORABLE_TEXT_MESSAGE, UNSTORABLE_TEXT_FIELD_MESSAGE, unstorableFields } from "~server/http/input-text";
import { ApiError } from "./respond";

/** The body as fields; one the database could not store (a NUL, a lone surrogate) is refused here, for every call. */
export async function readBody(c: Context): Promise<unknown> {
  const body = await readFields(c);
  const unstorable = unstorableFields(body);
  if (unstorable.length) throw new ApiError(400, UNSTORABLE_TEXT_MESSAGE, Object.fromEntries(unstorable.map((field) => [field, [UNSTORABLE_TEXT_FIELD_MESSAGE]])));
  return body;
}

async function readFields(c: Context): Promise<unknown> {
  const type = c.req.header("content-type") ?? "";
  if (type.includes("application/json")) {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      throw new ApiError(400, "The request body is not valid JSON.");
    }
    // Every call takes named fields; `null`, an array or a bare value would reach schemas and
    // cross-field checks that read properties of it.
    if (typeof body !== "object" || body === null || Array.isArray(body)) {
      throw new ApiError(400, "The request body must be a JSON object.");
    }
    return body;
  }
  if (type.includes("form")) {
    try {
      return Object.fromEntries((await c.req.formData()).entries());
    } catch {
      throw new ApiError(400, "The request body is not a valid form.");
    }
  }
  return {};
}

export function fieldErrors(error: $ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "form";
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

export async function parseBody<S extends $ZodType>(c: Context, schema: S, message?: string): Promise<output<S>> {
  return parseInput(schema, await readBody(c), message);
}

// Any Zod schema, full or mini (the account schemas are zod/mini, since the browser loads them too).
export function parseInput<S extends $ZodType>(schema: S, input: unknown, message?: string): output<S> {
  const result = safeParse(schema, input);
  if (!result.success) {
    const errors = fieldErrors(result.error);
    const first = Object.values(errors)[0]?.[0] ?? "Invalid input";
    throw new ApiError(422, message ?? first, errors);
  }
  return result.data;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Text a person typed: no control characters, no broken unicode (the database refuses NUL). */
export const plainText = (max: number, message: string) =>
  z
    .string()
    .max(max, message)
    .refine((value) => !LONE_SURROGATE.test(value) && !CONTROL.test(value), "Contains characters that are not allowed");

/** ?page=N of a paged list: a positive whole number; anything else is page 1. */
export function pageOf(value: string | undefined): number {
  return value && /^\d{1,6}$/.test(value) ? Math.max(1, Number(value)) : 1;
}
