// Media in an S3 bucket (S3_BUCKET set). The browser uploads straight to the bucket with a presigned
// POST whose policy pins the key, the exact content type and a length range, and expires within
// 15 minutes; private objects are read through presigned GETs of at most 15 minutes. Public objects
// are served from S3_PUBLIC_URL (a CDN or the bucket's public prefix, granted by bucket policy to
// objects of the public folders tagged published=true, ADR 056).
import { Readable } from "node:stream";
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectTaggingCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { createPresignedPost } from "@aws-sdk/s3-presigned-post";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import {
  assertStorageFolder,
  assertStorageKey,
  type ByteSource,
  clampSignedSeconds,
  isStorageKey,
  type ListedObject,
  ObjectTooLargeError,
  type ObjectInfo,
  type ObjectStorage,
} from "./types";

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-protocol server other than AWS (path-style addressing). */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Where public objects are read; default the bucket's own address. */
  publicUrl?: string;
}

export interface S3Storage extends ObjectStorage {
  readonly kind: "s3";
  readonly client: S3Client;
}

/** Counts bytes as they stream to S3 and stops the upload past the limit (parts of 5 MB are all it holds). */
async function* limited(source: ByteSource, maxBytes: number, counted: { size: number }) {
  for await (const chunk of source as AsyncIterable<Uint8Array>) {
    counted.size += chunk.length;
    if (counted.size > maxBytes) throw new ObjectTooLargeError(maxBytes);
    yield chunk;
  }
}

function isMissing(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === "NotFound" || error.name === "NoSuchKey");
}

export function createS3Storage(options: S3StorageOptions): S3Storage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: Boolean(options.endpoint),
    credentials:
      options.accessKeyId && options.secretAccessKey ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } : undefined,
  });
  const Bucket = options.bucket;
  const bucketUrl = options.endpoint
    ? `${options.endpoint.replace(/\/$/, "")}/${Bucket}`
    : `https://${Bucket}.s3.${options.region}.amazonaws.com`;
  const publicBase = (options.publicUrl ?? bucketUrl).replace(/\/$/, "");

  return {
    kind: "s3",
    client,

    async createUploadTarget({ key, contentType, maxBytes, expiresInSeconds }) {
      assertStorageKey(key);
      const seconds = clampSignedSeconds(expiresInSeconds);
      const post = await createPresignedPost(client, {
        Bucket,
        Key: key,
        Fields: { "Content-Type": contentType },
        Conditions: [
          ["eq", "$key", key],
          ["eq", "$Content-Type", contentType],
          ["content-length-range", 1, maxBytes],
        ],
        Expires: seconds,
      });
      return { url: post.url, fields: post.fields, expiresAt: new Date(Date.now() + seconds * 1000) };
    },

    async putStream(key, stream, { contentType, maxBytes }) {
      assertStorageKey(key);
      const counted = { size: 0 };
      const upload = new Upload({ client, params: { Bucket, Key: key, ContentType: contentType, Body: Readable.from(limited(stream, maxBytes, counted)) } });
      try {
        await upload.done();
      } catch (error) {
        await upload.abort().catch(() => undefined);
        await this.delete(key).catch(() => undefined);
        throw error;
      }
      return { size: counted.size };
    },

    async head(key): Promise<ObjectInfo | null> {
      assertStorageKey(key);
      try {
        const answer = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { size: answer.ContentLength ?? 0, contentType: answer.ContentType ?? null };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async readRange(key, start, end) {
      assertStorageKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key, Range: `bytes=${start}-${end}` }));
        return (await answer.Body?.transformToByteArray()) ?? new Uint8Array();
      } catch (error) {
        // Past the end of the object S3 answers 416: nothing there.
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 416) return new Uint8Array();
        throw error;
      }
    },

    async signedGetUrl(key, { expiresInSeconds, downloadName }) {
      assertStorageKey(key);
      const command = new GetObjectCommand({
        Bucket,
        Key: key,
        ResponseContentDisposition: downloadName
          ? `attachment; filename="${downloadName.replace(/[^\x20-\x7e]|["\\]/g, "_")}"; filename*=UTF-8''${encodeURIComponent(downloadName)}`
          : undefined,
      });
      return getSignedUrl(client, command, { expiresIn: clampSignedSeconds(expiresInSeconds) });
    },

    publicUrl(key) {
      assertStorageKey(key);
      return `${publicBase}/${key}`;
    },

    // An object tag, not a copy nor an ACL (new buckets disable ACLs): the bucket policy grants
    // anonymous s3:GetObject on the public folders only with s3:ExistingObjectTag/published = true.
    async setPublished(key, published) {
      assertStorageKey(key);
      await client.send(new PutObjectTaggingCommand({ Bucket, Key: key, Tagging: { TagSet: [{ Key: "published", Value: String(published) }] } }));
    },

    async delete(key) {
      assertStorageKey(key);
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },

    // A presigned POST cannot be made conditional (If-None-Match is for PUT and multipart uploads),
    // so a target's key can be written again while the target lives: the object is copied, inside
    // the bucket, to a key no target names, and the source deleted. One CopyObject takes up to 5 GB,
    // the videos' limit.
    async move(from, to) {
      assertStorageKey(from);
      assertStorageKey(to);
      try {
        await client.send(new CopyObjectCommand({ Bucket, Key: to, CopySource: `${Bucket}/${from}`, MetadataDirective: "COPY" }));
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
      await this.delete(from);
      return true;
    },

    // S3 lists an object only once its upload has finished.
    async *list(folder): AsyncGenerator<ListedObject> {
      assertStorageFolder(folder);
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: `${folder}/`, ContinuationToken: token }));
        for (const item of page.Contents ?? []) {
          if (item.Key && isStorageKey(item.Key) && item.LastModified) yield { key: item.Key, lastModified: item.LastModified };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}
