// The mocks are only useful if they really intercept the SDKs the product uses.
import { S3Client } from "@aws-sdk/client-s3";
import { createPresignedPost } from "@aws-sdk/s3-presigned-post";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mockApiUrl } from "~tests/mocks/api";
import { mockServer } from "~tests/mocks/node";
import { s3Objects } from "~tests/mocks/s3";
import { stripeCalls } from "~tests/mocks/stripe";

beforeAll(() => mockServer.listen({ onUnhandledRequest: "error" }));
afterAll(() => mockServer.close());

describe("MSW mocks", () => {
  it("intercept the Stripe SDK and record what it sent", async () => {
    const stripe = new Stripe("sk_test_mock");
    const intent = await stripe.paymentIntents.create({ amount: 1250, currency: "gbp" });
    expect(intent.amount).toBe(1250);
    expect(stripeCalls.at(-1)).toMatchObject({ path: "/v1/payment_intents", body: { amount: "1250", currency: "gbp" } });
  });

  it("accept a presigned POST upload to S3 and serve it back", async () => {
    const client = new S3Client({ region: "eu-west-2", credentials: { accessKeyId: "AKIAMOCK", secretAccessKey: "mock" } });
    const post = await createPresignedPost(client, { Bucket: "marquee-test", Key: "event-images/a.png", Expires: 600 });
    const form = new FormData();
    for (const [name, value] of Object.entries(post.fields)) form.set(name, value);
    form.set("file", new Blob([new Uint8Array([1, 2, 3])], { type: "image/png" }));
    const upload = await fetch(post.url, { method: "POST", body: form });
    expect(upload.status).toBe(204);
    expect(s3Objects.get("event-images/a.png")?.body).toEqual(new Uint8Array([1, 2, 3]));
  });

  it("answer for the API when a token is valid and refuse otherwise", async () => {
    const ok = await fetch(`${mockApiUrl}/api/auth/user`, { headers: { authorization: "Bearer mock-token" } });
    expect((await ok.json()).data.email).toBe("mock@marquee.test");
    const refused = await fetch(`${mockApiUrl}/api/auth/user`);
    expect(refused.status).toBe(401);
  });
});
