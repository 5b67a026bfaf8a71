// Enter does not submit a form except from a text area (spec 002 §5; 001 §2.1 for the event forms,
// 002 §2.7 for bank details): a half-filled form is not sent by a stray key. A search or filter form
// (method get) still submits on Enter, as the channels search bar does (002 §2.5), and Enter on a
// button is a press of that button. Without JavaScript the browser's own behaviour stays.
/** Inputs that are buttons: Enter on them is a deliberate press. */
const BUTTON_TYPES = new Set(["submit", "button", "image", "reset"]);

export interface KeyPress {
  key: string;
  /** An IME is composing text: its Enter confirms the text, and is not ours to stop. */
  isComposing: boolean;
  /** The focused element's tag name, as the DOM gives it (upper case). */
  tagName: string;
  /** An input's type. */
  type: string;
  /** The method of the focused element's form (lower case, as the DOM gives it), or null outside a form. */
  formMethod: string | null;
}

/** True when this key press would submit a form the spec says Enter must not submit. */
export function isBlockedEnter(press: KeyPress): boolean {
  if (press.key !== "Enter" || press.isComposing) return false;
  if (press.tagName !== "INPUT" || BUTTON_TYPES.has(press.type)) return false;
  return press.formMethod !== null && press.formMethod !== "get" && press.formMethod !== "dialog";
}

/**
 * One listener for the whole document, so every form, present and future, keeps the rule. Installed
 * as the browser code starts (entry.client.tsx), not in a React effect, so it holds from hydration on.
 */
export function guardEnterKey(doc: Document): void {
  doc.addEventListener("keydown", (event) => {
    const target = event.target;
    if (!(target instanceof HTMLInputElement)) return;
    const press = { key: event.key, isComposing: event.isComposing, tagName: target.tagName, type: target.type, formMethod: target.form?.method ?? null };
    if (isBlockedEnter(press)) event.preventDefault();
  });
}
