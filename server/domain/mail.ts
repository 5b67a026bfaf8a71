// Sending mail through a true outbox. queueMail records the mail in mail_outbox inside the caller's
// transaction, so the mail exists exactly when the change that caused it does; the mail-delivery
// job (server/jobs) hands pending rows to the transport (SMTP, the disk outbox or, in tests,
// memory), retries a failure with backoff and marks each row sent. Secrets in a message (a
// temporary password, an activation link) are kept out of the recorded copy: only the row's
// payload holds them, and it is cleared once the mail is sent or given up (ADR 007).
import { and, asc, count, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import type { Executor } from "~server/db/client";
import { mailOutbox } from "~server/db/schema";
import { mailServerUnreachable, readOutbox, type MailMessage, type OutboxMail } from "~server/integrations/mail/transport";
import type { Services } from "~server/services";

export type { MailMessage, OutboxMail };

export interface SendMailOptions {
  /**
   * Strings to replace with "[hidden]" in the copy kept in mail_outbox (never in the sent mail):
   * temporary passwords, activation codes, the address of a deleted account.
   */
  secrets?: string[];
}

export interface QueuedMail {
  id: number;
}

export const PRODUCT_NAME = "Marquee";

/**
 * A claimed row is its run's for this long. The run renews the lease while it holds the row, so a
 * live run keeps it however slow the mail server is, and a run that died (its machine killed) lets go
 * of it this soon; the next run takes it then (ADR 055).
 */
export const DELIVERY_LEASE_MS = 30_000;
const LEASE_RENEW_MS = 10_000;
/** Mails sent at once by one run: the SMTP transport's pooled connections. */
export const DELIVERY_CONCURRENCY = 5;
/** After this many failed attempts (about seven hours of backoff) delivery is given up. */
export const MAX_DELIVERY_ATTEMPTS = 10;
/**
 * When the mail server cannot be reached at all, every mail the run holds waits this long and the
 * attempt is not counted against it: an outage is the server's, not the mail's, and mail written
 * during one leaves as soon as the server is back instead of after the backoff of a refused mail.
 */
export const OUTAGE_RETRY_MS = 15_000;

/** The wait after the n-th failed attempt: 1, 2, 4, ... minutes, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}

/**
 * Records one mail to send, in the caller's transaction (`db`). Nothing is sent here: after the
 * transaction has committed, call `deliverSoon(services)`; the job's sweep delivers it otherwise.
 */
export async function queueMail(db: Executor, services: Pick<Services, "now">, message: MailMessage, options: SendMailOptions = {}): Promise<QueuedMail> {
  const hide = (value: string) => (options.secrets ?? []).filter(Boolean).reduce((text, secret) => text.split(secret).join("[hidden]"), value);
  const [row] = await db
    .insert(mailOutbox)
    .values({
      to: hide(message.to),
      subject: hide(message.subject),
      text: hide(message.text),
      html: message.html === undefined ? null : hide(message.html),
      kind: message.kind,
      createdAt: services.now(),
      payload: {
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html === undefined ? {} : { html: message.html }),
        ...(message.attachments?.length ? { attachments: message.attachments } : {}),
        ...(message.headers ? { headers: message.headers } : {}),
      },
    })
    .returning({ id: mailOutbox.id });
  return { id: row.id };
}

/** Asks the queue to deliver what was just queued (after the commit). Never throws. */
export async function deliverSoon(services: Pick<Services, "jobs">): Promise<void> {
  await services.jobs.nudge("mail-delivery");
}

export interface DeliveryReport {
  sent: number;
  failed: number;
  gaveUp: number;
  /** Held back because the mail server could not be reached (not counted as attempts). */
  deferred: number;
}

/**
 * Delivers the pending mail that is due. Each row is claimed first: its attempt counted and a lease
 * set, SKIP LOCKED, so two runs never take the same row, and the attempt count is the claim's token,
 * so a run settles only the rows it still holds. Then the batch is sent, DELIVERY_CONCURRENCY at a
 * time, and each row marked sent (its payload cleared) or given a next attempt time. A crash between
 * sending and marking sends that mail again after the lease: delivery is at least once, and the
 * window is one UPDATE long. A run that ends with mail due within a minute (a dead run's lapsing
 * lease, an outage's retry) asks for the run that takes it, rather than leaving it to the cron.
 */
