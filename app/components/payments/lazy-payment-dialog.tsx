// The payment modal, loaded after the page: it renders only once JavaScript runs (never on the
// server, never while hydrating), so its code, the sandbox's card fields and the test-mode notice
// stay out of the JavaScript every page with a Buy button loads first (scripts/js-budget.ts counts
// it as "later"). Mounted as soon as the page is hydrated, it is fetched then, before any click.
import { lazy, Suspense } from "react";
import type { PaymentDialogProps } from "./payment-dialog";

const PaymentDialog = lazy(() => import("./payment-dialog").then((module) => ({ default: module.PaymentDialog })));

export function LazyPaymentDialog(props: PaymentDialogProps) {
  return (
    <Suspense fallback={null}>
      <PaymentDialog {...props} />
    </Suspense>
  );
}
