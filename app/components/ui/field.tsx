import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";
import { useTranslation } from "~/components/i18n/use-translation";
import { cx } from "./class-names";

// Form fields: a label, the native control, an optional hint and the list of error messages,
// wired together with ids, aria-invalid and aria-describedby. Ids follow Conform's pattern
// (`${id}-error`), so spreading Conform's getInputProps(...) keeps both in step.

interface FieldBaseProps {
  label: ReactNode;
  hint?: ReactNode;
  /** The messages to show, word for word (the spec's wording). Empty or absent: valid. */
  errors?: string[] | null;
  /** Classes for the wrapper (spacing in a layout); the control itself is not restyled. */
  className?: string;
}

export const controlClasses =
  "block w-full rounded-md border border-line-strong bg-surface px-3 py-2 text-base text-ink " +
  "placeholder:text-muted disabled:cursor-not-allowed disabled:bg-sunken disabled:text-muted " +
  "aria-invalid:border-error aria-invalid:ring-1 aria-invalid:ring-error";

const labelClasses = "block font-medium text-ink";
const hintClasses = "text-sm text-muted";

interface Described {
  id: string;
  hintId: string | undefined;
  errorId: string | undefined;
  invalid: boolean;
  describedBy: string | undefined;
}

/** Ids for a control and its hint and errors, merged with any aria-describedby passed in. */
function useDescribed(
  idProp: string | undefined,
  hint: ReactNode,
  errors: string[] | null | undefined,
  describedByProp: string | undefined,
): Described {
  const generated = useId();
  const id = idProp ?? generated;
  const invalid = Boolean(errors && errors.length > 0);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = invalid ? `${id}-error` : undefined;
  const ids = new Set<string>();
  for (const part of [describedByProp, hintId, errorId]) {
    for (const token of part?.split(/\s+/) ?? []) if (token) ids.add(token);
  }
  // A referenced error id that this field does not render (Conform passes one) is dropped
  // while the field is valid, so aria-describedby never points at nothing.
  if (!invalid) ids.delete(`${id}-error`);
  return { id, hintId, errorId, invalid, describedBy: ids.size > 0 ? [...ids].join(" ") : undefined };
}

/**
 * The * after a required field's label, drawn by CSS rather than written as text: the label's text
 * stays the field's name (what getByLabel, copy and paste and the page's text read), and screen
 * readers, which hear `required`, skip it.
 */
export function RequiredMark() {
  return <span aria-hidden="true" data-required-mark="" className="ml-0.5 text-error after:content-['*']" />;
}

function Hint({ id, children }: { id: string | undefined; children: ReactNode }) {
  if (!id) return null;
  return (
    <p id={id} className={hintClasses}>
      {children}
    </p>
  );
}

/** The error messages under a control; every message is shown. */
export function ErrorList({ id, errors }: { id?: string; errors?: string[] | null }) {
  if (!errors || errors.length === 0) return null;
  return (
    <ul id={id} className="space-y-0.5 text-sm font-medium text-error">
      {errors.map((error, index) => (
        <li key={`${index}-${error}`} className="flex gap-1.5">
          <span aria-hidden="true">!</span>
          <span>{error}</span>
        </li>
      ))}
    </ul>
  );
}

/** The frame every stacked field shares: label (with the required mark), hint, control, errors. */
function FieldFrame({
  described: d,
  label,
  required,
  hint,
  errors,
  className,
  children,
}: FieldBaseProps & { described: ReturnType<typeof useDescribed>; required?: boolean; children: ReactNode }) {
  return (
    <div className={cx("space-y-1.5", className)}>
      <label htmlFor={d.id} className={labelClasses}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      <Hint id={d.hintId}>{hint}</Hint>
      {children}
      <ErrorList id={d.errorId} errors={errors} />
    </div>
  );
}

export type FieldProps = FieldBaseProps & Omit<InputHTMLAttributes<HTMLInputElement>, "className">;

/** A labelled `<input>` with hint and errors. All input props (name, type, defaultValue, …) pass through. */
export function Field({ label, hint, errors, className, id: idProp, ...input }: FieldProps) {
  const d = useDescribed(idProp, hint, errors, input["aria-describedby"]);
  return (
    <FieldFrame described={d} label={label} required={input.required} hint={hint} errors={errors} className={className}>
        <input
          {...input}
          id={d.id}
          className={controlClasses}
          aria-invalid={d.invalid || undefined}
          aria-describedby={d.describedBy}
        />
    </FieldFrame>
  );
}

export type TextareaFieldProps = FieldBaseProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "className"> & {
    /** Shown between the hint and the control (a formatting toolbar). */
    above?: ReactNode;
  };

/** A labelled `<textarea>` with hint and errors. */
export function TextareaField({ label, hint, errors, className, id: idProp, rows = 5, above, ...textarea }: TextareaFieldProps) {
  const d = useDescribed(idProp, hint, errors, textarea["aria-describedby"]);
  return (
    <FieldFrame described={d} label={label} required={textarea.required} hint={hint} errors={errors} className={className}>
        {above}
        <textarea
          {...textarea}
          id={d.id}
          rows={rows}
          className={controlClasses}
          aria-invalid={d.invalid || undefined}
          aria-describedby={d.describedBy}
        />
    </FieldFrame>
  );
}

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export type SelectFieldProps = FieldBaseProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, "className" | "children"> & {
    options: readonly SelectOption[];
    /** A first, empty-valued option such as "Select category". */
    placeholder?: string;
  };

