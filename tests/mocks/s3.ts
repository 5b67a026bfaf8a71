// An S3 bucket as MSW handlers: presigned POST uploads and GETs, kept in memory.
import { http, HttpResponse } from "msw";

export const s3Objects = new Map<string, { body: Uint8Array; contentType: string | null }>();

export function s3Handlers(bucketUrl: string) {
  const base = bucketUrl.replace(/\/$/, "");
  return [
    http.post(base, async ({ request }) => {
      const form = await request.formData();
      const key = String(form.get("key") ?? "");
      const file = form.get("file");
      if (!key || !(file instanceof Blob) || !form.get("Policy") || !form.get("X-Amz-Signature")) {
        return new HttpResponse("<Error><Code>InvalidArgument</Code></Error>", { status: 400 });
      }
      s3Objects.set(key, { body: new Uint8Array(await file.arrayBuffer()), contentType: file.type || null });
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(`${base}/*`, ({ request }) => {
      const key = decodeURIComponent(new URL(request.url).pathname.slice(1));
      const object = s3Objects.get(key);
      return object ? new HttpResponse(object.body, { headers: { "content-type": object.contentType ?? "application/octet-stream" } }) : new HttpResponse(null, { status: 404 });
    }),
  ];
}
