// An API on a fresh database, for API tests: call it as a client would, read what it mailed.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { createApi } from "~server/api";
import type { ApiAnswer } from "~server/api/respond";
import { CLIENT_IP_HEADER } from "~server/api/context";
import type { Db } from "~server/db/client";
import type { DatabaseSettings } from "~server/env.server";
import { deliverPendingMail } from "~server/domain/mail";
import { createMemoryTransport, type MailMessage, type MailTransport } from "~server/integrations/mail/transport";
import { createManualJobQueue, type JobName } from "~server/jobs/queue";
import type { Services } from "~server/services";
import { isPublicKey } from "~server/domain/uploads/uploads";
import { createLocalStorage, type LocalStorage } from "~server/integrations/storage/local";
import { handleLocalStorageRequest } from "~server/integrations/storage/local-http";
import { createSandboxProvider, type SandboxProvider } from "~server/integrations/payments/sandbox";
import { deliverSandboxEvents } from "~server/domain/payments/webhook";
import { ensurePackages } from "~tests/api/auth-support";
import { openTestDatabase } from "./database";

export interface TestApi {
  db: Db;
  services: Services;
  /** Mail the API sent, oldest first (delivered after each call, unless `deliverMail` is false). */
  mails: MailMessage[];
  /** The jobs the API asked the queue to run (no worker runs in tests). */
  nudges: JobName[];
  /** The runs the API asked for later (nudgeLater), with their delays in seconds. */
  later: { name: JobName; seconds: number }[];
  /** The local storage the API's uploads go to (a temporary folder, removed on close). */
  storage: LocalStorage;
  /** The sandbox payment provider the API takes payments with (on the test's database). */
  payments: SandboxProvider;
  /** What the storage's HTTP side (/storage) answers to a GET of one of its addresses, signed or public. */
  fetchStored(url: string, headers?: Record<string, string>): Promise<Response>;
  /** Moves the API's clock to a fixed instant; null puts it back on the real clock. */
  setNow(date: Date | null): void;
  call<T = unknown>(
    method: "GET" | "POST",
    path: string,
    options?: { token?: string | null; body?: unknown; ip?: string; headers?: Record<string, string> },
  ): Promise<ApiAnswer<T> & { status: number; headers: Headers }>;
  close(): Promise<void>;
}

export interface TestApiOptions {
  /** Where mail goes (default: memory, read in `mails`). */
  mail?: MailTransport;
  /** Run the mail-delivery job after each call, as the queue's worker would (default: true). */
  deliverMail?: boolean;
  /** PostgreSQL's pool settings (PGlite has none): by default the pool size of DATABASE_POOL_MAX and no timeouts. */
  database?: Partial<DatabaseSettings>;
}

export async function createTestApi(setup: TestApiOptions = {}): Promise<TestApi> {
  const database = await openTestDatabase(setup.database);
  const memory = createMemoryTransport();
  const jobs = createManualJobQueue();
  let now: Date | null = null;
  const storageDir = mkdtempSync(path.join(tmpdir(), "marquee-storage-"));
  const storage = createLocalStorage({ dir: storageDir, secrets: ["test-storage-secret"], isPublic: isPublicKey, now: () => now ?? new Date() });
  const close = async () => {
    await database.close();
    rmSync(storageDir, { recursive: true, force: true });
  };
  const clock = () => now ?? new Date();
  const payments = createSandboxProvider({ db: database.db, secret: "test-sandbox-secret", now: clock });
  const services: Services = {
    db: database.db,
    mail: setup.mail ?? memory,
    storage,
    payments,
    jobs,
    now: clock,
    config: { appUrl: "http://localhost:3000", mailOutboxDir: "/nonexistent", linkSecret: "test-link-secret", supportEmail: "support@marquee.test" },
    close,
  };
  deliverSandboxEvents(services);
  const api = createApi(services);
  return {
    db: database.db,
    services,
    mails: memory.sent,
    nudges: jobs.nudges,
    later: jobs.later,
    storage,
    payments,
    async fetchStored(url, headers = {}) {
      return (await handleLocalStorageRequest(storage, new Request(new URL(url, "http://test.local"), { headers })))!;
    },
    setNow(date) {
      now = date;
    },
    async call(method, path, options = {}) {
      const headers = new Headers({ accept: "application/json", ...options.headers });
      headers.set(CLIENT_IP_HEADER, options.ip ?? "203.0.113.1");
      if (options.token) headers.set("authorization", `Bearer ${options.token}`);
      let body: string | undefined;
      if (method === "POST") {
        headers.set("content-type", "application/json");
        body = JSON.stringify(options.body ?? {});
      }
      const response = await api.fetch(new Request(`http://test.local/api/auth/${path}`, { method, headers, body }));
      const answer = (await response.json()) as ApiAnswer<never>;
      if (setup.deliverMail !== false) await deliverPendingMail(services);
      return { ...answer, status: response.status, headers: response.headers };
    },
    close,
  };
}

export interface UseTestApiOptions extends TestApiOptions {
  /** Insert the free and premium packages most calls need (default: true). */
  packages?: boolean;
  /** Start the API's clock at this instant (default: the real clock). */
  now?: Date;
  /** PostgreSQL pool size, for the concurrency suites that need many real connections at once. */
  poolSize?: number;
}

/**
 * Registers the hooks of a test API for the enclosing file or `describe`: made (with the packages,
 * unless `packages: false`) before its tests, closed after them. The answer stands for that API; it
 * can be named at module level, but used only inside hooks and tests. Options may be a function, for
 * a file whose options need its own setup first (an earlier `beforeAll`).
 */
export function useTestApi(options: UseTestApiOptions | (() => UseTestApiOptions | Promise<UseTestApiOptions>) = {}): TestApi {
  const target = forThisFile("useTestApi: the test API", async () => {
    const { packages = true, now, poolSize, ...setup } = typeof options === "function" ? await options() : options;
    const api = await createTestApi(poolSize === undefined ? setup : { ...setup, database: { ...setup.database, DATABASE_POOL_MAX: poolSize } });
    if (now) api.setNow(now);
    if (packages) await ensurePackages(api);
    return api;
  });
  return new Proxy({} as TestApi, {
    get: (_, key) => Reflect.get(target(), key),
    set: (_, key, value) => Reflect.set(target(), key, value),
    has: (_, key) => Reflect.has(target(), key),
  });
}

/**
 * Something a test file opens before its tests and closes after them (a test API, the web app):
 * answers a getter that fails by name when called outside the file's hooks and tests.
 */
export function forThisFile<T extends { close(): Promise<void> }>(what: string, open: () => Promise<T>, timeoutMs?: number): () => T {
  let current: T | undefined;
  beforeAll(async () => {
    current = await open();
  }, timeoutMs);
  afterAll(async () => {
    await current?.close();
    current = undefined;
  });
  return () => {
    if (!current) throw new Error(`${what} exists only inside this file's hooks and tests`);
    return current;
  };
}
