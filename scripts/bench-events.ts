// The benchmark's made-up catalogue (npm run bench): events and hosts built from word lists by a
// seeded generator, so that every run (and both databases of one run) gets the same rows, and
// full-text search has varied English titles and descriptions to work on. Pure: no database here;
// scripts/bench-seed.ts writes the rows.
import { addDays } from "../shared/event-recurrence";
import { slugify } from "../shared/event-urls";
import { seededRandom } from "../shared/seeded-random";

export { seededRandom };

/** Topics by category: the demo's sub-categories (server/seed/taxonomy.ts), so every event has one. */
export const TOPICS: Record<string, string[]> = {
  HIIT: ["HIIT", "Tabata", "Bootcamp", "Circuit Training", "Interval Training"],
  "Strength training": ["Kettlebell", "Strength", "Dumbbell Workout", "Core Stability", "Mobility"],
  Running: ["Running", "5K", "Marathon Training", "Trail Running", "Sprint Technique"],
  Vinyasa: ["Vinyasa Yoga", "Power Yoga", "Yoga Flow", "Ashtanga", "Sun Salutations"],
  "Yin yoga": ["Yin Yoga", "Restorative Yoga", "Hip Openers", "Deep Stretching", "Yoga Nidra"],
  "Meditation and breathwork": ["Meditation", "Breathwork", "Mindfulness", "Pranayama", "Relaxation"],
  Marketing: ["Instagram Marketing", "SEO", "Email Marketing", "Branding", "Content Strategy"],
  Entrepreneurship: ["Startup Finance", "Pitching", "Business Planning", "Freelancing", "Negotiation"],
  "Personal finance": ["Budgeting", "Investing", "Pensions", "Saving", "Tax Basics"],
  "Drawing and painting": ["Watercolour", "Urban Sketching", "Portrait Drawing", "Acrylic Painting", "Ink Drawing"],
  Photography: ["Photography", "Lightroom Editing", "Street Photography", "Portrait Photography", "Smartphone Photography"],
  Music: ["Guitar", "Piano", "Songwriting", "Singing", "Music Theory"],
};
export const BENCH_CATEGORIES = Object.keys(TOPICS);

const ADJECTIVES = [
  "Gentle", "Sunrise", "Lunchtime", "Evening", "Weekend", "Express", "Deep Dive", "Beginner's", "Advanced",
  "Intensive", "Relaxed", "Complete", "Practical", "Friday", "Monday Morning", "Hands-on", "Mindful", "Quick-start",
];
const FORMATS = ["Class", "Workshop", "Masterclass", "Session", "Clinic", "Course", "Q&A", "Live Lab", "Challenge", "Retreat"];
const AUDIENCES = [
  "Beginners", "Busy Parents", "Runners", "Small Businesses", "Creatives", "Everyone", "Teams", "Students",
  "Desk Workers", "Over-50s", "Night Owls", "Freelancers",
];
const BENEFITS = [
  "build confidence", "sleep better", "find your rhythm", "learn the fundamentals", "make steady progress",
  "stay motivated", "reduce stress", "sharpen your technique", "plan the next twelve weeks", "avoid common mistakes",
  "enjoy the process", "grow your audience", "save time every week", "move with more ease", "finish what you start",
];
const THINGS = [
  "a printable workbook", "short daily practices", "live feedback", "a recording afterwards", "clear demonstrations",
  "a question time at the end", "simple checklists", "small-group exercises", "a playlist", "weekly goals",
];
const SENTENCES: ((w: Words) => string)[] = [
  (w) => `A ${w.format.toLowerCase()} on ${w.topic.toLowerCase()} for ${w.audience.toLowerCase()}.`,
  (w) => `Join us live to ${w.benefit} with ${w.topic.toLowerCase()}.`,
  (w) => `We start with the basics, then ${w.benefit2} through guided practice.`,
  (w) => `You get ${w.thing} and ${w.thing2}.`,
  (w) => `No experience needed: bring curiosity, water and ${w.thing}.`,
  (w) => `Ideal if you want to ${w.benefit2} without spending hours on it.`,
  (w) => `Each part builds on the last, so you ${w.benefit} from the first week.`,
  (w) => `Your host has taught ${w.topic.toLowerCase()} for years and answers every question.`,
  (w) => `Cameras optional; the chat stays open for ${w.audience.toLowerCase()} to share tips.`,
  (w) => `Expect ${w.thing2}, honest advice and a friendly pace.`,
];
interface Words {
  topic: string;
  format: string;
  audience: string;
  benefit: string;
  benefit2: string;
  thing: string;
  thing2: string;
}

