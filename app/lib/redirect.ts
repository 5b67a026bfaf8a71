// The one rule for every redirect to a target a request carried (r=, returnTo, return_to, a
// provider's way back): only a path on this site, never an open redirect.

/** Percent-decoding rounds tried before a target is refused as too deeply encoded. */
const MAX_DECODINGS = 4;
const MAX_LENGTH = 2048;
// \p{Cc}: C0 (tab, LF, CR, NUL…), DEL and C1; browsers drop tabs and newlines from URLs, so
// "/\t/evil.example" would become "//evil.example".
const CONTROL = /\p{Cc}/u;

/**
 * `target` as a path on this site, or null. A path starts with one "/", and neither it nor any of
 * its percent-decoded forms holds a control character, a backslash or "//" (browsers read "/\",
 * "//" and their encoded forms as another host). `ownOrigin`, when given, is this site's own
 * absolute URL: a target on it is taken as its path. What comes back is the URL parser's
 * normalised form (dot segments resolved), checked again.
 */
export function localPath(target: string | null | undefined, ownOrigin?: string): string | null {
  if (typeof target !== "string" || target.length === 0 || target.length > MAX_LENGTH) return null;
  let path = target;
  if (ownOrigin && path.startsWith(ownOrigin) && /^(?:[/?#]|$)/.test(path.slice(ownOrigin.length))) {
    path = path.slice(ownOrigin.length);
    if (!path.startsWith("/")) path = `/${path}`;
  }
  if (!path.startsWith("/")) return null;
  let form = path;
  for (let round = 0; ; round += 1) {
    if (CONTROL.test(form) || form.includes("\\") || form.includes("//")) return null;
    const decoded = decodeEscapes(form);
    if (decoded === form) break;
    if (round === MAX_DECODINGS) return null;
    form = decoded;
  }
  try {
    const base = "http://marquee.local";
    const url = new URL(path, base);
    const local = `${url.pathname}${url.search}${url.hash}`;
    return url.origin === base && local.startsWith("/") && !local.startsWith("//") && !local.includes("\\") ? local : null;
  } catch {
    return null;
  }
}

/** Every valid run of escapes decoded, the rest (a stray "%", broken UTF-8) left as it is. */
function decodeEscapes(text: string): string {
  return text.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      // Broken UTF-8 around it must not hide an ASCII escape ("%E0%2F%2F").
      return run.replace(/%[0-7][0-9a-f]/gi, (escape) => String.fromCharCode(parseInt(escape.slice(1), 16)));
    }
  });
}

/**
 * Where a "return to" hint may send the user (the rule of localPath), else `fallback`. The spec
 * passes bare names such as r=pricing or r=channels: a hint that starts with a letter or digit and
 * is no URL with a scheme ("javascript:", "https:") is read as that path.
 */
export function safeRedirectPath(to: string | null | undefined, fallback = "/home"): string {
  if (typeof to !== "string") return fallback;
  const bareName = /^[a-z0-9]/i.test(to) && !/^[a-z][a-z0-9+.-]*:/i.test(to);
  return localPath(bareName ? `/${to}` : to) ?? fallback;
}

/** The login URL that returns to `path` afterwards. */
export function loginPath(returnTo: string): string {
  return `/login?${new URLSearchParams({ r: returnTo }).toString()}`;
}
