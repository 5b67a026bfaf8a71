// Event type, title, category and description.
import { RadioGroup, SelectField, Field, TextareaField } from "~/components/ui";
import { EVENT_TYPES } from "~shared/event-form/kinds";
import { errorsOf, type EventFormMode, type EventFormOptions, type FormPartProps } from "./types";

export function BasicFields({ draft, errors, set, t, options, mode }: FormPartProps & { options: EventFormOptions; mode: EventFormMode }) {
  return (
    <>
      {mode.fixedType ? (
        <input type="hidden" name="event_type" value={draft.event_type} />
      ) : (
        <RadioGroup
          label={t("form.eventType")}
          name="event_type"
          id="event_type"
          required
          inline
          options={EVENT_TYPES.map((value) => ({ value, label: t(`form.eventTypes.${value}`) }))}
          value={draft.event_type}
          onChange={(value) => set({ event_type: value })}
          errors={errorsOf(errors, "event_type")}
        />
      )}
      {draft.event_type === "Pre Recorded" && !mode.isEdit ? (
        <p className="rounded-md border border-line bg-sunken p-3" data-testid="pre-recorded-notice">
          {t("form.preRecordedNotice")}
        </p>
      ) : null}
      <Field
        label={t("form.title")}
        name="title"
        id="title"
        required
        maxLength={200}
        value={draft.title}
        onChange={(e) => set({ title: e.target.value })}
        errors={errorsOf(errors, "title")}
      />
      <SelectField
        label={t("form.category")}
        name="category_id"
        id="category_id"
        required
        placeholder={t("form.categoryPlaceholder")}
        options={options.categories}
        value={draft.category_id}
        onChange={(e) => set({ category_id: e.target.value })}
        errors={errorsOf(errors, "category_id")}
      />
      <TextareaField
        label={t("form.eventDescription")}
        hint={t("form.eventDescriptionHint")}
        name="description"
        id="description"
        required
        rows={6}
        value={draft.description}
        onChange={(e) => set({ description: e.target.value })}
        errors={errorsOf(errors, "description")}
      />
    </>
  );
}
