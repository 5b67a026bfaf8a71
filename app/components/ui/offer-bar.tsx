// The phone's Buy / Book / Subscribe bar of an event's or a channel's page: the all-in price the page
// shows and a link to the page's own action (#target), kept at the bottom of the screen below md,
// where the action itself sits far down the page. A plain in-page link: it works without JavaScript
// and adds none. Sticky, not fixed, and the last thing of the page's <article>: at the end of the
// page it rests in its own place, so it never covers what comes after it.
import type { ReactNode } from "react";
import { buttonClasses } from "./button";

export interface OfferBarProps {
  /** The price as the page shows it ("£6.18", "Free"). */
  price: ReactNode;
  /** What the price includes ("Tax and fees included"), under it. */
  note?: ReactNode;
  /** The action's own label ("Buy Ticket", "Subscribe"). */
  label: string;
  /** The id of the page's element that holds the action (it takes focus: tabIndex -1; a scroll margin keeps the price above it in view). */
  target: string;
}

export function OfferBar({ price, note, label, target }: OfferBarProps) {
  return (
    <div
      className="sticky bottom-0 z-30 -mx-4 mt-10 flex items-center justify-between gap-4 border-t border-line bg-paper px-4 py-3 shadow-[0_-4px_16px_rgb(0_0_0/0.08)] md:hidden"
      data-testid="offer-bar"
    >
      <p className="min-w-0">
        <span className="block text-lg font-semibold text-ink" data-testid="offer-bar-price">
          {price}
        </span>
        {note ? <span className="block text-sm text-muted">{note}</span> : null}
      </p>
      <a href={`#${target}`} className={buttonClasses({ variant: "primary", size: "md" })} data-testid="offer-bar-action">
        {label}
      </a>
    </div>
  );
}
