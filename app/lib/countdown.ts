// The featured event's countdown (home page): the time left until a start, in days, hours,
// minutes and seconds. The server renders it from its clock; the browser ticks it from its own.

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** Whole seconds left; 0 once the start has passed. */
  totalSeconds: number;
  /** True once the start has passed (the countdown stays at zero). */
  started: boolean;
}

/** Whole seconds left until `startMs` at `nowMs`, split into parts (never negative). */
export function countdownParts(startMs: number, nowMs: number): CountdownParts {
  const left = Math.max(0, Math.floor((startMs - nowMs) / 1000));
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
    totalSeconds: left,
    started: startMs <= nowMs,
  };
}
