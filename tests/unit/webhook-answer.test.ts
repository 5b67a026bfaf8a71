// The provider hears the webhook's outcome as an HTTP answer: the domain says what happened, the web
// layer maps it to the statuses the provider retries on (a refused event is sent again, a received
// one is not, whether it changed anything now or was a repeat).
import { describe, expect, it } from "vitest";
import { webhookAnswer } from "~server/http/webhook-answer";

describe("webhookAnswer", () => {
  it("answers 200 for an event received, saying whether it changed anything now", () => {
    expect(webhookAnswer({ kind: "processed" })).toEqual({ status: 200, body: { received: true, applied: true } });
    expect(webhookAnswer({ kind: "ignored" })).toEqual({ status: 200, body: { received: true, applied: false } });
  });

  it("answers 400 with the reason for a bad or stale signature and for a body that is not an event", () => {
    expect(webhookAnswer({ kind: "bad-signature", message: "The signature is too old" })).toEqual({ status: 400, body: { received: false, message: "The signature is too old" } });
    expect(webhookAnswer({ kind: "unreadable", message: "Unexpected token" })).toEqual({ status: 400, body: { received: false, message: "Unexpected token" } });
  });
});
