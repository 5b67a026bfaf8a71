// Hostile values for a query parameter or a path segment, shared by the API gate and the web-app
// routes gate: one list, so a value found to break one boundary is sent to both.

/** Values for a query parameter or a path segment, percent-encoded as a client may send them. */
export const encodedHostileValues: readonly [string, string][] = [
  ["empty", ""],
  ["whitespace", "%20%09%0A"],
  ["SQL", "%27%20OR%201%3D1%20--"],
  ["HTML", "%3Cscript%3Ealert(1)%3C%2Fscript%3E"],
  ["emoji", "%F0%9F%98%80"],
  ["a bad escape", "%E0%A4%A"],
  ["an encoded lone surrogate", "%ED%A0%80"],
  ["negative", "-1"],
  ["fraction", "1.5"],
  ["huge", "9".repeat(40)],
  ["long", "x".repeat(2000)],
  ["an RTL override", "%E2%80%AEgnp.exe"],
  ["a template", "%24%7B7*7%7D%7B%7B7*7%7D%7D"],
  ["an encoded slash", "1%2F..%2F2"],
  ["an absolute URL", "https%3A%2F%2Fevil.example%2F"],
  ["a protocol-relative URL", "%2F%2Fevil.example"],
  ["a tab path", "%2F%09%2Fevil.example"],
  ["a newline", "%2Fx%0D%0ASet-Cookie%3A%20a%3Db"],
];
