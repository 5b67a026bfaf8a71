// Recurring checkbox, frequency and repeat-until (start + 1 to start + 91 days). Unticking
// recurring clears the other two.
import { CheckboxField, Field, SelectField } from "~/components/ui";
import { REPEAT_FREQUENCIES } from "~shared/event-form/kinds";
import { dateLimits } from "~shared/event-form/rules";
import { errorsOf, type FormPartProps } from "./types";

export function RecurrenceFields({ draft, errors, set, t, today }: FormPartProps & { today: string }) {
  const limits = dateLimits(draft, today);
  return (
    <fieldset className="space-y-4 rounded-lg border border-line p-4">
      <legend className="px-1 text-lg font-semibold">{t("form.recurringHeading")}</legend>
      <CheckboxField
        label={t("form.recurring")}
        name="is_recurring_event"
        id="is_recurring_event"
        checked={draft.is_recurring_event}
        onChange={(e) => set({ is_recurring_event: e.target.checked })}
        errors={errorsOf(errors, "is_recurring_event")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t("form.frequency")}
          name="repeat_frequency"
          id="repeat_frequency"
          placeholder={t("form.frequencyPlaceholder")}
          required={draft.is_recurring_event}
          options={REPEAT_FREQUENCIES.map((value) => ({ value, label: t(`form.frequencies.${value}`) }))}
          value={draft.repeat_frequency}
          onChange={(e) => set({ repeat_frequency: e.target.value })}
          errors={errorsOf(errors, "repeat_frequency")}
        />
        <Field
          label={t("form.repeatUntil")}
          hint={t("form.repeatUntilHint")}
          type="date"
          required={draft.is_recurring_event}
          name="repeat_until_date"
          id="repeat_until_date"
          min={limits.repeatUntilMin || undefined}
          max={limits.repeatUntilMax || undefined}
          value={draft.repeat_until_date}
          onChange={(e) => set({ repeat_until_date: e.target.value })}
          errors={errorsOf(errors, "repeat_until_date")}
        />
      </div>
    </fieldset>
  );
}
