// An API on a fresh database, for API tests: call it as a client would, read what it mailed.
import { createApi } from "~server/api";
import type { ApiAnswer } from "~server/api/respond";
import { CLIENT_IP_HEADER } from "~server/api/context";
import type { Db } from "~server/db/client";
import { createMemoryTransport, type MailMessage } from "~server/integrations/mail/transport";
import type { Services } from "~server/services";
import { openTestDatabase } from "./database";

export interface TestApi {
  db: Db;
  services: Services;
  /** Mail the API sent, oldest first. */
  mails: MailMessage[];
  /** Moves the API's clock. */
  setNow(date: Date): void;
  call<T = unknown>(
    method: "GET" | "POST",
    path: string,
    options?: { token?: string | null; body?: unknown; ip?: string; headers?: Record<string, string> },
  ): Promise<ApiAnswer<T> & { status: number; headers: Headers }>;
  close(): Promise<void>;
}

export async function createTestApi(): Promise<TestApi> {
  const database = await openTestDatabase();
  const mail = createMemoryTransport();
  let now: Date | null = null;
  const services: Services = {
    db: database.db,
    mail,
    now: () => now ?? new Date(),
    config: { appUrl: "http://localhost:3000", mailOutboxDir: "/nonexistent" },
    close: () => database.close(),
  };
  const api = createApi(services);
  return {
    db: database.db,
    services,
    mails: mail.sent,
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
      return { ...answer, status: response.status, headers: response.headers };
    },
    close: () => database.close(),
  };
}
