// Every answered request is counted in the metrics (server/metrics.ts) and, when REQUEST_LOG is on,
// written as one JSON line on stdout:
//   {"time":"…","level":"info","msg":"request","requestId":"…","method":"GET","route":"/event-detail/:id/:slug","status":200,"durationMs":12.4}
// A request the client abandoned before its answer was sent gets status 499 (nginx's "client closed
// request") and "aborted":true. The line names the route, never the path: no query string, no ids or
// codes from the path, no IP, cookie, user, token or card (docs/decisions/042-metrics-and-request-logs.md).
import type { NextFunction, Request, Response } from "express";
import { REQUEST_ID_HEADER } from "~shared/http-headers";
import type { AppMetrics } from "~server/metrics";

/** The status counted and logged for a request whose client left before the answer was sent. */
export const CLIENT_CLOSED_STATUS = 499;

export interface RequestLogLine {
  time: string;
  level: "info";
  msg: "request";
  requestId: string;
  method: string;
  route: string;
  status: number;
  durationMs: number;
  aborted?: true;
}

export interface ObserveRequestsOptions {
  /** The request's route label (server/http/request-route.ts). */
  route: (req: Request, res: Response) => string;
  /** Where requests are counted; null when nobody scrapes them (no METRICS_TOKEN). Read per request. */
  metrics: () => Pick<AppMetrics, "observeRequest"> | null;
  /** Whether to write the log line (REQUEST_LOG). Read per request. */
  log: () => boolean;
  write?: (line: string) => void;
}

const writeLine = (line: string) => {
  process.stdout.write(line);
};

export function observeRequests({ route, metrics, log, write = writeLine }: ObserveRequestsOptions) {
  return (req: Request, res: Response, next: NextFunction) => {
    const counter = metrics();
    const logging = log();
    if (!counter && !logging) return next();
    const started = process.hrtime.bigint();
    // "close" comes after the last byte was handed to the socket, or when the client left first.
    res.once("close", () => {
      try {
        const seconds = Number(process.hrtime.bigint() - started) / 1e9;
        const aborted = !res.writableFinished;
        const status = aborted ? CLIENT_CLOSED_STATUS : res.statusCode;
        const label = route(req, res);
        counter?.observeRequest({ route: label, method: req.method, status, seconds });
        if (!logging) return;
        const line: RequestLogLine = {
          time: new Date().toISOString(),
          level: "info",
          msg: "request",
          requestId: String(req.headers[REQUEST_ID_HEADER] ?? ""),
          method: req.method,
          route: label,
          status,
          durationMs: Math.round(seconds * 10_000) / 10,
          ...(aborted ? { aborted: true as const } : {}),
        };
        write(`${JSON.stringify(line)}\n`);
      } catch (error) {
        console.error("Request observation failed:", error instanceof Error ? error.message : error);
      }
    });
    next();
  };
}
