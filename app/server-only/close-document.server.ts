// Remix renders the streamed loader data (single fetch) as a sibling of the document, so React
// writes it after </body></html>: browsers move it into <body>, but the HTML is invalid (the Nu
// checker's "Stray start tag"). This stream holds the closing tags back and writes them last.
import { Transform } from "node:stream";

const closing = Buffer.from("</body></html>");

/** A pass-through for the rendered document that moves its first "</body></html>" to the end. */
export function closeDocumentLast(): Transform {
  let moved = false;
  // The last bytes seen, in case the closing tags arrive split across two chunks.
  let tail: Buffer = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (moved) return done(null, chunk);
      const data = tail.length > 0 ? Buffer.concat([tail, chunk]) : chunk;
      const at = data.indexOf(closing);
      if (at >= 0) {
        moved = true;
        tail = Buffer.alloc(0);
        return done(null, Buffer.concat([data.subarray(0, at), data.subarray(at + closing.length)]));
      }
      const keep = Math.min(data.length, closing.length - 1);
      tail = data.subarray(data.length - keep);
      done(null, data.subarray(0, data.length - keep));
    },
    flush(done) {
      done(null, moved ? Buffer.concat([tail, closing]) : tail);
    },
  });
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
