// The Marketplace API: the spec's api/auth contract as a Hono app (web-standard Request/Response).
// Mounted at /api/auth on the web server and callable in-process by app/server-only/api.server.ts.
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { findUserByToken, type TokenUser } from "~server/domain/accounts/tokens";
import { sharedReads } from "~server/domain/shared-reads";
import { UNKNOWN_PATH_MESSAGE } from "./context";
import { REQUEST_ID_HEADER } from "~shared/http-headers";
import { UNSTORABLE_TEXT_MESSAGE, unstorableTextInUrl } from "~server/http/input-text";
import { reportError, type ErrorReporter } from "~server/observability";
import type { Services } from "~server/services";
import { adminRoutes } from "./admin";
import { adminPeopleRoutes } from "./admin-people";
import { adminMoneyRoutes } from "./admin-money";
import { adminContentRoutes } from "./admin-content";
import { adminCatalogueRoutes } from "./admin-catalogue";
import { adminApprovalRoutes } from "./admin-approvals";
import { authRoutes } from "./auth";
import { bookingRoutes } from "./bookings";
import { channelCatalogueRoutes } from "./channel-catalogue";
import { channelOrderRoutes } from "./channel-order";
import { channelPageRoutes } from "./channel-pages";
import { channelRoutes } from "./channels";
import { savedCardRoutes } from "./saved-cards";
import { payoutRoutes } from "./payouts";
import { ticketRoutes } from "./tickets";
import { mailingRoutes } from "./mailings";
import { myChannelRoutes } from "./my-channels";
import { subscriptionRoutes } from "./subscriptions";
import { myProfileRoutes } from "./my-profile";
import { CLIENT_IP_HEADER, type ApiEnv } from "./context";
import { discoveryRoutes } from "./discovery";
import { typeaheadRoutes } from "./typeahead";
import { documentRoutes } from "./documents";
import { hostedEventRoutes } from "./hosted-events";
import { eventPageRoutes } from "./event-pages";
import { eventRoutes } from "./events";
import { homeRoutes } from "./home";
import { pagesRoutes } from "./pages";
import { paymentRoutes } from "./payments";
import { profileRoutes } from "./profiles";
import { failureOf, refusalOf } from "./errors";
import { fail } from "./respond";
import { siteRoutes } from "./site";
import { uploadsRoutes } from "./uploads";

export type Api = ReturnType<typeof createApi>;

/**
 * The token's user, asked of the database once per page: a page's loaders make several API calls
 * with one token and one request id (the web server stamps a new id on every request it receives,
 * so callers from outside never share one). Only reads share it: a write (a logout, a password
 * change) looks the token up afresh and makes the page's next calls do so too.
 */
function callersPerPage() {
  const known = sharedReads({ ttlMs: 30_000, maxEntries: 1000 });
  return {
    find(requestId: string, token: string, reading: boolean, lookUp: () => Promise<TokenUser | null>): Promise<TokenUser | null> {
      if (!requestId) return lookUp();
      const key = `${requestId} ${token}`;
      if (reading) return known.read(key, lookUp);
      known.forget(key);
      return lookUp();
    },
  };
}

/** `report` is where unexpected errors go (Sentry and the log); tests pass a spy. */
export function createApi(services: Services, options: { report?: ErrorReporter } = {}) {
  const report = options.report ?? reportError;
  const api = new Hono<ApiEnv>().basePath("/api/auth");

  // Answers carry tokens and personal data: no browser or proxy may keep them. Set before the
  // handler, so every answer made through the context carries it as made; setting a header on a
  // finished answer makes hono copy it into a new one (which respond.ts still reads, at the cost of
  // a copy). Only an answer a handler made itself is copied to add it.
  api.use(async (c, next) => {
    c.header("Cache-Control", "no-store");
    await next();
    if (c.res.headers.get("Cache-Control") !== "no-store") c.header("Cache-Control", "no-store");
  });

  // The web server refuses large bodies by Content-Length; this also catches streamed ones.
  api.use(bodyLimit({ maxSize: 1024 * 1024, onError: (c) => fail(c, 413, "The request is too large.") }));

  // A NUL in a query or path would reach the database (the bodies: readBody).
  api.use(async (c, next) => (unstorableTextInUrl(new URL(c.req.url)) ? fail(c, 400, UNSTORABLE_TEXT_MESSAGE) : next()));

  const callers = callersPerPage();
  api.use(async (c, next) => {
    c.set("services", services);
    c.set("clientIp", c.req.header(CLIENT_IP_HEADER) ?? "unknown");
    const header = c.req.header("authorization") ?? "";
    const token = header.toLowerCase().startsWith("bearer ") ? header.slice(7).trim() : "";
    c.set("token", token || null);
    const reading = c.req.method === "GET" || c.req.method === "HEAD";
    c.set("user", token ? await callers.find(c.req.header(REQUEST_ID_HEADER) ?? "", token, reading, () => findUserByToken(services.db, token, services.now())) : null);
    await next();
    // A write through the API is seen by this process's next shared read (ADR 045). Only a write that
    // was accepted: refused, unknown and failed calls change nothing, and anyone could send those to
    // keep every machine's shared reads empty.
    if (!reading && c.res.status < 400) services.sharedReads?.clear();
  });

  api.route("/", authRoutes);
  api.route("/", siteRoutes);
  api.route("/", pagesRoutes);
  api.route("/", hostedEventRoutes);
  api.route("/", uploadsRoutes);
  api.route("/", eventPageRoutes);
  api.route("/", eventRoutes);
  api.route("/", channelRoutes);
  api.route("/", channelPageRoutes);
  api.route("/", documentRoutes);
  api.route("/", homeRoutes);
  api.route("/", profileRoutes);
  api.route("/", discoveryRoutes);
  api.route("/", typeaheadRoutes);
  api.route("/", channelCatalogueRoutes);
  api.route("/", bookingRoutes);
  api.route("/", paymentRoutes);
  api.route("/", savedCardRoutes);
  api.route("/", payoutRoutes);
  api.route("/", ticketRoutes);
  api.route("/", mailingRoutes);
  api.route("/", myProfileRoutes);
  api.route("/", myChannelRoutes);
  api.route("/", channelOrderRoutes);
  api.route("/", subscriptionRoutes);
  api.route("/", adminRoutes);
  api.route("/", adminPeopleRoutes);
  api.route("/", adminMoneyRoutes);
  api.route("/", adminContentRoutes);
  api.route("/", adminCatalogueRoutes);
  api.route("/", adminApprovalRoutes);

  api.notFound((c) => fail(c, 404, UNKNOWN_PATH_MESSAGE));

  api.onError((error, c) => {
    let answer = refusalOf(error);
    if (!answer) {
      report(error, { requestId: c.req.header(REQUEST_ID_HEADER) ?? null, method: c.req.method, path: c.req.path });
      answer = failureOf(error);
    }
    for (const [name, value] of Object.entries(answer.headers ?? {})) c.header(name, value);
    return fail(c, answer.status, answer.message, answer.errors);
  });

  return api;
}
