// The process's services, built once from the environment: database, mail, job queue, clock.
// The API and the domain receive them as arguments, so tests can build their own.
import { createHmac } from "node:crypto";
import path from "node:path";
import { openDatabase, type Database, type Db } from "./db/client";
import { getEnv, mailDeliveryWarning, type Env } from "./env.server";
import { createOutboxTransport, createSmtpTransport, type MailTransport } from "./integrations/mail/transport";
import { createPaymentProvider, type PaymentProvider } from "./integrations/payments";
import { createStorage, type ObjectStorage } from "./integrations/storage";
import { isPublicKey } from "./domain/uploads/uploads";
import type { JobQueue } from "./jobs/queue";
import { sharedReads, type SharedReads } from "./domain/shared-reads";
import { clearedOnEveryWorker } from "./http/cluster-worker";

export interface Services {
  db: Db;
  mail: MailTransport;
  /** Media files: local disk (DATA_DIR/uploads) or S3 when S3_BUCKET is set. */
  storage: ObjectStorage;
  /** Card payments: Stripe, or the built-in sandbox (ADR 023). */
  payments: PaymentProvider;
  /** Background and scheduled work (pg-boss); in tests a manual queue that only records nudges. */
  jobs: JobQueue;
  /** The current time; tests move it. */
  now: () => Date;
  /** What is the same for everyone, read once per few seconds (ADR 045); absent: every read is fresh. */
  sharedReads?: SharedReads;
  /** Waits (the login slow-down); tests replace it to record the delays instead. */
  sleep?: (ms: number) => Promise<void>;
  config: {
    appUrl: string;
    mailOutboxDir: string;
    /** Signs the links Marquee mails (one-click unsubscribe); derived from the session secret, never the secret itself. */
    linkSecret: string;
    /** The keys of SESSION_SECRET's older secrets while it rotates: links mailed before still verify. */
    olderLinkSecrets?: readonly string[];
    /** Where visitors' contact messages go (CONTACT_EMAIL). */
    supportEmail: string;
  };
  close(): Promise<void>;
}

/**
 * What a start does with the opened database and storage before the jobs start and the server
 * listens: server/main.ts seeds the embedded demo there (server/seed/first-start.ts). Handed in, not
 * imported: the domain and the metrics reach this module, and the seed imports the domain, so an
 * import of the seed from here would close a circle.
 */
export type BeforeJobs = (opened: { db: Db; storage: ObjectStorage; env: Env }) => Promise<void>;

export async function buildServices(env: Env = getEnv(), beforeJobs?: BeforeJobs): Promise<Services> {
  const database: Database = env.DATABASE_URL
    ? await openDatabase({ url: env.DATABASE_URL, settings: env })
    : await openDatabase({ dataDir: path.join(env.DATA_DIR, "db") });
  const mailOutboxDir = path.join(env.DATA_DIR, "mail");
  const mail = env.SMTP_URL
    ? await createSmtpTransport(env.SMTP_URL, env.MAIL_FROM)
    : createOutboxTransport(mailOutboxDir, env.MAIL_FROM);
  const warning = mailDeliveryWarning(env);
  if (warning) console.error(warning);
  await ensureReferenceData(database.db);
  const storage = createStorage(env, isPublicKey);
  await beforeJobs?.({ db: database.db, storage, env });
  const { createManualJobQueue, startJobQueue } = await import("./jobs/queue");
  const { jobDefinitions } = await import("./jobs");
  const now = () => new Date();
  const services: Services = {
    db: database.db,
    mail,
    storage,
    payments: createPaymentProvider(env, { db: database.db, now }),
    jobs: createManualJobQueue(),
    now,
    // A write on one worker of several clears every worker's (ADR 046).
    sharedReads: clearedOnEveryWorker(sharedReads({ ttlMs: env.NODE_ENV === "production" ? env.SHARED_DATA_CACHE_SECONDS * 1000 : 0, maxEntries: 2000 })),
    config: { appUrl: env.APP_URL, mailOutboxDir, linkSecret: mailedLinkKey(env.SESSION_SECRETS[0]!), olderLinkSecrets: env.SESSION_SECRETS.slice(1).map(mailedLinkKey), supportEmail: env.CONTACT_EMAIL },
    async close() {
      await services.jobs.stop();
      await database.close();
    },
  };
  // Said at every start, so no one mistakes test payments for real ones (ADR 023).
  console.info(
    services.payments.name === "sandbox"
      ? "Payments: the built-in sandbox provider (Test mode): no card is charged. Set the three STRIPE_* keys for real payments."
      : "Payments: Stripe.",
  );
  const { deliverSandboxEvents } = await import("./domain/payments/webhook");
  deliverSandboxEvents(services);
  try {
    services.jobs = await startJobQueue(database, services, jobDefinitions);
  } catch (error) {
    await database.close();
    throw error;
  }
  return services;
}

/** Packages, content pages, help centre and settings every deployment needs: brought up to the code's version. */
async function ensureReferenceData(db: Db) {
  const { applyReferenceData } = await import("./db/reference");
  const { from, to, applied } = await applyReferenceData(db);
  if (applied) console.info(`Reference data updated from version ${from} to ${to}.`);
}

// One instance per process, kept on globalThis so Vite's dev reloads reuse the open database.
const key = Symbol.for("marquee.services");
type Holder = { [key]?: Promise<Services> };

/** The first to ask builds them: server/main.ts, before it listens, with what its start does before the jobs. */
export function getServices(beforeJobs?: BeforeJobs): Promise<Services> {
  const holder = globalThis as Holder;
  holder[key] ??= buildServices(getEnv(), beforeJobs).catch((error) => {
    delete holder[key];
    throw error;
  });
  return holder[key];
}

export async function closeServices(): Promise<void> {
  const holder = globalThis as Holder;
  const pending = holder[key];
  delete holder[key];
  if (pending) await (await pending).close();
}

/** The key that signs mailed links, derived from a session secret (never the secret itself). */
function mailedLinkKey(sessionSecret: string): string {
  return createHmac("sha256", sessionSecret).update("marquee mailed links").digest("base64url");
}
