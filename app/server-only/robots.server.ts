// /robots.txt: crawlers stay off every page that needs a login (the sections' one list),
// the operators' pages, the API and the site's machinery; the sitemap is named at the end.
import { privateSections } from "~/lib/sections";

/** Paths outside the sections' list that are not pages for search results. */
const MACHINERY = [
  "/admin",
  "/dev/",
  "/api/",
  "/sandbox/",
  "/uploads",
  "/webhooks/",
  // Login-gated or one event's question, though served by their own routes.
  "/join/",
  "/login-now/",
  "/register-and-purchase/",
  "/favourite/",
] as const;

/** Every path prefix robots.txt disallows. */
export function disallowedPaths(): string[] {
  return [...privateSections.map((section) => `/${section}`), ...MACHINERY];
}

export function robotsTxt(origin: string): string {
  const lines = ["User-agent: *", ...disallowedPaths().map((path) => `Disallow: ${path}`), "", `Sitemap: ${origin.replace(/\/+$/, "")}/sitemap.xml`, ""];
  return lines.join("\n");
}
