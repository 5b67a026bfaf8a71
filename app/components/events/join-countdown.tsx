// JOIN NOW before the room opens: its countdown ("Opens in 2 days", "Opens tomorrow at 18:45",
// "Opens at 18:45"), then the button itself (shared/join-window.ts decides both). The server writes
// the countdown in the event's zone, named ("Opens at 18:45 GMT"), as it does not know the viewer's;
// once JavaScript runs it is rewritten in the viewer's own zone, and ticks over to the button when
// the room opens. Without JavaScript a reload shows the button. The button leads to /join/{id},
// which checks the booking and the window again at the click.
import { useEffect, useState } from "react";
import { LinkButton, buttonClasses, cx, type ButtonSize } from "~/components/ui";
import { joinCountdown, joinOpensAt } from "~shared/join-window";
import { eventActionUrls } from "~shared/event-urls";

export interface JoinCountdownProps {
  event: { id: number; starts_at: string | null; time_zone: string };
  /** The server's clock (ms) when it answered: the first render, the same on both sides. */
  now: number;
  /** The button's words once the room opens ("JOIN NOW" on cards and event pages). */
  label: string;
  size?: ButtonSize;
  fullWidth?: boolean;
  variant?: "primary" | "secondary";
  /** The button's data-testid, once the room is open. */
  testId?: string;
  /** The button's name for screen readers when its words alone are not enough ("Join Evening yin"). */
  ariaLabel?: string;
}

/** What the server writes in place of the button, in the event's zone; null once the room is open. */
export function serverJoinCountdown(event: JoinCountdownProps["event"], now: number): string | null {
  return joinCountdown(event.starts_at ? Date.parse(event.starts_at) : null, now, event.time_zone, true);
}

export function JoinCountdown({ event, now, label, size = "sm", fullWidth, variant = "primary", testId, ariaLabel }: JoinCountdownProps) {
  const [words, setWords] = useState(() => serverJoinCountdown(event, now));
  const startsAt = event.starts_at ? Date.parse(event.starts_at) : null;
  useEffect(() => {
    let zone: string;
    try {
      zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    } catch {
      return;
    }
    const tick = () => setWords(joinCountdown(startsAt, Date.now(), zone));
    tick();
    const timer = window.setInterval(tick, 15_000);
    return () => window.clearInterval(timer);
  }, [startsAt]);

  if (words === null) {
    return (
      <LinkButton to={eventActionUrls.join(event.id)} reloadDocument size={size} fullWidth={fullWidth} variant={variant} data-event-action="join-now" data-event-id={event.id} data-testid={testId} aria-label={ariaLabel}>
        {label}
      </LinkButton>
    );
  }
  const opens = joinOpensAt(startsAt);
  return (
    <p
      className={cx(buttonClasses({ variant: "secondary", size, fullWidth }), "cursor-default border-dashed bg-sunken hover:bg-sunken")}
      data-event-action="join-opens"
      data-event-id={event.id}
    >
      <span aria-hidden="true">◷</span>
      <span className="sr-only">{`${label}: `}</span>
      {opens === null ? words : <time dateTime={new Date(opens).toISOString()}>{words}</time>}
    </p>
  );
}
