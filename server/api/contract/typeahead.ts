// What the header's search box suggests as someone types (server/domain/discovery/typeahead.ts):
// beside events-search, public, and the same for every caller. Each suggestion carries the page it
// opens, so the browser only draws them.
import { answer, call, textQuery, wire } from "./define";

export interface TypeaheadOptionData {
  id: number;
  /** The title or name shown. */
  label: string;
  /** The host of an event or a channel; null for categories and hosts. */
  detail: string | null;
  /** The site path it opens: the event's or channel's page, the host's profile, a category's search. */
  url: string;
}

/** GET search-typeahead: each list best first (events at most 5, the others at most 3). */
export interface TypeaheadData {
  events: TypeaheadOptionData[];
  channels: TypeaheadOptionData[];
  categories: TypeaheadOptionData[];
  hosts: TypeaheadOptionData[];
}

export type TypeaheadQuery = {
  /** What was typed: at most 200 characters; fewer than 2 letters or digits suggest nothing. */
  search?: string;
};

export const typeaheadCalls = {
  /**
   * Listed events (each series once, at its next date), listed channels, categories holding one of
   * them and their hosts, whose names hold every typed word at the start of a word. Bad input: 422
   * with the field's message (over 200 characters, control characters); a NUL is every call's 400.
   */
  "GET search-typeahead": call({ access: "public", query: textQuery("search"), queryWire: wire<TypeaheadQuery>(), answer: answer<TypeaheadData>() }),
};
