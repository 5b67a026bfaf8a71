// An object's id in a page's URL: the API's one id rule (shared/ids.ts), and no page for anything
// else. A path such as /my-channel-events/abc, /0 or /99999999999 is the 404 page, as a missing
// object is, before any call is made.
import { data } from "@remix-run/node";
import { idOf } from "~shared/ids";

/** The id that a path segment names; otherwise the 404 page. */
export function pathIdOr404(segment: string | undefined): number {
  const id = idOf(segment);
  if (id === null) throw data(null, { status: 404 });
  return id;
}
