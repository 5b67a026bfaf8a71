// The one entry for provider events: POST /webhooks/stripe and the sandbox's signed
// events both come here. The signature is checked on the raw body (a bad or stale one: 400, nothing
// written), then fulfilment applies the event once (fulfil.ts records its id).
import type { Services } from "~server/services";
import type { SandboxProvider } from "~server/integrations/payments/sandbox";
import { WebhookSignatureError } from "~server/integrations/payments/types";
import { applyPaymentEvent } from "./fulfil";

export interface WebhookAnswer {
  status: 200 | 400;
  body: { received: boolean; applied?: boolean; message?: string };
}

export async function handlePaymentWebhook(
  services: Pick<Services, "db" | "now" | "jobs" | "config" | "payments">,
  rawBody: string,
  signatureHeader: string | null,
): Promise<WebhookAnswer> {
  let event;
  try {
    event = services.payments.parseWebhook(rawBody, signatureHeader);
  } catch (error) {
    if (error instanceof WebhookSignatureError || error instanceof SyntaxError) return { status: 400, body: { received: false, message: error.message } };
    throw error;
  }
  const applied = await applyPaymentEvent(services, event);
  // A repeated event is answered 200 too: the provider stops retrying it.
  return { status: 200, body: { received: true, applied: applied.applied } };
}

/** Wires the sandbox's signed events to the same handler (a real provider posts them to /webhooks/stripe). */
export function deliverSandboxEvents(services: Pick<Services, "db" | "now" | "jobs" | "config" | "payments">): void {
  const provider = services.payments as Partial<SandboxProvider>;
  if (services.payments.name !== "sandbox" || !provider.deliverTo) return;
  provider.deliverTo(async (rawBody, signature) => {
    const answer = await handlePaymentWebhook(services, rawBody, signature);
    if (answer.status !== 200) throw new Error(`The sandbox's own event was refused: ${answer.body.message ?? answer.status}`);
  });
}
