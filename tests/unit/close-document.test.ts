// The rendered document's closing tags go last, after Remix's streamed data.
import { describe, expect, it } from "vitest";
import { closeDocumentLast, withoutNulBytes } from "~/server-only/close-document.server";

const page = "<html><body><p>hi</p></body></html><div hidden><script>data()</script></div>";
const expected = "<html><body><p>hi</p><div hidden><script>data()</script></div></body></html>";
const moved = (html: string) => closeDocumentLast(Buffer.from(html)).toString();

describe("closeDocumentLast", () => {
  it("moves </body></html> after what follows it", () => {
    expect(moved(page)).toBe(expected);
  });

  it("moves only the first closing tags, and leaves a document that ends with them as it is", () => {
    expect(moved(`${page}<p>"</body></html>"</p>`)).toBe(`<html><body><p>hi</p><div hidden><script>data()</script></div><p>"</body></html>"</p></body></html>`);
    expect(moved(expected)).toBe(expected);
  });

  it("moves them in the page's own buffer, which keeps its length", () => {
    const html = Buffer.from(page);
    expect(closeDocumentLast(html)).toBe(html);
    expect(html.toString()).toBe(expected);
  });

  it("leaves a document without the closing tags as it is", () => {
    const partial = Buffer.from("<p>partial page</p>");
    expect(closeDocumentLast(partial)).toBe(partial);
  });
});

describe("withoutNulBytes", () => {
  it("drops the zero bytes React 18.3 can leave at a write buffer's end, and keeps multi-byte text whole", () => {
    const html = Buffer.concat([Buffer.from("<p>Yoga "), Buffer.from([0]), Buffer.from("· Yin yoga — £6.50</p>"), Buffer.from([0, 0])]);
    expect(withoutNulBytes(html).toString("utf8")).toBe("<p>Yoga · Yin yoga — £6.50</p>");
  });

  it("gives back a document without zero bytes as it is", () => {
    const html = Buffer.from("<p>naïve café</p>");
    expect(withoutNulBytes(html)).toBe(html);
  });
});
