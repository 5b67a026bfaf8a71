// One HTTP worker process per core (WEB_CONCURRENCY > 1, ADR 046). This is the primary: it forks the
// workers, each running server/main.ts's web server on the same port (each on a listening socket of
// its own, SO_REUSEPORT: the kernel spreads new connections, and a worker that dies takes none
// that it had not accepted into a limbo), and serves nothing itself. It replaces a worker that dies, relays
// what a worker tells the others (server/http/cluster-worker.ts), and on SIGTERM or SIGINT stops the
// workers (each finishes its requests in flight) and exits 0.
//
// The workers start together, each as a machine would: the migrations wait on the migration lock, the
// reference data is applied under the same lock in one transaction, pg-boss installs its schema under
// its own lock, and the demo seed runs only on PGlite, which several workers refuse
// (server/env.server.ts). Several machines already start at once that way; preparing the database in
// the primary first would load the database code into a process that serves nothing, for no gain.
import cluster, { type Worker } from "node:cluster";
import { AggregatorRegistry } from "prom-client";
import { CLEAR_SHARED_READS, isMessage, METRICS_ANSWER, METRICS_ASKED, WORKER_SERVING, type MetricsAnswer } from "./cluster-worker";
import { WORKERS_STOP_MS } from "./graceful-stop";

/** A worker that ended while the primary was not stopping, and whether it had been serving. */
export interface WorkerExit {
  at: number;
  served: boolean;
}

export type AfterExit = { restartInMs: number } | { giveUp: string };

/** Exits older than this are forgotten: a worker that crashes once a day is simply replaced. */
export const RESTART_WINDOW_MS = 60_000;
/** This many workers ending before they served, within the window: the machine cannot start (a bad
 *  environment, an unreachable database); the primary exits non-zero rather than retrying forever. */
export const FAILED_STARTS_TO_GIVE_UP = 3;
const MAX_RESTART_DELAY_MS = 30_000;

/**
 * What to do after a worker ended, given every exit so far (the last one is this one): replace it at
 * once the first time in the window, then after 1, 2, 4… s (at most 30), so a worker that keeps
 * dying is not restarted in a tight loop; or give up when workers keep failing to start.
 */
export function afterWorkerExit(exits: readonly WorkerExit[], now: number): AfterExit {
  const recent = exits.filter((exit) => now - exit.at < RESTART_WINDOW_MS);
  const failedStarts = recent.filter((exit) => !exit.served).length;
  if (failedStarts >= FAILED_STARTS_TO_GIVE_UP) {
    return { giveUp: `${failedStarts} workers ended before serving within ${RESTART_WINDOW_MS / 1000} s` };
  }
  return { restartInMs: recent.length <= 1 ? 0 : Math.min(MAX_RESTART_DELAY_MS, 1000 * 2 ** (recent.length - 2)) };
}

/** A write to a worker that has just died fails; its exit is handled where it ends ("exit"). */
const ignoreClosed = () => {};

/** Forks `workers` workers and looks after them until a signal, then exits. */
export function servePrimary(workers: number): void {
  const aggregator = new AggregatorRegistry();
  const served = new WeakSet<Worker>();
  const restarts = new Set<NodeJS.Timeout>();
  let exits: WorkerExit[] = [];
  let stopping = false;

  // A worker killed while the primary writes to it (a relayed message, a scrape's request) fails that
  // write with EPIPE, emitted as the worker's "error": unheard, it would end the primary and every
  // other worker with it. The worker's exit is what matters, and "exit" handles it.
  const fork = () => cluster.fork().on("error", (error: NodeJS.ErrnoException) => console.error(`Worker channel: ${error.code ?? error.message}`));
  const others = (from: Worker) => Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => !!worker && worker !== from && worker.isConnected());

  cluster.on("message", (from, message: unknown) => {
    if (isMessage(message, WORKER_SERVING)) {
      served.add(from);
    } else if (isMessage(message, CLEAR_SHARED_READS)) {
      for (const worker of others(from)) worker.send(message as object, undefined, undefined, ignoreClosed);
    } else if (isMessage(message, METRICS_ASKED)) {
      const id = (message as { id: number }).id;
      const answer = (fields: Pick<MetricsAnswer, "text" | "error">) => from.isConnected() && from.send({ type: METRICS_ANSWER, id, ...fields }, undefined, undefined, ignoreClosed);
      aggregator.clusterMetrics().then(
        (text) => answer({ text }),
        (error: unknown) => answer({ error: error instanceof Error ? error.message : String(error) }),
      );
    }
  });

  cluster.on("exit", (worker, code, signal) => {
    if (stopping) return;
    const now = Date.now();
    exits = [...exits.filter((exit) => now - exit.at < RESTART_WINDOW_MS), { at: now, served: served.has(worker) }];
    const how = signal ? `by ${signal}` : `with exit code ${code}`;
    const next = afterWorkerExit(exits, now);
    if ("giveUp" in next) {
      console.error(`Marquee could not start: ${next.giveUp} (the last ended ${how}; the lines above say why).`);
      void stop("giving up", 1);
      return;
    }
    console.error(`Worker ${worker.process.pid} ended ${how}; a new one starts${next.restartInMs ? ` in ${next.restartInMs / 1000} s` : ""}.`);
    const timer = setTimeout(() => {
      restarts.delete(timer);
      if (!stopping) fork();
    }, next.restartInMs);
    restarts.add(timer);
  });

  async function stop(reason: string, code: number) {
    if (stopping) return;
    stopping = true;
    for (const timer of restarts) clearTimeout(timer);
    const alive = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => !!worker && !worker.isDead());
    if (alive.length) console.info(`${reason}: stopping ${alive.length} workers (each finishes its requests in flight)`);
    const ended = Promise.all(alive.map((worker) => new Promise((resolve) => (worker.isDead() ? resolve(null) : worker.once("exit", resolve)))));
    // Always SIGTERM: after a terminal's Ctrl-C the workers have had SIGINT already, and a worker
    // stops once whichever signals it gets (server/main.ts).
    for (const worker of alive) worker.process.kill("SIGTERM");
    const inTime = await Promise.race([ended.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), WORKERS_STOP_MS))]);
    if (!inTime) {
      console.error(`Workers still running after ${WORKERS_STOP_MS / 1000} s: killed.`);
      for (const worker of alive) if (!worker.isDead()) worker.process.kill("SIGKILL");
    }
    process.exit(inTime ? code : 1);
  }
  process.once("SIGTERM", () => void stop("SIGTERM", 0));
  process.once("SIGINT", () => void stop("SIGINT", 0));

  console.info(`Marquee: ${workers} HTTP workers (WEB_CONCURRENCY); this primary process (${process.pid}) serves nothing itself`);
  for (let i = 0; i < workers; i++) fork();
}