export async function deliverPendingMail(services: Services, options: { batchSize?: number; maxBatches?: number } = {}): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, failed: 0, gaveUp: 0, deferred: 0 };
  const batchSize = options.batchSize ?? 50;
  for (let batch = 0; batch < (options.maxBatches ?? 40); batch++) {
    const claimed = await claimDueMail(services, batchSize);
    const outage = await whileLeased(services, claimed, () => deliverBatch(services, claimed, report));
    if (outage) {
      console.error(`Mail server unreachable, ${report.deferred} mail(s) wait ${OUTAGE_RETRY_MS / 1000} s: ${outage}`);
      await services.jobs.nudgeLater("mail-delivery", OUTAGE_RETRY_MS / 1000);
      return report;
    }
    if (claimed.length < batchSize) {
      await askForNextDue(services);
      return report;
    }
  }
  // A run stops after maxBatches full batches with more likely due: the next run follows at once,
  // not at the next minute's sweep (a busy spell's backlog drained only a thousand mails a minute).
  await deliverSoon(services);
  return report;
}

/** Mails not yet sent nor given up (the backlog an operator watches); the pending index answers it. */
export async function countPendingMail(db: Executor): Promise<number> {
  const [{ pending } = { pending: 0 }] = await db.select({ pending: count() }).from(mailOutbox).where(isNotNull(mailOutbox.payload));
  return pending;
}

type ClaimedMail = Awaited<ReturnType<typeof claimDueMail>>[number];

async function claimDueMail(services: Services, limit: number) {
  const now = services.now();
  const due = services.db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(isNotNull(mailOutbox.payload), or(isNull(mailOutbox.nextAttemptAt), lte(mailOutbox.nextAttemptAt, now))))
    .orderBy(asc(mailOutbox.id))
    .limit(limit)
    .for("update", { skipLocked: true });
  const rows = await services.db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + DELIVERY_LEASE_MS) })
    .where(and(inArray(mailOutbox.id, due), isNotNull(mailOutbox.payload)))
    .returning({ id: mailOutbox.id, kind: mailOutbox.kind, payload: mailOutbox.payload, attempts: mailOutbox.attempts });
  return rows.sort((a, b) => a.id - b.id);
}

/** The row as this run claimed it: a row claimed again since (its lease lapsed) is no longer this run's. */
function heldBy(row: ClaimedMail) {
  return and(eq(mailOutbox.id, row.id), eq(mailOutbox.attempts, row.attempts));
}

/** Runs `work` while renewing the lease of each claimed row not yet settled (`row.payload` cleared when it is). */
async function whileLeased<T>(services: Services, claimed: ClaimedMail[], work: () => Promise<T>): Promise<T> {
  if (claimed.length === 0) return work();
  const renew = setInterval(() => {
    const held = claimed.filter((row) => row.payload !== null);
    if (held.length === 0) return;
    // One statement for every row still held, each by its own claim.
    services.db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(services.now().getTime() + DELIVERY_LEASE_MS) })
      .where(and(or(...held.map(heldBy)), isNotNull(mailOutbox.payload)))
      .catch((error: unknown) => console.error(`Mail leases of ${held.length} not renewed:`, error instanceof Error ? error.message : error));
  }, LEASE_RENEW_MS);
  try {
    return await work();
  } finally {
    clearInterval(renew);
  }
}

/**
 * Sends a claimed batch, DELIVERY_CONCURRENCY at a time. Answers the reason when the mail server
 * could not be reached: the mails not yet sent then wait for OUTAGE_RETRY_MS, uncounted.
 */
async function deliverBatch(services: Services, claimed: ClaimedMail[], report: DeliveryReport): Promise<string | null> {
  let outage: string | null = null;
  const queue = [...claimed];
  const sender = async () => {
    for (let row = queue.shift(); row; row = queue.shift()) {
      if (outage) await deferForOutage(services, row, outage, report);
      else {
        const down = await deliverOne(services, row, report);
        if (down) {
          outage ??= down;
          await deferForOutage(services, row, down, report);
        }
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(DELIVERY_CONCURRENCY, claimed.length) }, sender));
  return outage;
}

/** Sends one row and settles it; answers the reason when the mail server could not be reached (the row is then left to the caller). */
async function deliverOne(services: Services, row: ClaimedMail, report: DeliveryReport): Promise<string | null> {
  const payload = row.payload;
  if (!payload) return null;
  try {
    await services.mail.send({ ...payload, kind: row.kind, messageId: outboxMessageId(row.id, services.config.appUrl) });
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
    if (mailServerUnreachable(error)) return reason;
    const givingUp = row.attempts >= MAX_DELIVERY_ATTEMPTS;
    row.payload = null;
    await services.db
      .update(mailOutbox)
      .set(
        givingUp
          ? { payload: null, nextAttemptAt: null, error: `Given up after ${row.attempts} attempts: ${reason}` }
          : { nextAttemptAt: new Date(services.now().getTime() + retryDelayMs(row.attempts)), error: reason },
      )
      .where(heldBy(row));
    // Logged without the mail's content or address.
    console.error(`Mail ${row.id} (${row.kind}) attempt ${row.attempts} failed${givingUp ? ", given up" : ""}: ${reason}`);
    if (givingUp) report.gaveUp++;
    else report.failed++;
    return null;
  }
  row.payload = null;
  await services.db.update(mailOutbox).set({ sentAt: services.now(), payload: null, nextAttemptAt: null, error: null }).where(heldBy(row));
  report.sent++;
  return null;
}

