// The one way the account screens configure Conform: the form's schema validates in the browser
// (the same schema the action parses with), first on leaving a field, then on every keystroke.
import { useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { $ZodType } from "zod/v4/core";

/** Conform's `useForm` for `schema`, fed the action's last reply; returns the same `[form, fields]`. */
export function useSchemaForm<Schema extends $ZodType<unknown, Record<string, unknown>>>(
  id: string,
  schema: Schema,
  lastResult: SubmissionResult<string[]> | null | undefined,
) {
  return useForm({
    id,
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
}
