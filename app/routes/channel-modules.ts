// The channel pages' module sections with JavaScript (002 §9: loaded lazily): the answer of
// GET channels/modules/{id} for the session's viewer, as JSON. Not a page; 404 for hidden channels.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { getSessionUser } from "~/server-only/auth.server";
import { fetchChannelModules } from "~/server-only/channel-page.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const session = await getSessionUser(request, context);
  return { channelModule: await fetchChannelModules(request, session?.token ?? null, params.id) };
}
