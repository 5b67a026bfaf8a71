// The rendered document's closing tags go last, after Remix's streamed data, however the stream is cut.
import { describe, expect, it } from "vitest";
import { closeDocumentLast, withoutNulBytes } from "~/server-only/close-document.server";

async function through(chunks: string[]): Promise<string> {
  const stream = closeDocumentLast();
  const out: Buffer[] = [];
  stream.on("data", (chunk: Buffer) => out.push(chunk));
  const ended = new Promise((resolve) => stream.on("end", resolve));
  for (const chunk of chunks) stream.write(chunk);
  stream.end();
  await ended;
  return Buffer.concat(out).toString();
}

const page = "<html><body><p>hi</p></body></html><div hidden><script>data()</script></div>";
const expected = "<html><body><p>hi</p><div hidden><script>data()</script></div></body></html>";

describe("closeDocumentLast", () => {
  it("moves </body></html> after what follows it", async () => {
    expect(await through([page])).toBe(expected);
  });

  it("finds the closing tags split across chunks, at any cut", async () => {
    for (let cut = 1; cut < page.length; cut++) {
      expect(await through([page.slice(0, cut), page.slice(cut)])).toBe(expected);
    }
    expect(await through([...page])).toBe(expected);
  });

  it("leaves a document without the closing tags as it is", async () => {
    expect(await through(["<p>partial", " page</p>"])).toBe("<p>partial page</p>");
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
