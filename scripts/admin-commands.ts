// The operator commands behind `npm run admin -- <command> [id]` (scripts/admin.ts), kept apart from
// opening the database so tests run them on theirs. Until the admin console exists, this is how an
// event or a channel leaves Pending Approval.
import type { Executor } from "../server/db/client";
import { approveChannel, listPending, rejectChannel } from "../server/domain/channels/approval";
import { DomainError } from "../server/domain/errors";
import { approveEvent, rejectEvent } from "../server/domain/events/approval";

export const ADMIN_USAGE = [
  "Usage: npm run admin -- <command> [id]",
  "  approve-event <id>     publish an event (and the pending occurrences of its series)",
  "  reject-event <id>      reject an event (and the pending occurrences of its series)",
  "  approve-channel <id>   publish a channel",
  "  reject-channel <id>    reject a channel",
  "  list-pending           the events (a series as one row) and channels waiting for approval",
].join("\n");

export interface AdminResult {
  /** The process exit code: 0 done, 1 refused, 2 a usage error. */
  code: 0 | 1 | 2;
  message: string;
}

const asList = (run: (db: Executor, id: number, now: Date) => Promise<number>) => async (db: Executor, id: number, now: Date) => [await run(db, id, now)];

const commands = {
  "approve-event": { run: approveEvent, done: "Approved", noun: "event" },
  "reject-event": { run: rejectEvent, done: "Rejected", noun: "event" },
  "approve-channel": { run: asList(approveChannel), done: "Approved", noun: "channel" },
  "reject-channel": { run: asList(rejectChannel), done: "Rejected", noun: "channel" },
} as const;

/** One line per item waiting: kind, id, title, host (and how many occurrences a series holds). */
async function pendingReport(db: Executor): Promise<string> {
  const items = await listPending(db);
  if (items.length === 0) return "Nothing is waiting for approval.";
  return [
    `Waiting for approval (${items.length}):`,
    ...items.map(
      (item) =>
        `  ${item.kind.padEnd(7)} ${String(item.id).padStart(6)}  ${JSON.stringify(item.title)}  host ${item.hostId} <${item.hostEmail}>${item.occurrences > 1 ? `  (series of ${item.occurrences})` : ""}`,
    ),
  ].join("\n");
}

export async function runAdminCommand(db: Executor, args: readonly string[], now: Date): Promise<AdminResult> {
  const [name, idText, ...rest] = args;
  if (name === "list-pending") return idText === undefined ? { code: 0, message: await pendingReport(db) } : { code: 2, message: ADMIN_USAGE };
  const command = name && Object.hasOwn(commands, name) ? commands[name as keyof typeof commands] : null;
  if (!command || !idText || rest.length > 0) return { code: 2, message: ADMIN_USAGE };
  const id = /^\d{1,10}$/.test(idText) ? Number(idText) : 0;
  if (id < 1 || id > 2_147_483_647) return { code: 2, message: `Not ${command.noun === "event" ? "an event" : "a channel"} id: ${idText}\n${ADMIN_USAGE}` };
  try {
    const ids = await command.run(db, id, now);
    return { code: 0, message: `${command.done} ${command.noun}${ids.length > 1 ? "s" : ""} ${ids.join(", ")}.` };
  } catch (error) {
    if (error instanceof DomainError) return { code: 1, message: `${error.message} (id ${id}).` };
    throw error;
  }
}
