// The server's one translator: every namespace's strings (one language), built once at start and
// shared by every request. It is the browser's translator (~/lib/translator), so the server and the
// browser give the same text by construction; tests/unit/translator.test.ts holds both to i18next.
import { createTranslator } from "~/lib/translator";
import { allResources } from "~/locales/all.server";
import { defaultLanguage, defaultNamespace } from "~/locales";
import { boundedCache } from "~shared/bounded-cache";

export const serverTranslator = createTranslator({
  language: defaultLanguage,
  defaultNS: defaultNamespace,
  resources: allResources,
  found: boundedCache({ maxEntries: 5_000 }),
});
