// A duration as the spec shows it (001 §9, "1:00:00"), marked up as a duration with its words as
// the title ("1 hour"), so a reader and assistive technology do not take it for a timer.
import { durationInWords, formatDuration, isoDuration } from "~shared/dates";

export function DurationTime({ seconds }: { seconds: number }) {
  return (
    <time dateTime={isoDuration(seconds)} title={durationInWords(seconds)}>
      {formatDuration(seconds)}
    </time>
  );
}
