// A channel subscription's terms, as the server words them (shared/subscription-terms.ts): beside the
// Pay buttons of the checkout, the payment modal and the provider's page, and in the cancel question.
export function SubscriptionTerms({ terms, className = "" }: { terms: string | null | undefined; className?: string }) {
  if (!terms) return null;
  return (
    <p role="note" data-testid="subscription-terms" className={`rounded-card border border-line bg-sunken px-4 py-3 text-sm font-medium ${className}`}>
      {terms}
    </p>
  );
}
