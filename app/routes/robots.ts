// GET /robots.txt: crawlers kept off the private pages and the machinery (app/server-only/robots.server.ts).
import { siteOrigin } from "~/server-only/event-page.server";
import { robotsTxt } from "~/server-only/robots.server";

export function loader() {
  return new Response(robotsTxt(siteOrigin()), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
