// The one interface media storage has: local disk by default, S3 when S3_BUCKET is set. Both pass
// the same contract suite (tests/api/storage-contract.test.ts). Keys are made by the uploads domain
// (`${folder}/${uuid}${ext}`) and checked by `isStorageKey` before any adapter touches them.
import type { Readable } from "node:stream";
import { isStorageKey } from "~shared/storage-keys";

/** A signed target the browser POSTs one file to (multipart: the fields, then the file as "file"). */
export interface UploadTarget {
  url: string;
  fields: Record<string, string>;
  expiresAt: Date;
}

/** What putStream reads: a Node stream, or chunks from an (async) iterable. */
export type ByteSource = Readable | AsyncIterable<Uint8Array> | Iterable<Uint8Array>;

export interface ObjectInfo {
  size: number;
  contentType: string | null;
}

/** One object of a folder's listing. */
export interface ListedObject {
  key: string;
  lastModified: Date;
}

/** Signed links and upload targets never live longer than this. */
export const MAX_SIGNED_SECONDS = 15 * 60;

export interface ObjectStorage {
  readonly kind: "local" | "s3";
  /** A signed POST that accepts exactly this key, this content type and at most maxBytes, until it expires. */
  createUploadTarget(input: { key: string; contentType: string; maxBytes: number; expiresInSeconds: number }): Promise<UploadTarget>;
  /**
   * Streams a file in (never held whole in memory); over maxBytes it is refused and nothing is kept.
   * The local adapter refuses a key that already holds an object (ObjectExistsError).
   */
  putStream(key: string, stream: ByteSource, options: { contentType: string; maxBytes: number }): Promise<{ size: number }>;
  /** The stored object's size and type, or null when there is none. */
  head(key: string): Promise<ObjectInfo | null>;
  /** Bytes start..end inclusive (fewer at the end of the object). */
  readRange(key: string, start: number, end: number): Promise<Uint8Array>;
  /** A GET link for a private object, valid for at most 15 minutes. */
  signedGetUrl(key: string, options: { expiresInSeconds: number; downloadName?: string }): Promise<string>;
  /**
   * The unsigned address of a public object. It answers only once the object is published: an
   * object in a public folder is born unpublished (ADR 056), and until then only signed links read it.
   */
  publicUrl(key: string): string;
  /**
   * Makes an object readable at its public address, or no longer (a flag in the local sidecar; on S3
   * the object tag `published=true`, which the bucket policy's anonymous read requires).
   */
  setPublished(key: string, published: boolean): Promise<void>;
  /** Deletes the object; deleting one that is not there is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Moves an object to a key no upload target was signed for, so no target can change it any more
   * (the uploads domain does this before it checks a file); false when there is nothing at `from`.
   */
  move(from: string, to: string): Promise<boolean>;
  /** The objects of one folder with when each was last written; files still on their way are not listed. */
  list(folder: string): AsyncIterable<ListedObject>;
}

/** Thrown by putStream when a stream is longer than its limit. */
export class ObjectTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The object is larger than ${maxBytes} bytes.`);
    this.name = "ObjectTooLargeError";
  }
}

/** Thrown when a key already holds an object (or is receiving one): keys are written once. */
export class ObjectExistsError extends Error {
  constructor(readonly key: string) {
    super(`An object is already stored under ${key}.`);
    this.name = "ObjectExistsError";
  }
}

export { isStorageKey };

export function assertStorageKey(value: string): void {
  if (!isStorageKey(value)) throw new Error(`Not a storage key: ${JSON.stringify(value).slice(0, 80)}`);
}

const FOLDER_PATTERN = /^[a-z][a-z0-9-]{0,40}$/;

export function assertStorageFolder(value: string): void {
  if (!FOLDER_PATTERN.test(value)) throw new Error(`Not a storage folder: ${JSON.stringify(value).slice(0, 80)}`);
}

export function clampSignedSeconds(seconds: number): number {
  if (!Number.isFinite(seconds) || seconds <= 0) throw new Error("A signed link needs a positive lifetime.");
  return Math.min(Math.floor(seconds), MAX_SIGNED_SECONDS);
}
