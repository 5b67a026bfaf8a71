// Category tiles that take the reader to a section of the same page (the help centre's topics, the
// tutorials' Popular Topics). Plain anchors; with JavaScript the page scrolls there smoothly, unless
// the reader prefers reduced motion.
import type { MouseEvent, ReactNode } from "react";
import { TopicIcon } from "./topic-icon";

export interface Topic {
  id: number;
  name: string;
  icon: string | null;
  /** The section's element id. */
  target: string;
  /** A short line under the name, e.g. how many questions. */
  detail?: string;
}

function scrollSmoothly(event: MouseEvent<HTMLAnchorElement>, target: string) {
  const section = document.getElementById(target);
  if (!section || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
  event.preventDefault();
  section.scrollIntoView({ behavior: "smooth", block: "start" });
  history.replaceState(history.state, "", `#${target}`);
  // Keyboard and screen-reader users land where they went.
  section.focus({ preventScroll: true });
}

export function TopicLinks({ label, topics }: { label: string; topics: Topic[] }) {
  return (
    <nav aria-label={label}>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {topics.map((topic) => (
          <li key={topic.id}>
            <a
              href={`#${topic.target}`}
              onClick={(event) => scrollSmoothly(event, topic.target)}
              className="flex h-full flex-col items-center gap-2 rounded-lg border border-line bg-surface p-4 text-center hover:border-accent focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2"
            >
              <TopicIcon name={topic.icon} className="h-8 w-8 text-accent" />
              <span className="font-medium">{topic.name}</span>
              {topic.detail ? <span className="text-sm text-muted">{topic.detail}</span> : null}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A topic's section: its heading with the icon, then its entries as a list of accordions. */
export function TopicSection({ topic, children }: { topic: Topic; children: ReactNode }) {
  return (
    <section id={topic.target} tabIndex={-1} aria-labelledby={`${topic.target}-title`} className="scroll-mt-24">
      <h2 id={`${topic.target}-title`} className="flex items-center gap-3 font-display text-2xl">
        <TopicIcon name={topic.icon} className="h-7 w-7 text-accent" />
        {topic.name}
      </h2>
      <div className="mt-4 divide-y divide-line rounded-lg border border-line bg-surface">{children}</div>
    </section>
  );
}

/** An accordion's summary line, with the marker that turns when it is open. */
export function AccordionSummary({ children }: { children: ReactNode }) {
  return (
    <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-medium [&::-webkit-details-marker]:hidden">
      {children}
      <span aria-hidden="true" className="text-xl text-muted transition-transform group-open:rotate-45">
        +
      </span>
    </summary>
  );
}
