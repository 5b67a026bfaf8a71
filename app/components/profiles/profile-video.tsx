// A host's profile video (spec 001 §2.8): with JavaScript a button opens it in a <dialog>; without,
// the server's page shows the player inline under its own heading (a dialog needs JavaScript).
import { useState } from "react";
import { useTranslation } from "~/components/i18n/use-translation";
import { Button, Dialog, useHydrated } from "~/components/ui";

export function ProfileVideo({ video: src, name }: { video: string | null; name: string }) {
  const { t } = useTranslation("host-profile");
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  if (!src) return null;
  const video = (
    <video controls preload="metadata" className="aspect-video w-full rounded-card bg-ink" src={src}>
      {t("video.unsupported")}
    </video>
  );
  if (!hydrated) {
    return (
      <section aria-labelledby="profile-video-title" className="space-y-2">
        <h2 id="profile-video-title" className="font-display text-xl">
          {t("video.heading")}
        </h2>
        {video}
      </section>
    );
  }
  return (
    <>
      <Button type="button" variant="secondary" size="sm" onClick={() => setOpen(true)}>
        {t("video.open")}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t("video.title", { name })} size="lg">
        {open ? video : null}
      </Dialog>
    </>
  );
}
