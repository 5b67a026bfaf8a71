// Saved cards (/account-details, 002 §2.7, §4, §5): the caller's cards (brand and last four digits
// only), make one the default, remove one, and Add Card. Every action is a plain POST form; adding a
// card goes to the payment provider's hosted page (the card is never typed into Marquee's own
// forms) and comes back here with ?setup=…, which the loader records through stripe/create_card.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/components/i18n/use-translation";
import { PageHeader } from "~/components/page-header";
import { useState } from "react";
import { AddCardDialog } from "~/components/payments/add-card-dialog";
import { useRootData } from "~/root";
import { Alert, Button, Field, StatusBadge, Table, useHydrated } from "~/components/ui";
import { apiFor } from "~/server-only/api.server";
import { redirectWithToast } from "~/server-only/api-replies.server";
import { requireUser } from "~/server-only/auth.server";
import { failureMessage } from "~/server-only/failures.server";
import { readFormData } from "~/server-only/form.server";
import { routeStrings } from "~/lib/i18n";
import { documentTitle } from "~/lib/document-title";
import strings from "~/locales/en-GB/payments.json";
import type { SavedCardData } from "~server/api/contract";

export const handle = routeStrings({ payments: strings });

export const meta: MetaFunction = () => [{ title: documentTitle(strings.cards.title) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token, session, user } = await requireUser(request, context);
  const url = new URL(request.url);
  const setup = url.searchParams.get("setup");
  const api = apiFor(request, token);
  if (setup) {
    // Back from the provider's page: record the card it saved, then show the list without the query.
    const answer = await api.post("stripe/create_card", { source: setup.slice(0, 255), nickname: (url.searchParams.get("nickname") ?? "").slice(0, 50) });
    const toast = answer.success
      ? ({ type: "success", title: "Success!", message: answer.message } as const)
      : ({ type: "error", title: "Error!", message: failureMessage(answer, "save card") } as const);
    throw await redirectWithToast("/account-details", toast, { session });
  }
  const answer = await api.get("stripe/all_cards");
  return {
    cards: answer.success && answer.data ? answer.data.cards : [],
    failed: !answer.success ? strings.cards.failedFetch : null,
    email: user.email,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { token, session } = await requireUser(request, context);
  const form = await readFormData(request);
  const intent = String(form.get("intent") ?? "");
  const api = apiFor(request, token);
  if (intent === "create") {
    // The Add Card dialog (JavaScript): a payment method made in the browser, saved here.
    const answer = await api.post("stripe/create_card", {
      invoice_id: String(form.get("invoice_id") ?? "").slice(0, 255),
      nickname: String(form.get("nickname") ?? "").slice(0, 50),
      name: String(form.get("name") ?? "").slice(0, 100),
    });
    return data({ ok: answer.success, message: answer.success ? answer.message : failureMessage(answer, "save card") }, { status: answer.success ? 200 : answer.status >= 500 ? 503 : 400 });
  }
  if (intent === "add") {
    const answer = await api.post("stripe/setup-session", { nickname: String(form.get("nickname") ?? "").slice(0, 50) });
    if (answer.success && answer.data) throw redirect(answer.data.url);
    return data({ nicknameError: answer.status === 422 ? answer.message : null, message: answer.status === 422 ? null : failureMessage(answer, "save card") }, { status: answer.status >= 500 ? 503 : 400 });
  }
  const cardId = String(form.get("card_id") ?? "").slice(0, 20);
  const answer = intent === "default" ? await api.post("stripe/default_card", { card_id: cardId }) : await api.post("stripe/delete_card", { card_id: cardId });
  const toast = answer.success
    ? ({ type: "success", title: "Success!", message: answer.message } as const)
    : ({ type: "error", title: "Error!", message: failureMessage(answer, intent === "default" ? "set default card" : "remove card") } as const);
  return redirectWithToast("/account-details", toast, { session });
}

export default function AccountDetails() {
  const { t } = useTranslation("payments");
  const { cards, failed, email } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  // The card element here is the sandbox's; with Stripe, cards are saved on Stripe's page.
  const root = useRootData();
  const hydrated = useHydrated() && root?.env.PAYMENTS_PROVIDER === "sandbox";
  const [adding, setAdding] = useState(false);
  return (
    <>
      <PageHeader title={t("cards.title")} description={t("cards.description")} />
      <section className="mx-auto max-w-6xl space-y-8 px-4 pb-16">
        {failed ? <Alert tone="error">{failed}</Alert> : null}
        <Table<SavedCardData>
          caption={t("cards.caption")}
          rows={cards}
          rowKey={(card) => card.id}
          empty={t("cards.empty")}
          columns={[
            { key: "nickname", header: t("cards.nickname"), cell: (card) => card.nickname },
            { key: "card", header: t("cards.card"), cell: (card) => t("cards.number", { brand: card.card_brand ?? "", last4: card.card_last_four ?? "" }) },
            { key: "expires", header: t("cards.expires"), kind: "date", cell: (card) => (card.exp_month && card.exp_year ? `${String(card.exp_month).padStart(2, "0")}/${card.exp_year}` : "") },
            {
              key: "actions",
              header: t("cards.actions"),
              cell: (card) => (
                <div className="flex flex-wrap items-center gap-2">
                  {card.is_default ? (
                    <StatusBadge status={t("cards.default")} tone="success" />
                  ) : (
                    <Form method="post">
                      <input type="hidden" name="card_id" value={card.id} />
                      <Button type="submit" name="intent" value="default" variant="secondary" size="sm" aria-label={t("cards.defaultLabel", { nickname: card.nickname })} disabled={busy}>
                        {t("cards.makeDefault")}
                      </Button>
                    </Form>
                  )}
                  <Form method="post">
                    <input type="hidden" name="card_id" value={card.id} />
                    <Button type="submit" name="intent" value="remove" variant="secondary" size="sm" aria-label={t("cards.removeLabel", { nickname: card.nickname })} disabled={busy}>
                      {t("cards.remove")}
                    </Button>
                  </Form>
                </div>
              ),
            },
          ]}
        />
        {hydrated ? (
          <>
            <Button type="button" variant="primary" aria-haspopup="dialog" onClick={() => setAdding(true)}>
              {t("cards.add")}
            </Button>
            <AddCardDialog open={adding} onClose={() => setAdding(false)} email={email} />
          </>
        ) : (
        <Form method="post" className="max-w-lg space-y-4 rounded-card border border-line bg-surface p-6 shadow-card">
          <h2 className="font-display text-2xl">{t("cards.add")}</h2>
          {reply && "message" in reply && reply.message ? <Alert tone="error">{reply.message}</Alert> : null}
          <p className="text-sm text-muted">{t("cards.addHint")}</p>
          <Field label={t("checkout.nickname")} name="nickname" required maxLength={50} autoComplete="off" errors={reply && "nicknameError" in reply && reply.nicknameError ? [reply.nicknameError] : undefined} />
          <Button type="submit" name="intent" value="add" variant="primary" disabled={busy}>
            {t("cards.add")}
          </Button>
        </Form>
        )}
      </section>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
