// The user as the API answers it (spec 000 §3): snake_case profile, package, review count and flags.
import { basisPointsToPercent } from "~shared/money";
import { lineOf } from "~shared/package-buttons";
import type { PackageRow, UserProfile } from "~server/domain/accounts/user-data";
import type { PackageSummary, UserData } from "./contract";

/** Where a user goes after logging in when nothing else is asked for. */
export const DEFAULT_REDIRECT = "/home";

export function packageSummary(row: PackageRow): PackageSummary {
  return {
    id: row.id,
    line_id: lineOf(row),
    name: row.name,
    price: row.pricePence,
    payment_handling_fee: basisPointsToPercent(row.paymentHandlingFeeBp),
    taxation_fee: basisPointsToPercent(row.taxationFeeBp),
    max_participant_in_event: row.maxParticipantInEvent,
    max_participant_in_pre_recorded_event: row.maxParticipantInPreRecordedEvent,
  };
}

export function userData({ user, package: pkg, totalReviews, isHost }: UserProfile): UserData {
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    full_name: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    phone: user.phone,
    pic_url: user.pic,
    total_reviews: totalReviews,
    price_id: user.packageId,
    package: packageSummary(pkg),
    role: user.role,
    is_host: isHost,
    is_activated: user.activatedAt !== null,
    is_password_reset: user.isPasswordReset ? 1 : 0,
    auto_renewal: user.autoRenewal ? 1 : 0,
    plan_expire_on: user.planExpiresOn ? user.planExpiresOn.toISOString() : null,
    url_redirect: DEFAULT_REDIRECT,
  };
}
