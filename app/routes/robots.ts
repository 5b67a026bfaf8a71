// GET /robots.txt: crawlers kept off the private pages and the machinery (app/lib/robots.ts).
import { siteOrigin } from "~/lib/event-page.server";
import { robotsTxt } from "~/lib/robots";

export function loader() {
  return new Response(robotsTxt(siteOrigin()), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
