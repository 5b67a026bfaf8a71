// Hosts' events made through the API for the end-to-end tests, as the browser would make them:
// uploads (start, signed POST, complete), event creation and a demo user's token.
import { expect, type APIRequestContext } from "@playwright/test";
import { pngBytes } from "~tests/support/media-bytes";

/** Uploads bytes through the API as the browser would with JavaScript (start, signed POST, complete); returns the key. */
export async function upload(request: APIRequestContext, token: string, purpose: string, name: string, type: string, bytes: Uint8Array): Promise<string> {
  const auth = { authorization: `Bearer ${token}` };
  const start = await request.post("/api/auth/uploads/start", { headers: auth, data: { purpose, file_name: name, content_type: type, size: bytes.length } });
  expect(start.status(), await start.text()).toBe(200);
  const target = ((await start.json()) as { data: { key: string; url: string; fields: Record<string, string> } }).data;
  const sent = await request.post(target.url, { multipart: { ...target.fields, file: { name, mimeType: type, buffer: Buffer.from(bytes) } } });
  expect(sent.status(), await sent.text()).toBeLessThan(300);
  const complete = await request.post("/api/auth/uploads/complete", { headers: auth, data: { key: target.key } });
  expect(complete.status(), await complete.text()).toBe(200);
  return target.key;
}

/** Creates an event of the token's user through the API (Pending Approval: only the host and admins see it); returns its id. */
export async function createEvent(request: APIRequestContext, token: string, fields: Record<string, unknown>): Promise<number> {
  const auth = { authorization: `Bearer ${token}` };
  const required = await request.get("/api/auth/create-event-require-data", { headers: auth });
  const categoryId = ((await required.json()) as { data: { categories: { id: number }[] } }).data.categories[0]!.id;
  const created = await request.post("/api/auth/events/create", {
    headers: auth,
    data: {
      category_id: categoryId,
      description: "Made by the event pages' end-to-end test.",
      time_zone: "Europe/London",
      ticket_price: "5.00",
      is_free: false,
      is_recurring_event: false,
      can_cancel: false,
      features: [],
      photos: [await upload(request, token, "event-image", "cover.png", "image/png", pngBytes())],
      ...fields,
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  return ((await created.json()) as { data: { id: number } }).data.id;
}

/** An API token of a demo user, or of any user whose password is given. */
export async function tokenOf(request: APIRequestContext, baseURL: string, email: string, password = "Marquee-demo-1"): Promise<string> {
  const login = await request.post(`${baseURL}/api/auth/login`, { data: { email, password } });
  return ((await login.json()) as { data: { access_token: string } }).data.access_token;
}

/** "YYYY-MM-DD" and "HH:MM" in London. */
export function london(instant: Date): { date: string; time: string } {
  return {
    date: new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London", year: "numeric", month: "2-digit", day: "2-digit" }).format(instant),
    time: new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(instant),
  };
}
