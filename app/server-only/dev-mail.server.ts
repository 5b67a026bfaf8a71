// The embedded demo's mail outbox, for /dev/mail. The web server decides who may read it: only in the
// demo without SMTP, and only the person at the machine (a loopback client), as the outbox holds
// activation links and temporary passwords.
import type { OutboxMail } from "~server/domain/mail";
import { CLIENT_IP_HEADER } from "~shared/http-headers";
import { webServer } from "./web-server.server";

/** The newest mails (to one address when `to` is given), or null when this request may not see them. */
export function readDevOutbox(request: Request, to: string): Promise<OutboxMail[] | null> {
  return webServer().devOutbox(request.headers.get(CLIENT_IP_HEADER), to);
}
