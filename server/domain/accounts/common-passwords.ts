// Refusing common passwords: the 10,000 most common, shipped with the server (never with
// the browser: the forms get the refusal back from the API as a field message).
//
// The rule: a password is common when, lower-cased, it is on the list ("Password1" is "password1"),
// or when it is shorter than 12 characters and its letters alone, lower-cased, are a word of 4+
// letters on the list ("Password1!", "Sunrise2024": a common word with digits and symbols around it
// is among the first guesses of any cracking tool). At 12 characters and more a common word inside
// is a passphrase, not a guess. The spec's composition rule is checked before this one, by the schemas.
import list from "./common-passwords.data";

export const COMMON_PASSWORD = "This password is too common. Please choose another.";

const PASSPHRASE_LENGTH = 12;
const MIN_WORD_LENGTH = 4;

let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  common ??= new Set(list.split("\n").filter(Boolean));
  return common;
}

export function isCommonPassword(password: string): boolean {
  const list = commonPasswords();
  const lower = password.toLowerCase();
  if (list.has(lower)) return true;
  if ([...password].length >= PASSPHRASE_LENGTH) return false;
  const letters = lower.replace(/\P{L}/gu, "");
  return letters.length >= MIN_WORD_LENGTH && list.has(letters);
}
