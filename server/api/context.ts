// What every API handler can read from the context: the services, the caller and where they come from.
import type { Context } from "hono";
import type { TokenUser } from "~server/domain/accounts/tokens";
import type { Services } from "~server/services";
import { ApiError } from "./respond";

export interface ApiEnv {
  Variables: {
    services: Services;
    /** The bearer token's user, or null for an anonymous call. */
    user: TokenUser | null;
    token: string | null;
    /** The end user's IP, set by the HTTP server (never taken from the caller's own headers). */
    clientIp: string;
  };
}

export type ApiContext = Context<ApiEnv>;

export { CLIENT_IP_HEADER } from "~shared/http-headers";

/** The signed-in caller, or a 401 answer. */
export function requireApiUser(c: ApiContext): TokenUser {
  const user = c.get("user");
  if (!user) throw new ApiError(401, "Unauthenticated.");
  return user;
}

/**
 * An administrator, or the answer an unknown path gets (404 "Not found"): to a visitor, a user or a
 * host nothing says that the admin calls exist.
 */
export function requireAdmin(c: ApiContext): TokenUser {
  const user = c.get("user");
  if (!user || user.role !== "admin") throw new ApiError(404, UNKNOWN_PATH_MESSAGE);
  return user;
}

/** What an unknown path answers (server/api/index.ts), and admin calls to anyone but an administrator. */
export const UNKNOWN_PATH_MESSAGE = "Not found";
