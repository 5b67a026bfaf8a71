// GET /metrics: the Prometheus text of the process's metrics (server/metrics.ts), for whoever sends
// `Authorization: Bearer <METRICS_TOKEN>`. Anyone else, and everyone when no token is set, is passed
// on to the app like any unknown address, so the answer (its 404 page) does not tell that the
// endpoint exists. Mounted before the visitor page cache and the app: no session, no cache, no Remix.
import { createHash, timingSafeEqual } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import type { MetricsSource } from "./cluster-worker";
import { nameRoute } from "./request-route";

export const METRICS_PATH = "/metrics";

/** The route label of an answered scrape (a refused one is the app's 404: "unmatched"). */
export const METRICS_ROUTE = "metrics";

/** Compared as digests: equal lengths for timingSafeEqual, and nothing learnt from the time taken. */
const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * `token` is read per request (METRICS_TOKEN, validated at start); unset turns the endpoint off.
 * `registry`: the process's, or in a worker of several the machine's aggregate.
 */
export function metricsEndpoint({ token, registry }: { token: () => string | undefined; registry: () => MetricsSource }) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const expected = token();
    const header = req.get("authorization") ?? "";
    const given = /^bearer /i.test(header) ? header.slice(7).trim() : "";
    if (!expected || !given || !timingSafeEqual(digest(given), digest(expected))) return next();
    nameRoute(res, METRICS_ROUTE);
    try {
      const metrics = registry();
      const text = await metrics.metrics();
      // Written as is: Express's send would reorder the media type's parameters.
      res.statusCode = 200;
      res.setHeader("Content-Type", metrics.contentType);
      res.setHeader("Cache-Control", "no-store");
      res.end(text);
    } catch (error) {
      next(error);
    }
  };
}
