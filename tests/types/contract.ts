// Compile-time tests of the contract's declarations and of what is derived from them, run by
// `npm run typecheck` (no runtime part): each wrong use below is marked as expected to fail to
// compile, so if the typing ever weakens and one compiles, typecheck fails.
import { Hono } from "hono";
import { z } from "zod";
import type { apiFor } from "~/server-only/api.server";
import type { ApiEnv } from "~server/api/context";
import { answer, call, wire } from "~server/api/contract/define";
import { defineCall } from "~server/api/router";

type Client = ReturnType<typeof apiFor>;

export async function wrongClientCalls(api: Client) {
  // @ts-expect-error a path no declaration has
  await api.post("events/no-such-call", { event_id: 1 });
  // @ts-expect-error a body field the declaration does not have
  await api.post("cancel-event", { event_id: 1, reason: "x" });
  // @ts-expect-error a required body field missing (uploads/start needs purpose, file_name and size)
  await api.post("uploads/start", { purpose: "event-image", file_name: "a.jpg" });
  // @ts-expect-error a query parameter the declaration does not have
  await api.get("bookings", { query: { pages: 2 } });
  // @ts-expect-error a path param of another name
  await api.get("events/:id", { params: { eventId: 1 } });
  const saved = await api.post("events/update-join-link", { event_id: 1, view_link: "https://meet.example.com/a" });
  // @ts-expect-error the answer is JoinLinkData: an id and the link, no title
  void saved.data?.title;
  const search = await api.get("events-search", { query: { search: "yoga" } });
  // @ts-expect-error the pagination beside `data` is typed, and has no `next` field
  void search.pagination?.next;
}

const router = new Hono<ApiEnv>();

export function wrongHandlers() {
  // @ts-expect-error a key no declaration has
  defineCall(router, "POST no-such-call", async () => ({ data: null }));
  // @ts-expect-error the handler answers other data than the declared JoinLinkData
  defineCall(router, "POST events/update-join-link", async () => ({ data: { id: 1 } }));
  defineCall(router, "POST cancel-event", async ({ body }) => {
    // @ts-expect-error the parsed body is the declared schema's output, which has no `reason`
    void body.reason;
    return { data: { event_id: 1, cancelled: 1, cancelled_bookings: 0, refunds_owed: 0 } };
  });
  defineCall(router, "GET events/:id", async ({ user, params }) => {
    // @ts-expect-error a public call's caller may be a visitor (null)
    void user.id;
    // @ts-expect-error the path has :id only
    void params.userId;
    return { data: null as never };
  });
  // An owner call's caller is always there (the router checks the token as for "user").
  defineCall(router, "GET event-edit/:id", async ({ user, params }) => ({ data: { id: user.id, key: params.id } as never }));
}

export const wrongDeclarations = {
  // @ts-expect-error the schema would refuse the wire body it promises clients (email must be a string)
  refused: call({ access: "public", body: z.object({ email: z.string() }), wire: wire<{ email: number }>(), answer: answer<null>() }),
  // @ts-expect-error a wire body without the schema that checks it
  unchecked: call({ access: "user", wire: wire<{ email: string }>(), answer: answer<null>() }),
  // @ts-expect-error an access that is not public, user, owner or admin
  unknownAccess: call({ access: "host", answer: answer<null>() }),
  // @ts-expect-error a declaration without its answer type
  noAnswer: call({ access: "public" }),
};
