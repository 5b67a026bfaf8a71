// How one call of the api/auth contract is declared, once: its access, the Zod schemas of what it
// takes and the type of what it answers. Everything else (the client's types, the router's
// registration, the run-time list of calls, the access gate's defaults) is derived from it.
import { z } from "zod";
import type { $ZodType, input } from "zod/v4/core";
import type { Services } from "~server/services";

/**
 * public: anyone; user: a valid bearer token (the call acts on the caller's own account); owner: a
 * logged-in user acting on an object they must own (the router checks the token as for "user", the
 * domain checks the ownership, and the access gate needs a fixture that makes such an object);
 * admin: an administrator's token.
 */
export type Access = "public" | "user" | "owner" | "admin";

/** A schema, or a factory of it when its rules depend on the services (the clock). */
export type SchemaSource = $ZodType | ((services: Services) => $ZodType);

declare const carried: unique symbol;
/** A type carried by a declaration for the compiler only: nothing is there at run time. */
export interface Carried<T> {
  readonly [carried]: T;
}

/** What the call answers: `data`, and the fields the spec puts at the top level beside it. */
export type Answer<Data, Extra = unknown> = Carried<{ data: Data; extra: Extra }>;
/** The wire type of a body or query, where a schema's input type is looser than what clients must send. */
export type Wire<T> = Carried<{ wire: T }>;

export function answer<Data, Extra = unknown>(): Answer<Data, Extra> {
  return undefined as unknown as Answer<Data, Extra>;
}

export function wire<T>(): Wire<T> {
  return undefined as unknown as Wire<T>;
}

export interface CallDeclaration {
  access: Access;
  /** The body's schema; bad input answers 422 with its messages (or `invalidMessage`). */
  body?: SchemaSource;
  /** The body as clients must send it, when the schema's input type is looser (coerced fields). */
  wire?: Wire<object>;
  /** The query's schema: the router parses with it (bad input answers 422 like a body's). */
  query?: SchemaSource;
  /** The query as clients must send it, when the query schema's input type is looser. */
  queryWire?: Wire<object>;
  /** The answer's message on bad input (default: the first field's message), e.g. 'Required fields missing'. */
  invalidMessage?: string;
  answer: Answer<unknown, unknown>;
}

export type SchemaOf<S> = S extends (services: Services) => infer R ? R : S;

/** Fails to compile when a schema would refuse the wire body or query the declaration promises clients. */
type AcceptsWire<D> = AcceptsBody<D> & AcceptsQuery<D>;
type AcceptsQuery<D> = D extends { query: infer S; queryWire: Wire<infer W> }
  ? SchemaOf<S> extends $ZodType
    ? InUrl<W> extends input<SchemaOf<S>>
      ? unknown
      : { queryWire: "the query schema does not accept this wire query" }
    : { queryWire: "a wire query needs the query schema that checks it" }
  : D extends { queryWire: Wire<object> }
    ? { queryWire: "a wire query needs the query schema that checks it" }
    : unknown;
/** A query as it reaches the server: the client writes numbers and booleans into the URL as text. */
type InUrl<W> = { [K in keyof W]: W[K] extends number | boolean ? string : Exclude<W[K], number | boolean> | (Extract<W[K], number | boolean> extends never ? never : string) };
type AcceptsBody<D> = D extends { body: infer S; wire: Wire<infer W> }
  ? SchemaOf<S> extends $ZodType
    ? W extends input<SchemaOf<S>>
      ? unknown
      : { wire: "the body schema does not accept this wire body" }
    : unknown
  : D extends { wire: Wire<object> }
    ? { wire: "a wire body needs the body schema that checks it" }
    : unknown;

/**
 * A query read as the URL gives it: each named parameter an optional string, the first of repeated
 * ones; the handler or the domain reads its value (an unknown tab is "all", a bad page is page 1).
 */
export function textQuery<const K extends string>(...names: K[]) {
  return z.object(Object.fromEntries(names.map((name) => [name, z.string().optional()])) as Record<K, z.ZodOptional<z.ZodString>>);
}

/** One call: the declaration as written, its literal types kept for the derived ones. */
export function call<const D extends CallDeclaration>(declaration: D & AcceptsWire<D>): D {
  return declaration;
}

/** "events/:id/:userId" → { id: string | number; userId: string | number }; undefined without params. */
export type ParamsOfPath<P extends string> = [ParamNames<P>] extends [never] ? undefined : { [N in ParamNames<P>]: number | string };
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}` ? Name | ParamNames<Rest> : P extends `${string}:${infer Name}` ? Name : never;

type InputOf<S> = SchemaOf<S> extends $ZodType ? input<SchemaOf<S>> : undefined;
/** The body as the client sends it: the declared wire type, else what the schema accepts. */
export type BodyShape<D> = D extends { wire: Wire<infer W> } ? W : D extends { body: infer S } ? InputOf<S> : undefined;
/** The query as the client sends it. */
export type QueryShape<D> = D extends { queryWire: Wire<infer W> } ? W : D extends { query: infer Q } ? InputOf<Q> : undefined;
export type DataShape<D> = D extends { answer: Answer<infer Data, unknown> } ? Data : never;
export type ExtraShape<D> = D extends { answer: Answer<unknown, infer Extra> } ? Extra : unknown;

/** An id or an amount as JSON or a form sends it: a number or a short text the domain reads. */
export const wireNumber = z.union([z.number(), z.string().max(20)]);
