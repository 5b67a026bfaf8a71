// Database ids as they arrive from paths, forms and JSON bodies: digits that fit a PostgreSQL
// integer (1 to 2,147,483,647), so "abc", "1.5", "-3" or "9999999999" never reach a query. One rule
// for every caller (the API, the pages' paths and forms, the admin command): surrounding spaces are
// ignored and leading zeros are allowed ("007" is 7). Nothing else writes an id's pattern again
// (eslint.config.js refuses a copy).

import { formText } from "./form-values";

/** PostgreSQL's integer: an id outside it can name nothing. */
export const MAX_ID = 2_147_483_647;

/** The id a value names, or null when it names none. */
export function idOf(value: unknown): number | null {
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
  if (!/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= MAX_ID ? id : null;
}

/** An optional id field of a form: null when left empty, "bad" when it names no id. */
export function readId(value: unknown): number | null | "bad" {
  const text = formText(value);
  return text === "" ? null : (idOf(text) ?? "bad");
}
