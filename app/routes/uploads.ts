// The file fields' helper (app/components/forms/file-field.tsx, JavaScript on): asks the API for a
// signed upload target (intent=start) and, once the browser has sent the file there, has it checked
// (intent=complete). Answers JSON: { ok: true, key, url, fields? } or { ok: false, message }.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { apiFor } from "~/server-only/api.server";
import { getSessionUser } from "~/server-only/auth.server";
import { unableTo } from "~/server-only/failures.server";

const reply = (status: number, body: Record<string, unknown>) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store" } });

const LOG_IN = "Please log in to upload files.";
const UNABLE = unableTo("upload file");

export async function loader(_args: LoaderFunctionArgs) {
  return reply(405, { ok: false, message: "Method not allowed" });
}

export async function action({ request, context }: ActionFunctionArgs) {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return reply(400, { ok: false, message: "The request is not a valid form." });
  }
  const current = await getSessionUser(request, context);
  if (!current) return reply(401, { ok: false, message: LOG_IN });
  const api = apiFor(request, current.token);
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const intent = field("intent");
  if (intent === "start") {
    const answer = await api.post("uploads/start", {
      purpose: field("purpose"),
      file_name: field("file_name"),
      content_type: field("content_type"),
      size: field("size"),
    });
    if (!answer.success || !answer.data) return failure(answer);
    return reply(200, { ok: true, key: answer.data.key, url: answer.data.url, fields: answer.data.fields, expires_at: answer.data.expires_at });
  }
  if (intent === "complete") {
    const answer = await api.post("uploads/complete", { key: field("key") });
    if (!answer.success || !answer.data) return failure(answer);
    return reply(200, { ok: true, key: answer.data.key, url: answer.data.url, content_type: answer.data.content_type, size: answer.data.size });
  }
  if (intent === "discard") {
    const answer = await api.post("uploads/discard", { key: field("key") });
    if (!answer.success) return failure(answer);
    return reply(200, { ok: true, key: field("key"), url: null });
  }
  return reply(400, { ok: false, message: "Unknown request." });
}

function failure(answer: { status: number; message: string }) {
  // A failing API is the server's problem (503); a refusal carries the API's own message.
  if (answer.status >= 500) return reply(503, { ok: false, message: UNABLE });
  return reply(answer.status === 401 ? 401 : 422, { ok: false, message: answer.message || UNABLE });
}
