// Sending mail: every message is recorded in mail_outbox, then handed to the transport (SMTP, the
// disk outbox or, in tests, memory), and its row marked sent or failed. Secrets in a message (a
// temporary password, an activation link) are kept out of the recorded copy.
import { eq } from "drizzle-orm";
import { mailOutbox } from "~server/db/schema";
import type { MailMessage } from "~server/integrations/mail/transport";
import type { Services } from "~server/services";

export type { MailMessage };

export interface SendMailOptions {
  /**
   * Strings to replace with "[hidden]" in the copy kept in mail_outbox (never in the sent mail):
   * temporary passwords, activation codes, the address of a deleted account.
   */
  secrets?: string[];
}

export interface SentMail {
  id: number;
  sent: boolean;
}

export const PRODUCT_NAME = "Marquee";

/**
 * Records and sends one mail. A transport failure does not throw: it is recorded on the row (the
 * caller's change has happened; the user can ask again), and logged without the mail's content.
 */
export async function sendMail(services: Services, message: MailMessage, options: SendMailOptions = {}): Promise<SentMail> {
  const hide = (value: string) => (options.secrets ?? []).filter(Boolean).reduce((text, secret) => text.split(secret).join("[hidden]"), value);
  const [row] = await services.db
    .insert(mailOutbox)
    .values({
      to: hide(message.to),
      subject: hide(message.subject),
      text: hide(message.text),
      html: message.html === undefined ? null : hide(message.html),
      kind: message.kind,
      createdAt: services.now(),
    })
    .returning({ id: mailOutbox.id });
  try {
    await services.mail.send(message);
    await services.db.update(mailOutbox).set({ sentAt: services.now() }).where(eq(mailOutbox.id, row.id));
    return { id: row.id, sent: true };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await services.db.update(mailOutbox).set({ error: reason.slice(0, 1000) }).where(eq(mailOutbox.id, row.id));
    console.error(`Mail ${row.id} (${message.kind}) could not be sent: ${reason}`);
    return { id: row.id, sent: false };
  }
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
