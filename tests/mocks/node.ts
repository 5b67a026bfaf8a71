// The MSW server for Vitest: Stripe, S3 and the API. Unhandled requests fail the test.
import { setupServer } from "msw/node";
import { apiHandlers } from "./api";
import { s3Handlers } from "./s3";
import { stripeHandlers } from "./stripe";

export const mockBucketUrl = "https://marquee-test.s3.eu-west-2.amazonaws.com";

export const mockServer = setupServer(...stripeHandlers, ...s3Handlers(mockBucketUrl), ...apiHandlers);
