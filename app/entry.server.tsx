import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable, type EntryContext, type HandleErrorFunction } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import * as Sentry from "@sentry/remix";
import { createInstance } from "i18next";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { i18nConfig } from "~/lib/i18n";
import { i18nServer } from "~/lib/i18n.server";
import { closeServices, getServices } from "~server/services";
import { getEnv } from "~server/env.server";

export const streamTimeout = 5_000;

/** Called once by the HTTP server before it listens: validates the environment, migrates, seeds the demo. */
export async function startup(): Promise<void> {
  getEnv();
  await getServices();
}

export async function shutdown(): Promise<void> {
  await closeServices();
}

export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (getEnv().SENTRY_DSN) Sentry.captureException(error);
  console.error(error);
};

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  const i18n = createInstance();
  const lng = await i18nServer.getLocale(request);
  await i18n.use(initReactI18next).init({ ...i18nConfig, lng });

  const botRequest = isbot(request.headers.get("user-agent") ?? "");
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const onReady = () => {
      shellRendered = true;
      const body = new PassThrough();
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      resolve(
        new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }),
      );
      pipe(body);
    };
    const { pipe, abort } = renderToPipeableStream(
      <I18nextProvider i18n={i18n}>
        <RemixServer context={remixContext} url={request.url} abortDelay={streamTimeout} />
      </I18nextProvider>,
      {
        // Bots and no-JS readers get the whole page at once; browsers may stream.
        [botRequest ? "onAllReady" : "onShellReady"]: onReady,
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}
