// The shapes the API answers with, shared with the web client (types only).

export interface PackageSummary {
  id: number;
  name: string;
  /** Pence. */
  price: number;
  /** A percentage, as the spec's total uses it: 2.5 = 2.5%. */
  payment_handling_fee: number;
  /** A percentage: 20 = 20%. */
  taxation_fee: number;
  max_participant_in_event: number;
  max_participant_in_pre_recorded_event: number;
}

/** The user of spec 000 §3 as the API answers it. */
export interface UserData {
  id: number;
  first_name: string;
  last_name: string;
  full_name: string;
  email: string;
  phone: string | null;
  pic_url: string | null;
  total_reviews: number;
  price_id: number;
  package: PackageSummary;
  role: "user" | "admin";
  is_activated: boolean;
  is_password_reset: 0 | 1;
  auto_renewal: 0 | 1;
  plan_expire_on: string | null;
  url_redirect: string;
}

export interface LoginData extends UserData {
  access_token: string;
}

/** The answer of POST signup: the same whether or not the address already had an account. */
export interface SignupAnswer {
  success: true;
  title: string;
  message: string;
  data: null;
}

/** GET can-delete-account: `canDelete` and `message` sit at the top level of the answer and in data. */
export interface CanDeleteAccountData {
  canDelete: boolean;
  message: string;
}
