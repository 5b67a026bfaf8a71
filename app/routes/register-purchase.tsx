// Register and Purchase (spec 000 §4 "Login Now ?", §5, §7 signup-purchase): a visitor
// buying a paid event (or a channel) opens an account and pays in one step. The registration fields
// are /register's (the terms message is this screen's: "User must agree the terms & Policy"), the
// summary and coupon are the checkout's, priced for a new account on the free package.
// - With JavaScript and the sandbox, the card is entered here: the browser turns it into a
//   payment-method id (as Stripe.js does) and only that id is posted.
// - Without JavaScript (or with Stripe), the account is opened and the card is entered on the
//   provider's hosted page, which comes back to the checkout's result.
// One post: signup-purchase checks the purchase and registers (answering a known address alike, and
// buying nothing: ADR 052); the new account is then logged in with the password typed (it can book
// before it is activated) and pays as itself (transaction/create or transaction/hosted), so the
// result page and My Booked Events are theirs. A logged-in user goes to the ordinary checkout.
import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "~/components/i18n/use-translation";
import { FormErrors, useIsSubmitting, useSchemaForm } from "~/components/forms";
import { REGISTRATION_FIELDS, REGISTRATION_SECRET_FIELDS, RegistrationFields, TermsDialog, TermsPage } from "~/components/forms/registration-fields";
import { PageHeader } from "~/components/page-header";
import { emptyCard, SandboxCardFields, sandboxPaymentMethod, type CardErrors, type CardFields } from "~/components/payments/sandbox-card-fields";
import { CheckoutFigures, CheckoutRefused, OrderSummary } from "~/components/payments/order-summary";
import { TestModeNotice } from "~/components/payments/test-mode";
import { Button, CheckboxField, Field, useHydrated } from "~/components/ui";
import { apiFor, isServerFailure } from "~/server-only/api.server";
import { redirectWithToast, refusalReply } from "~/server-only/api-replies.server";
import { getSessionUser } from "~/server-only/auth.server";
import { loadBookingEvent } from "~/server-only/booking.server";
import { nextStepPath, paymentFields, purchaseOf, type Purchase } from "~/server-only/checkout.server";
import { channelUrl, eventPageUrl } from "~shared/event-urls";
import { fetchChannelDetail } from "~/server-only/channel-page.server";
import { paymentFailureMessage, throwUnable } from "~/server-only/failures.server";
import { paymentFailures } from "~shared/messages/payments";
import { readFormData } from "~/server-only/form.server";
import { routeStrings } from "~/lib/i18n";
import { documentTitle } from "~/lib/document-title";
import { registerWithPurchaseSchema } from "~shared/schemas/account";
import { commitSession, newSession } from "~/server-only/session.server";
import authStrings from "~/locales/en-GB/auth.json";
import strings from "~/locales/en-GB/payments.json";
import ui from "~/locales/en-GB/ui.json";

export const handle = routeStrings({ payments: strings, auth: authStrings });

/** The content page shown as the registration's Terms and Conditions (spec 000 §9). */
const TERMS_PAGE_ID = 5;

export const meta: MetaFunction<typeof loader> = () => [{ title: documentTitle(strings.registerPurchase.title) }, { name: "robots", content: "noindex" }];

/** What a visitor may buy here (packages start from /pricing's Register Now), and where they came from. */
async function purchaseFor(request: Request, params: { transactionType?: string; id?: string }): Promise<{ purchase: Purchase; back: string }> {
  const purchase = purchaseOf(params);
  if (!purchase || purchase.type === "package_subscription") throw data(null, { status: 404 });
  if (purchase.type === "channel_subscription") return { purchase, back: channelUrl(await fetchChannelDetail(request, null, purchase.id)) };
  const event = await loadBookingEvent(request, null, purchase.id);
  // A free event has nothing to pay: Register and Book is the ordinary registration.
  if (event.is_free) throw redirect(`/register?${new URLSearchParams({ r: eventPageUrl(event) }).toString()}`);
  return { purchase, back: eventPageUrl(event) };
}

