// Media on the local disk (DATA_DIR/uploads), with the same contract as S3: the browser POSTs to a
// signed target (server/integrations/storage/local-http.ts checks the policy while it streams) and
// private objects are read through signed, expiring GET links. Each object has a small JSON
// sidecar with its content type, as S3 keeps it on the object. The sidecar is created exclusively
// before the first byte is written, so it also claims the key: a key is written once, and a second
// post to an upload target is refused even while the first is still streaming.
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { signGet, signPolicy } from "./signing";
import {
  assertStorageFolder,
  assertStorageKey,
  clampSignedSeconds,
  isStorageKey,
  ObjectExistsError,
  ObjectTooLargeError,
  type ListedObject,
  type ObjectInfo,
  type ObjectStorage,
} from "./types";

export interface LocalStorageOptions {
  /** The folder objects live in. */
  dir: string;
  /** The first signs; all verify (rotation). */
  secrets: readonly string[];
  /** Prefix of the storage routes: "" for root-relative links (the web server serves /storage/…). */
  baseUrl?: string;
  /** Whether a key is a public object (the rest need a signed link). */
  isPublic(key: string): boolean;
  now?: () => Date;
}

export const LOCAL_STORAGE_PATH = "/storage";
const META_SUFFIX = ".meta.json";

/** What an object's sidecar holds: its content type, and whether its public address answers (ADR 056). */
interface ObjectMeta {
  contentType?: string;
  published?: boolean;
}

export interface LocalStorage extends ObjectStorage {
  readonly kind: "local";
  readonly options: LocalStorageOptions;
  /** The object's file on disk (the key is checked first). */
  filePath(key: string): string;
  /** Whether the object's public address answers: published, by setPublished. */
  isPublished(key: string): Promise<boolean>;
}

/** Passes bytes through, and fails the pipeline as soon as more than maxBytes went by. */
function limitBytes(maxBytes: number, counted: { size: number }) {
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      counted.size += chunk.length;
      if (counted.size > maxBytes) callback(new ObjectTooLargeError(maxBytes));
      else callback(null, chunk);
    },
  });
}

