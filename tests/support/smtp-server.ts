// A real SMTP server on loopback for the mail tests (smtp-server), recording what it accepted.
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on 127.0.0.1. `refuse` makes it answer 451 to the next n messages; while `hold`
 * is set, a message's MAIL FROM is never answered (a server that hangs), counted in `held`.
 */
export class LoopbackSmtp {
  received: ReceivedMail[] = [];
  refuse = 0;
  hold = false;
  held = 0;
  private server: SMTPServer | null = null;

  constructor(public port = 0) {}

  async start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      // A server that goes down drops its clients' connections (the transport keeps a pool open).
      closeTimeout: 50,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onMailFrom: (_address, _session, callback) => {
        if (this.hold) {
          this.held += 1;
          return;
        }
        if (this.refuse > 0) {
          this.refuse -= 1;
          const error = Object.assign(new Error("Try again later"), { responseCode: 451 });
          return callback(error);
        }
        callback();
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          this.received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString("utf8"),
          });
          callback();
        });
      },
    });
    // A client that dies mid-session (a killed worker) resets its connection: no reason to stop serving.
    server.on("error", () => {});
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(this.port, "127.0.0.1", () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  to(address: string): ReceivedMail[] {
    return this.received.filter((mail) => mail.to.includes(address));
  }
}
