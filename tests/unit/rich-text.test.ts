// The channel description's editable text and its stored HTML (ADR 060): paragraphs,
// lists and links survive HTML → editable text → HTML, and nothing a host types, however hostile,
// survives the server's sanitiser as script.
import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "~server/domain/content/html";
import { editableTextToHtml, htmlToEditableText } from "~shared/rich-text";
import { XSS_PAYLOADS, xssTracesIn } from "~tests/support/xss-payloads";

/** What the server stores for a post of the form. */
const stored = (text: string) => sanitizeHtml(editableTextToHtml(text));

describe("editableTextToHtml", () => {
  it("makes a paragraph of each block, separated by a blank line, and a <br> of a single line break", () => {
    expect(editableTextToHtml("First paragraph.\n\nSecond one,\nwith a second line.")).toBe("<p>First paragraph.</p><p>Second one,<br />with a second line.</p>");
    expect(editableTextToHtml("Windows\r\n\r\nline ends")).toBe("<p>Windows</p><p>line ends</p>");
  });

  it("makes lists of '- ' and '1. ' lines, links of [text](https://…), bold and italic", () => {
    expect(editableTextToHtml("You will learn:\n\n- Breathing\n- Balance")).toBe("<p>You will learn:</p><ul><li>Breathing</li><li>Balance</li></ul>");
    expect(editableTextToHtml("1. Warm up\n2. Flow")).toBe("<ol><li>Warm up</li><li>Flow</li></ol>");
    expect(editableTextToHtml("See [my site](https://example.com/a?b=1&c=2) for **more** and *less*.")).toBe(
      '<p>See <a href="https://example.com/a?b=1&amp;c=2">my site</a> for <strong>more</strong> and <em>less</em>.</p>',
    );
  });

  it("escapes what is typed: tags are text, and a link that is not http(s) or mailto stays as typed", () => {
    expect(editableTextToHtml("<b>not bold</b> & co")).toBe("<p>&lt;b&gt;not bold&lt;/b&gt; &amp; co</p>");
    expect(editableTextToHtml("[click](javascript:alert(1))")).toBe("<p>[click](javascript:alert(1))</p>");
    expect(editableTextToHtml('[x](https://a.test/"onmouseover="alert(1))')).not.toMatch(/"onmouseover/);
  });
});

describe("htmlToEditableText", () => {
  it("reads stored HTML as the textarea shows it (no <p> tags in the form)", () => {
    expect(htmlToEditableText("<p>A calm course.</p><p>Four weeks.</p>")).toBe("A calm course.\n\nFour weeks.");
    expect(htmlToEditableText("<p>Learn:</p>\n<ul>\n  <li>Breath</li>\n  <li><strong>Balance</strong></li>\n</ul>")).toBe("Learn:\n\n- Breath\n- **Balance**");
    expect(htmlToEditableText('<ol><li>One</li><li>Two <a href="https://x.test/?a=1&amp;b=2">link</a></li></ol>')).toBe("1. One\n2. Two [link](https://x.test/?a=1&b=2)");
    expect(htmlToEditableText("Plain text,\nkept as it is &amp; decoded.")).toBe("Plain text,\nkept as it is & decoded.");
    expect(htmlToEditableText("<p>Text &lt;b&gt; stays text</p>")).toBe("Text <b> stays text");
  });

  it("drops what it cannot say: a link that is not http(s) keeps its text only, unknown tags their text", () => {
    expect(htmlToEditableText('<p><a href="javascript:alert(1)">Click</a> <span class="x">here</span></p>')).toBe("Click here");
  });
});

describe("the round trip HTML → editable text → HTML", () => {
  it.each([
    "<p>A calm course.</p><p>Four weeks,<br />one class a week.</p>",
    "<p>You will learn:</p><ul><li>Breathing</li><li>Balance and <em>focus</em></li></ul><p>Then:</p><ol><li>Flow</li><li>Rest</li></ol>",
    '<p>Questions? <a href="mailto:hello@example.com">Write to me</a> or see <a href="https://example.com/faq">the FAQ</a>.</p>',
    "<p><strong>Bold</strong> &amp; &lt;escaped&gt;</p>",
  ])("keeps %s", (html) => {
    expect(editableTextToHtml(htmlToEditableText(html))).toBe(html);
    // And the server's sanitiser keeps it as it is.
    expect(sanitizeHtml(html)).toBe(html);
  });

  it("gives the same text back for text the host typed", () => {
    const text = "Intro line.\n\n- one\n- two [link](https://example.com)\n\n1. first\n2. second\n\nLast **bold** *it*.";
    expect(htmlToEditableText(editableTextToHtml(text))).toBe(text);
  });
});

describe("hostile input", () => {
  it("typed into the form, is stored as text: the only tags are the editor's own, the only links http(s) or mailto", () => {
    const typed = `${XSS_PAYLOADS}\n\n[x](javascript:alert(1))\n\n[y](https://a.test/"><script>alert(1)</script>)\n\n[z](https://ok.test/path)`;
    const html = stored(typed);
    const tags = html.match(/<[^>]*>/g) ?? [];
    for (const tag of tags) expect(tag).toMatch(/^<\/?(p|br|ul|ol|li|strong|em|a)( href="(https?:\/\/|mailto:)[^"<>]*")? ?\/?>$/);
    expect(tags).toContain('<a href="https://ok.test/path">');
    // The payloads are there as text, escaped.
    expect(html).toContain("&lt;script&gt;alert('script')&lt;/script&gt;");
  });

  it("stored as HTML by any other client, is sanitised, and reads back as harmless text", () => {
    const html = sanitizeHtml(`<p>Fine</p>${XSS_PAYLOADS}`);
    expect(xssTracesIn(html)).toEqual([]);
    expect(xssTracesIn(stored(htmlToEditableText(html)))).toEqual([]);
  });
});
