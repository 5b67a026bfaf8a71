import type { ShouldRevalidateFunction } from "@remix-run/react";

/**
 * After the form's own answer (an intent, messages) the page's data has not changed: the loader
 * does not run again, unless the answer says the options changed (a module was added).
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) => {
  if (actionResult && typeof actionResult === "object" && "draft" in actionResult) {
    return Boolean((actionResult as { refreshOptions?: boolean }).refreshOptions);
  }
  return defaultShouldRevalidate;
};
