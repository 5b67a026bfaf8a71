// One action of shared/event-status.ts drawn as what it does: a link to the page that carries it
// out (Free Ticket, Buy Ticket, Cancel Booking, JOIN NOW, View Event, Edit, Subscribe Now), or a
// disabled state (Sold Out, Event Ended, Event Booked, ...). A visitor's Free Ticket / Buy Ticket /
// Buy Access go to "Login Now ?". Links work without JavaScript (each leads to its question as a
// page); with JavaScript, Free Ticket, Cancel Booking and a visitor's "Login Now ?" open the same
// forms (components/events/booking-forms.tsx) in a <dialog> instead.
import { useLocation } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "~/components/i18n/use-translation";
import type { PublicEventData } from "~server/api/contract";
import { Button, Dialog, LinkButton, useHydrated, type ButtonSize } from "~/components/ui";
import { LazyPaymentDialog } from "~/components/payments/lazy-payment-dialog";
import { BookFreeTicketForm, CancelBookingForm, LoginNowForm } from "./booking-forms";
import { JoinCountdown } from "./join-countdown";
import { ACTIVE_ACTIONS, EVENT_ACTION_LABELS, eventActions, type EventAction, type EventStatusFacts } from "~shared/event-status";
import { channelUrl, eventActionUrls, eventPageUrl } from "~shared/event-urls";

export interface EventActionProps {
  action: EventAction;
  event: Pick<PublicEventData, "id" | "event_type" | "event_slug" | "title" | "channel" | "starts_at" | "time_zone"> & { is_free?: boolean };
  /** False for a visitor: buying or booking asks them to log in first. */
  loggedIn: boolean;
  /** The server's clock (ms) that decided the action: JOIN NOW's countdown is written from it. */
  now: number;
  size?: ButtonSize;
  fullWidth?: boolean;
}

/** What of a public event its status is decided on. */
export type EventFactsData = Pick<
  PublicEventData,
  | "event_type"
  | "is_host"
  | "is_reject"
  | "cancelled"
  | "channel_id"
  | "channel_subscribe_status"
  | "is_booked"
  | "can_cancel"
  | "is_free"
  | "remaining_seat"
  | "max_participants"
  | "has_join_link"
  | "starts_at"
  | "ends_at"
>;

/** The facts shared/event-status.ts decides on, read from a public event answer; `now` is the server's clock. */
export function publicEventFacts(event: EventFactsData, now: number): EventStatusFacts {
  return {
    eventType: event.event_type,
    viewerIsHost: event.is_host,
    isRejected: event.is_reject,
    isCancelled: event.cancelled === 1,
    inChannel: event.channel_id !== null,
    channelSubscribed: event.channel_subscribe_status,
    isBooked: event.is_booked,
    canCancel: event.can_cancel,
    isFree: event.is_free,
    remainingSeats: event.remaining_seat,
    maxParticipants: event.max_participants,
    hasJoinLink: event.has_join_link,
    startsAt: event.starts_at ? Date.parse(event.starts_at) : null,
    endsAt: event.ends_at ? Date.parse(event.ends_at) : null,
    now,
  };
}

/** The actions of a public event for its viewer, in order (cards show them all; usually one). */
export function publicEventActions(event: EventFactsData, now: number): EventAction[] {
  return eventActions(publicEventFacts(event, now));
}

/** Where an active action leads; null for a state. */
export function eventActionHref(action: EventAction, event: EventActionProps["event"], loggedIn: boolean): string | null {
  switch (action) {
    case "edit":
      return eventActionUrls.edit(event.id);
    case "view-event":
      return eventPageUrl(event);
    case "free-ticket":
      return loggedIn ? eventActionUrls.book(event.id) : eventActionUrls.loginNow(event.id);
    case "buy-ticket":
    case "buy-access":
      return loggedIn ? eventActionUrls.checkout(event.id) : eventActionUrls.loginNow(event.id);
    case "join-now":
      return eventActionUrls.join(event.id);
    case "cancel-booking":
      return eventActionUrls.cancelBooking(event.id);
    case "subscribe-now":
      return event.channel ? channelUrl(event.channel) : null;
    default:
      return null;
  }
}

/** The question an action asks first, shown in a <dialog> when JavaScript runs; null for an action that just goes. */
function dialogOf(action: EventAction, loggedIn: boolean): "book" | "cancel" | "login" | "pay" | null {
  if (!loggedIn) return action === "free-ticket" || action === "buy-ticket" || action === "buy-access" ? "login" : null;
  if (action === "free-ticket") return "book";
  if (action === "buy-ticket" || action === "buy-access") return "pay";
  if (action === "cancel-booking") return "cancel";
  return null;
}

function ActionDialog({ kind, event, open, onClose }: { kind: "book" | "cancel" | "login" | "pay"; event: EventActionProps["event"]; open: boolean; onClose: () => void }) {
  if (kind === "pay") return <LazyPaymentDialog type="event_booking" id={event.id} title={event.title} open={open} onClose={onClose} />;
  return <QuestionDialog kind={kind} event={event} open={open} onClose={onClose} />;
}

function QuestionDialog({ kind, event, open, onClose }: { kind: "book" | "cancel" | "login"; event: EventActionProps["event"]; open: boolean; onClose: () => void }) {
  const { t } = useTranslation("ui");
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const subject = { id: event.id, title: event.title, is_free: event.is_free ?? true };
  const title = kind === "book" ? t("bookingDialog.bookTitle") : kind === "cancel" ? t("bookingDialog.cancelTitle") : t("bookingDialog.loginTitle");
  return (
    <Dialog open={open} onClose={onClose} title={title}>
      {kind === "book" ? <BookFreeTicketForm event={subject} backTo={here} returnTo={here} onClose={onClose} /> : null}
      {kind === "cancel" ? <CancelBookingForm event={subject} backTo={here} returnTo={here} onClose={onClose} /> : null}
      {kind === "login" ? <LoginNowForm event={subject} backTo={here} onClose={onClose} /> : null}
    </Dialog>
  );
}

export function EventActionButton({ action, event, loggedIn, now, size = "sm", fullWidth }: EventActionProps) {
  if (action === "join-opens") return <JoinCountdown event={event} now={now} label={EVENT_ACTION_LABELS["join-now"]} size={size} fullWidth={fullWidth} />;
  return <EventActionLink action={action} event={event} loggedIn={loggedIn} size={size} fullWidth={fullWidth} />;
}

function EventActionLink({ action, event, loggedIn, size = "sm", fullWidth }: Omit<EventActionProps, "now">) {
  const label = EVENT_ACTION_LABELS[action];
  const href = ACTIVE_ACTIONS.has(action) ? eventActionHref(action, event, loggedIn) : null;
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const dialog = hydrated ? dialogOf(action, loggedIn) : null;
  if (href) {
    return (
      <>
        <LinkButton
          to={href}
          size={size}
          fullWidth={fullWidth}
          variant={action === "cancel-booking" ? "danger" : action === "edit" || action === "view-event" ? "secondary" : "primary"}
          data-event-action={action}
          data-event-id={event.id}
          aria-haspopup={dialog ? "dialog" : undefined}
          onClick={(click) => {
            if (!dialog) return;
            click.preventDefault();
            setOpen(true);
          }}
        >
          {label}
        </LinkButton>
        {dialog ? <ActionDialog kind={dialog} event={event} open={open} onClose={() => setOpen(false)} /> : null}
      </>
    );
  }
  return (
    <Button size={size} fullWidth={fullWidth} variant="secondary" disabled data-event-action={action} data-event-id={event.id}>
      {label}
    </Button>
  );
}
