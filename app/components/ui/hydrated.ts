import { useEffect, useState } from "react";

let hydrating = true;

/**
 * False on the server and during hydration, true once JavaScript has taken over. Use it to add
 * controls that only work with JavaScript (a dismiss button, a progress bar), so the server HTML
 * never shows a control that cannot work.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => !hydrating);
  useEffect(() => {
    hydrating = false;
    setHydrated(true);
  }, []);
  return hydrated;
}
