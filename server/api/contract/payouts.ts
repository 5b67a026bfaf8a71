// Payouts (002 §3, §7): the countries, the host's connected account (bank details sent to the
// payment provider, never kept by Marquee), the provider's verification page and the earnings.
import { bankDetailsSchemaAt } from "~shared/schemas/bank-details";
import { answer, call, wire } from "./define";

/** The bank details form (002 §3): sent to the payment provider, never kept by Marquee. */
export interface BankDetailsBody {
  first_name: string;
  last_name: string;
  email: string;
  dob_day: string | number;
  dob_month: string | number;
  dob_year: string | number;
  line1: string;
  postal_code: string;
  city: string;
  country: string;
  account_holder_name: string;
  /** The sort code (dashes allowed). */
  routing_number: string;
  account_number: string;
  confirm_account_number: string;
  phone: string;
}

export type PayoutStatusData = "details_needed" | "pending_verification" | "payouts_enabled";

/**
 * stripe/retrive_account (002 §3): the host's connected account as the provider holds it, in Stripe's
 * shape; the bank account masked (last four digits, sort code "••-••-56"). `response` is null before
 * the first save.
 */
export interface RetrieveAccountData {
  response: {
    id: string;
    status: PayoutStatusData;
    individual: {
      first_name: string;
      last_name: string;
      email: string;
      dob: { day: number; month: number; year: number } | null;
      address: { line1: string; postal_code: string; city: string; country: string };
      phone: string;
    };
    external_accounts: { data: { account_holder_name: string; last4: string; routing_number: string }[] };
  } | null;
  /** Whether the provider has its own verification page ("Verify with Stripe"). */
  can_verify: boolean;
}

export interface CountryData {
  sortname: string;
  name: string;
}

/** A host's earnings, in pence; months are Europe/London. */
export interface EarningsData {
  package: { id: number; name: string; commission_live_event_bp: number; commission_pre_recorded_event_bp: number; commission_subscription_user_bp: number };
  rows: {
    month: string;
    type: "event" | "channel";
    id: number;
    title: string;
    sold: number;
    sales_pence: number;
    refunds_pence: number;
    commission_pence: number;
    paid_out_pence: number;
    to_be_paid_pence: number;
  }[];
  totals: { sold: number; sales_pence: number; refunds_pence: number; commission_pence: number; paid_out_pence: number; to_be_paid_pence: number };
}

export const payoutCalls = {
  "GET countries": call({ access: "public", answer: answer<CountryData[]>() }),
  /** The spec's spelling ("retrive"). */
  "GET stripe/retrive_account": call({ access: "user", answer: answer<RetrieveAccountData>() }),
  "POST stripe/create_account": call({ access: "user", body: (services) => bankDetailsSchemaAt(services.now), wire: wire<BankDetailsBody>(), answer: answer<RetrieveAccountData>() }),
  /** "Verify with Stripe": the provider's onboarding page for what it still needs. */
  "POST stripe/account-link": call({ access: "user", answer: answer<{ url: string }>() }),
  "GET earnings": call({ access: "user", answer: answer<EarningsData>() }),
};
