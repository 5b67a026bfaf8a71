// What the public channel pages' loaders share (/channel-detail, /old-channel-detail, /channel-events,
// /module-events, the modules' resource route): the answers of GET channel-detail/{id} and
// channels/modules/{id} for the session's viewer — 404 for unknown or hidden channels, the spec's
// "Unable to fetch channel details" for a failed call, 301 to the canonical address for a wrong slug —
// and the visitor's Subscribe choice (Login / Register), queued as a channel_subscription.
import { data, redirect } from "@remix-run/node";
import type { ChannelDetailData, PublicChannelModuleData } from "~server/api/contract";
import { withEventCards, type WithEventCards } from "./event-cards.server";
import { apiFor } from "./api.server";
import { throwUnable } from "./failures.server";
import { commitSession, getSession } from "./session.server";
import { pathIdOr404 } from "./path-id.server";

/** A failed call as the page answers it: the 404 page, or the spec's error text with 503. */
function throwForFailedChannelCall(answer: { status: number }): never {
  if (answer.status === 404 || answer.status === 400 || answer.status === 422 || answer.status === 401) throw data(null, { status: 404 });
  throwUnable("fetch channel details");
}

const validId = (id: string | undefined): string => String(pathIdOr404(id));

// The pages send their cards only what a card reads (event-cards.server.ts), as every list does.

/** A channel as its pages draw it: its events as cards. */
export type ChannelPageData = WithEventCards<ChannelDetailData>;

export async function fetchChannelDetail(request: Request, token: string | null, id: string | undefined): Promise<ChannelPageData> {
  const answer = await apiFor(request, token).get("channel-detail/:id", { params: { id: validId(id) } });
  if (!answer.success || !answer.data) throwForFailedChannelCall(answer);
  return withEventCards(answer.data);
}

export async function fetchChannelModules(request: Request, token: string | null, id: string | undefined): Promise<WithEventCards<PublicChannelModuleData>[]> {
  const answer = await apiFor(request, token).get("channels/modules/:id", { params: { id: validId(id) } });
  if (!answer.success || !answer.data) throwForFailedChannelCall(answer);
  return answer.data.channelModule.map(withEventCards);
}

export async function fetchChannelModule(request: Request, token: string | null, moduleId: string | undefined) {
  const answer = await apiFor(request, token).get("channel-module/:id", { params: { id: validId(moduleId) } });
  if (!answer.success || !answer.data) throwForFailedChannelCall(answer);
  return { channel: answer.data.channel, module: withEventCards(answer.data.module) };
}

/**
 * A visitor's answer to Subscribe's Login / Register choice (002 §4): the channel is queued in the
 * session as a channel_subscription; Login goes to /login with the spec's return hint r=channels
 * (the queued subscription is resumed after it: app/server-only/booking.server.ts), Register to
 * Register and Purchase. Anything else, or a logged-in user, goes back to the channel's page.
 */
export async function queueChannelSubscription(request: Request, channel: Pick<ChannelDetailData, "id">, intent: unknown, back: string): Promise<Response> {
  if (intent !== "login" && intent !== "register") return redirect(back);
  const session = await getSession(request);
  session.set("queuedPurchase", { type: "channel_subscription", id: channel.id });
  const to = intent === "register" ? `/register-and-purchase/channel_subscription/${channel.id}` : `/login?${new URLSearchParams({ r: "channels" }).toString()}`;
  return redirect(to, { headers: { "Set-Cookie": await commitSession(session) } });
}
