// A detail page's two columns (an event's, a channel's): the main column and the side column beside
// it from lg, stacked below.
import type { ReactNode } from "react";

export function DetailColumns({ main, aside }: { main: ReactNode; aside: ReactNode }) {
  // One explicit column below lg (grid-cols-1 is minmax(0, 1fr)): an implicit grid column grows to
  // its widest content's min-content (a carousel's cover picture), which pushed pages past a phone's screen.
  return (
    <div className="mt-8 grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <div className="space-y-10">{main}</div>
      <aside className="space-y-8">{aside}</aside>
    </div>
  );
}
