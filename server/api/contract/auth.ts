// Accounts (spec 000 §7, 002 §7): login, signup, forgotten password, activation, change password,
// logout, the current user and account deletion.
import {
  activateSchema,
  changePasswordApiSchema,
  deleteAccountSchema,
  forgotPasswordSchema,
  loginSchema,
  registerSchemaAt,
  resendActivationSchema,
} from "~shared/schemas/account";
import { answer, call, wire } from "./define";

export interface PackageSummary {
  id: number;
  /** The package as users know it: its first version's id (the user may hold an older version than the one on sale). */
  line_id: number;
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
  /** They host an event or a channel, in any status. */
  is_host: boolean;
  is_activated: boolean;
  is_password_reset: 0 | 1;
  auto_renewal: 0 | 1;
  plan_expire_on: string | null;
  url_redirect: string;
}

export interface LoginData extends UserData {
  access_token: string;
}

/** GET can-delete-account: `canDelete` and `message` sit at the top level of the answer and in data. */
export interface CanDeleteAccountData {
  canDelete: boolean;
  message: string;
}

/** A checkbox as a JSON client or a form sends it. */
type Tick = boolean | string;

export interface LoginBody {
  email: string;
  password: string;
}

export interface SignupBody {
  first_name: string;
  last_name: string;
  email: string;
  email_confirmation: string;
  /** YYYY-MM-DD. */
  dateOfBirth: string;
  password: string;
  password_confirmation: string;
  acceptTerms: Tick;
  isover16: Tick;
  acceptContact: Tick;
}

export interface EmailBody {
  email: string;
}

export interface ActivateBody {
  code: string;
}

export interface ResendActivationBody {
  /** Read and ignored: the link goes to the caller. */
  userId?: number;
}

export interface ChangePasswordBody {
  old_password: string;
  new_password: string;
  password_confirmation: string;
}

export interface DeleteAccountBody {
  password: string;
}

export const authCalls = {
  "POST login": call({ access: "public", body: loginSchema, wire: wire<LoginBody>(), answer: answer<LoginData>() }),
  "POST signup": call({ access: "public", body: (services) => registerSchemaAt(services.now), wire: wire<SignupBody>(), answer: answer<null, { title: string }>() }),
  "POST forgot-password": call({ access: "public", body: forgotPasswordSchema, wire: wire<EmailBody>(), answer: answer<null>() }),
  "POST activate": call({ access: "public", body: activateSchema, wire: wire<ActivateBody>(), answer: answer<null>() }),
  "POST resend-activation": call({ access: "user", body: resendActivationSchema, wire: wire<ResendActivationBody>(), answer: answer<null>() }),
  "POST change-password": call({ access: "user", body: changePasswordApiSchema, wire: wire<ChangePasswordBody>(), answer: answer<UserData | null>() }),
  "POST logout": call({ access: "user", answer: answer<null>() }),
  "GET user": call({ access: "user", answer: answer<UserData>() }),
  "GET can-delete-account": call({ access: "user", answer: answer<CanDeleteAccountData, CanDeleteAccountData>() }),
  "POST delete-account": call({ access: "user", body: deleteAccountSchema, wire: wire<DeleteAccountBody>(), answer: answer<null>() }),
};
