// My Booked Events and Favourite Events (spec 000 §2): tabs All / Online / Pre Recorded as links
// (?type=), then the events as the shared cards with their status buttons and favourite toggles.
import { useTranslation } from "~/components/i18n/use-translation";
import { PageHeader } from "~/components/page-header";
import { LinkButton, Tabs } from "~/components/ui";
import { EventCard, type EventCardData } from "./event-card";

export const LIST_TABS = ["all", "online", "pre-recorded"] as const;
export type ListTab = (typeof LIST_TABS)[number];

export function tabOf(value: string | null): ListTab {
  return LIST_TABS.find((tab) => tab === value) ?? "all";
}

export interface AttendeeEventListProps {
  path: string;
  title: string;
  description: string;
  empty: string;
  tab: ListTab;
  events: EventCardData[];
  now: number;
  returnTo: string;
}

export function AttendeeEventList({ path, title, description, empty, tab, events, now, returnTo }: AttendeeEventListProps) {
  const { t } = useTranslation("booking");
  const labels: Record<ListTab, string> = { all: t("tabs.all"), online: t("tabs.online"), "pre-recorded": t("tabs.preRecorded") };
  return (
    <>
      <PageHeader title={title} description={description} />
      <div className="mx-auto max-w-6xl space-y-6 px-4 pb-16">
        <Tabs
          label={t("tabs.label")}
          items={LIST_TABS.map((name) => ({ label: labels[name], to: name === "all" ? path : `${path}?type=${name}`, active: name === tab }))}
        />
        {events.length === 0 ? (
          <div className="space-y-4">
            <p className="text-muted">{empty}</p>
            <LinkButton to="/search" variant="secondary">
              {t("booked.find")}
            </LinkButton>
          </div>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {events.map((event) => (
              <li key={event.id} data-event-id={event.id}>
                <EventCard event={event} now={now} loggedIn favouriteReturnTo={returnTo} headingLevel={2} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
