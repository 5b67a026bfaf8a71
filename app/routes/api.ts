// Mounts the Marketplace API at /api/auth/* on the web server (JSON in and out, bearer tokens).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { handleApiRequest } from "~/server-only/server-mounts.server";

function handle({ request }: LoaderFunctionArgs | ActionFunctionArgs) {
  return handleApiRequest(request);
}

export const loader = handle;
export const action = handle;
