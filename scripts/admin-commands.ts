// The operator commands behind `npm run admin -- <command> <id>` (scripts/admin.ts), kept apart from
// opening the database so tests run them on theirs. Until the admin console exists, this is how an
// event leaves Pending Approval.
import type { Executor } from "../server/db/client";
import { DomainError } from "../server/domain/errors";
import { approveEvent, rejectEvent } from "../server/domain/events/approval";

export const ADMIN_USAGE = [
  "Usage: npm run admin -- <command> <id>",
  "  approve-event <id>   publish an event (and the pending occurrences of its series)",
  "  reject-event <id>    reject an event (and the pending occurrences of its series)",
].join("\n");

export interface AdminResult {
  /** The process exit code: 0 done, 1 refused, 2 a usage error. */
  code: 0 | 1 | 2;
  message: string;
}

const commands = {
  "approve-event": { run: approveEvent, done: "Approved" },
  "reject-event": { run: rejectEvent, done: "Rejected" },
} as const;

export async function runAdminCommand(db: Executor, args: readonly string[], now: Date): Promise<AdminResult> {
  const [name, idText, ...rest] = args;
  const command = name && Object.hasOwn(commands, name) ? commands[name as keyof typeof commands] : null;
  if (!command || !idText || rest.length > 0) return { code: 2, message: ADMIN_USAGE };
  const id = /^\d{1,10}$/.test(idText) ? Number(idText) : 0;
  if (id < 1 || id > 2_147_483_647) return { code: 2, message: `Not an event id: ${idText}\n${ADMIN_USAGE}` };
  try {
    const ids = await command.run(db, id, now);
    return { code: 0, message: `${command.done} event${ids.length > 1 ? "s" : ""} ${ids.join(", ")}.` };
  } catch (error) {
    if (error instanceof DomainError) return { code: 1, message: `${error.message} (id ${id}).` };
    throw error;
  }
}
