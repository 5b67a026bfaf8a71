// Where a "return to" hint may send the user: only paths on this site (no open redirect).
export function safeRedirectPath(to: string | null | undefined, fallback = "/home"): string {
  if (!to) return fallback;
  let path = to.trim();
  if (path === "") return fallback;
  // The spec passes bare names such as r=pricing or r=channels.
  if (!path.startsWith("/")) path = `/${path}`;
  if (path.startsWith("//") || path.startsWith("/\\") || /[\u0000-\u001f]/.test(path)) return fallback;
  try {
    const url = new URL(path, "http://marquee.local");
    if (url.origin !== "http://marquee.local") return fallback;
    // Check again after normalisation: "/x/..//evil.example" becomes "//evil.example".
    const local = `${url.pathname}${url.search}${url.hash}`;
    return local.startsWith("//") || local.startsWith("/\\") ? fallback : local;
  } catch {
    return fallback;
  }
}

/** The login URL that returns to `path` afterwards. */
export function loginPath(returnTo: string): string {
  return `/login?${new URLSearchParams({ r: returnTo }).toString()}`;
}
