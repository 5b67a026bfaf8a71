// A recurring live event becomes one events row per occurrence (docs/decisions/017-recurring-events.md).
// The calendar arithmetic is shared with the browser (shared/event-recurrence.ts); this adds what an
// occurrence carries over from the first: the same length (an end date as many days after its start)
// and its schedule moved by the same number of days.
import { addDays, daysBetween, expandOccurrences } from "~shared/event-recurrence";
import type { ScheduleRow } from "~shared/event-form/read";
import type { EventFormValues } from "~shared/event-form/schema";

export interface Occurrence {
  eventDate: string;
  endDate: string;
  schedule: ScheduleRow[];
}

type DatedValues = Pick<EventFormValues, "event_date" | "end_date" | "is_recurring_event" | "repeat_frequency" | "repeat_until_date" | "schedule">;

/** The occurrences a saved form stands for: one for a single event, one per repeat for a recurring one. */
export function occurrencesOf(values: DatedValues): Occurrence[] {
  const start = values.event_date;
  if (start === null) return [];
  const end = values.end_date ?? start;
  const length = daysBetween(start, end);
  const dates =
    values.is_recurring_event && values.repeat_frequency && values.repeat_until_date
      ? expandOccurrences(start, values.repeat_frequency, values.repeat_until_date)
      : [start];
  return dates.map((date) => {
    const shift = daysBetween(start, date);
    return {
      eventDate: date,
      endDate: addDays(date, length),
      schedule: values.schedule.map((row) => ({ ...row, schedule_date: addDays(row.schedule_date, shift) })),
    };
  });
}
