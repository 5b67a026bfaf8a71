// i18next options shared by the server and the browser.
import { defaultLanguage, defaultNamespace, namespaces, resources, supportedLanguages } from "~/locales";

export const i18nConfig = {
  supportedLngs: [...supportedLanguages],
  fallbackLng: defaultLanguage,
  lng: defaultLanguage,
  defaultNS: defaultNamespace,
  ns: namespaces,
  resources,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
} as const;
