// An API call leaves nothing behind once it has answered: its time limit is cleared with it, so the
// answer (and its Request and Response) is the garbage collector's as soon as the page is done with
// it. A limit left pending holds whatever it was raced against until it fires; under load that was
// every answer of the last API_TIMEOUT_MS, hundreds of megabytes and a full collection every second.
// The call goes over HTTP (API_URL, answered by MSW); the in-process dispatch shares the same code.
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { mockApiUrl } from "~tests/mocks/api";
import { mockServer } from "~tests/mocks/node";
import "~tests/support/connect-web-server";

// A limit far longer than the test: only a cleared limit lets the answer go.
process.env.API_URL = mockApiUrl;
process.env.API_TIMEOUT_MS = "600000";

const { apiFor } = await import("~/server-only/api.server");

setFlagsFromString("--expose-gc");
const collectGarbage = runInNewContext("gc") as () => void;

beforeAll(() => mockServer.listen({ onUnhandledRequest: "error" }));
afterAll(() => mockServer.close());

/** Asks for the signed-in user and keeps only a weak reference to the answer's data. */
async function weakAnswer(): Promise<WeakRef<object>> {
  const answer = await apiFor(new Request("http://localhost/home"), "mock-token").get("user");
  expect(answer).toMatchObject({ success: true, status: 200, data: { id: 42 } });
  return new WeakRef(answer.data as object);
}

it("an answered call's data is free for the garbage collector long before its time limit", async () => {
  const answers = [await weakAnswer(), await weakAnswer(), await weakAnswer()];
  // Let the calls' own promise jobs finish, then collect.
  await new Promise((resolve) => setTimeout(resolve, 20));
  collectGarbage();
  await new Promise((resolve) => setTimeout(resolve, 0));
  collectGarbage();
  expect(answers.map((answer) => answer.deref())).toEqual([undefined, undefined, undefined]);
});
