// The server's one i18next instance: built once at start with every namespace (one language), and
// shared by every request, instead of an instance initialised per request.
import { createInstance } from "i18next";
import { initReactI18next } from "react-i18next";
import { allResources } from "~/locales/all.server";
import { defaultLanguage } from "~/locales";
import { i18nConfig } from "./i18n";

export const serverI18n = createInstance();
void serverI18n.use(initReactI18next).init({
  ...i18nConfig,
  ns: Object.keys(allResources),
  resources: { [defaultLanguage]: allResources },
});
