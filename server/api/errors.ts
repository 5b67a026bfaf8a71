// The one place where refusals become HTTP: a DomainError's kind, or the API layer's own ApiError
// (unreadable body, schema messages, no token), turns into a status and the spec's answer shape.
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { isDatabaseUnavailable, isStatementCancelled } from "~server/db/sql-state";
import { DomainError, type DomainErrorKind } from "~server/domain/errors";
import { ApiError } from "./respond";

export const statusOfKind: Record<DomainErrorKind, ContentfulStatusCode> = {
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  invalid: 422,
  rejected: 400,
  rate_limited: 429,
  unavailable: 503,
};

export interface Refusal {
  status: ContentfulStatusCode;
  message: string;
  errors?: Record<string, string[]>;
  headers?: Record<string, string>;
}

/** The answer for an expected refusal, or null for an unexpected error (a 500 to report). */
export function refusalOf(error: unknown): Refusal | null {
  if (error instanceof ApiError) {
    return { status: error.status, message: error.message, errors: error.errors, headers: error.headers };
  }
  if (error instanceof DomainError) {
    const retry = error.details.retryAfterSeconds;
    return {
      status: statusOfKind[error.kind],
      message: error.message,
      errors: error.details.fields,
      headers: retry === undefined ? undefined : { "Retry-After": String(retry) },
    };
  }
  return null;
}

export const DATABASE_BUSY_MESSAGE = "The service is busy: please try again in a moment.";
export const DATABASE_UNAVAILABLE_MESSAGE = "The service is briefly unavailable: please try again in a moment.";

/**
 * The answer for an unexpected error, after it is reported: a 503 the client may retry when
 * PostgreSQL cancelled a statement that ran past the app's statement_timeout (SQLSTATE 57014, ADR 043)
 * or the database could not be reached or dropped the connection (sql-state.ts decides, ADR 054);
 * anything else a 500.
 */
export function failureOf(error: unknown): Refusal {
  if (isStatementCancelled(error)) {
    return { status: 503, message: DATABASE_BUSY_MESSAGE, headers: { "Retry-After": "5" } };
  }
  if (isDatabaseUnavailable(error)) {
    return { status: 503, message: DATABASE_UNAVAILABLE_MESSAGE, headers: { "Retry-After": "5" } };
  }
  return { status: 500, message: "Something went wrong" };
}
