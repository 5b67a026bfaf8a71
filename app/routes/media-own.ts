// /media/own?key=… (ownMediaPath in shared/storage-keys.ts): the source of a preview player that shows a signed-in user their own upload (the
// host's video form) or an administrator any file (the approval page). The page never holds a storage
// address: the browser asks here on every request of the player (the first, and each Range request of
// a seek), and the API checks the file is the caller's before answering a one-minute link, to which
// this redirects. So a video watched for longer than a minute still seeks. Refusals are plain text: a
// resource route has no error boundary.
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { apiFor } from "~/server-only/api.server";
import { requireUser } from "~/server-only/auth.server";
import { unableTo } from "~/server-only/failures.server";

const NO_STORE = { "Cache-Control": "private, no-store" };

const plain = (status: number, message: string) => new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8", ...NO_STORE } });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await requireUser(request, context);
  const key = new URL(request.url).searchParams.get("key") ?? "";
  const answer = await apiFor(request, token).get("uploads/link", { query: { key } });
  if (answer.status === 404 || answer.status === 400 || answer.status === 422) return plain(404, answer.message);
  if (!answer.success || !answer.data) return plain(503, unableTo("fetch video"));
  return redirect(answer.data.url, { headers: NO_STORE });
}
