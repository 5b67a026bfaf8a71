// The featured event's countdown: the server renders the time left at its own clock; in the browser
// it ticks every second from the browser's clock (starting from the server's, so hydration matches).
import { useEffect, useState } from "react";
import { useTranslation } from "~/components/i18n/use-translation";
import { countdownParts } from "~/lib/countdown";

const UNITS = ["days", "hours", "minutes", "seconds"] as const;

export function Countdown({ startsAt, serverNow }: { startsAt: string; serverNow: number }) {
  const { t } = useTranslation("home");
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const parts = countdownParts(Date.parse(startsAt), now);
  if (parts.started) return <p data-testid="countdown">{t("featured.started")}</p>;
  return (
    <div role="timer" aria-label={t("featured.countdownLabel")} data-testid="countdown" className="flex flex-wrap gap-3">
      {UNITS.map((unit) => (
        <p key={unit} className="flex min-w-16 flex-col items-center rounded-card border border-line bg-surface px-3 py-2">
          <span className="font-display text-3xl tabular-nums" data-unit={unit}>
            {String(parts[unit]).padStart(2, "0")}
          </span>
          <span className="text-xs tracking-wider text-muted uppercase">{t(`featured.${unit}`, { count: parts[unit] })}</span>
        </p>
      ))}
    </div>
  );
}
