// The web server's port with its API behind one more Hono middleware, one that sets a header after
// next(): hono then copies every finished answer into a new Response. The in-process answers
// (server/api/respond.ts) must still reach the pages' loaders; every call that could not be read
// is noted, so a test can say which page lost its data.
import { Hono } from "hono";
import { createApi } from "~server/api";
import { answerInProcess } from "~server/api/respond";
import { webAppPort, type WebAppPort } from "~server/http/web-app-port";
import type { Services } from "~server/services";

export const SET_AFTER_HEADER = "x-test-set-after";

export interface CopyingApi {
  port: WebAppPort;
  /** In-process calls made so far: how many, how many answers came back copied, and the ones not read. */
  calls: { asked: number; copied: number; unread: string[] };
}

export function copyingApi(services: Services): CopyingApi {
  const api = new Hono();
  api.use(async (c, next) => {
    await next();
    c.header(SET_AFTER_HEADER, "yes");
  });
  api.route("/", createApi(services));
  const calls: CopyingApi["calls"] = { asked: 0, copied: 0, unread: [] };
  const fetchApi = async (request: Request) => api.fetch(request);
  return {
    calls,
    port: {
      ...webAppPort,
      fetchApi,
      async askApi(request) {
        calls.asked += 1;
        try {
          return await answerInProcess(request, async (asked) => {
            const response = await fetchApi(asked);
            if (response.headers.get(SET_AFTER_HEADER) === "yes") calls.copied += 1;
            return response;
          });
        } catch (error) {
          calls.unread.push(`${request.method} ${new URL(request.url).pathname} (${error instanceof Error ? error.message : String(error)})`);
          throw error;
        }
      },
    },
  };
}