/** A logged-in user buys at the ordinary checkout (only a purchase this page knows is named in the redirect). */
async function sendUsersToCheckout(request: Request, context: LoaderFunctionArgs["context"], params: { transactionType?: string; id?: string }) {
  if (!(await getSessionUser(request, context))) return;
  const purchase = purchaseOf(params);
  if (!purchase) throw data(null, { status: 404 });
  throw redirect(`/checkout/${purchase.type}/${purchase.id}`);
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await sendUsersToCheckout(request, context, params);
  const { purchase, back } = await purchaseFor(request, params);
  const url = new URL(request.url);
  const api = apiFor(request);
  const coupon = url.searchParams.get("coupon")?.trim().slice(0, 64) ?? "";
  let couponError: string | null = null;
  if (coupon) {
    // The spec's call for a coupon before registering; the quote then prices with it.
    const checked = await api.post("check-discount-no-auth", { code: coupon, id: purchase.id, transaction_type: purchase.type });
    // Refused: say why; not checked at all (000 §8): the spec's text. Either way the price is without it.
    if (!checked.success) couponError = isServerFailure(checked) ? paymentFailures.couponFailed : checked.message;
  }
  const [answer, terms] = await Promise.all([
    api.get("checkout/quote", { query: { transaction_type: purchase.type, id: purchase.id, couponCode: coupon && !couponError ? coupon : undefined } }),
    api.get("pages/:pageId", { params: { pageId: TERMS_PAGE_ID } }),
  ]);
  if (answer.status === 404) throw data(null, { status: 404 });
  if (!answer.success || !answer.data) {
    if (answer.status >= 500) throwUnable("fetch event details");
    return data({ refusal: answer.message, quote: null, coupon: "", couponError: null, checkoutKey: "", back, terms: null, showTerms: false, self: url.pathname }, { status: 409 });
  }
  return {
    refusal: null,
    quote: answer.data,
    coupon: couponError ? "" : coupon,
    couponError,
    // One key per page view: submitting this form twice pays once.
    checkoutKey: crypto.randomUUID(),
    back,
    terms: terms.success && terms.data ? terms.data : null,
    showTerms: url.searchParams.get("terms") === "1",
    self: url.pathname,
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  await sendUsersToCheckout(request, context, params);
  const { purchase } = await purchaseFor(request, params);
  const form = await readFormData(request);
  const submission = parseWithZod(form, { schema: registerWithPurchaseSchema });
  if (submission.status !== "success") return data(submission.reply({ hideFields: REGISTRATION_SECRET_FIELDS }), { status: 400 });
  const { value } = submission;
  const api = apiFor(request);
  const answer = await api.post("signup-purchase", {
    // The schema has checked that the confirmations match; the API checks them again.
    registrationData: { ...value, email_confirmation: value.email, password_confirmation: value.password },
    // The card: a payment method made in the browser; none without JavaScript (the provider's page takes it).
    paymentData: paymentFields(purchase, form, "invoice_id"),
  });
  const sent = { type: "success" as const, title: authStrings.register.sentTitle, message: answer.data?.message || authStrings.register.sentFallback };
  if (!answer.success) {
    // Refused before anyone was registered (sold out, a changed price, too many checkouts): say why here.
    const errors = Object.fromEntries(Object.entries(answer.errors ?? {}).map(([name, messages]) => [name.replace(/^registrationData\./, ""), messages]));
    const { result, status } = refusalReply(submission, { ...answer, errors }, { fields: [...REGISTRATION_FIELDS], action: "register", hideFields: REGISTRATION_SECRET_FIELDS });
    return data(result, { status });
  }

  // Registered, or the address's owner mailed: the API answers both alike and bought nothing (ADR 052).
  // The purchase is made as the account, once logged in with the password just typed: an address
  // that already had an account goes, as /register sends it, to log in, and buys afterwards.
  const login = await api.post("login", { email: value.email, password: value.password });
  const loginPath = `/login?${new URLSearchParams({ r: `/checkout/${purchase.type}/${purchase.id}` }).toString()}`;
  if (!login.success || !login.data?.access_token) return redirectWithToast(loginPath, sent, { request });
  const session = newSession();
  session.set("token", login.data.access_token);
  session.set("userId", login.data.id);
  const next = await payAsNewAccount(request, login.data.access_token, purchase, form);
  // (Not on the way to the provider's page, which stands for another site.)
  if (!next.providerPage) session.flash("toast", next.refusal ? { type: "error", title: ui.alert.error, message: next.refusal } : sent);
  return redirect(next.to, { headers: { "Set-Cookie": await commitSession(session) } });
}

/**
 * Where the new account goes to pay: with a card from the browser (or nothing to pay), the card is
 * charged now and the result (or its extra step) follows; without one, the provider's hosted page.
 * Whatever the card did, the account is logged in; a purchase refused now (sold out meanwhile, a
 * card to save without a nickname) is tried again at the ordinary checkout, with the refusal said.
 */
async function payAsNewAccount(request: Request, token: string, purchase: Purchase, form: FormData): Promise<{ to: string; providerPage: boolean; refusal: string | null }> {
  const api = apiFor(request, token);
  const fields = paymentFields(purchase, form, "invoice_id");
  const checkout = `/checkout/${purchase.type}/${purchase.id}`;
  // The total the buyer saw: nothing to pay needs no card (the server checks the figure).
  if (!fields.invoice_id && fields.amount !== "0") {
    const hosted = await api.post("transaction/hosted", fields);
    if (hosted.success && hosted.data) return { to: hosted.data.url, providerPage: true, refusal: null };
    return { to: checkout, providerPage: false, refusal: paymentFailureMessage(hosted) };
  }
  const paid = await api.post("transaction/create", fields);
  if (paid.data?.checkout.transaction_id) return { to: nextStepPath(paid.data.checkout), providerPage: false, refusal: null };
  return { to: checkout, providerPage: false, refusal: paymentFailureMessage(paid) };
}

export default function RegisterAndPurchase() {
  const { t } = useTranslation("payments");
  const loaded = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const submitting = useIsSubmitting();
  const hydrated = useHydrated();
  const [form, fields] = useSchemaForm("register-purchase", () => import("~shared/schemas/account").then((m) => m.registerWithPurchaseSchema), lastResult);
  const [termsOpen, setTermsOpen] = useState(false);
  const [card, setCard] = useState<CardFields>(emptyCard);
  const [cardErrors, setCardErrors] = useState<CardErrors>({});
  const [makingCard, setMakingCard] = useState(false);
  const invoice = useRef<HTMLInputElement>(null);
  const checking = useRef(false);
  const { quote, terms, self } = loaded;

  if (loaded.showTerms) return <TermsPage terms={terms} backTo={self} />;
  if (!quote) return <CheckoutRefused title={t("registerPurchase.title")} refusal={loaded.refusal} back={loaded.back} />;
  const b = quote.breakdown;
  // The sandbox's card element, with JavaScript; otherwise the provider's page takes the card.
  const cardHere = hydrated && quote.provider === "sandbox" && !b.free;
  const formProps = getFormProps(form);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (cardHere && !invoice.current?.value && !checking.current) {
      event.preventDefault();
      const target = event.currentTarget;
      setMakingCard(true);
      setCardErrors({});
      void sandboxPaymentMethod(card).then((made) => {
        setMakingCard(false);
        if (!made.ok) {
          // Every message at once: the card's, and the registration fields' own.
          setCardErrors(made.errors);
          // Conform validates by submitting the form with its intent: that submit is Conform's.
          checking.current = true;
          form.validate();
          checking.current = false;
          return;
        }
        if (invoice.current) invoice.current.value = made.id;
        // The registration fields are checked on this submit, and the post carries only the id.
        target.requestSubmit();
      });
      return;
    }
    formProps.onSubmit(event);
  }

  function onCardChange(next: CardFields) {
    setCard(next);
    // A changed card needs a new payment method.
    if (invoice.current) invoice.current.value = "";
  }

  return (
    <>
      <PageHeader title={t("registerPurchase.title")} description={t("registerPurchase.description", { title: quote.title })} />
      <div className="mx-auto grid max-w-5xl gap-8 px-4 pb-16 lg:grid-cols-[1fr_22rem]">
        <section aria-labelledby="account-title" className="order-2 space-y-6 lg:order-1">
          {quote.provider === "sandbox" ? <TestModeNotice /> : null}
          <p>{t("registerPurchase.intro")}</p>
          <FormErrors form={form} />
          <Form method="post" {...formProps} onSubmit={onSubmit} noValidate className="space-y-5 rounded-card border border-line bg-surface p-6 shadow-card">
            <CheckoutFigures checkoutKey={loaded.checkoutKey} coupon={loaded.coupon} breakdown={b} />
            <input type="hidden" name="invoice_id" ref={invoice} defaultValue="" />
            <h2 id="account-title" className="font-display text-2xl">
              {t("registerPurchase.account")}
            </h2>
            <RegistrationFields fields={fields} termsHref={`${self}?terms=1`} onOpenTerms={terms ? () => setTermsOpen(true) : undefined} />
            <h2 className="font-display text-2xl">{t("registerPurchase.payment")}</h2>
            {b.free ? (
              <p>{t("checkout.free")}</p>
            ) : (
              <>
                {cardHere ? <SandboxCardFields card={card} errors={cardErrors} onChange={onCardChange} /> : <p className="text-sm text-muted">{t("registerPurchase.cardOnProviderPage")}</p>}
                <CheckboxField label={t("checkout.saveCard")} name="save_card" />
                <Field label={t("checkout.nickname")} hint={t("checkout.nicknameHint")} name="nickname" maxLength={50} autoComplete="off" />
              </>
            )}
            <Button type="submit" variant="primary" fullWidth pending={submitting || makingCard}>
              {t("registerPurchase.submit")}
            </Button>
          </Form>
          <p className="text-sm">
            {t("registerPurchase.haveAccount")}{" "}
            <Link className="underline" to={`/login?${new URLSearchParams({ r: loaded.back }).toString()}`}>
              {t("registerPurchase.login")}
            </Link>
          </p>
        </section>

        <OrderSummary quote={quote} coupon={loaded.coupon} couponError={loaded.couponError} />
      </div>
      {terms ? <TermsDialog terms={terms} open={termsOpen} onClose={() => setTermsOpen(false)} /> : null}
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
