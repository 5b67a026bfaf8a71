// The app's translation hook, imported by its own name: `useTranslation` and `I18nextProvider` over
// ~/lib/translator (a 1 KB translator instead of i18next: 14 KB gzip less on every page, ADR 019, and
// a twelfth of a signed-in page's server CPU, ADR 047), with react-i18next's signatures for what the
// app uses. tests/unit/translator.test.ts holds it to the real react-i18next and i18next on every
// string; lint refuses imports of react-i18next and i18next from the app, so nothing loads them.
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

/**
 * The `t` that useTranslation gives, for helpers that format with a page's translations. The
 * namespace it was made for is named for the reader (`TFunction<"events">`); keys are not checked.
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars
export type TFunction<Namespace extends string = string> = ReturnType<typeof useTranslation>["t"];
