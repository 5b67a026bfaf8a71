// Where mail goes: SMTP when SMTP_URL is set, otherwise an outbox folder on disk (listed at /dev/mail).
import { randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { MailAttachment } from "~server/db/schema/platform";

export type { MailAttachment };

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the mail is for ("activation", "temporary-password", ...), kept for the outbox and tests. */
  kind: string;
  /** Small text files sent with the mail (a booking's .ics). */
  attachments?: MailAttachment[];
  /** Extra headers (List-Unsubscribe on mail to subscribers). */
  headers?: Record<string, string>;
  /**
   * The Message-ID, the same at every attempt of one outbox row: a mail sent again after a crash
   * (delivery is at least once) is the same message to the receiving servers and mail clients,
   * which show it once.
   */
  messageId?: string;
}

export interface OutboxMail extends MailMessage {
  id: string;
  from: string;
  sentAt: string;
}

export interface MailTransport {
  readonly name: "smtp" | "outbox" | "memory";
  send(message: MailMessage): Promise<void>;
}

/**
 * How long a send may wait on the SMTP server: to connect, for its greeting, and for any answer.
 * nodemailer's own defaults (2 min, 30 s, 10 min) let one silent server hold a delivery run, and the
 * job queue's worker with it, for minutes.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

/** Connections kept open to the SMTP server: the delivery run's DELIVERY_CONCURRENCY sends share them. */
const SMTP_CONNECTIONS = 5;

/**
 * Whether a send failed because the mail server could not be reached or would not serve at all
 * (refused, timed out, connection dropped, authentication, 421 "service not available"), rather
 * than refusing this one message: the delivery run then holds its mail back without counting the
 * attempt (server/domain/mail.ts). The disk outbox's failures (a full or read-only disk) are of
 * the same kind: nothing can be written until an operator acts.
 */
export function mailServerUnreachable(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
  if (responseCode === 421) return true;
  return typeof code === "string" && SERVER_FAILURES.has(code);
}

const SERVER_FAILURES = new Set([
  // nodemailer's
  "ECONNECTION",
  "ETIMEDOUT",
  "ESOCKET",
  "EDNS",
  "EAUTH",
  "ETLS",
  // Node's, from a socket or the disk outbox
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOSPC",
  "EROFS",
  "EACCES",
]);

/**
 * SMTP_URL with the pool and the time limits as its query (nodemailer reads options from the URL and,
 * given a URL, from nowhere else); those the operator wrote in SMTP_URL stay theirs.
 */
export function pooledSmtpUrl(url: string): string {
  const parsed = new URL(url);
  const defaults: Record<string, string | number | boolean> = { pool: true, maxConnections: SMTP_CONNECTIONS, ...SMTP_TIMEOUTS };
  for (const [key, value] of Object.entries(defaults)) if (!parsed.searchParams.has(key)) parsed.searchParams.set(key, String(value));
  return parsed.toString();
}

export async function createSmtpTransport(url: string, from: string): Promise<MailTransport> {
  const nodemailer = await import("nodemailer");
  const transporter = nodemailer.createTransport(pooledSmtpUrl(url));
  return {
    name: "smtp",
    async send({ to, subject, text, html, attachments, headers, messageId }) {
      await transporter.sendMail({ from, to, subject, text, html, attachments, headers, messageId });
    },
  };
}

/**
 * One JSON file per mail, named so that a directory listing sorts oldest first. A mail holds
 * activation links and temporary passwords: the file is readable by its owner only, and written
 * under a temporary name then renamed, so a reader (or a kill -9) never sees half a file.
 */
export function createOutboxTransport(dir: string, from: string): MailTransport {
  return {
    name: "outbox",
    async send(message) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const mail: OutboxMail = { ...message, id: randomUUID(), from, sentAt: new Date().toISOString() };
      const file = path.join(dir, `${mail.sentAt.replace(/[:.]/g, "-")}-${mail.id}.json`);
      const partial = path.join(dir, `.${mail.id}.tmp`);
      try {
        await writeFile(partial, JSON.stringify(mail, null, 2), { mode: 0o600, flag: "wx" });
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
  };
}

/** The outbox, newest first. A file that is empty or not a mail (a crash mid-write) is skipped. */
export async function readOutbox(dir: string): Promise<OutboxMail[]> {
  let files: string[];
  try {
    files = (await readdir(dir)).filter((f) => f.endsWith(".json")).sort();
  } catch {
    return [];
  }
  const mails = await Promise.all(files.map((f) => readOutboxFile(path.join(dir, f))));
  return mails.filter((mail): mail is OutboxMail => mail !== null).reverse();
}

async function readOutboxFile(file: string): Promise<OutboxMail | null> {
  try {
    const mail = JSON.parse(await readFile(file, "utf8")) as Partial<OutboxMail> | null;
    const fields = [mail?.id, mail?.to, mail?.subject, mail?.text, mail?.kind, mail?.sentAt];
    return fields.every((field) => typeof field === "string") ? (mail as OutboxMail) : null;
  } catch {
    return null;
  }
}

/** For tests: keeps what was "sent" in memory. */
export function createMemoryTransport(): MailTransport & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return { name: "memory", sent, async send(message) { sent.push(message); } };
}