const FIRST_NAMES = [
  "Amara", "Ben", "Chloe", "Dev", "Elena", "Farid", "Grace", "Hugo", "Isla", "Jonas", "Kemi", "Liam", "Maya",
  "Noah", "Orla", "Pavel", "Quinn", "Rosa", "Sami", "Tara", "Umar", "Vera", "Wes", "Yara", "Zoe",
];
const LAST_NAMES = [
  "Ahmed", "Baker", "Costa", "Dubois", "Evans", "Fischer", "Gupta", "Hughes", "Ito", "Jensen", "Khan", "Lopez",
  "Murphy", "Nowak", "Okafor", "Patel", "Rossi", "Singh", "Taylor", "Walsh",
];
/** Cover photos of the demo (server/seed/catalogue.ts): real files in a demo deployment. */
const COVERS = [
  "demo/events/sunrise-vinyasa-1.jpg", "demo/events/yin-yoga-sleep.jpg", "demo/events/breathwork-basics.jpg",
  "demo/events/desk-yoga.jpg", "demo/events/lunchtime-hiit.jpg", "demo/events/first-5k.jpg",
  "demo/events/kettlebell.jpg", "demo/events/urban-sketching.jpg", "demo/events/instagram-small-business.jpg",
];
const TIME_ZONES = ["Europe/London", "Europe/London", "Europe/Paris", "America/New_York", "Asia/Kolkata"];
const SEATS = [10, 20, 50, 100, 250];

export interface BenchHost {
  firstName: string;
  lastName: string;
  email: string;
  creatorShortDesc: string;
}

