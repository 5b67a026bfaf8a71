// The packages pages' form as the API reads it: the terms as posted text (the API's schema turns
// pounds into pence and percentages into basis points).
import { PACKAGE_FIELDS, type PACKAGE_TENURES } from "~shared/schemas/admin-catalogue";
import { formTexts } from "./form.server";

export function packageBody(form: FormData) {
  const body = formTexts(form, PACKAGE_FIELDS);
  return { ...body, tenure: body.tenure as (typeof PACKAGE_TENURES)[number] };
}
