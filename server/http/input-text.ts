// Text PostgreSQL cannot hold: a NUL (its text types refuse U+0000, error 22021) and a lone UTF-16
// surrogate (not valid UTF-8, so the driver cannot send it). The one rule both input boundaries
// apply before anything reaches the database: the API's (query, path and body of every call,
// server/api) and the web app's (URL, params and form of every route module, ./input-guard.ts).
// Other control characters are storable and left to each field's own schema.

const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The answer to such input, on the API (400, `success: false`) and on the pages (the 400 error page). */
export const UNSTORABLE_TEXT_MESSAGE = "The request contains characters that are not allowed.";
/** The field message (the forms show it beside the field); the same words as the schemas' plainText. */
export const UNSTORABLE_TEXT_FIELD_MESSAGE = "Contains characters that are not allowed";

/** True when a string holds a NUL or a lone surrogate. */
export function isUnstorableText(value: string): boolean {
  return UNSTORABLE.test(value);
}

/**
 * Where a parsed body (JSON values and keys at any depth, or form entries) holds unstorable text:
 * the fields' paths as the schemas name them ("speakers.0.speaker_name"; "form" for the body itself).
 */
export function unstorableFields(value: unknown, path: readonly (string | number)[] = []): string[] {
  const here = path.length ? path.join(".") : "form";
  if (typeof value === "string") return isUnstorableText(value) ? [here] : [];
  // JSON.parse cannot build deeper values than the stack allows; the bound only keeps this finite.
  if (value === null || typeof value !== "object" || path.length > 1000) return [];
  const entries: [string | number, unknown][] = Array.isArray(value) ? value.map((item, index) => [index, item]) : Object.entries(value);
  return entries.flatMap(([key, item]) => (typeof key === "string" && isUnstorableText(key) ? [here] : unstorableFields(item, [...path, key])));
}

/** The part of a URL that holds unstorable text once decoded ("path" or "query"), or null. */
export function unstorableTextInUrl(url: URL): "path" | "query" | null {
  for (const segment of url.pathname.split("/")) {
    // A malformed escape stays as it is (routers treat it the same way): it holds no NUL.
    if (segment.includes("%") && isUnstorableText(decodeSegment(segment))) return "path";
  }
  // URLSearchParams decodes as UTF-8 with replacement characters, so only %00 can bring a NUL.
  for (const [key, value] of url.searchParams) if (isUnstorableText(key) || isUnstorableText(value)) return "query";
  return null;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
