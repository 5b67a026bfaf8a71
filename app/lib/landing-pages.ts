// The marketing landing pages (002 §2.8, 001 §1): for each, the source its Register
// Interest form records (set here, by the page, never taken from the form), where the reader goes
// after the thank-you (the main landings: /home, the others: /current-events) and its layout.
import type { InterestSource } from "~shared/schemas/interest";

export type LandingKey =
  | "become-host"
  | "content-creator"
  | "yoga-teacher"
  | "coaches"
  | "fitness-experts"
  | "beauty-experts"
  | "why-marquee"
  | "new-landing"
  | "web3";

export interface LandingPage {
  key: LandingKey;
  source: InterestSource;
  next: "/home" | "/current-events";
  layout: "audience" | "creator" | "why" | "new" | "web3";
}

const page = (key: LandingKey, source: InterestSource, layout: LandingPage["layout"], next: LandingPage["next"] = "/current-events"): LandingPage => ({
  key,
  source,
  next,
  layout,
});

export const LANDING_PAGES: Record<LandingKey, LandingPage> = {
  "become-host": page("become-host", "main-site", "audience", "/home"),
  "content-creator": page("content-creator", "main-site", "creator", "/home"),
  "yoga-teacher": page("yoga-teacher", "yoga-landing", "audience"),
  coaches: page("coaches", "coaching-landing", "audience"),
  "fitness-experts": page("fitness-experts", "fitness-landing", "audience"),
  "beauty-experts": page("beauty-experts", "beauty-landing", "audience"),
  "why-marquee": page("why-marquee", "why-marquee-landing", "why"),
  "new-landing": page("new-landing", "new-marquee-landing", "new"),
  web3: page("web3", "web3-landing", "web3"),
};

/** The landing page of a path ("/Why-Marquee" → why-marquee), or null. */
export function landingOfPath(pathname: string): LandingPage | null {
  const first = (pathname.split("/").filter(Boolean)[0] ?? "").toLowerCase();
  const key = first === "creator-economy-web3" ? "web3" : first;
  return key in LANDING_PAGES ? LANDING_PAGES[key as LandingKey] : null;
}

/** "2027-09-30" → "30th September", as the offer's text gives its last day. */
export function offerDay(isoDate: string): string {
  const [, month, day] = isoDate.split("-").map(Number) as [number, number, number];
  const suffix = day % 10 === 1 && day !== 11 ? "st" : day % 10 === 2 && day !== 12 ? "nd" : day % 10 === 3 && day !== 13 ? "rd" : "th";
  const monthName = new Date(Date.UTC(2000, month - 1, 1)).toLocaleString("en-GB", { month: "long", timeZone: "UTC" });
  return `${day}${suffix} ${monthName}`;
}
