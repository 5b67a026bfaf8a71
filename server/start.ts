// What `node build/main.js` runs (scripts/build.mjs): the web server (server/main.ts) in this process,
// or with WEB_CONCURRENCY > 1 the primary of that many workers, each of which runs this file again and
// serves (server/http/cluster.ts). The web server is imported only where it serves: loaded by the
// primary, its dependencies would hold some 165 MB of memory in a process that serves nothing.
import cluster from "node:cluster";
import { getEnv } from "./env.server";
import { servePrimary } from "./http/cluster";

let workers = 1;
try {
  workers = getEnv().WEB_CONCURRENCY;
} catch (error) {
  console.error("Marquee could not start:", error instanceof Error ? error.message : error);
  process.exit(1);
}

if (cluster.isPrimary && workers > 1) servePrimary(workers);
else await import("./main");