/** A labelled `<select>` built from an options array. */
export function SelectField({ label, hint, errors, className, id: idProp, options, placeholder, ...select }: SelectFieldProps) {
  const d = useDescribed(idProp, hint, errors, select["aria-describedby"]);
  return (
    <FieldFrame described={d} label={label} required={select.required} hint={hint} errors={errors} className={className}>
        <select
          {...select}
          id={d.id}
          className={cx(controlClasses, "pr-8")}
          aria-invalid={d.invalid || undefined}
          aria-describedby={d.describedBy}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
    </FieldFrame>
  );
}

export type CheckboxFieldProps = FieldBaseProps & Omit<InputHTMLAttributes<HTMLInputElement>, "className" | "type">;

/** A checkbox with its label to the right; hint and errors below. */
export function CheckboxField({ label, hint, errors, className, id: idProp, ...input }: CheckboxFieldProps) {
  const d = useDescribed(idProp, hint, errors, input["aria-describedby"]);
  return (
    <div className={cx("space-y-1", className)}>
      <div className="flex items-start gap-3">
        <input
          {...input}
          type="checkbox"
          id={d.id}
          className="mt-1 h-5 w-5 shrink-0 rounded border-line-strong"
          aria-invalid={d.invalid || undefined}
          aria-describedby={d.describedBy}
        />
        <label htmlFor={d.id} className="text-ink">
          {label}
          {input.required ? <RequiredMark /> : null}
        </label>
      </div>
      <div className="space-y-1 pl-8">
        <Hint id={d.hintId}>{hint}</Hint>
        <ErrorList id={d.errorId} errors={errors} />
      </div>
    </div>
  );
}

export interface RadioOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps extends FieldBaseProps {
  name: string;
  options: readonly RadioOption[];
  /** Uncontrolled initial choice (the usual case in a plain form). */
  defaultValue?: string;
  /** Controlled choice; pass onChange with it. */
  value?: string;
  onChange?: (value: string) => void;
  required?: boolean;
  disabled?: boolean;
  /** Options side by side instead of stacked. */
  inline?: boolean;
  id?: string;
  form?: string;
}

/** A set of radio buttons in a `<fieldset>` whose `<legend>` is the label. */
export function RadioGroup({
  label,
  hint,
  errors,
  className,
  id: idProp,
  name,
  options,
  defaultValue,
  value,
  onChange,
  required,
  disabled,
  inline = false,
  form,
}: RadioGroupProps) {
  const d = useDescribed(idProp, hint, errors, undefined);
  const legendId = `${d.id}-legend`;
  return (
    <fieldset
      id={d.id}
      role="radiogroup"
      aria-labelledby={legendId}
      aria-describedby={d.describedBy}
      aria-invalid={d.invalid || undefined}
      aria-required={required || undefined}
      disabled={disabled}
      className={cx("space-y-1.5", className)}
    >
      <legend id={legendId} className={labelClasses}>
        {label}
        {required ? <RequiredMark /> : null}
      </legend>
      <Hint id={d.hintId}>{hint}</Hint>
      <div className={cx(inline ? "flex flex-wrap gap-x-6 gap-y-2" : "space-y-2")}>
        {options.map((option, index) => {
          const optionId = `${d.id}-option-${index}`;
          return (
            <div key={option.value} className="flex items-center gap-2.5">
              <input
                type="radio"
                id={optionId}
                name={name}
                value={option.value}
                form={form}
                required={required}
                disabled={option.disabled}
                className="h-5 w-5 shrink-0"
                {...(value !== undefined
                  ? { checked: value === option.value, onChange: () => onChange?.(option.value) }
                  : { defaultChecked: defaultValue === option.value })}
              />
              <label htmlFor={optionId}>{option.label}</label>
            </div>
          );
        })}
      </div>
      <ErrorList id={d.errorId} errors={errors} />
    </fieldset>
  );
}

export type FileFieldProps = FieldBaseProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, "className" | "type"> & {
    /** Upload progress 0–100 while a file is sent with JavaScript; leave out otherwise. */
    progress?: number;
    /** Marks the label * without the browser's own check (a stored file already satisfies it). */
    markRequired?: boolean;
  };

/** A labelled file input; with `progress` it shows a `<progress>` bar and the percentage. */
export function FileField({ label, hint, errors, className, id: idProp, progress, markRequired, ...input }: FileFieldProps) {
  const { t } = useTranslation("ui");
  const d = useDescribed(idProp, hint, errors, input["aria-describedby"]);
  const percent = progress === undefined ? undefined : Math.round(Math.min(100, Math.max(0, progress)));
  const progressId = `${d.id}-progress`;
  return (
    <FieldFrame described={d} label={label} required={input.required || markRequired} hint={hint} errors={errors} className={className}>
        <input
          {...input}
          type="file"
          id={d.id}
          className={cx(
            "block w-full text-sm text-ink file:mr-3 file:rounded-md file:border file:border-line-strong",
            "file:bg-surface file:px-3 file:py-2 file:font-medium file:text-ink hover:file:bg-sunken",
          )}
          aria-invalid={d.invalid || undefined}
          aria-describedby={d.describedBy}
        />
        {percent !== undefined ? (
          <div className="flex items-center gap-3">
            <progress
              id={progressId}
              max={100}
              value={percent}
              aria-label={t("file.progress")}
              className="h-2 w-full overflow-hidden rounded"
            />
            <span className="w-12 text-right text-sm tabular-nums text-muted" aria-hidden="true">
              {t("file.percent", { percent })}
            </span>
          </div>
        ) : null}
    </FieldFrame>
  );
}
