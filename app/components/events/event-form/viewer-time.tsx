// The event's start in the viewer's own time zone, when it shows a different clock (browser only:
// the server does not know the viewer's zone).
import type { TFunction } from "~/components/i18n/use-translation";
import { useEffect, useState } from "react";
import { formatEventTime, zonedInstant } from "~shared/dates";

export function ViewerTime({ date, time, zone, t }: { date: string; time: string; zone: string; t: TFunction<"events"> }) {
  const [viewerZone, setViewerZone] = useState<string | null>(null);
  useEffect(() => setViewerZone(Intl.DateTimeFormat().resolvedOptions().timeZone), []);
  if (!viewerZone || !date || !time || !zone) return null;
  let viewer: string | null = null;
  try {
    viewer = formatEventTime(zonedInstant(date, time, zone), zone, viewerZone).viewer;
  } catch {
    return null;
  }
  if (!viewer) return null;
  return (
    <p className="text-sm text-muted" aria-live="polite">
      {t("form.viewerZone", { zone: viewerZone.replace(/_/g, " "), time: viewer })}
    </p>
  );
}
