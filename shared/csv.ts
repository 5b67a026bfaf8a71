// CSV as RFC 4180 writes it (CRLF between records, a field quoted when it holds a comma, a quote or
// a line break, quotes inside doubled), made safe for spreadsheets: a cell that starts with = + - @,
// a tab or a carriage return would be read as a formula, so it is written with a leading ' and the
// spreadsheet shows it as text.

/** Characters a spreadsheet reads as the start of a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: formula-safe, then quoted if it must be. null and undefined are empty. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  // Only text is escaped: a number such as -3 stays a number.
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole file: the header, then one record per row, each ended by CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return [header, ...rows].map((row) => `${row.map(csvCell).join(",")}\r\n`).join("");
}
