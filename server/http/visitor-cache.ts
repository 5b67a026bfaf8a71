// A short shared memory of the pages that are the same for every visitor.
//
// A page is kept only when the app said so on that very answer (app/entry.server.tsx sets
// VISITOR_PAGE_HEADER when every route on screen declares `sameForEveryVisitor` and the root loader
// saw no user, no flash message and no session trouble) and the request carried no session cookie,
// was a GET, answered 200 and set no cookie. Such a page depends only on the build, the
// environment and its URL, so a visitor asking for the same URL within `ttlMs` is answered with the
// same bytes and headers without rendering. Anyone with a session cookie always gets a fresh render.
import type { NextFunction, Request, Response } from "express";
import { boundedCache } from "~shared/bounded-cache";
import { VISITOR_PAGE_HEADER } from "~shared/http-headers";


export interface VisitorCacheOptions {
  /** Cookies that make a request a signed-in one (never served from, nor stored in, the cache). */
  sessionCookies: readonly string[];
  /** How long a page is reused; 0 keeps nothing. */
  ttlMs: number;
  /** At most this many URLs are kept; the least recently asked for is forgotten first. */
  maxEntries: number;
  now?: () => number;
}

interface KeptPage {
  headers: Array<[string, string | number | string[]]>;
  body: Buffer;
}

type Chunk = string | Uint8Array;

function asBuffer(chunk: unknown, encoding: unknown): Buffer | null {
  if (typeof chunk === "string") return Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return null;
}

export function visitorPageCache({ sessionCookies, ttlMs, maxEntries, now = Date.now }: VisitorCacheOptions) {
  const names = sessionCookies.map((name) => name.replace(/[.*+?^${}()|[\]\\-]/g, "\\$&")).join("|");
  const carriesSession = new RegExp(`(?:^|;)\\s*(?:${names})=`);
  const pages = ttlMs > 0 ? boundedCache<string, KeptPage>({ maxEntries, ttlMs, now }) : null;

  return (req: Request, res: Response, next: NextFunction) => {
    if (!pages || req.method !== "GET" || carriesSession.test(req.headers.cookie ?? "")) {
      // The app's mark never leaves the server, whoever asked.
      const writeHead = res.writeHead;
      res.writeHead = function (this: Response, ...args: Parameters<Response["writeHead"]>) {
        this.removeHeader(VISITOR_PAGE_HEADER);
        return writeHead.apply(this, args);
      } as Response["writeHead"];
      return next();
    }

    const key = `${req.headers.host ?? ""} ${req.originalUrl}`;
    const kept = pages.get(key);
    if (kept) {
      res.statusCode = 200;
      for (const [name, value] of kept.headers) res.setHeader(name, value);
      res.end(kept.body);
      return;
    }

    let keeping = false;
    const chunks: Buffer[] = [];
    const writeHead = res.writeHead;
    res.writeHead = function (this: Response, ...args: Parameters<Response["writeHead"]>) {
      const marked = this.getHeader(VISITOR_PAGE_HEADER) !== undefined;
      this.removeHeader(VISITOR_PAGE_HEADER);
      // Headers given to writeHead itself are not seen by getHeaders(): such an answer is not kept.
      const onlyStatus = args.length === 1 || (args.length === 2 && typeof args[1] === "string");
      keeping = marked && onlyStatus && this.statusCode === 200 && !this.hasHeader("set-cookie");
      return writeHead.apply(this, args);
    } as Response["writeHead"];

    const write = res.write;
    res.write = function (this: Response, chunk: Chunk, ...rest: unknown[]) {
      if (!this.headersSent) this.writeHead(this.statusCode);
      if (keeping) {
        const bytes = asBuffer(chunk, rest[0]);
        if (bytes) chunks.push(Buffer.from(bytes));
        else keeping = false;
      }
      return (write as (...a: unknown[]) => boolean).call(this, chunk, ...rest);
    } as Response["write"];

    const end = res.end;
    res.end = function (this: Response, ...args: unknown[]) {
      if (!this.headersSent) this.writeHead(this.statusCode);
      if (keeping) {
        const chunk = typeof args[0] === "function" ? undefined : args[0];
        if (chunk !== undefined && chunk !== null) {
          const bytes = asBuffer(chunk, args[1]);
          if (bytes) chunks.push(Buffer.from(bytes));
          else keeping = false;
        }
      }
      if (keeping) {
        // Named as written (getHeaders() would lower-case them), so a kept answer reads like a fresh one.
        const rawNames = (this as unknown as { getRawHeaderNames(): string[] }).getRawHeaderNames();
        const headers = rawNames.flatMap((name): Array<[string, string | number | string[]]> => {
          const value = this.getHeader(name);
          return value === undefined ? [] : [[name, value]];
        });
        pages.set(key, { headers, body: Buffer.concat(chunks) });
        keeping = false;
      }
      return (end as (...a: unknown[]) => Response).apply(this, args);
    } as Response["end"];

    next();
  };
}
