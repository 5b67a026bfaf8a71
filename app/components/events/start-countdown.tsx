// The time left until a live event starts, as one line ("Starts in 2 days 03:04:05"). The server
// renders it from its own clock; in the browser it ticks every second (from the server's value
// first, so hydration matches).
import { useEffect, useState } from "react";
import { useTranslation } from "~/components/i18n/use-translation";
import { countdownParts } from "~/lib/countdown";

const pad = (n: number) => String(n).padStart(2, "0");

export function StartCountdown({ startsAt, endsAt, serverNow }: { startsAt: string; endsAt: string | null; serverNow: number }) {
  const { t } = useTranslation("event-detail");
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  if (endsAt && Date.parse(endsAt) <= now) return <p data-testid="countdown">{t("online.ended")}</p>;
  const parts = countdownParts(Date.parse(startsAt), now);
  if (parts.started) return <p data-testid="countdown">{t("online.started")}</p>;
  return (
    <p data-testid="countdown" role="timer" aria-live="off" className="font-display text-3xl tabular-nums">
      <span className="block text-sm tracking-wider text-muted uppercase">{t("online.startsIn")}</span>
      {parts.days > 0 ? `${t("online.days", { count: parts.days })} ` : ""}
      {pad(parts.hours)}:{pad(parts.minutes)}:{pad(parts.seconds)}
    </p>
  );
}
