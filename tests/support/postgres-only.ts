// The API test files that prove something only PostgreSQL can (concurrent connections, a crashed
// process, the planner): those whose suites are declared with describeOnPostgres. Read by the Vitest
// config (the api project on PGlite leaves them out) and by the api project's setup (which says so in
// one line, or fails on CI, where they must run). Plain Node: the config loads it.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export { isCi } from "../../scripts/require-postgres.mjs";

export const POSTGRES_ONLY_MARKER = "describeOnPostgres(";

/** The PostgreSQL-only test files under `dir`, as paths relative to `root`. */
export function postgresOnlyFiles(root: string, dir = "tests/api"): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".test.ts"))
    .map((file) => path.join(dir, file).split(path.sep).join("/"))
    .filter((file) => readFileSync(path.join(root, file), "utf8").includes(POSTGRES_ONLY_MARKER))
    .sort();
}
