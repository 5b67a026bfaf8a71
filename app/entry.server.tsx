import { createReadableStreamFromReadable, type EntryContext, type HandleErrorFunction } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { closeDocumentLast } from "~/lib/close-document.server";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { serverI18n } from "~/lib/i18n.server";
import { closeServices, getServices } from "~server/services";
import { getEnv } from "~server/env.server";
import { reportError } from "~server/observability";

export const streamTimeout = 5_000;

/** Called once by the HTTP server before it listens: validates the environment, migrates, seeds the demo. */
export async function startup(): Promise<void> {
  getEnv();
  await getServices();
}

export async function shutdown(): Promise<void> {
  await closeServices();
}

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  reportError(error, { requestId: context.requestId, method: request.method, path: new URL(request.url).pathname });
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  const botRequest = isbot(request.headers.get("user-agent") ?? "");
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const onReady = () => {
      shellRendered = true;
      const body = closeDocumentLast();
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      resolve(
        new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }),
      );
      pipe(body);
    };
    const { pipe, abort } = renderToPipeableStream(
      <I18nextProvider i18n={serverI18n}>
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
