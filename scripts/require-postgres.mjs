// Which PostgreSQL the API suite also runs on, for .ci/run: the one TEST_DATABASE_URL names, else the
// local server on 127.0.0.1:5432 when it answers. On CI one must answer: the suites only PostgreSQL
// can prove (concurrent bookings and checkouts, a crashed process, query plans) would otherwise not
// run while CI stays green. Prints the URL to use (nothing when there is none) and the reason on
// stderr; exits 1 on CI when PostgreSQL does not answer.
import net from "node:net";
import { pathToFileURL } from "node:url";

export const DEFAULT_POSTGRES_URL = "postgres://postgres@127.0.0.1:5432/postgres";

/** CI=true (or any value but "false"/"0"), as CI services set it. */
export function isCi(env = process.env) {
  const value = env.CI?.trim().toLowerCase();
  return !!value && value !== "false" && value !== "0";
}

/** Whether something accepts a TCP connection at the URL's host and port, within `timeoutMs`. */
export function answers(url, timeoutMs = 3000) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname.replace(/^\[|\]$/g, "") || "127.0.0.1", port: Number(port || 5432) });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once("connect", () => done(true));
    socket.once("error", () => done(false));
  });
}

/**
 * The decision: `{ url }` to run on (undefined: none), `ok` false when CI must stop, and a one-line
 * `message` saying why.
 * @param {NodeJS.ProcessEnv} env
 * @returns {Promise<{ url: string | undefined; ok: boolean; message: string }>}
 */
export async function choosePostgres(env = process.env) {
  const given = env.TEST_DATABASE_URL?.trim();
  const url = given || DEFAULT_POSTGRES_URL;
  const where = new URL(url).host;
  if (await answers(url)) return { url, ok: true, message: `PostgreSQL answers on ${where}: the API suite runs on it too, with the PostgreSQL-only suites` };
  const why = `PostgreSQL does not answer on ${where}${given ? " (TEST_DATABASE_URL)" : ""}`;
  if (isCi(env)) {
    return {
      url: undefined,
      ok: false,
      message: `${why}. CI must run the PostgreSQL-only suites (concurrency, crash, query plans): start PostgreSQL or set TEST_DATABASE_URL to one that answers.`,
    };
  }
  return { url: undefined, ok: true, message: `${why}: the PostgreSQL-only suites will not run (CI requires them)` };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { url, ok, message } = await choosePostgres();
  console.error(message);
  if (url) console.log(url);
  process.exit(ok ? 0 : 1);
}
