// The operator commands behind `npm run admin -- <command> [id] [reason] --as <admin e-mail>`
// (scripts/admin.ts), kept apart from opening the database so tests run them on theirs. They take
// the admin console's own decisions (server/domain/*/approval.ts): the same rules, mails and audit
// rows. A decision names the administrator it is taken as (`--as`, an account with the admin role),
// so the audit log says who; its address is recorded as "command line".
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../server/db/client";
import { users } from "../server/db/schema";
import type { AdminActor } from "../server/domain/admin/audit";
import { decideChannel, listPending } from "../server/domain/channels/approval";
import { DomainError } from "../server/domain/errors";
import { decideEvent, type Decision, type DecisionContext } from "../server/domain/events/approval";
import { publishLiveFiles } from "../server/domain/uploads/publish-live";
import { adminReasonField } from "../shared/schemas/admin";
import { idOf } from "../shared/ids";

export const ADMIN_USAGE = [
  "Usage: npm run admin -- <command> [id] [reason] --as <admin e-mail>",
  "  approve-event <id>            publish an event (and the pending occurrences of its series)",
  "  reject-event <id> <reason>    reject an event (and the pending occurrences of its series)",
  "  approve-channel <id>          publish a channel",
  "  reject-channel <id> <reason>  reject a channel",
  "  list-pending                  the events (a series as one row) and channels waiting for approval",
  "  publish-live                  publish the public files of what is live (once, on upgrading to ADR 056)",
  "Decisions mail the host and are written to the audit log as the administrator named by --as.",
].join("\n");

/** The address an operator command's audit rows carry (there is no request to take one from). */
export const COMMAND_LINE_ADDRESS = "command line";

export interface AdminResult {
  /** The process exit code: 0 done, 1 refused, 2 a usage error. */
  code: 0 | 1 | 2;
  message: string;
}

export interface AdminCommandOptions {
  now: Date;
  /** The media storage an approval publishes pictures in (ADR 056). */
  storage: DecisionContext["storage"];
  /** Where the hosts' mails link to (APP_URL). */
  appUrl: string;
}

const commands = {
  "approve-event": { approve: true, noun: "event" },
  "reject-event": { approve: false, noun: "event" },
  "approve-channel": { approve: true, noun: "channel" },
  "reject-channel": { approve: false, noun: "channel" },
} as const;

/** One line per item waiting: kind, id, title, host (and how many occurrences a series holds). */
async function pendingReport(db: Db): Promise<string> {
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

/** `--as <e-mail>` taken out of the arguments: the e-mail (null when absent) and what is left. */
function splitActor(args: readonly string[]): { as: string | null | undefined; rest: string[] } {
  const at = args.indexOf("--as");
  if (at === -1) return { as: undefined, rest: [...args] };
  return { as: args[at + 1] ?? null, rest: [...args.slice(0, at), ...args.slice(at + 2)] };
}

async function adminActor(db: Db, email: string): Promise<AdminActor | null> {
  const [admin] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.trim().toLowerCase()), eq(users.role, "admin")))
    .limit(1);
  return admin ? { id: admin.id, email: admin.email, ip: COMMAND_LINE_ADDRESS } : null;
}

export async function runAdminCommand(db: Db, args: readonly string[], options: AdminCommandOptions): Promise<AdminResult> {
  const { as, rest } = splitActor(args);
  const [name, idText, ...reasonWords] = rest;
  if (name === "list-pending") return idText === undefined && as === undefined ? { code: 0, message: await pendingReport(db) } : { code: 2, message: ADMIN_USAGE };
  if (name === "publish-live") {
    if (idText !== undefined || as !== undefined) return { code: 2, message: ADMIN_USAGE };
    const { values, missing } = await publishLiveFiles(db, options.storage);
    return { code: 0, message: `Published the public files of live events, channels and profiles: ${values} stored values, ${missing} with no file.` };
  }
  const command = name && Object.hasOwn(commands, name) ? commands[name as keyof typeof commands] : null;
  if (!command || !idText || as === null) return { code: 2, message: ADMIN_USAGE };
  if (command.approve && reasonWords.length > 0) return { code: 2, message: ADMIN_USAGE };
  const id = idOf(idText);
  if (id === null) return { code: 2, message: `Not ${command.noun === "event" ? "an event" : "a channel"} id: ${idText}\n${ADMIN_USAGE}` };
  let decision: Decision = { approve: true };
  if (!command.approve) {
    const reason = adminReasonField.safeParse(reasonWords.join(" "));
    if (!reason.success) return { code: 2, message: `${reason.error.issues[0]?.message ?? "Give a reason."}\n${ADMIN_USAGE}` };
    decision = { approve: false, reason: reason.data };
  }
  if (as === undefined) return { code: 2, message: `Name the administrator the decision is taken as: --as <admin e-mail>\n${ADMIN_USAGE}` };
  const actor = await adminActor(db, as);
  if (!actor) return { code: 1, message: `No administrator has the e-mail ${as}.` };
  const context: DecisionContext = { db, storage: options.storage, actor, now: options.now, appUrl: options.appUrl };
  try {
    const ids = command.noun === "event" ? await decideEvent(context, id, decision) : [await decideChannel(context, id, decision)];
    return { code: 0, message: `${command.approve ? "Approved" : "Rejected"} ${command.noun}${ids.length > 1 ? "s" : ""} ${ids.join(", ")}.` };
  } catch (error) {
    if (error instanceof DomainError) return { code: 1, message: `${error.message} (id ${id}).` };
    throw error;
  }
}
