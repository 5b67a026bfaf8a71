// The embedded demo's mail outbox, for /dev/mail. Only in the demo without SMTP, and only to the
// person at the machine (a loopback client): the outbox holds activation links and temporary passwords.
import { CLIENT_IP_HEADER } from "~server/http/headers";
import { getEnv } from "~server/env.server";
import { isLoopback } from "~server/http/addresses";
import { listOutbox, type OutboxMail } from "~server/domain/mail";
import { getServices } from "~server/services";

/** The newest mails (to one address when `to` is given), or null when this request may not see them. */
export async function readDevOutbox(request: Request, to: string): Promise<OutboxMail[] | null> {
  const env = getEnv();
  if (!env.DEMO_MODE || env.SMTP_URL || !isLoopback(request.headers.get(CLIENT_IP_HEADER))) return null;
  return listOutbox(await getServices(), { to, limit: 50 });
}
