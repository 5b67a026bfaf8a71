// Creating an event with its schedule, speakers and paid features. There is no events domain service
// yet: the issue that builds event creation moves this into server/domain and the seed calls that.
import { eq } from "drizzle-orm";
import type { Executor } from "~server/db/client";
import { eventFeatures, events, eventSchedule, eventSpeakers, packages, type NewEvent } from "~server/db/schema";
import { slugify } from "~shared/event-urls";

export interface EventInput extends Omit<NewEvent, "userId" | "slug" | "maxParticipants"> {
  schedule?: { startDate: string; startTime: string; title: string; speaker: string }[];
  speakers?: { name: string; description: string; pic: string }[];
  featureIds?: number[];
}

/** The host's package sets the seats of an event: live and pre-recorded events have their own limit. */
export async function seatsFor(db: Executor, packageId: number, eventType: NewEvent["eventType"]): Promise<number> {
  const [pkg] = await db.select().from(packages).where(eq(packages.id, packageId));
  if (!pkg) throw new Error(`Unknown package ${packageId}`);
  return eventType === "Online Event" ? pkg.maxParticipantInEvent : pkg.maxParticipantInPreRecordedEvent;
}

/** Creates a published event (unless told otherwise) for the host; returns its id. */
export async function createEvent(
  db: Executor,
  host: { id: number; packageId: number },
  input: EventInput,
): Promise<number> {
  const { schedule, speakers, featureIds, ...fields } = input;
  const [row] = await db
    .insert(events)
    .values({
      isPublished: true,
      ...fields,
      userId: host.id,
      slug: slugify(fields.title),
      maxParticipants: await seatsFor(db, host.packageId, fields.eventType),
    })
    .returning({ id: events.id });
  if (schedule?.length) {
    await db.insert(eventSchedule).values(schedule.map((item, sort) => ({ eventId: row.id, ...item, sort })));
  }
  if (speakers?.length) {
    await db.insert(eventSpeakers).values(speakers.map((speaker, i) => ({ eventId: row.id, ...speaker, sort: i + 1 })));
  }
  if (featureIds?.length) {
    await db.insert(eventFeatures).values(featureIds.map((featureId) => ({ eventId: row.id, featureId })));
  }
  return row.id;
}
