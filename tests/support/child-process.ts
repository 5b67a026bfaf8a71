// A test's own server process (a checkout, a job worker): Node runs the script with tsx as its
// loader, so the process the test signals and watches is the one that does the work.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Db } from "~server/db/client";
import { testDatabaseUrl } from "./database";

export interface TestChild {
  process: ChildProcess;
  /** Everything it printed so far, stdout and stderr. */
  output(): string;
  /** Its exit: the code, or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }>;
  /** Resolves when it has printed `text`; rejects if it exits first or `ms` pass. */
  printed(text: string, ms?: number): Promise<void>;
}

export function startChild(script: string, env: Record<string, string>): TestChild {
  const child = spawn(process.execPath, ["--import", "tsx", path.resolve(script)], { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const listeners = new Set<() => void>();
  const take = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout.on("data", take);
  child.stderr.on("data", take);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }>((resolve, reject) => {
    child.on("error", reject);
    child.on("exit", (code, signal) => resolve({ code, signal, output }));
  });
  return {
    process: child,
    output: () => output,
    exited,
    printed(text, ms = 60_000) {
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => done(new Error(`The child did not print "${text}" within ${ms} ms:\n${output}`)), ms);
        const check = () => output.includes(text) && done();
        const done = (error?: Error) => {
          clearTimeout(timer);
          listeners.delete(check);
          if (error) reject(error);
          else resolve();
        };
        listeners.add(check);
        void exited.then(() => done(output.includes(text) ? undefined : new Error(`The child exited before it printed "${text}":\n${output}`)));
        check();
      });
    },
  };
}

/** The URL of the test's own PostgreSQL database (for a child that connects to it). */
export async function ownDatabaseUrl(db: Db): Promise<string> {
  const result = (await db.execute(sql`select current_database() as name`)) as unknown as { rows: Array<{ name: string }> };
  const url = new URL(testDatabaseUrl!);
  url.pathname = `/${result.rows[0]!.name}`;
  return url.toString();
}
