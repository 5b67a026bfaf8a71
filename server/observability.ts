// Unexpected errors are seen, not only logged: each goes to the log and, when SENTRY_DSN is set, to
// Sentry (instrument.server.mjs initialises it) tagged with the request id, so a report can be
// matched with the server's log lines and the user's page, or with the job that failed.
import * as Sentry from "@sentry/remix";
import { getEnv } from "./env.server";

export interface ErrorScope {
  /** The web server's id of the request (x-marquee-request-id), when there is one. */
  requestId?: string | null;
  method?: string;
  path?: string;
  /** The background job whose run threw (server/jobs), when it was one. */
  job?: string;
}

export type ErrorReporter = (error: unknown, scope: ErrorScope) => void;

export const reportError: ErrorReporter = (error, scope) => {
  const where = scope.job ? `job ${scope.job}` : scope.requestId ? `request ${scope.requestId}` : "";
  console.error("Unexpected error", scope.method ?? "", scope.path ?? "", where, error);
  if (!getEnv().SENTRY_DSN) return;
  const tags = { ...(scope.requestId ? { request_id: scope.requestId } : {}), ...(scope.job ? { job: scope.job } : {}) };
  Sentry.captureException(error, {
    tags: Object.keys(tags).length ? tags : undefined,
    extra: { method: scope.method, path: scope.path },
  });
};