/** Hosts with made-up names; emails on a reserved domain, one per index, so they never collide. */
export function generateBenchHosts(count: number, seed: number): BenchHost[] {
  const random = seededRandom(seed ^ 0x5eed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  return Array.from({ length: count }, (_, i) => {
    const topic = pick(Object.values(TOPICS).flat());
    return {
      firstName: pick(FIRST_NAMES),
      lastName: pick(LAST_NAMES),
      email: `bench-host-${i + 1}@bench.marquee.test`,
      creatorShortDesc: `${topic} for ${pick(AUDIENCES).toLowerCase()}.`,
    };
  });
}

/** One row of `events` as the seed writes it (dates YYYY-MM-DD, times HH:MM:SS, money in pence). */
export interface BenchEvent {
  id: number;
  userId: number;
  category: string;
  title: string;
  slug: string;
  description: string;
  eventType: "Online Event" | "Pre Recorded";
  eventDate: string | null;
  endDate: string | null;
  eventTime: string | null;
  endTime: string | null;
  timeZone: string;
  ticketPricePence: number;
  isFree: boolean;
  isRecurringEvent: boolean;
  seriesId: number | null;
  repeatFrequency: "daily" | "weekly" | "fortnightly" | null;
  repeatUntilDate: string | null;
  canCancel: boolean;
  cancellationTitle: string | null;
  cancellationDescription: string | null;
  images: string[];
  fullVideo: string | null;
  viewLink: string | null;
  preRecordedDuration: number | null;
  maxParticipants: number;
}

export interface BenchEventOptions {
  count: number;
  seed: number;
  /** Ids are given by the generator (a series points at its first occurrence's id): the first one. */
  firstId: number;
  hostIds: readonly number[];
  /** YYYY-MM-DD: dates are spread from 30 days before to a year after. */
  today: string;
}

const STEP_DAYS = { daily: 1, weekly: 7, fortnightly: 14 } as const;

/**
 * `count` published events, deterministic for a seed: about a quarter pre-recorded; the live ones
 * dated from 30 days ago to a year ahead (so a few have ended), about one in sixteen starting a
 * recurring series of 2–6 occurrences (one row each, ADR 017); 40 % free, the rest £5–£50.
 */
export function generateBenchEvents(options: BenchEventOptions): BenchEvent[] {
  const { count, seed, firstId, hostIds, today } = options;
  if (hostIds.length === 0) throw new Error("generateBenchEvents needs at least one host");
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const rows: BenchEvent[] = [];

  while (rows.length < count) {
    const category = pick(BENCH_CATEGORIES);
    const words: Words = {
      topic: pick(TOPICS[category]!),
      format: pick(FORMATS),
      audience: pick(AUDIENCES),
      benefit: pick(BENEFITS),
      benefit2: pick(BENEFITS),
      thing: pick(THINGS),
      thing2: pick(THINGS),
    };
    const title =
      random() < 0.5
        ? `${pick(ADJECTIVES)} ${words.topic} ${words.format}`
        : `${words.topic} ${words.format} for ${words.audience}`;
    // 3–5 different sentences, in a random order.
    const order = SENTENCES.map((write) => ({ write, key: random() }))
      .sort((a, b) => a.key - b.key)
      .slice(0, between(3, 5));
    const free = random() < 0.4;
    const canCancel = random() < 0.5;
    const preRecorded = random() < 0.25;
    const common = {
      userId: pick(hostIds),
      category,
      title,
      slug: slugify(title),
      description: order.map(({ write }) => write(words)).join(" "),
      timeZone: pick(TIME_ZONES),
      ticketPricePence: free ? 0 : between(5, 50) * 100,
      isFree: free,
      canCancel,
      cancellationTitle: canCancel ? "Free cancellation" : null,
      cancellationDescription: canCancel ? "Cancel up to 24 hours before the start for a full refund." : null,
      images: [pick(COVERS)],
      maxParticipants: pick(SEATS),
    };
    const id = firstId + rows.length;
    if (preRecorded) {
      rows.push({
        ...common,
        id,
        eventType: "Pre Recorded",
        eventDate: null,
        endDate: null,
        eventTime: null,
        endTime: null,
        isRecurringEvent: false,
        seriesId: null,
        repeatFrequency: null,
        repeatUntilDate: null,
        fullVideo: `bench/videos/${id}.mp4`,
        viewLink: null,
        preRecordedDuration: between(5, 90) * 60 + between(0, 59),
      });
      continue;
    }
    const start = addDays(today, between(-30, 365));
    const hour = between(6, 20);
    const minute = pick([0, 15, 30, 45]);
    const minutes = hour * 60 + minute + pick([45, 60, 90, 120]);
    const eventTime = `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}:00`;
    const endTime = `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}:00`;
    const recurring = random() < 0.06 && count - rows.length >= 2;
    const occurrences = recurring ? Math.min(between(2, 6), count - rows.length) : 1;
    const frequency = recurring ? pick(["daily", "weekly", "fortnightly"] as const) : null;
    const step = frequency ? STEP_DAYS[frequency] : 0;
    for (let n = 0; n < occurrences; n++) {
      const date = addDays(start, n * step);
      rows.push({
        ...common,
        id: id + n,
        eventType: "Online Event",
        eventDate: date,
        endDate: date,
        eventTime,
        endTime,
        isRecurringEvent: recurring,
        seriesId: recurring ? id : null,
        repeatFrequency: frequency,
        repeatUntilDate: recurring ? addDays(start, (occurrences - 1) * step) : null,
        fullVideo: null,
        viewLink: `https://meet.bench.marquee.test/${id + n}`,
        preRecordedDuration: null,
      });
    }
  }
  return rows;
}
