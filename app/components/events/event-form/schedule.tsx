// Per-date schedule rows (time, title, speaker) that are added and removed with intent buttons.
import { Button, Field } from "~/components/ui";
import type { ScheduleDateDraft, ScheduleRowDraft } from "~shared/event-form/draft";
import { errorsOf, type FormPartProps } from "./types";

export function ScheduleFields({ draft, errors, set, intent, t, minDate }: FormPartProps & { minDate: string }) {
  const updateDate = (index: number, patch: Partial<ScheduleDateDraft>) =>
    set({ schedule_dates: draft.schedule_dates.map((d, i) => (i === index ? { ...d, ...patch } : d)) });
  const updateRow = (dateIndex: number, rowIndex: number, patch: Partial<ScheduleRowDraft>) =>
    updateDate(dateIndex, {
      schedule_fields: draft.schedule_dates[dateIndex]!.schedule_fields.map((r, i) => (i === rowIndex ? { ...r, ...patch } : r)),
    });

  return (
    <fieldset className="space-y-4 rounded-lg border border-line p-4">
      <legend className="px-1 text-lg font-semibold">{t("form.scheduleHeading")}</legend>
      <p className="text-sm text-muted">{t("form.scheduleHint")}</p>
      {draft.schedule_dates.map((date, d) => {
        const base = `schedule_dates[${d}]`;
        return (
          <fieldset key={d} className="space-y-3 rounded-md border border-line p-3">
            <legend className="px-1 font-medium">{t("form.scheduleDate", { number: d + 1 })}</legend>
            <Field
              label={t("form.scheduleDateLabel", { number: d + 1 })}
              type="date"
              name={`${base}.schedule_date`}
              id={`${base}.schedule_date`}
              min={minDate}
              value={date.schedule_date}
              onChange={(e) => updateDate(d, { schedule_date: e.target.value })}
              errors={errorsOf(errors, `${base}.schedule_date`)}
            />
            {date.schedule_fields.map((row, r) => {
              const rowBase = `${base}.schedule_fields[${r}]`;
              return (
                <div key={r} className="grid gap-3 rounded-md bg-sunken p-3 sm:grid-cols-[8rem_1fr_1fr_auto] sm:items-end">
                  <Field
                    label={t("form.scheduleTime")}
                    type="time"
                    name={`${rowBase}.schedule_time`}
                    id={`${rowBase}.schedule_time`}
                    value={row.schedule_time}
                    onChange={(e) => updateRow(d, r, { schedule_time: e.target.value })}
                    errors={errorsOf(errors, `${rowBase}.schedule_time`)}
                  />
                  <Field
                    label={t("form.scheduleTitle")}
                    name={`${rowBase}.schedule_title`}
                    id={`${rowBase}.schedule_title`}
                    value={row.schedule_title}
                    onChange={(e) => updateRow(d, r, { schedule_title: e.target.value })}
                    errors={errorsOf(errors, `${rowBase}.schedule_title`)}
                  />
                  <Field
                    label={t("form.scheduleSpeaker")}
                    name={`${rowBase}.schedule_speaker`}
                    id={`${rowBase}.schedule_speaker`}
                    value={row.schedule_speaker}
                    onChange={(e) => updateRow(d, r, { schedule_speaker: e.target.value })}
                    errors={errorsOf(errors, `${rowBase}.schedule_speaker`)}
                  />
                  <Button variant="ghost" size="sm" {...intent({ type: "remove-schedule-row", date: d, row: r })}>
                    {t("form.removeScheduleRow", { row: r + 1, date: d + 1 })}
                  </Button>
                </div>
              );
            })}
            <div className="flex flex-wrap gap-3">
              <Button variant="secondary" size="sm" {...intent({ type: "add-schedule-row", date: d })}>
                {t("form.addScheduleRow", { number: d + 1 })}
              </Button>
              <Button variant="danger" size="sm" {...intent({ type: "remove-schedule-date", date: d })}>
                {t("form.removeScheduleDate", { number: d + 1 })}
              </Button>
            </div>
          </fieldset>
        );
      })}
      <Button variant="secondary" {...intent({ type: "add-schedule-date" })}>
        {t("form.addScheduleDate")}
      </Button>
    </fieldset>
  );
}
