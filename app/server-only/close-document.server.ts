// Remix renders the streamed loader data (single fetch) as a sibling of the document, so React
// writes it after </body></html>: browsers move it into <body>, but the HTML is invalid (the Nu
// checker's "Stray start tag"). The closing tags are moved to the end of the rendered page.
const closing = Buffer.from("</body></html>");

/**
 * The rendered document with its first "</body></html>" moved to the end, in place (the document
 * keeps its length): what follows the tags moves back over them. It works on the whole document
 * once rendered (entry.server.tsx keeps the page in memory to send it with its length), instead of
 * a stream stage copying and searching each of React's 2 KB chunks; and it copies nothing, because
 * every page's buffers count towards the memory that starts a full garbage collection.
 */
export function closeDocumentLast(html: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  const at = html.indexOf(closing);
  if (at < 0) return html;
  html.copyWithin(at, at + closing.length);
  closing.copy(html, html.length - closing.length);
  return html;
}

/**
 * The document without U+0000 bytes. React 18.3's renderToPipeableStream can leave a NUL in its
 * 2 KB write buffer when a multi-byte character does not fit at the buffer's end
 * (facebook/react#31134): an extra byte, never one of ours (HTML text holds no NUL, and no UTF-8
 * sequence but U+0000 contains a zero byte), which the valid-HTML gate refuses. Dropping every zero
 * byte is therefore exact.
 */
export function withoutNulBytes(html: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  if (!html.includes(0)) return html;
  const out = Buffer.alloc(html.length);
  let length = 0;
  for (const byte of html) if (byte !== 0) out[length++] = byte;
  return out.subarray(0, length);
}
