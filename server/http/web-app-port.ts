// What the web app (app/, the Remix build) may ask of the server while it runs. app/ imports only
// types from server/: the web server hands it this object before the first request (server/main.ts
// calls the build's connectWebServer), and the app's server code reaches the environment, the API
// and the services only through it (docs/decisions/033-shared-rules-folder.md).
import type { Readable } from "node:stream";
import { getEnv, publicEnv, type Env, type PublicEnv } from "~server/env.server";
import type { Api } from "~server/api";
import type { OutboxMail } from "~server/domain/mail";
import type { UploadPurpose } from "~server/domain/uploads/purposes";
import type { SandboxProvider } from "~server/integrations/payments";
import type { LocalStorage } from "~server/integrations/storage/local";
import type { Services } from "~server/services";
import { answerInProcess } from "~server/api/respond";
import { reportError } from "~server/observability";
import { isLoopback } from "./addresses";
import { webhookAnswer } from "./webhook-answer";

/** One file of a form post, streamed to storage for its owner. */
export interface UploadInput {
  userId: number;
  purpose: UploadPurpose;
  fileName: string;
  contentType: string;
  stream: Readable;
  /** The form field it came in (the refusal message names it). */
  field: string;
}

export interface WebAppPort {
  /** The environment, validated once. */
  env(): Env;
  /** What the browser may know of the environment. */
  publicEnv(): PublicEnv;
  /** The Marketplace API (/api/auth/*) answering one request in-process (an HTTP client's, through the web server). */
  fetchApi(request: Request): Promise<Response>;
  /** The API answering a loader's call in-process: the status and the parsed answer (from its kept text, no body made). */
  askApi(request: Request): Promise<{ status: number; body: unknown }>;
  /** The local media storage's upload target and files (/storage/*); 404 when media live in S3. */
  fetchStorage(request: Request): Promise<Response>;
  /** True when the database answers (services that cannot even start count as not ready). */
  isReady(): Promise<boolean>;
  /** Where an unexpected error of a page goes (the log, and Sentry when configured). */
  reportError(error: unknown, scope: { requestId?: string; method?: string; path?: string }): void;
  /** The demo's mail outbox for /dev/mail, or null when this client may not read it. */
  devOutbox(clientIp: string | null, to: string): Promise<OutboxMail[] | null>;
  /** Stores one uploaded file: its key, or why it was refused (the text the form shows beside the field). */
  storeUpload(input: UploadInput): Promise<{ key: string } | { refused: string }>;
  /**
   * Where a form shows a photo it holds (a public folder's file, published or just uploaded): a
   * short-lived signed link (ADR 056); null for any other key (a private video is never previewed).
   */
  previewUrl(key: string): Promise<string | null>;
  /** POST /webhooks/stripe: the answer for Stripe (404 when Stripe is not this server's provider). */
  answerStripeWebhook(request: Request): Promise<Response>;
  /** The sandbox payment provider and the site's address, or null when this server takes payments with Stripe. */
  sandbox(): Promise<{ provider: SandboxProvider; appUrl: string } | null>;
}

// The services and the modules that need them load on first use: importing the port (the web
// server at start, a test of one loader) opens no database and loads no API. Each import is asked
// once: Node resolves a dynamic import's specifier again on every call (a package.json lookup
// each time), and the API is called several times a page.
const once = <T>(load: () => Promise<T>): (() => Promise<T>) => {
  let loaded: Promise<T> | undefined;
  return () => (loaded ??= load());
};
const servicesModule = once(() => import("~server/services"));
const apiModule = once(() => import("~server/api"));
const localStorageHttp = once(() => import("~server/integrations/storage/local-http"));
const healthModule = once(() => import("~server/domain/health"));
const uploadsModule = once(() => import("~server/domain/uploads/uploads"));
const paymentsModule = once(() => import("~server/integrations/payments"));
const services = () => servicesModule().then(({ getServices }) => getServices());

const notFound = () => new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });

// One API per services object: in production that is one per process; a test runner that reuses
// its modules across test files gets each file's own API on that file's database.
const apis = new WeakMap<Services, Promise<Api>>();

export const webAppPort: WebAppPort = {
  env: getEnv,
  publicEnv: () => publicEnv(),

  async fetchApi(request) {
    const given = await services();
    let api = apis.get(given);
    if (!api) {
      api = apiModule().then(({ createApi }) => createApi(given));
      apis.set(given, api);
    }
    return (await api).fetch(request);
  },

  askApi: (request) => answerInProcess(request, (asked) => webAppPort.fetchApi(asked)),

  async fetchStorage(request) {
    const { storage } = await services();
    if (storage.kind !== "local") return notFound();
    const { handleLocalStorageRequest } = await localStorageHttp();
    const response = (await handleLocalStorageRequest(storage as LocalStorage, request)) ?? notFound();
    // The web server sets nosniff on every answer already (securityHeaders); Remix's Express adapter
    // appends rather than replaces, which would send it twice.
    response.headers.delete("X-Content-Type-Options");
    return response;
  },

  async isReady() {
    try {
      const { databaseAnswers } = await healthModule();
      return await databaseAnswers((await services()).db);
    } catch (error) {
      console.error("healthz: services unavailable", error instanceof Error ? error.message : error);
      return false;
    }
  },

  reportError: (error, scope) => reportError(error, scope),

  // Only in the demo without SMTP, and only to the person at the machine (a loopback client): the
  // outbox holds activation links and temporary passwords.
  async devOutbox(clientIp, to) {
    const env = getEnv();
    if (!env.DEMO_MODE || env.SMTP_URL || !isLoopback(clientIp)) return null;
    const { listOutbox } = await import("~server/domain/mail");
    return listOutbox(await services(), { to, limit: 50 });
  },

  async storeUpload(input) {
    const [{ storeStream }, { DomainError }, { UPLOAD_MESSAGES }] = await Promise.all([
      uploadsModule(),
      import("~server/domain/errors"),
      import("~server/domain/uploads/messages"),
    ]);
    try {
      const stored = await storeStream(await services(), input);
      return { key: stored.key };
    } catch (error) {
      if (error instanceof DomainError) return { refused: error.message };
      console.error("A form's file could not be stored", error);
      return { refused: UPLOAD_MESSAGES.failed };
    }
  },

  async previewUrl(key) {
    const { isPublicKey, ownerUrl } = await uploadsModule();
    return isPublicKey(key) ? ownerUrl(await services(), key) : null;
  },

  async answerStripeWebhook(request) {
    const given = await services();
    if (given.payments.name !== "stripe") return Response.json({ received: false, message: "Stripe is not this server's payment provider." }, { status: 404 });
    const { handlePaymentWebhook } = await import("~server/domain/payments/webhook");
    const answer = webhookAnswer(await handlePaymentWebhook(given, await request.text(), request.headers.get("stripe-signature")));
    return Response.json(answer.body, { status: answer.status, headers: { "Cache-Control": "no-store" } });
  },

  async sandbox() {
    const given = await services();
    const { isSandbox } = await paymentsModule();
    if (!isSandbox(given.payments)) return null;
    return { provider: given.payments, appUrl: given.config.appUrl.replace(/\/+$/, "") };
  },
};
