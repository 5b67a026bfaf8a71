import type { ChangeEvent } from "react";
// A live event's dates, times, time zone and join link. Native pickers with the spec's limits:
// start from today, end from the start date.
import { Field, SelectField } from "~/components/ui";
import { dateLimits } from "~shared/event-form/rules";
import { ViewerTime } from "./viewer-time";
import { errorsOf, type EventFormOptions, type FormPartProps } from "./types";

export function WhenFields({ draft, errors, set, t, options }: FormPartProps & { options: EventFormOptions }) {
  const limits = dateLimits(draft, options.today);
  return (
    <fieldset className="space-y-4 rounded-lg border border-line p-4">
      <legend className="px-1 text-lg font-semibold">{t("form.whenHeading")}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t("form.startDate")}
          type="date"
          name="event_date"
          id="event_date"
          required
          min={limits.startMin}
          value={draft.event_date}
          onChange={(e) => set({ event_date: e.target.value })}
          errors={errorsOf(errors, "event_date")}
        />
        <Field
          label={t("form.endDate")}
          type="date"
          name="end_date"
          id="end_date"
          required
          min={limits.endMin}
          value={draft.end_date}
          onChange={(e) => set({ end_date: e.target.value })}
          errors={errorsOf(errors, "end_date")}
        />
        <Field
          label={t("form.startTime")}
          type="time"
          name="event_time"
          id="event_time"
          required
          value={draft.event_time}
          onChange={(e) => set({ event_time: e.target.value })}
          errors={errorsOf(errors, "event_time")}
        />
        <Field
          label={t("form.endTime")}
          type="time"
          name="end_time"
          id="end_time"
          required
          value={draft.end_time}
          onChange={(e) => set({ end_time: e.target.value })}
          errors={errorsOf(errors, "end_time")}
        />
      </div>
      <SelectField
        label={t("form.timeZone")}
        hint={t("form.timeZoneHint")}
        name="time_zone"
        id="time_zone"
        options={options.timeZones.map((zone) => ({ value: zone, label: zone.replace(/_/g, " ") }))}
        value={draft.time_zone}
        onChange={(e) => set({ time_zone: e.target.value })}
        errors={errorsOf(errors, "time_zone")}
      />
      <ViewerTime date={draft.event_date} time={draft.event_time} zone={draft.time_zone} t={t} />
      <JoinLinkField draft={draft} errors={errors} set={set} t={t} />
    </fieldset>
  );
}

export function JoinLinkField({
  draft,
  errors,
  set,
  t,
  uncontrolled = false,
}: Pick<FormPartProps, "draft" | "errors" | "set" | "t"> & { uncontrolled?: boolean }) {
  const value = uncontrolled
    ? { defaultValue: draft.view_link }
    : { value: draft.view_link, onChange: (e: ChangeEvent<HTMLInputElement>) => set({ view_link: e.target.value }) };
  return (
    <Field
      label={t("form.joinLink")}
      hint={t("form.joinLinkHint")}
      type="url"
      name="view_link"
      id="view_link"
      inputMode="url"
      placeholder="https://"
      maxLength={2000}
      {...value}
      errors={errorsOf(errors, "view_link")}
    />
  );
}
