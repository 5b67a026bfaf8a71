// Reads the mail the server under test "sent": with DATA_DIR=./data/e2e and no SMTP, every mail is a
// JSON file in ./data/e2e/mail ({to, subject, text, kind, sentAt, …}). Mail arrives a moment after
// the request that sends it, so the readers poll briefly.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  kind: string;
  sentAt: string;
}

export const outboxDir = path.resolve(process.env.E2E_MAIL_DIR ?? path.join(process.env.E2E_DATA_DIR ?? "data/e2e", "mail"));

/** Every mail sent to `address` (case-insensitive), oldest first. */
export async function mailsTo(address: string): Promise<OutboxMail[]> {
  let files: string[];
  try {
    files = (await readdir(outboxDir)).filter((file) => file.endsWith(".json"));
  } catch {
    return [];
  }
  const wanted = address.trim().toLowerCase();
  const mails: OutboxMail[] = [];
  for (const file of files) {
    try {
      const mail = JSON.parse(await readFile(path.join(outboxDir, file), "utf8")) as OutboxMail;
      if (mail.to.trim().toLowerCase() === wanted) mails.push(mail);
    } catch {
      // A file still being written: it is read on the next poll.
    }
  }
  return mails.sort((a, b) => a.sentAt.localeCompare(b.sentAt));
}

/**
 * Waits for the `count`-th mail of `kind` to `address` (the first by default) and returns it.
 * Fails after `timeoutMs` with what did arrive.
 */
export async function waitForMail(address: string, kind: string, { count = 1, timeoutMs = 20_000 } = {}): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = (await mailsTo(address)).filter((mail) => mail.kind === kind);
    if (mails.length >= count) return mails[count - 1]!;
    if (Date.now() > deadline) {
      const seen = (await mailsTo(address)).map((mail) => mail.kind).join(", ") || "none";
      throw new Error(`No ${kind} mail #${count} for ${address} within ${timeoutMs} ms (mail seen: ${seen})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The path of the activation link in an activation mail ("/activation/<code>"). */
export function activationPath(mail: OutboxMail): string {
  const match = /https?:\/\/[^\s/]+(\/activation\/[A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match) throw new Error(`No activation link in the mail "${mail.subject}"`);
  return match[1]!;
}

/** The temporary password in a temporary-password mail: the indented line of its own. */
export function temporaryPassword(mail: OutboxMail): string {
  const match = /^ {4}(\S+)$/m.exec(mail.text);
  if (!match) throw new Error(`No temporary password in the mail "${mail.subject}"`);
  return match[1]!;
}
