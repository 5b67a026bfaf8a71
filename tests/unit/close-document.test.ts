// The rendered document's closing tags go last, after Remix's streamed data, however the stream is cut.
import { describe, expect, it } from "vitest";
import { closeDocumentLast } from "~/lib/close-document.server";

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
