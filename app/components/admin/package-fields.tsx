// A package's terms as the console's forms ask for them (a new package, and a package's edit page):
// price in pounds, percentages, whole-number limits. Field names are the API's.
import { getInputProps, getSelectProps, type FieldMetadata } from "@conform-to/react";
import { useTranslation } from "~/components/i18n/use-translation";
import { Field, SelectField } from "~/components/ui";
import { type PACKAGE_FIELDS, PACKAGE_NAME_MAX, PACKAGE_TENURES } from "~shared/schemas/admin-catalogue";
import { penceToPounds } from "~shared/money";
import type { AdminPackageData } from "~server/api/contract";

type Fields = Record<(typeof PACKAGE_FIELDS)[number], FieldMetadata<string>>;

const PERCENTS = [
  ["commission_live_event", "commissionLiveEvent"],
  ["commission_pre_recorded_event", "commissionPreRecordedEvent"],
  ["commission_subscription_user", "commissionSubscriptionUser"],
  ["payment_handling_fee", "paymentHandlingFee"],
  ["taxation_fee", "taxationFee"],
] as const;

const LIMITS = [
  ["no_of_channel", "noOfChannel"],
  ["no_of_event_in_channel", "noOfEventInChannel"],
  ["max_participant_in_event", "maxParticipantInEvent"],
  ["max_participant_in_pre_recorded_event", "maxParticipantInPreRecordedEvent"],
  ["max_subscriber_in_channel", "maxSubscriberInChannel"],
] as const;

/** The form's starting values: a package's terms as text (an edit), or a monthly package (a new one). */
export function packageFormValues(pkg: AdminPackageData | null): Record<string, string> {
  if (!pkg) return { tenure: "monthly" };
  return {
    name: pkg.name,
    price: penceToPounds(pkg.price),
    tenure: pkg.tenure,
    // The API answers percentages as numbers (7.5): their text is the field's.
    ...Object.fromEntries(PERCENTS.map(([name]) => [name, String(pkg[name])])),
    ...Object.fromEntries(LIMITS.map(([name]) => [name, String(pkg[name])])),
  };
}

export function PackageFields({ fields }: { fields: Fields }) {
  const { t } = useTranslation("admin-catalogue");
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <Field label={t("packages.name")} {...getInputProps(fields.name, { type: "text" })} maxLength={PACKAGE_NAME_MAX} errors={fields.name.errors} />
      <Field label={t("packages.price")} hint={t("packages.priceHint")} {...getInputProps(fields.price, { type: "text" })} inputMode="decimal" errors={fields.price.errors} />
      <SelectField
        label={t("packages.tenure")}
        {...getSelectProps(fields.tenure)}
        options={PACKAGE_TENURES.map((tenure) => ({ value: tenure, label: t(`packages.${tenure}`) }))}
        errors={fields.tenure.errors}
      />
      {PERCENTS.map(([name, label]) => (
        <Field label={t(`packages.${label}`)} {...getInputProps(fields[name], { type: "text" })} inputMode="decimal" errors={fields[name].errors} />
      ))}
      {LIMITS.map(([name, label]) => (
        <Field label={t(`packages.${label}`)} {...getInputProps(fields[name], { type: "text" })} inputMode="numeric" errors={fields[name].errors} />
      ))}
    </div>
  );
}
