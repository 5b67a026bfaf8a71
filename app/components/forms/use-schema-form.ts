// The one way the account screens configure Conform: the form's schema validates in the browser
// (the same schema the action parses with), first on leaving a field, then on every keystroke.
//
// The schema and Conform's Zod adapter (about 10 KB gzip with Zod's core) load when a field of the
// form first takes focus, not with the page: a visitor who only reads the page never loads them,
// and they are not part of the page's JavaScript budget (docs/decisions/019-lighter-browser-code.md).
// Until they arrive (a few milliseconds after that focus), nothing is checked in the browser: a
// submit goes to the action, which validates with the same schema and messages (as without
// JavaScript), and the fields left meanwhile are checked as soon as the schema arrives.
import { useForm, type Submission, type SubmissionResult } from "@conform-to/react";
import { useEffect, useRef, useState } from "react";
import type { $ZodType, input, output } from "zod/v4/core";

type Validate<Schema extends $ZodType> = (formData: FormData) => Submission<input<Schema>, string[], output<Schema>>;

/**
 * Conform's `useForm` for a schema, fed the action's last reply; returns the same `[form, fields]`.
 * Pass a lazy import so the schema stays out of the page's chunks:
 * `useSchemaForm("login", () => import("~shared/schemas/account").then((m) => m.loginSchema), lastResult)`.
 * A schema passed as such works the same (Conform's adapter still loads on the first focus), but its
 * code and Zod's core count in the page's JavaScript.
 */
export function useSchemaForm<Schema extends $ZodType<unknown, Record<string, unknown>>>(
  id: string,
  schema: Schema | (() => Promise<Schema>),
  lastResult: SubmissionResult<string[]> | null | undefined,
  /** The form's starting values (an edit form's saved object); the action's reply wins over them. */
  defaultValue?: Record<string, unknown>,
) {
  const [validate, setValidate] = useState<Validate<Schema> | null>(null);
  const load = useRef(schema);
  load.current = schema;
  // The fields left before the schema arrived: checked as soon as it does, as if on leaving them.
  const left = useRef(new Set<string>());

  useEffect(() => {
    if (validate) return;
    let active = true;
    const inForm = (event: FocusEvent) => {
      const field = event.target as { form?: HTMLFormElement | null; name?: string } | null;
      return field?.form?.id === id ? field : null;
    };
    const onLeave = (event: FocusEvent) => {
      const name = inForm(event)?.name;
      if (name) left.current.add(name);
    };
    const onFocus = (event: FocusEvent) => {
      if (!inForm(event)) return;
      document.removeEventListener("focusin", onFocus);
      const given = load.current;
      const resolving = typeof given === "function" ? given() : Promise.resolve(given);
      void Promise.all([resolving, import("@conform-to/zod/v4")]).then(([resolved, { parseWithZod }]) => {
        if (active) setValidate(() => (formData: FormData) => parseWithZod(formData, { schema: resolved }));
      });
    };
    document.addEventListener("focusin", onFocus);
    document.addEventListener("focusout", onLeave);
    return () => {
      active = false;
      document.removeEventListener("focusin", onFocus);
      document.removeEventListener("focusout", onLeave);
    };
  }, [id, validate]);

  const [form, fields] = useForm<input<Schema>, output<Schema>, string[]>({
    id,
    lastResult,
    defaultValue: defaultValue as never,
    // Without the schema yet, nothing validates before the submit (which the action then validates).
    onValidate: validate ? ({ formData }) => validate(formData) : undefined,
    shouldValidate: validate ? "onBlur" : "onSubmit",
    shouldRevalidate: validate ? "onInput" : "onSubmit",
  });

  useEffect(() => {
    if (!validate) return;
    for (const name of left.current) form.validate({ name });
    left.current.clear();
  }, [validate, form]);

  return [form, fields] as const;
}
