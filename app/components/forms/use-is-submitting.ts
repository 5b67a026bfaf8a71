import { useNavigation } from "@remix-run/react";

/**
 * True while a form on the page is being submitted. With `intent`, only while the submission
 * carries that `intent` value (the name/value of the submit button), so one of several forms on a
 * page shows as pending and the others do not.
 */
export function useIsSubmitting(intent?: string): boolean {
  const navigation = useNavigation();
  if (navigation.state !== "submitting") return false;
  return intent === undefined || navigation.formData?.get("intent") === intent;
}
