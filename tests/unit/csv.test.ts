// The CSV writer: RFC 4180 quoting and the formula-safe prefix, and a spreadsheet library (SheetJS)
// reading the file back as the same rows, a name starting with = as text.
import { describe, expect, it } from "vitest";
import * as XLSX from "xlsx";
import { csvCell, toCsv } from "~shared/csv";

describe("csvCell", () => {
  it("leaves plain text alone and writes empty for null", () => {
    expect(csvCell("Ada Lovelace")).toBe("Ada Lovelace");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(42)).toBe("42");
  });

  it("quotes a field with a comma, a quote or a line break, doubling the quotes", () => {
    expect(csvCell("Lovelace, Ada")).toBe('"Lovelace, Ada"');
    expect(csvCell('Ada "the first" L')).toBe('"Ada ""the first"" L"');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell("two\r\nlines")).toBe('"two\r\nlines"');
  });

  it("prefixes ' to text a spreadsheet would read as a formula", () => {
    for (const start of ["=", "+", "-", "@", "\t", "\r"]) expect(csvCell(`${start}SUM(A1)`).startsWith(`'${start}`) || csvCell(`${start}SUM(A1)`).startsWith(`"'${start}`)).toBe(true);
    expect(csvCell("=HYPERLINK(\"http://x\",\"y\")")).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvCell("Ada=Lovelace")).toBe("Ada=Lovelace");
    // Numbers are not formulas: -3 stays a number.
    expect(csvCell(-3)).toBe("-3");
  });
});

describe("toCsv", () => {
  it("ends every record with CRLF", () => {
    expect(toCsv(["a", "b"], [["1", null]])).toBe("a,b\r\n1,\r\n");
  });

  it("opens in a spreadsheet library as the same rows, a formula-looking name as text", () => {
    const rows = [
      ["=1+2", "ada@example.com", "Yoga, pilates", 'She said "hi"'],
      ["@SUM(A1:A2)", "bob@example.com", "line one\nline two", "+44 7700 900123"],
      ["Plain Name", "cy@example.com", "-minus", ""],
    ];
    const csv = toCsv(["Name", "Email", "Content", "Note"], rows);
    // Read as a spreadsheet opens a CSV: a cell starting with = would become a formula.
    const book = XLSX.read(csv, { type: "string" });
    const sheet = book.Sheets[book.SheetNames[0]!]!;
    const parsed = XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1, raw: false, defval: "" });
    expect(parsed).toEqual([["Name", "Email", "Content", "Note"], ...rows.map((row) => row.map((cell) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell)))]);
    // The = name is a text cell, never a formula.
    expect(sheet.A2?.t).toBe("s");
    expect(sheet.A2?.f).toBeUndefined();
    expect(sheet.A2?.v).toBe("'=1+2");
  });
});