export function createLocalStorage(options: LocalStorageOptions): LocalStorage {
  const root = path.resolve(options.dir);
  const base = `${options.baseUrl ?? ""}${LOCAL_STORAGE_PATH}`;
  const now = options.now ?? (() => new Date());
  const secret = options.secrets[0];
  if (!secret) throw new Error("Local storage needs a secret to sign with.");

  const filePath = (key: string) => {
    assertStorageKey(key);
    return path.join(root, ...key.split("/"));
  };
  const metaPath = (key: string) => `${filePath(key)}${META_SUFFIX}`;
  /** Takes the key for one write, or throws ObjectExistsError when it is taken. */
  const claim = async (key: string, meta: string) => {
    await mkdir(path.dirname(filePath(key)), { recursive: true });
    try {
      await writeFile(metaPath(key), meta, { flag: "wx" });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "EEXIST") throw new ObjectExistsError(key);
      throw error;
    }
  };
  /** The object's sidecar, or null when there is none. */
  const readMeta = async (key: string): Promise<ObjectMeta | null> => {
    try {
      return JSON.parse(await readFile(metaPath(key), "utf8")) as ObjectMeta;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  };
  const modified = (file: string) => stat(file).then((info) => info.mtimeMs, () => null);
  const expiry = (seconds: number) => Math.floor(now().getTime() / 1000) + clampSignedSeconds(seconds);

  return {
    kind: "local",
    options,
    filePath,

    async isPublished(key) {
      return (await readMeta(key))?.published === true;
    },

    async createUploadTarget({ key, contentType, maxBytes, expiresInSeconds }) {
      assertStorageKey(key);
      const expires = expiry(expiresInSeconds);
      const signed = signPolicy(secret, { key, contentType, minBytes: 1, maxBytes, expires });
      return {
        url: `${base}/upload`,
        fields: { key, "Content-Type": contentType, policy: signed.policy, signature: signed.signature },
        expiresAt: new Date(expires * 1000),
      };
    },

    // Claims the key, streams into a temporary file and moves it into place only when it ended
    // within the limit; a failed write gives the key back.
    async putStream(key, stream, { contentType, maxBytes }) {
      const target = filePath(key);
      await claim(key, JSON.stringify({ contentType }));
      const partial = `${target}.partial-${process.pid}-${Date.now()}`;
      const counted = { size: 0 };
      const source = stream instanceof Readable ? stream : Readable.from(stream);
      try {
        await pipeline(source, limitBytes(maxBytes, counted), createWriteStream(partial, { flags: "wx" }));
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        await rm(metaPath(key), { force: true });
        throw error;
      }
      return { size: counted.size };
    },

    async head(key): Promise<ObjectInfo | null> {
      try {
        const [info, meta] = await Promise.all([stat(filePath(key)), readFile(metaPath(key), "utf8").catch(() => "{}")]);
        const { contentType } = JSON.parse(meta) as { contentType?: string };
        return { size: info.size, contentType: contentType ?? null };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },

    async readRange(key, start, end) {
      const handle = await open(filePath(key), "r");
      try {
        const length = Math.max(0, end - start + 1);
        const buffer = Buffer.alloc(length);
        const { bytesRead } = await handle.read(buffer, 0, length, start);
        return new Uint8Array(buffer.buffer, buffer.byteOffset, bytesRead);
      } finally {
        await handle.close();
      }
    },

    async signedGetUrl(key, { expiresInSeconds, downloadName }) {
      assertStorageKey(key);
      const expires = expiry(expiresInSeconds);
      const query = new URLSearchParams({ expires: String(expires) });
      if (downloadName) query.set("download", downloadName);
      query.set("signature", signGet(secret, key, expires, downloadName ?? ""));
      return `${base}/files/${key}?${query}`;
    },

    publicUrl(key) {
      assertStorageKey(key);
      return `${base}/files/${key}`;
    },

    // The sidecar is rewritten whole through a temporary file and a rename, so a reader never sees half of it.
    async setPublished(key, published) {
      const meta = await readMeta(key);
      if (meta === null) return;
      const temporary = `${metaPath(key)}.${process.pid}-${Date.now()}.tmp`;
      await writeFile(temporary, JSON.stringify({ ...meta, published }));
      await rename(temporary, metaPath(key));
    },

    async delete(key) {
      await rm(filePath(key), { force: true });
      await rm(metaPath(key), { force: true });
    },

    // A rename: atomic, no copy. The source keeps its sidecar, so an upload target signed for it
    // still finds the key taken; the sweep deletes that leftover once no target can be alive.
    async move(from, to) {
      const meta = await readFile(metaPath(from), "utf8").catch(() => null);
      if (meta === null || (await modified(filePath(from))) === null) return false;
      await claim(to, meta);
      try {
        await rename(filePath(from), filePath(to));
      } catch (error) {
        await rm(metaPath(to), { force: true });
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
        throw error;
      }
      return true;
    },

    // A key is listed when its file or its sidecar is there (a claimed key with no file is a target
    // used once); files still streaming in are only partials and not listed.
    async *list(folder): AsyncGenerator<ListedObject> {
      assertStorageFolder(folder);
      let names: string[];
      try {
        names = await readdir(path.join(root, folder));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
        throw error;
      }
      const keys = new Set(
        names.map((name) => `${folder}/${name.endsWith(META_SUFFIX) ? name.slice(0, -META_SUFFIX.length) : name}`).filter((key) => isStorageKey(key)),
      );
      for (const key of keys) {
        const times = (await Promise.all([modified(filePath(key)), modified(metaPath(key))])).filter((time): time is number => time !== null);
        if (times.length > 0) yield { key, lastModified: new Date(Math.max(...times)) };
      }
    },
  };
}

/** A whole object's bytes start..end as a stream (the HTTP side's Range answers). */
export function readStream(storage: LocalStorage, key: string, start: number, end: number): Readable {
  return createReadStream(storage.filePath(key), { start, end });
}
