// Where mail goes: SMTP when SMTP_URL is set, otherwise an outbox folder on disk (listed at /dev/mail).
import { randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the mail is for ("activation", "temporary-password", ...), kept for the outbox and tests. */
  kind: string;
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

export async function createSmtpTransport(url: string, from: string): Promise<MailTransport> {
  const nodemailer = await import("nodemailer");
  const transporter = nodemailer.createTransport(url);
  return {
    name: "smtp",
    async send({ to, subject, text, html }) {
      await transporter.sendMail({ from, to, subject, text, html });
    },
  };
}

/** One JSON file per mail, named so that a directory listing sorts oldest first. */
export function createOutboxTransport(dir: string, from: string): MailTransport {
  return {
    name: "outbox",
    async send(message) {
      await mkdir(dir, { recursive: true });
      const mail: OutboxMail = { ...message, id: randomUUID(), from, sentAt: new Date().toISOString() };
      const file = `${mail.sentAt.replace(/[:.]/g, "-")}-${mail.id}.json`;
      await writeFile(path.join(dir, file), JSON.stringify(mail, null, 2));
    },
  };
}

export async function readOutbox(dir: string): Promise<OutboxMail[]> {
  let files: string[];
  try {
    files = (await readdir(dir)).filter((f) => f.endsWith(".json")).sort();
  } catch {
    return [];
  }
  const mails = await Promise.all(files.map(async (f) => JSON.parse(await readFile(path.join(dir, f), "utf8")) as OutboxMail));
  return mails.reverse();
}

/** For tests: keeps what was "sent" in memory. */
export function createMemoryTransport(): MailTransport & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return { name: "memory", sent, async send(message) { sent.push(message); } };
}
