// One field's value as it arrives from an HTML form (strings; an array when a name is repeated, as
// Conform parses it) or from JSON (strings, numbers, booleans). Every schema reads its text fields
// and checkboxes here, so a value means the same on every form and call. Ids: ./ids.ts.

/**
 * The one value of a field: the last of a repeated one, as the API keeps a form body
 * (Object.fromEntries) and as a hidden fallback before a control of the same name expects.
 */
export function singleValue(value: unknown): unknown {
  return Array.isArray(value) ? value.at(-1) : value;
}

/**
 * A field's text, trimmed; a finite number as its digits; anything else (nothing sent, a boolean,
 * an object) "". Control characters and NULs stay, for the field's own check and the input guard
 * to refuse with a message.
 */
export function formText(value: unknown): string {
  const one = singleValue(value);
  if (typeof one === "string") return one.trim();
  if (typeof one === "number" && Number.isFinite(one)) return String(one);
  return "";
}

// What a ticked box sends: an HTML checkbox posts "on" (or its value, which ours set to "1"); JSON
// sends true, 1, "1" or "true". An unticked box sends nothing. Any other word ("yes", "0") is not a
// tick: the API's other flags (auto_renewal, active) refuse such words too.
const TICKED = /^\s*(on|1|true)\s*$/i;

/** Whether a checkbox field is ticked (case and surrounding spaces aside). */
export function isTicked(value: unknown): boolean {
  const one = singleValue(value);
  return one === true || one === 1 || (typeof one === "string" && TICKED.test(one));
}
