// Previous and next in a channel, under a lesson's player and on a document's page: plain links (no
// JavaScript needed) to the video or document just before and after, in the host's order across
// the channel's modules, each named by its title. Nothing is drawn when there is neither.
import { Link } from "@remix-run/react";
import type { ChannelNeighbourFields } from "~server/api/contract";
import { eventPageUrl } from "~shared/event-urls";

export interface CourseStep {
  href: string;
  title: string;
}

function step(id: number | null, type: "Pre Recorded" | "Document" | null, slug: string | null, title: string | null): CourseStep | null {
  if (id === null || type === null) return null;
  const href = type === "Document" ? `/doc-event-details/${id}` : eventPageUrl({ id, event_type: "Pre Recorded", event_slug: slug, title: title ?? "" });
  return { href, title: title ?? "" };
}

/** The previous and next steps of an API answer's neighbour fields. */
export function courseSteps(fields: ChannelNeighbourFields): { previous: CourseStep | null; next: CourseStep | null } {
  return {
    previous: step(fields.preveventid, fields.preveventtype, fields.preveventslug, fields.preveventtitle),
    next: step(fields.nexteventid, fields.nexteventtype, fields.nexteventslug, fields.nexteventtitle),
  };
}

export interface CourseStepsProps {
  previous: CourseStep | null;
  next: CourseStep | null;
  /** The route's strings: the landmark's name and the two links' small labels. */
  labels: { nav: string; previous: string; next: string };
}

export function CourseSteps({ previous, next, labels }: CourseStepsProps) {
  if (!previous && !next) return null;
  const linkClass =
    "group flex min-w-0 flex-1 flex-col gap-1 rounded-card border border-line px-4 py-3 no-underline hover:border-line-strong hover:bg-sunken focus-visible:outline-offset-2";
  return (
    <nav aria-label={labels.nav} className="flex flex-col gap-3 sm:flex-row sm:justify-between" data-testid="course-steps">
      {previous ? (
        <Link to={previous.href} rel="prev" className={linkClass}>
          <span className="text-sm text-muted">← {labels.previous}</span>
          <span className="font-medium text-ink group-hover:underline">{previous.title}</span>
        </Link>
      ) : (
        <span className="hidden flex-1 sm:block" />
      )}
      {next ? (
        <Link to={next.href} rel="next" className={`${linkClass} sm:items-end sm:text-right`}>
          <span className="text-sm text-muted">{labels.next} →</span>
          <span className="font-medium text-ink group-hover:underline">{next.title}</span>
        </Link>
      ) : (
        <span className="hidden flex-1 sm:block" />
      )}
    </nav>
  );
}
