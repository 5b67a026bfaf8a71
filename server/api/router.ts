// Registers a handler against a key of the contract. The key's declaration (server/api/contract/)
// gives everything else: the method and path, the access check (a token for "user" and "owner", an
// administrator's for "admin"), the schemas its body and query are parsed with, and the types: the
// handler gets the parsed input and must answer the declared data. Handlers stay thin: call a
// domain service, shape the answer.
import type { Hono } from "hono";
import type { $ZodType, output } from "zod/v4/core";
import type { TokenUser } from "~server/domain/accounts/tokens";
import type { Services } from "~server/services";
import { contract, type AccessOf, type CallKey, type DataOf, type Declaration, type ExtraOf, type Method } from "./contract";
import type { CallDeclaration, SchemaOf, SchemaSource } from "./contract/define";
import { requireAdmin, requireApiUser, type ApiContext, type ApiEnv } from "./context";
import { jsonAnswer } from "./respond";
import { parseBody, parseInput } from "./validate";

/** What a handler answers; `success` is true unless it says otherwise (can-delete-account may). */
export type Reply<K extends CallKey> = { data: DataOf<K>; message?: string; success?: boolean } & ExtraFields<K>;
type ExtraFields<K extends CallKey> = unknown extends ExtraOf<K> ? { extra?: undefined } : { extra: ExtraOf<K> };

/** What a declared schema makes of the input; undefined where the call has none. */
type Parsed<D, F extends "body" | "query"> = D extends Record<F, infer S> ? (SchemaOf<S> extends $ZodType ? output<SchemaOf<S>> : undefined) : undefined;
type PathParams<K extends CallKey> = K extends `${Method} ${infer P}` ? { [N in ParamNames<P>]: string } : never;
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}` ? Name | ParamNames<Rest> : P extends `${string}:${infer Name}` ? Name : never;

export interface CallInput<K extends CallKey> {
  services: Services;
  /** The caller: always there for "user", "owner" and "admin" calls. */
  user: AccessOf<K> extends "public" ? TokenUser | null : TokenUser;
  token: string | null;
  clientIp: string;
  /** The body, parsed by the call's schema (bad input has already been answered with 422). */
  body: Parsed<Declaration<K>, "body">;
  /** The query, parsed by the call's schema where it declares one. */
  query: Parsed<Declaration<K>, "query">;
  /** The path's params, as sent. */
  params: PathParams<K>;
  context: ApiContext;
}

function schemaOf(source: SchemaSource | undefined, services: Services): $ZodType | undefined {
  return typeof source === "function" ? source(services) : source;
}

export function defineCall<K extends CallKey>(router: Hono<ApiEnv>, key: K, handler: (input: CallInput<K>) => Promise<Reply<K>>): void {
  const [method, path] = key.split(" ") as [Method, string];
  const declaration: CallDeclaration = contract[key];
  const { access, invalidMessage } = declaration;

  router.on(method, `/${path}`, async (c) => {
    const user = access === "admin" ? requireAdmin(c) : access === "public" ? c.get("user") : requireApiUser(c);
    const services = c.get("services");
    const bodySchema = schemaOf(declaration.body, services);
    const querySchema = schemaOf(declaration.query, services);
    const body = bodySchema ? await parseBody(c, bodySchema, invalidMessage) : undefined;
    const query = querySchema ? parseInput(querySchema, c.req.query(), invalidMessage) : undefined;
    const reply = await handler({
      services,
      user: user as CallInput<K>["user"],
      token: c.get("token"),
      clientIp: c.get("clientIp"),
      body: body as CallInput<K>["body"],
      query: query as CallInput<K>["query"],
      params: c.req.param() as CallInput<K>["params"],
      context: c,
    });
    const { data, message, success, extra } = reply as Reply<K> & { extra?: object };
    return jsonAnswer(c, { ...extra, success: success ?? true, message: message ?? "", data: data ?? null });
  });
}
