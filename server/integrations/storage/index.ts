// The storage the environment asks for: S3 when S3_BUCKET is set, the local disk otherwise.
import path from "node:path";
import type { Env } from "~server/env.server";
import { createLocalStorage } from "./local";
import { createS3Storage } from "./s3";
import type { ObjectStorage } from "./types";

export type { ObjectInfo, ObjectStorage, UploadTarget } from "./types";
export { isStorageKey, MAX_SIGNED_SECONDS, ObjectTooLargeError } from "./types";

export function createStorage(
  env: Pick<Env, "S3_BUCKET" | "S3_REGION" | "S3_ENDPOINT" | "S3_ACCESS_KEY_ID" | "S3_SECRET_ACCESS_KEY" | "S3_PUBLIC_URL" | "DATA_DIR" | "SESSION_SECRETS">,
  isPublic: (key: string) => boolean,
): ObjectStorage {
  if (env.S3_BUCKET) {
    return createS3Storage({
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      publicUrl: env.S3_PUBLIC_URL,
    });
  }
  return createLocalStorage({ dir: path.join(env.DATA_DIR, "uploads"), secrets: env.SESSION_SECRETS, isPublic });
}
