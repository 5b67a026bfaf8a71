// Up to three speakers: name, description and photo. The photo's storage key rides in a hidden
// input so that it survives every re-render of the form.
import { Button, Field, TextareaField } from "~/components/ui";
import type { SpeakerDraft } from "~shared/event-form/draft";
import { MAX_SPEAKERS } from "~shared/event-form/limits";
import { MediaInput } from "./media-input";
import { errorsOf, type FormPartProps } from "./types";
import { IMAGE_ACCEPT } from "~shared/upload-types";

export function SpeakerFields({
  draft,
  errors,
  set,
  intent,
  t,
  revision,
  mediaUrls,
}: FormPartProps & { revision: number; mediaUrls: Record<string, string> }) {
  const update = (index: number, patch: Partial<SpeakerDraft>) =>
    set({ speakers: draft.speakers.map((s, i) => (i === index ? { ...s, ...patch } : s)) });
  return (
    <fieldset className="space-y-4 rounded-lg border border-line p-4">
      <legend className="px-1 text-lg font-semibold">{t("form.speakersHeading")}</legend>
      <p className="text-sm text-muted">{t("form.speakersHint")}</p>
      {draft.speakers.map((speaker, s) => {
        const base = `speakers[${s}]`;
        return (
          <fieldset key={s} className="space-y-3 rounded-md border border-line p-3">
            <legend className="px-1 font-medium">{t("form.speaker", { number: s + 1 })}</legend>
            <Field
              label={t("form.speakerName")}
              name={`${base}.speaker_name`}
              id={`${base}.speaker_name`}
              value={speaker.speaker_name}
              onChange={(e) => update(s, { speaker_name: e.target.value })}
              errors={errorsOf(errors, `${base}.speaker_name`)}
            />
            <TextareaField
              label={t("form.speakerDescription")}
              name={`${base}.speaker_description`}
              id={`${base}.speaker_description`}
              rows={3}
              value={speaker.speaker_description}
              onChange={(e) => update(s, { speaker_description: e.target.value })}
              errors={errorsOf(errors, `${base}.speaker_description`)}
            />
            <MediaInput
              key={`${base}-${revision}`}
              name={`${base}.speaker_photo`}
              purpose="speaker-photo"
              label={t("form.speakerPhoto")}
              accept={IMAGE_ACCEPT}
              keys={speaker.speaker_photo ? [speaker.speaker_photo] : []}
              urls={mediaUrls}
              onKeys={(keys) => update(s, { speaker_photo: keys.at(-1) ?? "" })}
              errors={errorsOf(errors, `${base}.speaker_photo`)}
            />
            {draft.speakers.length > 1 || speaker.speaker_name || speaker.speaker_description || speaker.speaker_photo ? (
              <Button variant="danger" size="sm" {...intent({ type: "remove-speaker", speaker: s })}>
                {t("form.removeSpeaker", { number: s + 1 })}
              </Button>
            ) : null}
          </fieldset>
        );
      })}
      {draft.speakers.length < MAX_SPEAKERS ? (
        <Button variant="secondary" {...intent({ type: "add-speaker" })}>
          {t("form.addSpeaker")}
        </Button>
      ) : null}
    </fieldset>
  );
}
