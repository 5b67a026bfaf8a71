// The home page's scrolling mission banner: one line of the mission, drawn twice side by side and
// slid by one copy in CSS (no JavaScript). Moving content needs a way to stop it (WCAG 2.2.2): a
// "Pause banner" checkbox stops it, without JavaScript too, as does hovering it. With reduced motion
// it stands still and wraps, and the control is not needed.
import { useTranslation } from "~/components/i18n/use-translation";

export function MissionBanner() {
  const { t } = useTranslation("home");
  const line = t("mission.items");
  return (
    <section aria-label={t("mission.label")} className="relative flex items-center overflow-hidden border-y border-line bg-ink text-paper contain-paint">
      <input type="checkbox" id="mission-pause" className="peer sr-only motion-reduce:hidden" />
      <div
        className="flex w-max py-3 hover:[animation-play-state:paused] peer-checked:[animation-play-state:paused] motion-safe:animate-marquee motion-safe:will-change-transform motion-reduce:w-auto motion-reduce:flex-wrap"
        data-testid="mission-banner"
      >
        <p className="shrink-0 px-6 font-display text-lg whitespace-nowrap motion-reduce:whitespace-normal">{line}</p>
        <p aria-hidden="true" className="shrink-0 px-6 font-display text-lg whitespace-nowrap motion-reduce:hidden">
          {line}
        </p>
      </div>
      <label
        htmlFor="mission-pause"
        className="absolute right-2 z-10 cursor-pointer rounded bg-ink px-3 py-1 text-sm text-paper underline peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus-inverse motion-reduce:hidden"
      >
        {t("mission.pause")}
      </label>
    </section>
  );
}
