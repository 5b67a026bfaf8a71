// The one way the account screens configure Conform: the form's schema validates in the browser
// (the same schema the action parses with), first on leaving a field, then on every keystroke.
//
// The schema and Conform's Zod adapter (about 10 KB gzip with Zod's core) load when a field of the
// form first takes focus, not with the page: a visitor who only reads the page never loads them,
// and they are not part of the page's JavaScript budget (docs/decisions/019-lighter-browser-code.md).
// Until they arrive (a few milliseconds after that focus), the form validates as without
// JavaScript: on submit, in the action, with the same schema and messages.
import { useForm, type Submission, type SubmissionResult } from "@conform-to/react";
import { useEffect, useRef, useState } from "react";
import type { $ZodType, input, output } from "zod/v4/core";

type Validate<Schema extends $ZodType> = (formData: FormData) => Submission<input<Schema>, string[], output<Schema>>;

/**
 * Conform's `useForm` for the schema `loadSchema` resolves to, fed the action's last reply; returns
 * the same `[form, fields]`. Pass a lazy import so the schema stays out of the page's chunks:
 * `useSchemaForm("login", () => import("~/lib/schemas/account").then((m) => m.loginSchema), lastResult)`.
 */
export function useSchemaForm<Schema extends $ZodType<unknown, Record<string, unknown>>>(
  id: string,
  loadSchema: () => Promise<Schema>,
  lastResult: SubmissionResult<string[]> | null | undefined,
) {
  const [validate, setValidate] = useState<Validate<Schema> | null>(null);
  const load = useRef(loadSchema);
  load.current = loadSchema;

  useEffect(() => {
    if (validate) return;
    let active = true;
    const onFocus = (event: FocusEvent) => {
      const field = event.target as { form?: HTMLFormElement | null } | null;
      if (field?.form?.id !== id) return;
      document.removeEventListener("focusin", onFocus);
      void Promise.all([load.current(), import("@conform-to/zod/v4")]).then(([schema, { parseWithZod }]) => {
        if (active) setValidate(() => (formData: FormData) => parseWithZod(formData, { schema }));
      });
    };
    document.addEventListener("focusin", onFocus);
    return () => {
      active = false;
      document.removeEventListener("focusin", onFocus);
    };
  }, [id, validate]);

  return useForm<input<Schema>, output<Schema>, string[]>({
    id,
    lastResult,
    // Without the schema yet, nothing validates before the submit (which the action then validates).
    onValidate: validate ? ({ formData }) => validate(formData) : undefined,
    shouldValidate: validate ? "onBlur" : "onSubmit",
    shouldRevalidate: validate ? "onInput" : "onSubmit",
  });
}
