// Error keys back to the form's field names: the API's ("speakers.0.speaker_name"), Conform's
// ("speakers[0].speaker_name") and the schema's, which numbers schedule rows and speakers after
// dropping blank ones.
import type { EventDraft, ScheduleRowDraft, SpeakerDraft } from "./draft";

const blankRow = (row: ScheduleRowDraft) => !row.schedule_time.trim() && !row.schedule_title.trim() && !row.schedule_speaker.trim();
const blankSpeaker = (s: SpeakerDraft) => !s.speaker_name.trim() && !s.speaker_description.trim() && !s.speaker_photo.trim();

/**
 * The form field an error key names. Keys come as "speakers.0.speaker_name" (the API) or
 * "speakers[0].speaker_name" (Conform); the shared schema numbers schedule rows and speakers
 * after dropping blank ones ("schedule.3.schedule_title"), which this maps back to the row on the
 * page (`schedule_dates[1].schedule_fields[0].schedule_title`).
 */
export function formFieldOf(key: string, draft: EventDraft): string {
  const parts = key.replace(/\[(\d+)\]/g, ".$1").split(".").filter(Boolean);
  const [head, index, field] = parts;
  if (head === "schedule" && index !== undefined && field) {
    let seen = -1;
    for (let d = 0; d < draft.schedule_dates.length; d++) {
      const rows = draft.schedule_dates[d]!.schedule_fields;
      for (let r = 0; r < rows.length; r++) {
        if (blankRow(rows[r]!)) continue;
        seen++;
        if (seen === Number(index)) {
          return field === "schedule_date" ? `schedule_dates[${d}].schedule_date` : `schedule_dates[${d}].schedule_fields[${r}].${field}`;
        }
      }
    }
    return "schedule_dates";
  }
  if (head === "speakers" && index !== undefined && field) {
    let seen = -1;
    for (let s = 0; s < draft.speakers.length; s++) {
      if (blankSpeaker(draft.speakers[s]!)) continue;
      seen++;
      if (seen === Number(index)) return `speakers[${s}].${field}`;
    }
    return "speakers";
  }
  if (head === "schedule_dates" || head === "speakers") {
    // Already in the page's own numbering.
    return parts.reduce((name, part) => (/^\d+$/.test(part) ? `${name}[${part}]` : name ? `${name}.${part}` : part), "");
  }
  return head ?? key;
}

/** Errors keyed by the form's field names. */
export function formErrorsOf(errors: Record<string, readonly string[] | null | undefined> | undefined, draft: EventDraft): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(errors ?? {})) {
    if (!messages || messages.length === 0) continue;
    const name = formFieldOf(key, draft);
    result[name] = [...new Set([...(result[name] ?? []), ...messages])];
  }
  return result;
}