/** An outbox row's Message-ID: the row's id at the app's host, so each attempt of one mail carries the same. */
export function outboxMessageId(id: number, appUrl: string): string {
  return `<mail-${id}@${new URL(appUrl).hostname}>`;
}

/** Gives a claimed row back for after the outage, its attempt uncounted. */
async function deferForOutage(services: Services, row: ClaimedMail, reason: string, report: DeliveryReport) {
  if (!row.payload) return;
  row.payload = null;
  await services.db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} - 1`, nextAttemptAt: new Date(services.now().getTime() + OUTAGE_RETRY_MS), error: reason })
    .where(heldBy(row));
  report.deferred++;
}

/**
 * After a run that drained what was due: mail due within the minute (held by a run that died, whose
 * lease is lapsing; or waiting out an outage) gets a run at that moment. Later mail is the cron's.
 */
async function askForNextDue(services: Services) {
  const now = services.now();
  const [next] = await services.db
    .select({ at: sql<Date | null>`min(${mailOutbox.nextAttemptAt})`.mapWith(mailOutbox.nextAttemptAt) })
    .from(mailOutbox)
    .where(and(isNotNull(mailOutbox.payload), gt(mailOutbox.nextAttemptAt, now), lte(mailOutbox.nextAttemptAt, new Date(now.getTime() + 60_000))));
  if (next?.at) await services.jobs.nudgeLater("mail-delivery", (next.at.getTime() - now.getTime()) / 1000 + 1);
}

/** The mail written to the disk outbox (embedded demo without SMTP), newest first, for /dev/mail. */
export async function listOutbox(services: Pick<Services, "config">, filter: { to?: string; limit?: number } = {}): Promise<OutboxMail[]> {
  const to = filter.to?.trim().toLowerCase() ?? "";
  const mails = await readOutbox(services.config.mailOutboxDir);
  return mails.filter((mail) => !to || mail.to.toLowerCase() === to).slice(0, filter.limit ?? 50);
}

// ---------------------------------------------------------------------------------------------
// A simple layout: plain text first, and the same content as light HTML.

export type MailBlock =
  | string
  | { button: { label: string; url: string } }
  | { code: string }
  | { small: string };

export interface MailContent {
  /** Shown as the first line ("Hello Ada,"). */
  greeting: string;
  blocks: MailBlock[];
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

const signOff = `The ${PRODUCT_NAME} team`;

export function renderMail({ greeting, blocks }: MailContent): { text: string; html: string } {
  const text = [
    greeting,
    ...blocks.map((block) => {
      if (typeof block === "string") return block;
      if ("button" in block) return `${block.button.label}: ${block.button.url}`;
      if ("code" in block) return `    ${block.code}`;
      return block.small;
    }),
    signOff,
  ].join("\n\n");

  const paragraph = 'style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#1f1a17"';
  const html = [
    '<!doctype html><html lang="en-GB"><body style="margin:0;padding:24px;background:#faf6f0;font-family:Georgia,serif">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;padding:32px;border-radius:8px">',
    `<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#1f1a17">${PRODUCT_NAME}</p>`,
    `<p ${paragraph}>${escapeHtml(greeting)}</p>`,
    ...blocks.map((block) => {
      if (typeof block === "string") return `<p ${paragraph}>${escapeHtml(block)}</p>`;
      if ("button" in block) {
        const url = escapeHtml(block.button.url);
        return (
          `<p style="margin:24px 0"><a href="${url}" style="display:inline-block;padding:12px 20px;background:#9b2c1f;color:#ffffff;` +
          `text-decoration:none;border-radius:6px;font-weight:bold">${escapeHtml(block.button.label)}</a></p>` +
          `<p style="margin:0 0 16px;font-size:13px;color:#5b524c">If the button does not work, copy this link into your browser: ${url}</p>`
        );
      }
      if ("code" in block) {
        return `<p style="margin:16px 0;font-family:Menlo,Consolas,monospace;font-size:20px;letter-spacing:1px;color:#1f1a17">${escapeHtml(block.code)}</p>`;
      }
      return `<p style="margin:0 0 16px;font-size:13px;color:#5b524c">${escapeHtml(block.small)}</p>`;
    }),
    `<p ${paragraph}>${escapeHtml(signOff)}</p>`,
    "</div></body></html>",
  ].join("");
  return { text, html };
}
