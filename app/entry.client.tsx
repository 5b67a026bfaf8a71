import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { guardEnterKey } from "~/components/forms/enter-does-not-submit";
import { I18nextProvider } from "~/components/i18n/use-translation";
import { createTranslator } from "~/lib/translator";
import { baseResources, defaultLanguage, defaultNamespace } from "~/locales";

declare global {
  interface Window {
    ENV?: { SENTRY_DSN?: string | null };
  }
}

// Enter does not submit a form except from a text area (spec 002 §5).
guardEnterKey(document);

const dsn = window.ENV?.SENTRY_DSN;
if (dsn) {
  // Loaded only when configured, so the default bundle stays small.
  void import("@sentry/remix").then((Sentry) => Sentry.init({ dsn, tracesSampleRate: 0.1 }));
}

// Only the base namespaces are bundled here; each route's own strings come with its chunk (root.tsx
// adds them before the route renders), so hydration never waits on the network. The browser
// translates with ~/lib/translator rather than i18next (docs/decisions/019-lighter-browser-code.md).
const translator = createTranslator({ language: defaultLanguage, defaultNS: defaultNamespace, resources: baseResources });

startTransition(() => {
  hydrateRoot(
    document,
    <I18nextProvider i18n={translator}>
      <StrictMode>
        <RemixBrowser />
      </StrictMode>
    </I18nextProvider>,
  );
});
