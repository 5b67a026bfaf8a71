// What operators scrape at GET /metrics (server/http/metrics.ts; docs/deploying.md lists the names):
// requests by route, job failures, the queues' and backlogs' depths (read from the database at
// scrape time) and the process's own metrics, in a registry of our own. One per process, kept on
// globalThis: the web server's bundle and the app's build each carry a copy of this module.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { countPendingMail } from "./domain/mail";
import { countAwaitingReconciliation } from "./domain/payments/reconcile";
import { queueDepth } from "./domain/health";
import { JOB_NAMES } from "./jobs/queue";
import type { Services } from "./services";

export interface RequestObservation {
  /** A low-cardinality name of what answered (server/http/request-route.ts), never the raw path. */
  route: string;
  method: string;
  status: number;
  seconds: number;
}

export interface AppMetrics {
  registry: Registry;
  observeRequest(observation: RequestObservation): void;
  jobFailed(name: string): void;
}

export interface MetricsOptions {
  /** Where the gauges read the database at scrape time. */
  services: () => Promise<Pick<Services, "db" | "now" | "payments">>;
  /** The process's memory, CPU and event loop lag (prom-client's defaults); tests leave them out. */
  processMetrics?: boolean;
}

/** Methods Node accepts but nobody should send are counted together: the label stays small. */
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
export const methodLabel = (method: string) => (METHODS.has(method) ? method : "OTHER");

export function createMetrics({ services, processMetrics = true }: MetricsOptions): AppMetrics {
  const registry = new Registry();
  if (processMetrics) collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const duration = new Histogram({
    name: "marquee_http_request_duration_seconds",
    help: "Time from a request's arrival to its answer's last byte (or the client leaving), by route and method.",
    labelNames: ["route", "method"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const responses = new Counter({
    name: "marquee_http_responses_total",
    help: "Answers by route, method and status (499: the client left before the answer was sent).",
    labelNames: ["route", "method", "status"] as const,
    registers,
  });
  const jobFailures = new Counter({
    name: "marquee_job_failures_total",
    help: "Job runs that threw, by job (pg-boss retries them).",
    labelNames: ["job"] as const,
    registers,
  });
  // Every job's series exists from the start, so rate() sees the first failure.
  for (const job of JOB_NAMES) jobFailures.inc({ job }, 0);

  // A gauge that cannot read the database says so rather than a false 0: NaN, or no series where it has labels.
  const read = async (gauge: Gauge<string>, what: string, fill: (given: Awaited<ReturnType<typeof services>>) => Promise<void>, labelled = false) => {
    gauge.reset();
    try {
      await fill(await services());
    } catch (error) {
      console.error(`metrics: could not read ${what}:`, error instanceof Error ? error.message : error);
      gauge.reset();
      if (!labelled) gauge.set(NaN);
    }
  };

  // The database's gauges: with several workers (ADR 046) each reads the same rows, so the machine's
  // aggregate takes one reading (the largest), not their sum as for the counters.
  new Gauge({
    name: "marquee_job_queue_jobs",
    aggregator: "max",
    help: "Jobs waiting (queued, including retries) and running (active) in pg-boss, by job.",
    labelNames: ["job", "state"] as const,
    registers,
    async collect() {
      await read(this, "the job queue", async ({ db }) => {
        // Every job's series, 0 when none waits: an absent series then only means the read failed.
        const depth = await queueDepth(db);
        for (const job of JOB_NAMES) for (const state of ["queued", "active"]) this.set({ job, state }, 0);
        for (const row of depth) this.set({ job: row.name, state: row.state }, row.jobs);
      }, true);
    },
  });
  new Gauge({
    name: "marquee_mail_backlog",
    aggregator: "max",
    help: "Mails in the outbox not yet sent nor given up.",
    registers,
    async collect() {
      await read(this, "the mail outbox", async ({ db }) => this.set(await countPendingMail(db)));
    },
  });
  new Gauge({
    name: "marquee_payments_awaiting_reconciliation",
    aggregator: "max",
    help: "Checkouts the next payment-reconcile run will ask the payment provider about.",
    registers,
    async collect() {
      await read(this, "the payments awaiting reconciliation", async (given) => this.set(await countAwaitingReconciliation(given)));
    },
  });

  return {
    registry,
    observeRequest({ route, method, status, seconds }) {
      const labels = { route, method: methodLabel(method) };
      duration.observe(labels, seconds);
      responses.inc({ ...labels, status: String(status) });
    },
    jobFailed(name) {
      jobFailures.inc({ job: name });
    },
  };
}

const key = Symbol.for("marquee.metrics");
type Holder = { [key]?: AppMetrics };

/** The process's metrics, on the process's services (made on first use). */
export function processMetrics(): AppMetrics {
  const holder = globalThis as Holder;
  holder[key] ??= createMetrics({ services: () => import("./services").then(({ getServices }) => getServices()) });
  return holder[key];
}
