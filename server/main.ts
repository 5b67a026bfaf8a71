// The web server: Express serving the Remix app (whose routes include the API at /api/auth and
// /healthz), with security headers, client IPs for rate limits, and refusal of unserved methods and
// cross-site form posts.
// Development runs Vite in middleware mode; production serves the built app. Production starts it
// through server/start.ts: in this process, or in each of WEB_CONCURRENCY workers.
import cluster from "node:cluster";
import { readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import type { AppLoadContext, ServerBuild } from "@remix-run/node";
import express from "express";
import { CLIENT_IP_HEADER, HOST_SESSION_COOKIE_NAME, REQUEST_ID_HEADER, SESSION_COOKIE_NAME } from "~shared/http-headers";
import {
  expectedFormOrigin,
  identifyRequest,
  limitBodySize,
  MAX_FORM_BYTES,
  noStoreWithSession,
  refuseCrossSiteForms,
  refuseUnservedMethods,
  securityHeaders,
  trustProxySetting,
} from "./http/middleware";
import { browserConnectOrigins } from "./http/csp";
import { METRICS_PATH, metricsEndpoint } from "./http/metrics";
import { machineMetrics, sayServing } from "./http/cluster-worker";
import { drainOnClose, PROCESS_STOP_MS, REQUEST_DRAIN_MS } from "./http/graceful-stop";
import { observeRequests } from "./http/request-log";
import { nameRoute, requestRoute, STATIC_ROUTE } from "./http/request-route";
import { guardRouteInput } from "./http/input-guard";
import { installRouteMatchCache, staticHandlerRewritten } from "./http/route-matching";
import { installRouteTreeCache } from "./http/route-trees";
import { assertPatchedVersions } from "./dependency-patches";
import { visitorPageCache } from "./http/visitor-cache";
import { webAppPort, type WebAppPort } from "./http/web-app-port";
import { getEnv } from "./env.server";
import { processMetrics } from "./metrics";
import { closeServices, getServices } from "./services";
import { seedOnFirstStart } from "./seed/first-start";

/** What server/main.ts needs of the app's entry (app/entry.server.tsx). */
interface MarqueeEntry {
  connectWebServer: (port: WebAppPort) => void;
}

// Before any patch applies: a patch of a dependency's internals is only trusted at the version it was
// written for. And the environment is validated before the middleware below read it.
try {
  assertPatchedVersions();
  getEnv();
} catch (error) {
  console.error("Marquee could not start:", error instanceof Error ? error.message : error);
  process.exit(1);
}

// Before the app loads: every matchRoutes call of Remix and react-router goes through the cache, and
// the route trees a render builds are built once per build.
installRouteMatchCache();
installRouteTreeCache();

const production = process.env.NODE_ENV === "production";
if (production && !staticHandlerRewritten()) {
  console.warn("The route match cache does not cover Remix's static handler: start the server with `node --import ./instrument.server.mjs` (the preload), as the Dockerfile does.");
}
const port = Number(process.env.PORT ?? 3000);

const vite = production
  ? undefined
  : await import("vite").then((v) => v.createServer({ server: { middlewareMode: true } }));

// The app's routes, for the requests' route labels (server/http/request-route.ts).
let routeManifest: ServerBuild["routes"] | undefined;
// Every route's loader and action refuses text the database cannot store (a NUL) first. The app
// reaches the server only through the port it is handed here (again after each development reload).
const loadBuild = async (): Promise<ServerBuild> => {
  const build = vite
    ? ((await vite.ssrLoadModule("virtual:remix/server-build")) as ServerBuild)
    : ((await import(pathToFileURL(path.resolve("build/server/index.js")).href)) as ServerBuild);
  (build.entry.module as unknown as MarqueeEntry).connectWebServer(webAppPort);
  routeManifest = build.routes;
  return guardRouteInput(build);
};

const app = express();
app.disable("x-powered-by");
// Behind one proxy (Fly, a load balancer) the client's address is the last hop it added.
app.set("trust proxy", trustProxySetting(process.env.TRUST_PROXY));
// The environment is read per request: it is validated (with a clear message) just before listening.
const metricsOn = () => (getEnv().METRICS_TOKEN ? processMetrics() : null);
app.use(
  identifyRequest,
  observeRequests({ route: (req, res) => requestRoute(req, res, routeManifest), metrics: metricsOn, log: () => getEnv().REQUEST_LOG }),
);
app.use(
  securityHeaders(production, browserConnectOrigins(process.env)),
  refuseUnservedMethods,
  refuseCrossSiteForms(() => expectedFormOrigin(getEnv())),
  limitBodySize(MAX_FORM_BYTES),
);

if (vite) {
  // What Vite answers itself (modules, styles, files) is "static"; what it hands on is the app's.
  const viteFiles = vite.middlewares;
  app.use((req, res, next) => {
    nameRoute(res, STATIC_ROUTE);
    viteFiles(req, res, (error?: unknown) => {
      delete res.locals.route;
      next(error);
    });
  });
} else {
  const asStatic = (_req: express.Request, res: express.Response, next: express.NextFunction) => {
    nameRoute(res, STATIC_ROUTE);
    next();
  };
  app.use("/assets", asStatic, express.static("build/client/assets", { immutable: true, maxAge: "1y" }));
  // The other public files (favicon…) are known at start: asking the disk about every page's path
  // cost a stat and an ENOENT error per request.
  const publicFiles = new Set(
    readdirSync("build/client", { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${path.relative("build/client", path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`),
  );
  const serveFile = express.static("build/client", { maxAge: "1h" });
  app.use((req, res, next) => (publicFiles.has(req.path) ? asStatic(req, res, () => serveFile(req, res, next)) : next()));
}

// Before the app and its page cache: a scrape needs no session and is never kept (server/http/metrics.ts).
// A worker of several answers for the whole machine; its registry is there from the start for the
// primary to gather (server/http/cluster-worker.ts).
const machine = cluster.isWorker && getEnv().METRICS_TOKEN ? machineMetrics(processMetrics().registry) : undefined;
app.get(METRICS_PATH, metricsEndpoint({ token: () => getEnv().METRICS_TOKEN, registry: () => machine ?? processMetrics().registry }));

/** One context per request, shared by all its loaders (app/server-only/load-context.server.ts): no per-request globals. */
function getLoadContext(req: express.Request, res: express.Response): AppLoadContext {
  // identifyRequest has stamped both headers, overwriting anything the client sent; securityHeaders made the nonce.
  return {
    requestId: String(req.headers[REQUEST_ID_HEADER] ?? ""),
    clientIp: String(req.headers[CLIENT_IP_HEADER] ?? "unknown"),
    cspNonce: typeof res.locals.cspNonce === "string" ? res.locals.cspNonce : null,
  };
}

const sessionCookies = [SESSION_COOKIE_NAME, HOST_SESSION_COOKIE_NAME];
app.all(
  "*",
  noStoreWithSession(sessionCookies),
  visitorPageCache({ sessionCookies, ttlMs: production ? getEnv().VISITOR_PAGE_CACHE_SECONDS * 1000 : 0, maxEntries: 500 }),
  createRequestHandler({ build: vite ? loadBuild : await loadBuild(), mode: production ? "production" : "development", getLoadContext }),
);

// Development loads the app at start too (the first page is not left to compile it).
if (vite) await loadBuild();
// Before it listens: migrates, seeds the demo (the embedded database's first start).
try {
  await getServices(seedOnFirstStart);
} catch (error) {
  console.error("Marquee could not start:", error instanceof Error ? error.message : error);
  process.exit(1);
}

// A worker of several listens on a socket of its own (SO_REUSEPORT; the kernel spreads connections
// evenly): with node:cluster's default, the primary accepts each connection and hands it to a
// worker, and one handed to a worker that dies before taking it stays open in the primary, unanswered,
// forever (ADR 046, update of 28 November).
const server = app.listen({ port, reusePort: cluster.isWorker }, () => {
  console.info(`Marquee is serving http://localhost:${port} (Node.js ${process.version})`);
  sayServing();
});
const draining = drainOnClose(server);

let stopping = false;
/**
 * Stops as ADR 054 says, within PROCESS_STOP_MS: no new connections; requests in flight finish (each
 * connection closed after its answer) while the job worker finishes its job or hands it back; then
 * the database closes and the process exits 0. Past the budget it exits 1, having said what was left.
 */
async function stop(signal: string) {
  // Once: a worker of several gets a terminal's SIGINT, then the primary's SIGTERM.
  if (stopping) return;
  stopping = true;
  console.info(`${signal}: finishing requests in flight, then closing`);
  const overdue = setTimeout(() => {
    console.error(`Stopping took over ${PROCESS_STOP_MS / 1000} s (${draining.inFlight()} requests still in flight): exiting.`);
    process.exit(1);
  }, PROCESS_STOP_MS);
  overdue.unref();
  const drained = Promise.race([draining.close(), new Promise((resolve) => setTimeout(resolve, REQUEST_DRAIN_MS).unref())]);
  await Promise.all([drained, stopJobs()]);
  if (draining.inFlight() > 0) console.error(`${draining.inFlight()} requests still in flight after ${REQUEST_DRAIN_MS / 1000} s: closing anyway.`);
  await closeServices();
  await vite?.close();
  process.exit(0);
}

/** The job worker stops beside the requests (its running job finishes or is handed back); a failure to stop it is only said. */
async function stopJobs() {
  try {
    await (await getServices()).jobs.stop();
  } catch (error) {
    console.error("The job queue did not stop cleanly:", error instanceof Error ? error.message : error);
  }
}
process.once("SIGTERM", () => void stop("SIGTERM"));
process.once("SIGINT", () => void stop("SIGINT"));
