/**
 * The posted form, or an empty one when the body is not a form (no Content-Type, wrong type,
 * cut off): bad input then gets the schema's messages instead of a 500.
 */
export function readFormData(request: Request): Promise<FormData> {
  return request.formData().catch(() => new FormData());
}
