// What the tests of the built server share (tests/api/cluster.test.ts, tests/api/database-loss.test.ts):
// a database of their own made from the run's template, requests on loopback that say how the
// connection went, and waiting for a condition with a generous deadline.
import { randomBytes } from "node:crypto";
import http from "node:http";
import { inject } from "vitest";
import { testDatabaseUrl } from "./database";

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** A keep-alive agent to reuse its connection; by default each request has a connection of its own. */
  agent?: http.Agent;
}

/** One request to 127.0.0.1:`port`: its whole answer, or the connection's error (ECONNREFUSED…). */
export function request(port: number, pathname: string, options: RequestOptions = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path: pathname, method: options.method ?? "GET", headers: options.headers, agent: options.agent ?? false }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, text }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(options.body);
  });
}

/**
 * True when a new connection to `port` is refused: the server listens no more. A connection that is
 * accepted but not answered within a second counts as not refused yet (one that reached a worker's
 * listening socket just before it closed).
 */
export function refusesConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const req = http.get({ host: "127.0.0.1", port, path: "/healthz", agent: false }, (res) => {
      res.resume();
      resolve(false);
    });
    req.setTimeout(1000, () => req.destroy());
    req.on("error", (error: NodeJS.ErrnoException) => resolve(error.code === "ECONNREFUSED"));
  });
}

/** Waits until `done()` is true (checked every 100 ms); fails after `ms`. Returns how long it took. */
export async function until(what: string, done: () => boolean | Promise<boolean>, ms = 20_000): Promise<number> {
  const started = Date.now();
  while (!(await done())) {
    if (Date.now() - started > ms) throw new Error(`${what}: not within ${ms / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return Date.now() - started;
}

/** A database of the test's own, a copy of the run's migrated template; `drop()` removes it, connections and all. */
export async function templateCopy(prefix: string): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const { default: pg } = await import("pg");
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: testDatabaseUrl });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  await admin(`CREATE DATABASE ${name} TEMPLATE ${inject("postgresTemplate")}`);
  const url = new URL(testDatabaseUrl!);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
