// What the app loads for `import … from "react-i18next"` (vite.config.ts resolves the package here
// in the browser build and in server rendering): `useTranslation` and `I18nextProvider` over
// ~/lib/translator, with react-i18next's signatures for what the app uses. tests/unit/translator.test.ts
// holds it to the real package and i18next on every string. An import of anything else from
// "react-i18next" fails the build, loudly.
import { createContext, useContext, type ReactNode } from "react";
import type { Translator } from "~/lib/translator";

const TranslatorContext = createContext<Translator | null>(null);

export function I18nextProvider({ i18n, children }: { i18n: Translator; children?: ReactNode }) {
  return <TranslatorContext.Provider value={i18n}>{children}</TranslatorContext.Provider>;
}

/** `const { t } = useTranslation("auth")`: `t("key")` reads the namespace given, `t("ns:key")` any other. */
export function useTranslation(namespace?: string) {
  const i18n = useContext(TranslatorContext);
  // Every page renders inside the provider (entry.client.tsx, entry.server.tsx); a short message keeps bytes off every page.
  if (!i18n) throw new Error("No I18nextProvider");
  const t = (key: string, vars?: Record<string, unknown>) => i18n.t(key, namespace ? { ns: namespace, ...vars } : vars);
  return { t, i18n, ready: true };
}
