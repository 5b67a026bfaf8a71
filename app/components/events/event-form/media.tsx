// The event's photos (several) and preview video. Keys already stored are listed with a remove
// button each and travel as hidden inputs.
import { Button, useHydrated } from "~/components/ui";
import { MAX_PHOTOS } from "~shared/event-form/limits";
import { MediaInput } from "./media-input";
import { errorsOf, type FormPartProps } from "./types";
import { IMAGE_ACCEPT, VIDEO_ACCEPT } from "~shared/upload-types";

export function MediaFields({ draft, errors, set, intent, t, revision, mediaUrls }: FormPartProps & { revision: number; mediaUrls: Record<string, string> }) {
  // With JavaScript the file field lists its own files with a remove button each; without it,
  // removing is an intent button that posts the form.
  const hydrated = useHydrated();
  return (
    <fieldset className="space-y-4 rounded-lg border border-line p-4">
      <legend className="px-1 text-lg font-semibold">{t("form.mediaHeading")}</legend>
      {!hydrated && draft.photos.length > 0 ? (
        <ul aria-label={t("form.currentPhotos")} className="flex flex-wrap gap-4">
          {draft.photos.map((key, index) => (
            <li key={key} className="space-y-2">
              {mediaUrls[key] ? (
                <img src={mediaUrls[key]} alt={t("form.photoName", { number: index + 1 })} className="h-24 w-32 rounded object-cover" />
              ) : (
                <span className="block text-sm">{t("form.photoName", { number: index + 1 })}</span>
              )}
              <Button variant="ghost" size="sm" {...intent({ type: "remove-photo", photo: index })}>
                {t("form.removePhoto", { number: index + 1 })}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <MediaInput
        key={`photos-${revision}`}
        name="photos"
        purpose="event-image"
        label={t("form.photos")}
        hint={t("form.photosHint")}
        accept={IMAGE_ACCEPT}
        multiple
        required
        keys={draft.photos}
        urls={mediaUrls}
        onKeys={(keys) => set({ photos: keys })}
        errors={errorsOf(errors, "photos")}
      />
      {draft.photos.length < MAX_PHOTOS ? (
        <div className="flex flex-wrap items-center gap-3">
          {/* Posts the form (with or without JavaScript): the server draws the cover and answers the form with it. */}
          <Button variant="secondary" type="submit" name="intent" value="draw-cover" formNoValidate aria-describedby="draw-cover-hint">
            {t("form.drawCover")}
          </Button>
          <p id="draw-cover-hint" className="text-sm text-muted">
            {t("form.drawCoverHint")}
          </p>
        </div>
      ) : null}
      <MediaInput
        key={`short_video-${revision}`}
        name="short_video"
        purpose="short-video"
        label={t("form.shortVideo")}
        hint={t("form.shortVideoHint")}
        accept={VIDEO_ACCEPT}
        keys={draft.short_video ? [draft.short_video] : []}
        urls={mediaUrls}
        onKeys={(keys) => set({ short_video: keys.at(-1) ?? "" })}
        errors={errorsOf(errors, "short_video")}
      />
      {!hydrated && draft.short_video ? (
        <div className="flex items-center gap-3">
          <span className="text-sm">{t("form.currentShortVideo")}</span>
          <Button variant="ghost" size="sm" {...intent({ type: "remove-short-video" })}>
            {t("form.removeShortVideo")}
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}
