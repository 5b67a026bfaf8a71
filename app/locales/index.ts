// Every UI string, per namespace. en-GB is the only language; the spec's wording lives here.
import common from "./en-GB/common.json";
import validation from "./en-GB/validation.json";
import layout from "./en-GB/layout.json";
import landing from "./en-GB/landing.json";
import pages from "./en-GB/pages.json";
import ui from "./en-GB/ui.json";
import auth from "./en-GB/auth.json";
import dev from "./en-GB/dev.json";

export const defaultLanguage = "en-GB";
export const supportedLanguages = [defaultLanguage] as const;
export const defaultNamespace = "common";

export const resources = {
  "en-GB": { common, landing, pages, layout, ui, validation, auth, dev },
} as const;

export type Namespace = keyof (typeof resources)["en-GB"];
export const namespaces = Object.keys(resources["en-GB"]) as Namespace[];
