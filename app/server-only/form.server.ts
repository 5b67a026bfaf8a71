/**
 * The posted form, or an empty one when the body is not a form (no Content-Type, wrong type,
 * cut off): bad input then gets the schema's messages instead of a 500.
 */
export function readFormData(request: Request): Promise<FormData> {
  return request.formData().catch(() => new FormData());
}

/** The named fields of a posted form as text ("" when missing), as the API's schemas read them. */
export function formTexts<const Name extends string>(form: FormData, names: readonly Name[]): Record<Name, string> {
  return Object.fromEntries(names.map((name) => [name, String(form.get(name) ?? "")])) as Record<Name, string>;
}
