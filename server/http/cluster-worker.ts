// A worker's side of one HTTP process per core (WEB_CONCURRENCY > 1, ADR 046). What one worker must
// tell the others goes through the primary (server/http/cluster.ts), the one process that talks to all:
// - an accepted write clears every worker's shared reads, not only its own, so the writer's next
//   page shows it whichever worker serves it (ADR 045's rule, machine-wide);
// - a scrape answered by one worker reports the whole machine: the primary gathers every worker's
//   registry (prom-client's AggregatorRegistry) and the worker answers with the aggregate.
// In one process (no cluster) nothing is wrapped and nothing is sent.
import cluster from "node:cluster";
import { AggregatorRegistry, type Registry } from "prom-client";
import { freshReads, type SharedReads } from "../domain/shared-reads";

/** A worker → the primary → every other worker: forget your shared reads. */
export const CLEAR_SHARED_READS = "marquee:clear-shared-reads";
/**
 * A worker → the primary: it listens. A worker listens on a socket of its own (reusePort), so the
 * primary sees no "listening" event of node:cluster's and learns it from this.
 */
export const WORKER_SERVING = "marquee:worker-serving";
/** A worker → the primary: the machine's metrics, please (answered with METRICS_ANSWER). */
export const METRICS_ASKED = "marquee:metrics-asked";
export const METRICS_ANSWER = "marquee:metrics-answer";

export interface MetricsAnswer {
  type: typeof METRICS_ANSWER;
  id: number;
  text?: string;
  error?: string;
}

/** What GET /metrics answers with: a registry, or the machine's aggregate of every worker's. */
export type MetricsSource = Pick<Registry, "metrics" | "contentType">;

/** How long a scrape waits for the primary (which gives each worker 5 s: prom-client's own limit). */
const METRICS_WAIT_MS = 10_000;

export function isMessage(message: unknown, type: string): boolean {
  return typeof message === "object" && message !== null && (message as { type?: unknown }).type === type;
}

/** In a worker: `clear()` clears this worker's reads and every other worker's; another's clear clears these. */
export function clearedOnEveryWorker(reads: SharedReads): SharedReads {
  if (!cluster.isWorker || reads === freshReads) return reads;
  process.on("message", (message) => {
    if (isMessage(message, CLEAR_SHARED_READS)) reads.clear();
  });
  return {
    ...reads,
    clear() {
      reads.clear();
      process.send?.({ type: CLEAR_SHARED_READS });
    },
  };
}

/**
 * In a worker: answers the primary's aggregation with `registry`, and scrapes ask the primary for the
 * machine's metrics. Elsewhere: `registry` itself. Call once per process (it listens for messages).
 */
export function machineMetrics(registry: Registry): MetricsSource {
  if (!cluster.isWorker) return registry;
  AggregatorRegistry.setRegistries(registry);
  // Its constructor makes this worker answer the primary's clusterMetrics() requests.
  new AggregatorRegistry();
  const waiting = new Map<number, (answer: MetricsAnswer) => void>();
  let asked = 0;
  process.on("message", (message) => {
    if (isMessage(message, METRICS_ANSWER)) waiting.get((message as MetricsAnswer).id)?.(message as MetricsAnswer);
  });
  return {
    contentType: registry.contentType,
    metrics: () =>
      new Promise<string>((resolve, reject) => {
        const id = ++asked;
        const timer = setTimeout(() => waiting.get(id)?.({ type: METRICS_ANSWER, id, error: `no answer within ${METRICS_WAIT_MS / 1000} s` }), METRICS_WAIT_MS);
        waiting.set(id, ({ text, error }) => {
          waiting.delete(id);
          clearTimeout(timer);
          if (error === undefined) resolve(text ?? "");
          else reject(new Error(`the machine's metrics: ${error}`));
        });
        process.send?.({ type: METRICS_ASKED, id });
      }),
  };
}

/** In a worker: tells the primary it is serving (once it listens). Elsewhere nothing. */
export function sayServing(): void {
  if (cluster.isWorker) process.send?.({ type: WORKER_SERVING });
}
