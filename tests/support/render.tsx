// Server-renders a component as Remix does: inside a data router (for Link, Form, useNavigation)
// and the i18n provider, so unit tests can assert on the markup without a DOM.
import i18next, { type i18n as I18n } from "i18next";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { i18nConfig } from "~/lib/i18n";
import { defaultLanguage } from "~/locales";
import { allResources } from "~/locales/all.server";

let instance: Promise<I18n> | undefined;

function i18n(): Promise<I18n> {
  instance ??= (async () => {
    const created = i18next.createInstance();
    await created.init({ ...i18nConfig, ns: Object.keys(allResources), resources: { [defaultLanguage]: allResources } });
    return created;
  })();
  return instance;
}

export async function render(element: ReactElement, url = "http://localhost/"): Promise<string> {
  const handler = createStaticHandler([{ path: "*", element }]);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error("unexpected redirect");
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToStaticMarkup(
    <I18nextProvider i18n={await i18n()}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </I18nextProvider>,
  );
}
