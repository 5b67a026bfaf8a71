// Mounts the Marketplace API at /api/auth/* on the web server (JSON in and out, bearer tokens).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { createApi, type Api } from "~server/api";
import { getServices } from "~server/services";

let api: Promise<Api> | undefined;

function handle({ request }: LoaderFunctionArgs | ActionFunctionArgs) {
  api ??= getServices().then(createApi);
  return api.then((app) => app.fetch(request));
}

export const loader = handle;
export const action = handle;
