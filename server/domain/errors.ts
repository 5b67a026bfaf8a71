// The domain's own refusals. Services throw these and know nothing of HTTP; the API maps each kind
// to a status and the spec's { success: false, message } answer in one place (server/api/errors.ts).
import { idOf } from "~shared/ids";

export type DomainErrorKind =
  /** The caller is not who they must be (a wrong password, no session). */
  | "unauthenticated"
  /** The caller may not do this. */
  | "forbidden"
  | "not_found"
  /** The request clashes with the current state (e.g. deleting an account that hosts booked events). */
  | "conflict"
  /** The input breaks a rule of its fields (a common password); `fields` names them. */
  | "invalid"
  /** A rule refuses the request as asked (a wrong current password, a used activation code). */
  | "rejected"
  | "rate_limited"
  /** An outside service this needs (the payment provider, the object store) did not answer: nothing was decided, try later. */
  | "unavailable";

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    readonly details: {
      /** Messages per field, for "invalid". */
      fields?: Record<string, string[]>;
      /** For "rate_limited": how long until another attempt is counted. */
      retryAfterSeconds?: number;
    } = {},
  ) {
    super(message);
    this.name = "DomainError";
  }
}

export const unauthenticated = (message: string) => new DomainError("unauthenticated", message);
export const forbidden = (message: string) => new DomainError("forbidden", message);
export const notFound = (message: string) => new DomainError("not_found", message);

/** The id a path or body names (shared/ids.ts); a value that names no id is a missing object, `message`. */
export function idOrNotFound(value: unknown, message: string): number {
  const id = idOf(value);
  if (id === null) throw notFound(message);
  return id;
}
export const conflict = (message: string) => new DomainError("conflict", message);
export const invalid = (message: string, fields?: Record<string, string[]>) => new DomainError("invalid", message, { fields });
export const rejected = (message: string, fields?: Record<string, string[]>) => new DomainError("rejected", message, { fields });
export const unavailable = (message: string) => new DomainError("unavailable", message);
export const rateLimited = (message: string, retryAfterSeconds: number) =>
  new DomainError("rate_limited", message, { retryAfterSeconds });
