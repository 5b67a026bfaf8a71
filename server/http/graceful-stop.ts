// How a web server stops on SIGTERM (ADR 054): it stops accepting, lets every request in flight finish
// with its whole answer, and ends each keep-alive connection after its answer (`Connection: close`),
// so no client sends its next request on a connection that is about to close. The budget below is
// the one place that says how long each part may take; fly.toml's kill_timeout is over it
// (tests/unit/fly-toml.test.ts).
import type { IncomingMessage, Server, ServerResponse } from "node:http";

/** Requests in flight may finish within this (a page's API calls each end by API_TIMEOUT_MS, 10 s by default). */
export const REQUEST_DRAIN_MS = 15_000;
/** A process's whole stop: requests drained while the job worker stops (pg-boss waits up to 15 s), then the pool closes. */
export const PROCESS_STOP_MS = 20_000;
/** The primary of several workers waits this long for them all, then kills what is left (server/http/cluster.ts); under fly.toml's kill_timeout. */
export const WORKERS_STOP_MS = 25_000;

export interface Draining {
  /** Stops accepting and resolves once every connection has closed, each after its answer in flight. */
  close(): Promise<void>;
  /** Answers not yet finished (what `close` still waits for). */
  inFlight(): number;
}

/** Watches `server`'s answers from now on, so that `close()` can end each connection after its answer. */
export function drainOnClose(server: Server): Draining {
  const answering = new Set<ServerResponse>();
  let closing = false;
  const endAfterAnswer = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader("Connection", "close");
  };
  // Before the app's own listener, so the header is there whatever the app answers with.
  server.prependListener("request", (_req: IncomingMessage, res: ServerResponse) => {
    if (closing) endAfterAnswer(res);
    answering.add(res);
    res.once("close", () => {
      answering.delete(res);
      // An answer whose headers had gone out still said keep-alive: its connection is idle now.
      if (closing) setImmediate(() => server.closeIdleConnections());
    });
  });
  return {
    close() {
      closing = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const res of answering) endAfterAnswer(res);
      server.closeIdleConnections();
      return closed;
    },
    inFlight: () => answering.size,
  };
}
