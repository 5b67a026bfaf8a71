// POST /checkout/pay/:transactionType/:id — the payment modal's calls (JavaScript), answered as JSON:
// pay (transaction/create with the figures the buyer saw) or read the checkout's state. A resource
// route called with fetch, so paying does not reload the page under the modal: the modal shows the
// reference number, and the page catches up when it is closed.
import { data, type ActionFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/server-only/auth.server";
import { checkoutState, payByCardForm, purchaseOf } from "~/server-only/checkout.server";
import { readFormData } from "~/server-only/form.server";

export async function action({ request, params, context }: ActionFunctionArgs) {
  const purchase = purchaseOf(params);
  if (!purchase) throw data(null, { status: 404 });
  const { token } = await requireUser(request, context);
  const form = await readFormData(request);
  const step = form.get("intent") === "status" ? await checkoutState(request, token, String(form.get("transaction_id") ?? "")) : await payByCardForm(request, token, purchase, form);
  return Response.json({ state: step.state, message: step.message }, { status: step.status, headers: { "Cache-Control": "no-store" } });
}

export function loader() {
  return new Response(null, { status: 405, headers: { Allow: "POST" } });
}
