// A server's checkout in a process of its own, for the crash test (tests/api/payments-crash.test.ts):
// it pays one sandbox checkout on the database it is given. With NODE_ENV=test and
// MARQUEE_FAULT_POINT=payment-taken-before-fulfilment it kills itself (SIGKILL) after the provider
// took the money and before the booking is written, as a crashing machine would.
import { eq } from "drizzle-orm";
import { openDatabase } from "~server/db/client";
import { users } from "~server/db/schema";
import { payByCard } from "~server/domain/payments/checkout";
import { standaloneServices } from "./standalone-services";

const { CHILD_DATABASE_URL, CHILD_USER_ID, CHILD_EVENT_ID, CHILD_PAYMENT_METHOD } = process.env;
if (!CHILD_DATABASE_URL || !CHILD_USER_ID || !CHILD_EVENT_ID || !CHILD_PAYMENT_METHOD) throw new Error("checkout-child needs its CHILD_* variables");

const database = await openDatabase({ url: CHILD_DATABASE_URL });
const services = standaloneServices(database, "test-sandbox-secret");
const [buyer] = await services.db.select().from(users).where(eq(users.id, Number(CHILD_USER_ID)));
const state = await payByCard(
  services,
  buyer!,
  { kind: { type: "event_booking", id: Number(CHILD_EVENT_ID) }, couponCode: null, checkoutKey: null, posted: {} },
  { paymentMethodId: CHILD_PAYMENT_METHOD, saveAs: null },
);
console.log(`checkout ${state.checkout.id} ended ${state.checkout.status}`);
await database.close();
