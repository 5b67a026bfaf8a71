// The server side the booking pages share: the event a booking page is about (GET events/{id}),
// the answer of a booking call as a toast, and resuming a purchase queued before logging in
// (spec 000 §3 "Queued purchase", §4): a free event is booked on the spot and the user lands on its
// page; a paid one goes to its checkout. The queue is cleared either way.
import { data } from "@remix-run/node";
import type { EventDetailData } from "~server/api/contract";
import strings from "~/locales/en-GB/booking.json";
import { apiFor } from "./api.server";
import { channelUrl, eventActionUrls, eventPageUrl } from "~shared/event-urls";
import { failureMessage, throwUnable } from "./failures.server";
import type { AppSession, Toast } from "./session.server";
import { pathIdOr404 } from "./path-id.server";

/** The event named by a booking URL, for its viewer; 404 for an unknown one. */
export async function loadBookingEvent(request: Request, token: string | null, rawId: string | undefined): Promise<EventDetailData> {
  const id = String(pathIdOr404(rawId));
  const answer = await apiFor(request, token).get("events/:id", { params: { id } });
  if (answer.status === 404) throw data(null, { status: 404 });
  if (!answer.success || !answer.data) throwUnable("fetch event details");
  return answer.data;
}

/** Books a free event for the token's user: the toast to show either way. */
export async function bookFree(request: Request, token: string, eventId: number): Promise<{ booked: boolean; toast: Toast }> {
  const answer = await apiFor(request, token).post("transaction/free-event", { event_id: eventId });
  if (answer.success && answer.data) {
    return { booked: true, toast: { type: "success", title: answer.message, message: strings.bookingId.replace("{{ref}}", answer.data.booking_id) } };
  }
  return { booked: false, toast: { type: "error", title: strings.errorTitle, message: failureMessage(answer, "book event") } };
}

/**
 * After a login: resumes the purchase queued in `session` (and clears it). Answers where to go and
 * the toast to show there, or null when nothing was queued.
 */
export async function resumeQueuedPurchase(request: Request, session: AppSession, token: string): Promise<{ to: string; toast: Toast | null } | null> {
  const queued = session.get("queuedPurchase");
  if (!queued) return null;
  session.unset("queuedPurchase");
  if (queued.type === "channel_subscription") return resumeChannelSubscription(request, token, queued.id);
  const answer = await apiFor(request, token).get("events/:id", { params: { id: queued.id } });
  const event = answer.success ? answer.data : null;
  if (!event) return null;
  if (event.is_booked || event.is_host) return { to: eventPageUrl(event), toast: null };
  if (!event.is_free) return { to: eventActionUrls.checkout(event.id), toast: null };
  const { toast } = await bookFree(request, token, event.id);
  return { to: eventPageUrl(event), toast };
}

/**
 * A channel queued by Subscribe's Login / Register choice (002 §4): its checkout, or its page when the
 * user owns it, already subscribes or no place is left (the page then says so). Null for a channel
 * the user may not see.
 */
async function resumeChannelSubscription(request: Request, token: string, channelId: number): Promise<{ to: string; toast: Toast | null } | null> {
  const answer = await apiFor(request, token).get("channel-detail/:id", { params: { id: channelId } });
  const channel = answer.success ? answer.data : null;
  if (!channel) return null;
  if (channel.is_owner || channel.channel_subscribe_status || channel.remaining_subscriber <= 0) return { to: channelUrl(channel), toast: null };
  return { to: `/checkout/channel_subscription/${channel.id}`, toast: null };
}
