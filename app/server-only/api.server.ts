// The one client loaders and actions use to reach the Marketplace API, typed by the contract
// (server/api/contract/): a path that is not there, or a wrong body, does not compile.
// With API_URL unset it dispatches in-process to the API's fetch handler (no socket); with it set,
// over HTTP. Either way the answer is the contract's { success, message, data } plus the status.
import type { ApiAnswer } from "~server/api/respond";
import type { BodyOf, CallKey, DataOf, ExtraOf, GetPath, ParamsOf, PostPath, QueryOf } from "~server/api/contract";
import { CLIENT_IP_HEADER, REQUEST_ID_HEADER } from "~shared/http-headers";
import { webServer } from "./web-server.server";

export type ApiResult<T> = ApiAnswer<T> & { status: number };
/** The answer of one call of the contract, with the fields the spec puts beside `data`. */
export type CallResult<K extends CallKey> = ApiResult<DataOf<K>> & Partial<ExtraOf<K>>;

type Query = Record<string, string | number | boolean | undefined | null>;

interface CallOptions {
  token?: string | null;
  body?: unknown;
  query?: Query;
  params?: Record<string, string | number>;
  /** The end user's IP, for the API's rate limits. */
  clientIp?: string | null;
  /** The page request's id, so an error the API reports names the request it served. */
  requestId?: string | null;
}

/**
 * Over HTTP to API_URL when it is set, the fetch ended by `signal`; otherwise the web server's API,
 * in-process (no socket). That one never reads a signal (the call's race ends it instead), and a
 * Request made with one would follow it with a controller and a listener of its own, for nothing.
 */
function dispatcher(): (request: Request, signal: AbortSignal) => Promise<{ status: number; body: unknown }> {
  const server = webServer();
  if (!server.env().API_URL) return (request) => server.askApi(request);
  return async (request, signal) => {
    const response = await fetch(request, { signal });
    return { status: response.status, body: await response.json() };
  };
}

/** The path with its :params filled in (encoded), under /api/auth. */
function buildUrl(path: string, query?: Query, params?: Record<string, string | number>): string {
  const base = webServer().env().API_URL ?? "http://marquee.internal";
  const filled = path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(String(params?.[name] ?? "")));
  const url = new URL(`/api/auth/${filled}`, base);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== "") url.searchParams.set(key, String(value));
  }
  return url.toString();
}

async function callApi<T>(method: "GET" | "POST", path: string, options: CallOptions = {}): Promise<ApiResult<T>> {
  const headers = new Headers({ accept: "application/json" });
  if (options.token) headers.set("authorization", `Bearer ${options.token}`);
  if (options.requestId) headers.set(REQUEST_ID_HEADER, options.requestId);
  if (options.clientIp) {
    headers.set(CLIENT_IP_HEADER, options.clientIp);
    // Over HTTP the API's own server sets the client IP from the proxy chain (its TRUST_PROXY).
    if (webServer().env().API_URL) headers.set("x-forwarded-for", options.clientIp);
  }
  let body: string | undefined;
  if (method === "POST") {
    headers.set("content-type", "application/json");
    body = JSON.stringify(options.body ?? {});
  }
  // A slow API is a failed call, not a page that never answers (the in-process API has no signal, hence the race).
  const deadline = callDeadline(webServer().env().API_TIMEOUT_MS);
  try {
    const request = new Request(buildUrl(path, options.query, options.params), { method, headers, body });
    const answered = await Promise.race([dispatcher()(request, deadline.signal), deadline.expired]);
    const answer = answered.body as ApiAnswer<T>;
    return { ...answer, data: answer.data ?? null, status: answered.status };
  } catch (error) {
    // A network-level failure: callers show the spec's "Unable to …, Please contact admin." text.
    console.error("API call failed", method, path, error);
    const status = error instanceof DOMException && error.name === "TimeoutError" ? 504 : 500;
    return { success: false, message: "Something went wrong", data: null, status };
  } finally {
    deadline.clear();
  }
}

/**
 * A call's time limit: a signal for fetch and a promise that rejects with a TimeoutError, both when
 * `ms` have passed. Cleared as soon as the call is over, because whatever a pending promise raced
 * against stays reachable through it: with AbortSignal.timeout, every answer (its Request, Response
 * and data) was held for the whole limit after it had been read, hundreds of megabytes under load
 * and a full garbage collection every second.
 */
function callDeadline(ms: number): { signal: AbortSignal; expired: Promise<never>; clear: () => void } {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const reason = new DOMException("The API did not answer in time.", "TimeoutError");
      controller.abort(reason);
      reject(reason);
    }, ms);
  });
  expired.catch(() => undefined);
  return { signal: controller.signal, expired, clear: () => clearTimeout(timer) };
}

/** Query and path params of a GET call: required when the contract has params. */
type GetArgs<K extends CallKey> = [ParamsOf<K>] extends [undefined]
  ? [options?: { query?: QueryOf<K> }]
  : [options: { query?: QueryOf<K>; params: ParamsOf<K> }];
/** The body of a POST call: required when the contract has one. */
type PostArgs<K extends CallKey> = [BodyOf<K>] extends [undefined] ? [] : [body: BodyOf<K>];

/** A client bound to one incoming request: its user's token, IP and request id. */
export function apiFor(request: Request, token?: string | null) {
  const clientIp = request.headers.get(CLIENT_IP_HEADER);
  const requestId = request.headers.get(REQUEST_ID_HEADER);
  return {
    get<P extends GetPath>(path: P, ...[options]: GetArgs<`GET ${P}`>): Promise<CallResult<`GET ${P}`>> {
      const { query, params } = (options ?? {}) as { query?: Query; params?: Record<string, string | number> };
      return callApi("GET", path, { token, clientIp, requestId, query, params }) as Promise<CallResult<`GET ${P}`>>;
    },
    post<P extends PostPath>(path: P, ...[body]: PostArgs<`POST ${P}`>): Promise<CallResult<`POST ${P}`>> {
      return callApi("POST", path, { token, clientIp, requestId, body }) as Promise<CallResult<`POST ${P}`>>;
    },
  };
}

/**
 * True when the call found no such object, or one that is not the caller's (the channels' host
 * objects answer another user 403 'unauthorized'): a channel page shows both as its 404 page, so a
 * page never tells another user that someone's channel, document or module exists.
 */
export function isMissingOrNotYours(result: Pick<ApiResult<unknown>, "status">): boolean {
  return result.status === 404 || result.status === 403;
}

/** True when a failed call failed at the network/server level (the spec shows its "Unable to …" text). */
export function isServerFailure(result: Pick<ApiResult<unknown>, "success" | "status">): boolean {
  return !result.success && result.status >= 500;
}
