// Registers a handler against a key of the contract. The key gives the method and path, the access
// check (a token for "user", an administrator's for "admin") and the types: the body schema must
// accept the contract's body, and the handler must answer the contract's data. Handlers stay thin:
// parse, call a domain service, shape the answer.
import type { Hono } from "hono";
import type { $ZodType, input, output } from "zod/v4/core";
import type { TokenUser } from "~server/domain/accounts/tokens";
import type { Services } from "~server/services";
import { apiCalls, type Access, type AccessOf, type BodyOf, type CallKey, type DataOf, type ExtraOf } from "./contract";
import { requireAdmin, requireApiUser, type ApiContext, type ApiEnv } from "./context";
import { parseBody } from "./validate";

/** What a handler answers; `success` is true unless it says otherwise (can-delete-account may). */
export type Reply<K extends CallKey> = { data: DataOf<K>; message?: string; success?: boolean } & ExtraFields<K>;
type ExtraFields<K extends CallKey> = unknown extends ExtraOf<K> ? { extra?: undefined } : { extra: ExtraOf<K> };

export interface CallInput<K extends CallKey, S> {
  services: Services;
  /** The caller: always there for "user" and "admin" calls. */
  user: AccessOf<K> extends "public" ? TokenUser | null : TokenUser;
  token: string | null;
  clientIp: string;
  /** The body, parsed by the call's schema (bad input has already been answered with 422). */
  body: S extends $ZodType ? output<S> : undefined;
  context: ApiContext;
}

export interface CallOptions<S extends $ZodType> {
  /** The body's schema; a factory when its rules depend on the services (the clock). */
  body?: S | ((services: Services) => S);
  /** The answer's message on bad input (default: the first field's message), e.g. 'Required fields missing'. */
  invalidMessage?: string;
}

/** Fails to compile when the schema would refuse a body the contract allows. */
type AcceptsContractBody<K extends CallKey, S extends $ZodType> = [S] extends [never]
  ? unknown
  : BodyOf<K> extends input<S>
    ? unknown
    : { body: "this schema does not accept the contract's body for this call" };

/** The calls a router registered, for the check that it matches the contract. */
export const registeredCalls = new WeakMap<Hono<ApiEnv>, Set<CallKey>>();

export function defineCall<K extends CallKey, S extends $ZodType = never>(
  router: Hono<ApiEnv>,
  key: K,
  options: CallOptions<S> & AcceptsContractBody<K, S>,
  handler: (input: CallInput<K, S>) => Promise<Reply<K>>,
): void {
  const [method, path] = key.split(" ") as ["GET" | "POST", string];
  const access = apiCalls[key] as Access;
  const registered = registeredCalls.get(router) ?? new Set<CallKey>();
  registered.add(key);
  registeredCalls.set(router, registered);

  router.on(method, `/${path}`, async (c) => {
    const user = access === "admin" ? requireAdmin(c) : access === "user" ? requireApiUser(c) : c.get("user");
    const services = c.get("services");
    const schema = typeof options.body === "function" ? (options.body as (s: Services) => S)(services) : (options.body as S | undefined);
    const body = schema ? await parseBody(c, schema, options.invalidMessage) : undefined;
    const reply = await handler({
      services,
      user: user as CallInput<K, S>["user"],
      token: c.get("token"),
      clientIp: c.get("clientIp"),
      body: body as CallInput<K, S>["body"],
      context: c,
    });
    const { data, message, success, extra } = reply as Reply<K> & { extra?: object };
    return c.json({ ...extra, success: success ?? true, message: message ?? "", data: data ?? null });
  });
}
