import { Writable } from "node:stream";
import { type AppLoadContext, type EntryContext, type HandleErrorFunction } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { closeDocumentLast, withoutNulBytes } from "~/server-only/close-document.server";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider } from "~/components/i18n/use-translation";
import { serverTranslator } from "~/server-only/i18n.server";
import { NonceContext } from "~/components/nonce";
import { MarkupCacheContext } from "~/components/ui/markup-cache";
import { markupCacheFor } from "~/server-only/markup-cache.server";
import { sameForEveryVisitor } from "~/lib/visitor-page";
import { webServer } from "~/server-only/web-server.server";
import { VISITOR_PAGE_HEADER } from "~shared/http-headers";

export const streamTimeout = 5_000;

/** The web server hands the app what it may ask of the server (server/http/web-app-port.ts). */
export { connectWebServer } from "~/server-only/web-server.server";
/** For the tests (tests/support/web-app.ts): pages rendered with and without the card markup cache. */
export { markupCacheCounts, setMarkupCache } from "~/server-only/markup-cache.server";

/**
 * What Remix hands handleError that is the client's doing, not the server's: a 4xx it decided itself
 * (no such route, no action, a route id that does not match the URL), and its warning about the old
 * `?_data` protocol, which this app's pages never use. The request line (server/http/request-log.ts)
 * records them; reporting each as an unexpected error with its stack buried the real ones.
 */
function isClientMistake(error: unknown, request: Request): boolean {
  if (isRouteErrorResponse(error)) return error.status < 500;
  return error instanceof Error && error.message.startsWith("Warning: Single fetch-enabled apps should not be making ?_data requests") && new URL(request.url).searchParams.has("_data");
}

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted || isClientMistake(error, request)) return;
  webServer().reportError(error, { requestId: context.requestId, method: request.method, path: new URL(request.url).pathname });
};

/**
 * The page as a body that hands on its own buffer: a Response made from the bytes themselves
 * copies them first (the fetch standard's rule), and every page's buffers count towards the memory
 * that starts a full garbage collection.
 */
function sentAsIs(html: Uint8Array): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(html);
      controller.close();
    },
  });
}

/**
 * Renders the whole page before answering, as one buffer with its length. The app defers nothing
 * (no Suspense of its own): the only late part is Remix's single-fetch data transfer, which resolves
 * in the same tick, so streaming gained no time and cost a stream conversion and a socket write per
 * 2 kB chunk. Bots and no-JS readers got the whole page at once before; now everyone does.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext?: AppLoadContext,
) {
  // The Content-Security-Policy's nonce of this answer (server/http/csp.ts): every inline script carries it.
  const nonce = loadContext?.cspNonce ?? undefined;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let failed = false;
    const chunks: Buffer[] = [];
    const body = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        // Remix's streamed data comes after </body></html>: the closing tags are moved to the end.
        const html = closeDocumentLast(withoutNulBytes(Buffer.concat(chunks)));
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        responseHeaders.set("Content-Length", String(html.length));
        if (responseStatusCode === 200 && sameForEveryVisitor(remixContext)) responseHeaders.set(VISITOR_PAGE_HEADER, "1");
        resolve(new Response(sentAsIs(html), { headers: responseHeaders, status: responseStatusCode }));
        clearTimeout(timeout);
        done();
      },
    });
    body.on("error", reject);
    const timeout = setTimeout(() => abort(), streamTimeout + 1_000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <I18nextProvider i18n={serverTranslator}>
          <MarkupCacheContext.Provider value={markupCacheFor(request.url)}>
            <RemixServer context={remixContext} url={request.url} abortDelay={streamTimeout} nonce={nonce} />
          </MarkupCacheContext.Provider>
        </I18nextProvider>
      </NonceContext.Provider>,
      {
        nonce,
        onShellReady: () => (shellRendered = true),
        onAllReady: () => {
          if (!failed) pipe(body);
        },
        onShellError(error: unknown) {
          failed = true;
          clearTimeout(timeout);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Before the shell, onShellError rejects and Remix reports it.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
