// The search box of every page's header: a GET form to /search (its `search` field, as the search
// page's own form names it), so it works without JavaScript. With JavaScript, the suggestions as
// you type (search-suggestions.tsx) load the first time the box takes focus: every page carries
// the box, and only those who use it fetch the combobox's code.
import { Form } from "@remix-run/react";
import { useRef, useState, type ComponentType } from "react";
import { useTranslation } from "~/components/i18n/use-translation";
import type { SearchSuggestionsProps } from "./search-suggestions";

/** As long as events-search takes. */
const SEARCH_MAX = 200;

/** Placed and drawn by `.site-search` (tailwind.css). */
export function HeaderSearch() {
  const { t } = useTranslation("layout");
  const input = useRef<HTMLInputElement>(null);
  const [Suggestions, setSuggestions] = useState<ComponentType<SearchSuggestionsProps> | null>(null);
  const enhance = () => {
    if (!Suggestions) void import("./search-suggestions").then((module) => setSuggestions(() => module.SearchSuggestions));
  };

  return (
    <Form method="get" action="/search" role="search" aria-label={t("search.label")} className="site-search">
      <label htmlFor="site-search" className="sr-only">
        {t("search.field")}
      </label>
      <input ref={input} id="site-search" name="search" type="search" maxLength={SEARCH_MAX} placeholder={t("search.field")} onFocus={enhance} />
      <button type="submit">
        <span className="sr-only">{t("search.submit")}</span>
      </button>
      {Suggestions ? <Suggestions input={input} /> : null}
    </Form>
  );
}
