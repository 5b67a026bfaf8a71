import type { FormMetadata } from "@conform-to/react";
import { Alert } from "~/components/ui";

/** A form's own (not per-field) messages in one error alert, under the id Conform points the form at. */
export function FormErrors({ form }: { form: Pick<FormMetadata, "errorId" | "errors"> }) {
  if (!form.errors?.length) return null;
  return (
    <div id={form.errorId}>
      <Alert tone="error">{form.errors.join(" ")}</Alert>
    </div>
  );
}
