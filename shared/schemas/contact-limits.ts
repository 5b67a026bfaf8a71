// The contact form's limits, apart from its schema: the page uses them without loading Zod (the
// schema arrives only when a field takes focus: docs/decisions/019-lighter-browser-code.md).
export const QUERY_MAX = 3000;
