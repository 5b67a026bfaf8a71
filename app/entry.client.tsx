import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { i18nConfig } from "~/lib/i18n";
import { baseResources, defaultLanguage } from "~/locales";

declare global {
  interface Window {
    ENV?: { SENTRY_DSN?: string | null };
  }
}

async function hydrate() {
  const dsn = window.ENV?.SENTRY_DSN;
  if (dsn) {
    // Loaded only when configured, so the default bundle stays small.
    void import("@sentry/remix").then((Sentry) => Sentry.init({ dsn, tracesSampleRate: 0.1 }));
  }
  // Only the base namespaces are bundled here; each route's own strings come with its chunk (root.tsx
  // adds them before the route renders), so hydration never waits on the network.
  await i18next.use(initReactI18next).init({ ...i18nConfig, resources: { [defaultLanguage]: baseResources } });
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

void hydrate();
