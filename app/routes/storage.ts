// Mounts the local media storage at /storage/* (signed upload target, files with Range support).
// With S3_BUCKET set the files live in the bucket and this answers 404.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { handleStorageRequest } from "~/server-only/server-mounts.server";

function handle({ request }: LoaderFunctionArgs | ActionFunctionArgs) {
  return handleStorageRequest(request);
}

export const loader = handle;
export const action = handle;
