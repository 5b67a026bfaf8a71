// The demo's documents as real PDFs, drawn with pdf-lib when the seed runs: an A4 page or two with
// the document's title, its channel and host, its description and its own content (a checklist, a
// list of cues, questions with room to write). The same input gives the same bytes: no clock and no
// random ids go into the file (its dates are fixed, pdf-lib writes no file identifier).
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from "pdf-lib";

/** One section of a document: a heading and its items, drawn as bullets, boxes to tick, or prompts with lines to write on. */
export interface PdfSection {
  heading: string;
  items: readonly string[];
  style?: "bullets" | "checkboxes" | "lines";
}

export interface PdfDocumentInput {
  title: string;
  /** The channel it belongs to, shown above the title. */
  channel: string;
  host: string;
  /** The description as the host wrote it (HTML); drawn as plain paragraphs. */
  description: string;
  sections: readonly PdfSection[];
}

/** Every demo PDF carries this date: the bytes do not depend on the day of the seed. */
const FIXED_DATE = new Date("2026-01-01T00:00:00Z");
const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const INK = rgb(0.13, 0.12, 0.11);
const MUTED = rgb(0.38, 0.36, 0.33);
const ACCENT = rgb(0.12, 0.37, 0.36);
const RULE = rgb(0.8, 0.78, 0.74);

/** The paragraphs of a host's HTML as plain text. */
export function paragraphsOf(html: string): string[] {
  return html
    .replace(/<\/(p|li|h[1-6])>|<br\s*\/?>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean);
}

/** Text the standard fonts can draw (WinAnsi): other characters become a question mark. */
function drawable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return [...text].map((char) => (known.has(char.codePointAt(0)!) ? char : "?")).join("");
}

function wrap(font: PDFFont, size: number, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of drawable(font, text).split(" ")) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Renders the document; answers the PDF's bytes. */
export async function renderDocumentPdf(input: PdfDocumentInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(drawableTitle(input.title));
  pdf.setAuthor(input.host);
  pdf.setSubject(input.channel);
  pdf.setCreator("Marquee demo seed");
  pdf.setProducer("pdf-lib");
  pdf.setCreationDate(FIXED_DATE);
  pdf.setModificationDate(FIXED_DATE);
  const fonts = {
    title: await pdf.embedFont(StandardFonts.TimesRomanBold),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    text: await pdf.embedFont(StandardFonts.Helvetica),
  };
  const width = A4.width - 2 * MARGIN;
  let page: PDFPage = pdf.addPage([A4.width, A4.height]);
  let y = A4.height - MARGIN;

  const footer = (target: PDFPage, number: number) => {
    target.drawLine({ start: { x: MARGIN, y: MARGIN - 12 }, end: { x: A4.width - MARGIN, y: MARGIN - 12 }, thickness: 0.5, color: RULE });
    target.drawText(drawable(fonts.text, `${input.title} - ${input.channel}`), { x: MARGIN, y: MARGIN - 28, size: 8, font: fonts.text, color: MUTED });
    target.drawText(`Page ${number}`, { x: A4.width - MARGIN - fonts.text.widthOfTextAtSize(`Page ${number}`, 8), y: MARGIN - 28, size: 8, font: fonts.text, color: MUTED });
  };
  /** Makes room for `height` points, on a new page when this one is full. */
  const room = (height: number) => {
    if (y - height >= MARGIN + 8) return;
    footer(page, pdf.getPageCount());
    page = pdf.addPage([A4.width, A4.height]);
    y = A4.height - MARGIN;
  };
  const text = (value: string, options: { font: PDFFont; size: number; color?: ReturnType<typeof rgb>; indent?: number; after?: number }) => {
    const lineHeight = options.size * 1.35;
    for (const line of wrap(options.font, options.size, value, width - (options.indent ?? 0))) {
      room(lineHeight);
      y -= lineHeight;
      page.drawText(line, { x: MARGIN + (options.indent ?? 0), y, size: options.size, font: options.font, color: options.color ?? INK });
    }
    y -= options.after ?? 0;
  };

  text(input.channel.toUpperCase(), { font: fonts.bold, size: 9, color: ACCENT, after: 6 });
  text(input.title, { font: fonts.title, size: 26, after: 4 });
  text(`By ${input.host}`, { font: fonts.text, size: 10, color: MUTED, after: 10 });
  page.drawLine({ start: { x: MARGIN, y }, end: { x: A4.width - MARGIN, y }, thickness: 1.5, color: ACCENT });
  y -= 14;
  for (const paragraph of paragraphsOf(input.description)) text(paragraph, { font: fonts.text, size: 11, after: 6 });

  for (const section of input.sections) {
    room(48);
    y -= 12;
    text(section.heading, { font: fonts.bold, size: 13, color: ACCENT, after: 4 });
    for (const item of section.items) {
      const style = section.style ?? "bullets";
      room(style === "lines" ? 52 : 18);
      const top = y;
      text(item, { font: fonts.text, size: 11, indent: 18, after: 3 });
      const mid = top - 11 * 1.35 + 3;
      if (style === "checkboxes") {
        page.drawRectangle({ x: MARGIN + 1, y: mid - 1, width: 9, height: 9, borderColor: INK, borderWidth: 0.8 });
      } else if (style === "bullets") {
        page.drawCircle({ x: MARGIN + 5, y: mid + 3.5, size: 2, color: ACCENT });
      } else {
        page.drawText("-", { x: MARGIN + 4, y: mid, size: 11, font: fonts.text, color: ACCENT });
        // Two ruled lines to write the answer on.
        for (let line = 0; line < 2; line += 1) {
          y -= 18;
          page.drawLine({ start: { x: MARGIN + 18, y }, end: { x: A4.width - MARGIN, y }, thickness: 0.5, color: RULE });
        }
        y -= 8;
      }
    }
  }
  footer(page, pdf.getPageCount());
  return pdf.save({ useObjectStreams: false });
}

function drawableTitle(title: string): string {
  return title.replace(/[^\x20-\x7e\u00a0-\u00ff]/g, "?");
}
