// Server-renders a component as Remix does: inside a data router (for Link, Form, useNavigation)
// and the server's translator, so unit tests can assert on the markup without a DOM.
import type { ReactElement } from "react";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { I18nextProvider } from "~/components/i18n/use-translation";
import { serverTranslator } from "~/server-only/i18n.server";

export async function render(element: ReactElement, url = "http://localhost/"): Promise<string> {
  return renderToStaticMarkup(await routed(element, url));
}

/** As the server sends it for hydration (renderToString: with React's text separators). */
export async function renderForHydration(element: ReactElement, url = "http://localhost/"): Promise<string> {
  return renderToString(await routed(element, url));
}

async function routed(element: ReactElement, url: string): Promise<ReactElement> {
  const handler = createStaticHandler([{ path: "*", element }]);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error("unexpected redirect");
  const router = createStaticRouter(handler.dataRoutes, context);
  return (
    <I18nextProvider i18n={serverTranslator}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </I18nextProvider>
  );
}
