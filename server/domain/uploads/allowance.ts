// Who may store files, and how many and how much (ADR 053). A purpose's files are for those who
// use it: event and channel media for hosts (an account that may create events), a profile's for
// an activated user. An account has at most MAX_OPEN_TARGETS targets open at once, and keeps at most
// its package's storage quota in checked files. Both counts are taken with the account's row
// locked, so parallel calls of one account count each other.
import { and, eq, gt, inArray, sql } from "drizzle-orm";
import type { Executor } from "~server/db/client";
import { packages, uploads, users } from "~server/db/schema";
import { conflict, forbidden, invalid } from "~server/domain/errors";
import { canCreateEvent } from "~server/domain/events/can-create";
import { UPLOAD_STATUS } from "./attach";
import { UPLOAD_MESSAGES } from "./messages";
import type { UploadRule } from "./purposes";

/** Targets an account may have open at once: started, neither completed nor expired. */
export const MAX_OPEN_TARGETS = 10;

/** The statuses of a target still open (nothing checked yet) and of files the account holds. */
const OPEN = [UPLOAD_STATUS.pending, UPLOAD_STATUS.checking];
const HELD = [UPLOAD_STATUS.uploaded, UPLOAD_STATUS.attached];

interface Account {
  activatedAt: Date | null;
  quotaBytes: number;
}

/** The account's row, locked until the transaction ends, with its package's quota. */
async function lockAccount(tx: Executor, userId: number): Promise<Account> {
  const [account] = await tx
    .select({ activatedAt: users.activatedAt, quotaBytes: packages.storageQuotaBytes })
    .from(users)
    .innerJoin(packages, eq(packages.id, users.packageId))
    .where(eq(users.id, userId))
    .for("update", { of: users });
  if (!account) throw forbidden(UPLOAD_MESSAGES.activateFirst);
  return account;
}

function requireMayUse(account: Account, rule: UploadRule): void {
  if (rule.audience === "host") {
    const host = canCreateEvent(account);
    if (!host.status) throw forbidden(host.message);
  } else if (account.activatedAt === null) throw forbidden(UPLOAD_MESSAGES.activateFirst);
}

async function heldBytes(tx: Executor, userId: number): Promise<number> {
  const [row] = await tx
    .select({ bytes: sql<number>`coalesce(sum(${uploads.size}), 0)`.mapWith(Number) })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), inArray(uploads.status, HELD)));
  return row?.bytes ?? 0;
}

function requireRoom(account: Account, held: number, bytes: number, field: string): void {
  if (held + bytes <= account.quotaBytes) return;
  const message = UPLOAD_MESSAGES.quotaReached(account.quotaBytes);
  throw invalid(message, { [field]: [message] });
}

/**
 * Before an upload is recorded, in its transaction: the account may use the purpose, has room for
 * the declared bytes (a stream's size is not known yet: room for one byte), and, for a target, has
 * fewer than MAX_OPEN_TARGETS open (those started after `openSince` and not yet checked).
 */
export async function requireUploadAllowed(
  tx: Executor,
  input: { userId: number; rule: UploadRule; bytes: number; field: string; target: { openSince: Date } | null },
): Promise<void> {
  const account = await lockAccount(tx, input.userId);
  requireMayUse(account, input.rule);
  requireRoom(account, await heldBytes(tx, input.userId), input.bytes, input.field);
  if (!input.target) return;
  const [open] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(uploads)
    .where(and(eq(uploads.userId, input.userId), inArray(uploads.status, OPEN), gt(uploads.createdAt, input.target.openSince)));
  if ((open?.n ?? 0) >= MAX_OPEN_TARGETS) throw conflict(UPLOAD_MESSAGES.tooManyOpen(MAX_OPEN_TARGETS));
}

/**
 * A checked file becomes one the account holds, if it fits the quota: the row turns "uploaded"
 * with its size. Otherwise the quota's refusal is thrown and the row is left as it was.
 */
export async function holdCheckedFile(tx: Executor, input: { userId: number; key: string; size: number; field: string }): Promise<void> {
  const account = await lockAccount(tx, input.userId);
  requireRoom(account, await heldBytes(tx, input.userId), input.size, input.field);
  await tx.update(uploads).set({ status: UPLOAD_STATUS.uploaded, size: input.size }).where(eq(uploads.key, input.key));
}
