// The frame of a search page (/search for events, /channels for channels): a GET form with Search
// and Reset (a link to the page without filters), and the results section — the count, the cards,
// "No … found" with "Did you mean" links that run the nearer search, a refused filter's message,
// and the `?page=N` pager. Plain links and a plain form: it works without JavaScript.
import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { Alert, Button, Pagination, buttonClasses } from "~/components/ui";

/** The category select's options: each parent, then its sub-categories marked with a dash. */
export function categorySelectOptions(categories: readonly { id: number; name: string; parent_id: number | null }[]): { value: string; label: string }[] {
  return categories.map((category) => ({
    value: String(category.id),
    label: category.parent_id === null ? category.name : `– ${category.name}`,
  }));
}

export interface SearchFormProps {
  /** The page the form submits to and Reset goes back to. */
  action: string;
  /** The filters' values: the form is keyed by them, so Reset (a link) also clears the fields when JavaScript navigates. */
  values: readonly string[];
  label: string;
  submitLabel: string;
  resetLabel: string;
  /** The fields. */
  children: ReactNode;
}

export function SearchForm({ action, values, label, submitLabel, resetLabel, children }: SearchFormProps) {
  return (
    <Form
      key={values.join("|")}
      method="get"
      action={action}
      role="search"
      aria-label={label}
      className="mb-8 grid gap-4 rounded-card border border-line bg-surface p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto]"
    >
      {children}
      <div className="flex items-end gap-3">
        <Button type="submit">{submitLabel}</Button>
        <Link to={action} className={buttonClasses({ variant: "secondary" })}>
          {resetLabel}
        </Link>
      </div>
    </Form>
  );
}

export interface SearchResultsProps {
  headingId: string;
  heading: string;
  /** A refused filter's message, shown instead of the results. */
  error: string | null;
  /** How many results this page has (0: the empty text and the suggestions). */
  shown: number;
  emptyText: string;
  didYouMeanText: string;
  suggestions: readonly { text: string; href: string }[];
  /** "12 channels". */
  countText: string;
  page: number;
  pageCount: number;
  /** The cards, as list items. */
  children: ReactNode;
  listTestId?: string;
}

export function SearchResults(props: SearchResultsProps) {
  const { headingId, heading, error, shown, emptyText, didYouMeanText, suggestions, countText, page, pageCount, children, listTestId } = props;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="sr-only">
        {heading}
      </h2>
      {error ? (
        <Alert tone="error">{error}</Alert>
      ) : shown === 0 ? (
        <div className="py-12 text-center">
          <p className="text-lg text-muted">{emptyText}</p>
          {suggestions.length > 0 ? (
            <div className="mt-4">
              <p id="did-you-mean">{didYouMeanText}</p>
              <ul aria-labelledby="did-you-mean" className="mt-2 flex flex-wrap justify-center gap-3">
                {suggestions.map((suggestion) => (
                  <li key={suggestion.text}>
                    <Link to={suggestion.href} className={buttonClasses({ variant: "secondary", size: "sm" })}>
                      {suggestion.text}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      ) : (
        <>
          <p className="mb-4 text-sm text-muted" aria-live="polite">
            {countText}
          </p>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid={listTestId}>
            {children}
          </ul>
        </>
      )}
      <Pagination currentPage={page} pageCount={pageCount} />
    </section>
  );
}
