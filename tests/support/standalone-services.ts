// Services for a process of its own on a given database (the crash test's child, the payments
// bench): the sandbox provider with its events wired to the webhook handler, mail kept in memory,
// no job worker (nudges are only recorded) and no media storage.
import type { Database } from "~server/db/client";
import { deliverSandboxEvents } from "~server/domain/payments/webhook";
import { createMemoryTransport } from "~server/integrations/mail/transport";
import { createSandboxProvider, type SandboxProvider } from "~server/integrations/payments/sandbox";
import { createManualJobQueue } from "~server/jobs/queue";
import type { Services } from "~server/services";

export function standaloneServices(database: Database, sandboxSecret: string): Services & { payments: SandboxProvider } {
  const now = () => new Date();
  const services = {
    db: database.db,
    mail: createMemoryTransport(),
    storage: {} as Services["storage"],
    payments: createSandboxProvider({ db: database.db, secret: sandboxSecret, now }),
    jobs: createManualJobQueue(),
    now,
    config: { appUrl: "http://localhost:3000", mailOutboxDir: "/nonexistent", linkSecret: "test-link-secret", supportEmail: "support@marquee.test" },
    close: () => database.close(),
  };
  deliverSandboxEvents(services);
  return services;
}
