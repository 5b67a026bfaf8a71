// Demo data: packages, categories, three hosts with events and channels, an attendee, an admin, and
// the site's content (static pages, help centre, video tutorials). Idempotent: it runs once.
import { inArray, sql } from "drizzle-orm";
import { hashPassword } from "../domain/accounts/passwords";
import type { Db, Executor } from "./client";
import {
  bookings,
  categories,
  channelModules,
  channelSubscriptions,
  channels,
  complaints,
  complaintThreads,
  contentPages,
  discountCodes,
  documentEvents,
  eventFeatures,
  events,
  eventSchedule,
  eventSpeakers,
  faqs,
  favourites,
  helpCategories,
  packages,
  paidFeatures,
  reviews,
  settings,
  settingsKeys,
  transactions,
  users,
  videoTutorialCategories,
  videoTutorials,
  type NewEvent,
} from "./schema";

export const DEMO_PASSWORD = "Marquee-demo-1";
export const DEMO_EMAILS = {
  host: "host@marquee.test",
  attendee: "attendee@marquee.test",
  admin: "admin@marquee.test",
} as const;
const OTHER_HOST_EMAILS = ["marcus@marquee.test", "priya@marquee.test"];

type Tx = Executor;
type PackageRow = typeof packages.$inferInsert & { id: number };

/** Seeds the demo once; returns created:false when the demo users are already there. */
export async function seedDemoData(db: Db, options: { now?: Date } = {}): Promise<{ created: boolean }> {
  const now = options.now ?? new Date();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    const demoEmails = [...Object.values(DEMO_EMAILS), ...OTHER_HOST_EMAILS];
    const existing = await tx
      .select({ id: users.id })
      .from(users)
      .where(inArray(sql`lower(${users.email})`, demoEmails))
      .limit(1);
    if (existing.length > 0) return { created: false };

    await seedReferenceData(tx);
    const categoryIds = await seedCategories(tx);
    const featureIds = await seedPaidFeatures(tx);
    const people = await seedPeople(tx, passwordHash, now);
    const catalogue = await seedCatalogue(tx, people, categoryIds, featureIds, now);
    await seedActivity(tx, people, catalogue, now);
    return { created: true };
  });
}

/**
 * Data the product needs whether or not it is a demo: the packages (the free one, id 1, is every
 * new user's default), the static pages, the help centre and the landing setting. Never overwrites.
 */
export async function seedReferenceData(tx: Tx): Promise<void> {
  await tx.insert(packages).values(PACKAGES).onConflictDoNothing();
  // Explicit ids leave the serial sequence behind; move it past them.
  await tx.execute(
    sql`select setval(pg_get_serial_sequence('packages', 'id'), (select coalesce(max(id), 1) from packages))`,
  );
  await tx.insert(contentPages).values(CONTENT_PAGES).onConflictDoNothing();
  await tx.insert(settings).values({ key: settingsKeys.rootLanding, value: "content-creator" }).onConflictDoNothing();

  const [help] = await tx.select({ n: sql<number>`count(*)::int` }).from(helpCategories);
  if (!help || help.n === 0) {
    for (const [sort, category] of HELP.entries()) {
      const [row] = await tx
        .insert(helpCategories)
        .values({ name: category.name, icon: category.icon, sort })
        .returning({ id: helpCategories.id });
      await tx
        .insert(faqs)
        .values(category.faqs.map(([question, answer], i) => ({ categoryId: row.id, question, answer, sort: i })));
    }
  }
  const [tutorials] = await tx.select({ n: sql<number>`count(*)::int` }).from(videoTutorialCategories);
  if (!tutorials || tutorials.n === 0) {
    for (const [sort, category] of TUTORIALS.entries()) {
      const [row] = await tx
        .insert(videoTutorialCategories)
        .values({ name: category.name, icon: category.icon, sort })
        .returning({ id: videoTutorialCategories.id });
      await tx
        .insert(videoTutorials)
        .values(
          category.videos.map(([description, videoUrl], i) => ({ categoryId: row.id, description, videoUrl, sort: i })),
        );
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Packages. Percentages are basis points (750 = 7.5%).

const PACKAGES: PackageRow[] = [
  {
    id: 1,
    name: "Free",
    pricePence: 0,
    tenure: "lifetime",
    commissionLiveEventBp: 750,
    commissionPreRecordedEventBp: 750,
    commissionSubscriptionUserBp: 750,
    paymentHandlingFeeBp: 300,
    taxationFeeBp: 2000,
    noOfChannel: 1,
    maxParticipantInEvent: 20,
    maxParticipantInPreRecordedEvent: 50,
    maxSubscriberInChannel: 25,
    noOfEventInChannel: 10,
    sortOrder: 1,
  },
  {
    id: 2,
    name: "Creator",
    pricePence: 999,
    tenure: "monthly",
    commissionLiveEventBp: 750,
    commissionPreRecordedEventBp: 750,
    commissionSubscriptionUserBp: 750,
    paymentHandlingFeeBp: 200,
    taxationFeeBp: 2000,
    noOfChannel: 5,
    maxParticipantInEvent: 100,
    maxParticipantInPreRecordedEvent: 500,
    maxSubscriberInChannel: 250,
    noOfEventInChannel: 50,
    sortOrder: 2,
  },
  {
    id: 3,
    name: "Professional",
    pricePence: 2499,
    tenure: "monthly",
    commissionLiveEventBp: 750,
    commissionPreRecordedEventBp: 750,
    commissionSubscriptionUserBp: 750,
    paymentHandlingFeeBp: 150,
    taxationFeeBp: 2000,
    noOfChannel: 25,
    maxParticipantInEvent: 500,
    maxParticipantInPreRecordedEvent: 5000,
    maxSubscriberInChannel: 2000,
    noOfEventInChannel: 250,
    sortOrder: 3,
  },
];

function packageById(id: number): PackageRow {
  const found = PACKAGES.find((p) => p.id === id);
  if (!found) throw new Error(`Unknown package ${id}`);
  return found;
}

// ---------------------------------------------------------------------------------------------
// Categories and paid features.

const CATEGORY_TREE: { name: string; className: string; children: string[] }[] = [
  { name: "Fitness", className: "category-fitness", children: ["HIIT", "Strength training", "Running"] },
  { name: "Yoga", className: "category-yoga", children: ["Vinyasa", "Yin yoga", "Meditation and breathwork"] },
  { name: "Business", className: "category-business", children: ["Marketing", "Entrepreneurship", "Personal finance"] },
  { name: "Arts", className: "category-arts", children: ["Drawing and painting", "Photography", "Music"] },
];

type CategoryIds = Record<string, number>;

async function seedCategories(tx: Tx): Promise<CategoryIds> {
  const ids: CategoryIds = {};
  for (const [sort, parent] of CATEGORY_TREE.entries()) {
    const [row] = await tx
      .insert(categories)
      .values({ name: parent.name, className: parent.className, sortOrder: sort })
      .returning({ id: categories.id });
    ids[parent.name] = row.id;
    const children = await tx
      .insert(categories)
      .values(parent.children.map((name, i) => ({ name, parentId: row.id, className: parent.className, sortOrder: i })))
      .returning({ id: categories.id, name: categories.name });
    for (const child of children) ids[child.name] = child.id;
  }
  return ids;
}

const FEATURES = [
  { key: "recording", name: "Recording of the session sent afterwards", valuePence: 300 },
  { key: "workbook", name: "Printable workbook", valuePence: 250 },
  { key: "call", name: "One-to-one follow-up call (15 minutes)", valuePence: 1500 },
  { key: "certificate", name: "Certificate of attendance", valuePence: 200 },
] as const;
type FeatureKey = (typeof FEATURES)[number]["key"];
type FeatureIds = Record<FeatureKey, number>;

async function seedPaidFeatures(tx: Tx): Promise<FeatureIds> {
  const rows = await tx
    .insert(paidFeatures)
    .values(FEATURES.map((f, i) => ({ name: f.name, valuePence: f.valuePence, sortOrder: i })))
    .returning({ id: paidFeatures.id, name: paidFeatures.name });
  const ids = {} as FeatureIds;
  for (const f of FEATURES) ids[f.key] = rows.find((r) => r.name === f.name)!.id;
  return ids;
}

// ---------------------------------------------------------------------------------------------
// People.

interface Person {
  id: number;
  packageId: number;
  name: string;
}
interface People {
  hannah: Person;
  marcus: Person;
  priya: Person;
  attendee: Person;
  admin: Person;
}

async function seedPeople(tx: Tx, passwordHash: string, now: Date): Promise<People> {
  const common = { passwordHash, activatedAt: daysFrom(now, -120), isPasswordReset: false, acceptContact: true };
  const insert = async (values: Omit<typeof users.$inferInsert, "passwordHash">): Promise<Person> => {
    const [row] = await tx
      .insert(users)
      .values({ ...common, ...values })
      .returning({ id: users.id, packageId: users.packageId, firstName: users.firstName, lastName: users.lastName });
    return { id: row.id, packageId: row.packageId, name: `${row.firstName} ${row.lastName}` };
  };

  const hannah = await insert({
    firstName: "Hannah",
    lastName: "Whitfield",
    email: DEMO_EMAILS.host,
    packageId: 2,
    autoRenewal: true,
    planExpiresOn: daysFrom(now, 18),
    phone: "+447700900123",
    dateOfBirth: "1988-04-12",
    gender: "female",
    city: "Bristol",
    country: "United Kingdom",
    userWebsite: "https://hannahwhitfield.yoga",
    bio: "Yoga teacher from Bristol with a soft spot for early mornings. I teach vinyasa, yin and breathwork for busy people who want to move well, sleep better and feel at home in their bodies. Every class is beginner-friendly, with options to go deeper.",
    creatorShortDesc: "Vinyasa, yin and breathwork for busy people.",
    creatorExp: 9,
    pic: "demo/profiles/hannah-whitfield.jpg",
    profileVideo: "demo/profile-videos/hannah-whitfield.mp4",
    facebookLink: "https://www.facebook.com/hannahwhitfieldyoga",
    instagramLink: "https://www.instagram.com/hannahwhitfieldyoga",
    youtubeLink: "https://www.youtube.com/@hannahwhitfieldyoga",
    createdAt: daysFrom(now, -150),
  });
  const marcus = await insert({
    firstName: "Marcus",
    lastName: "Adeyemi",
    email: OTHER_HOST_EMAILS[0],
    packageId: 3,
    autoRenewal: true,
    planExpiresOn: daysFrom(now, 11),
    phone: "+447700900456",
    dateOfBirth: "1985-09-30",
    gender: "male",
    city: "Manchester",
    country: "United Kingdom",
    userWebsite: "https://marcusmoves.fit",
    bio: "Personal trainer and running coach. I spent ten years coaching in gyms across Manchester before moving my classes online. Expect short, honest workouts, clear coaching cues and plenty of encouragement, whatever your starting point.",
    creatorShortDesc: "HIIT, strength and running coaching that fits into a lunch break.",
    creatorExp: 12,
    pic: "demo/profiles/marcus-adeyemi.jpg",
    instagramLink: "https://www.instagram.com/marcusmovesfit",
    tiktokLink: "https://www.tiktok.com/@marcusmovesfit",
    twitterLink: "https://twitter.com/marcusmovesfit",
    createdAt: daysFrom(now, -140),
  });
  const priya = await insert({
    firstName: "Priya",
    lastName: "Raman",
    email: OTHER_HOST_EMAILS[1],
    packageId: 3,
    autoRenewal: false,
    planExpiresOn: daysFrom(now, 25),
    phone: "+447700900789",
    dateOfBirth: "1990-01-22",
    gender: "female",
    city: "London",
    country: "United Kingdom",
    userWebsite: "https://priyaraman.studio",
    bio: "Business coach and illustrator. I help designers, makers and freelancers turn what they love into a business that pays the bills, with practical sessions on pricing, marketing and the numbers. On Sundays I swap spreadsheets for sketchbooks.",
    creatorShortDesc: "Practical business coaching for creative people.",
    creatorExp: 7,
    pic: "demo/profiles/priya-raman.jpg",
    linkedLink: "https://www.linkedin.com/in/priyaramanstudio",
    instagramLink: "https://www.instagram.com/priyaramanstudio",
    createdAt: daysFrom(now, -130),
  });
  const attendee = await insert({
    firstName: "Tom",
    lastName: "Fletcher",
    email: DEMO_EMAILS.attendee,
    packageId: 1,
    phone: "+447700900321",
    dateOfBirth: "1994-06-03",
    gender: "male",
    city: "Leeds",
    country: "United Kingdom",
    createdAt: daysFrom(now, -60),
  });
  const admin = await insert({
    firstName: "Alex",
    lastName: "Morgan",
    email: DEMO_EMAILS.admin,
    role: "admin",
    packageId: 1,
    acceptContact: false,
    createdAt: daysFrom(now, -200),
  });
  return { hannah, marcus, priya, attendee, admin };
}

// ---------------------------------------------------------------------------------------------
// Events and channels.

type EventSeed = Omit<NewEvent, "userId" | "slug" | "maxParticipants" | "categoryId"> & {
  category: string;
  schedule?: [dayOffset: number, time: string, title: string, speaker: string][];
  speakers?: [name: string, description: string, pic: string][];
  features?: FeatureKey[];
};

interface Catalogue {
  events: Record<string, number>;
  channels: Record<string, number>;
}

async function seedCatalogue(
  tx: Tx,
  people: People,
  categoryIds: CategoryIds,
  featureIds: FeatureIds,
  now: Date,
): Promise<Catalogue> {
  const catalogue: Catalogue = { events: {}, channels: {} };

  const addEvent = async (host: Person, seed: EventSeed): Promise<number> => {
    const { category, schedule, speakers, features, ...fields } = seed;
    const pkg = packageById(host.packageId);
    const seats =
      fields.eventType === "Online Event" ? pkg.maxParticipantInEvent : pkg.maxParticipantInPreRecordedEvent;
    const [row] = await tx
      .insert(events)
      .values({
        isPublished: true,
        ...fields,
        userId: host.id,
        slug: slugify(fields.title),
        categoryId: categoryIds[category],
        maxParticipants: seats ?? 0,
      })
      .returning({ id: events.id });
    if (schedule?.length) {
      await tx.insert(eventSchedule).values(
        schedule.map(([offset, startTime, title, speaker], sort) => ({
          eventId: row.id,
          startDate: day(now, offset),
          startTime,
          title,
          speaker,
          sort,
        })),
      );
    }
    if (speakers?.length) {
      await tx
        .insert(eventSpeakers)
        .values(
          speakers.map(([name, description, pic], i) => ({ eventId: row.id, name, description, pic, sort: i + 1 })),
        );
    }
    if (features?.length) {
      await tx.insert(eventFeatures).values(features.map((f) => ({ eventId: row.id, featureId: featureIds[f] })));
    }
    catalogue.events[fields.title] = row.id;
    return row.id;
  };

  const addChannel = async (
    host: Person,
    seed: Omit<typeof channels.$inferInsert, "userId" | "slug" | "maxSubscribers" | "categoryId"> & {
      category: string;
    },
  ): Promise<number> => {
    const { category, ...fields } = seed;
    const [row] = await tx
      .insert(channels)
      .values({
        isPublished: true,
        active: true,
        ...fields,
        userId: host.id,
        slug: slugify(fields.title),
        categoryId: categoryIds[category],
        maxSubscribers: packageById(host.packageId).maxSubscriberInChannel ?? 0,
      })
      .returning({ id: channels.id });
    catalogue.channels[fields.title] = row.id;
    return row.id;
  };

  const addModules = async (channelId: number, titles: string[]): Promise<number[]> => {
    const rows = await tx
      .insert(channelModules)
      .values(titles.map((title, sort) => ({ channelId, title, sort })))
      .returning({ id: channelModules.id });
    return rows.map((r) => r.id);
  };

  /**
   * A modular course: its modules, one recorded lesson per entry (in order), then its documents
   * after the lessons. A document without its own image uses the channel's.
   */
  const addCourse = async (
    host: Person,
    channelId: number,
    course: {
      category: string;
      slugPrefix: string;
      modules: string[];
      /** Title, duration in seconds, module index. */
      lessons: [string, number, number][];
      describe: (title: string) => string;
      documents: { module: number; title: string; description: string; document: string; image?: string }[];
    },
  ): Promise<void> => {
    const moduleIds = await addModules(channelId, course.modules);
    for (const [order, [title, duration, moduleIndex]] of course.lessons.entries()) {
      await addEvent(host, {
        ...recorded(duration, `${course.slugPrefix}-${order + 1}`),
        title,
        category: course.category,
        description: course.describe(title),
        channelId,
        channelModuleId: moduleIds[moduleIndex],
        chanSortOrder: order + 1,
      });
    }
    await tx.insert(documentEvents).values(
      course.documents.map(({ module, image, ...doc }, index) => ({
        ...doc,
        userId: host.id,
        channelId,
        channelModuleId: moduleIds[module],
        ...(image ? { image } : { useChannelImage: true }),
        chanSortOrder: course.lessons.length + index + 1,
      })),
    );
  };

  const live = (offset: number, start: string, end: string) => ({
    eventType: "Online Event" as const,
    eventDate: day(now, offset),
    endDate: day(now, offset),
    eventTime: start,
    endTime: end,
    createdAt: daysFrom(now, Math.min(offset, 0) - 21),
  });
  const recorded = (durationSeconds: number, slug: string) => ({
    eventType: "Pre Recorded" as const,
    preRecordedDuration: durationSeconds,
    fullVideo: `demo/full-videos/${slug}.mp4`,
    shortVideo: `demo/short-videos/${slug}.mp4`,
    images: [`demo/events/${slug}.jpg`],
  });
  const { hannah, marcus, priya } = people;

  // Hannah Whitfield: yoga.
  await addEvent(hannah, {
    ...live(3, "07:00", "08:00"),
    title: "Sunrise Vinyasa Flow",
    category: "Vinyasa",
    description:
      "<p>Start the day with a steady, energising vinyasa class. We move through sun salutations, standing balances and a long, slow cool-down, finishing in time for breakfast.</p><p>Suitable for confident beginners and regular practitioners. You will need a mat and a little space.</p>",
    ticketPricePence: 800,
    isRecurringEvent: true,
    repeatFrequency: "weekly",
    repeatUntilDate: day(now, 59),
    canCancel: true,
    cancellationTitle: "Free cancellation up to 24 hours before",
    cancellationDescription:
      "Cancel your booking from My Booked Events up to 24 hours before the class starts and your payment is refunded in full to your card.",
    viewLink: "https://live.marquee.test/r/sunrise-vinyasa-flow",
    images: ["demo/events/sunrise-vinyasa-1.jpg", "demo/events/sunrise-vinyasa-2.jpg"],
    shortVideo: "demo/short-videos/sunrise-vinyasa.mp4",
    schedule: [
      [3, "07:00", "Arrival and breath awareness", "Hannah Whitfield"],
      [3, "07:10", "Sun salutations A and B", "Hannah Whitfield"],
      [3, "07:35", "Standing balance sequence", "Hannah Whitfield"],
      [3, "07:50", "Cool-down and savasana", "Hannah Whitfield"],
    ],
    speakers: [["Hannah Whitfield", "Yoga teacher (500-hour trained), Bristol.", "demo/speakers/hannah-whitfield.jpg"]],
    features: ["recording"],
  });
  await addEvent(hannah, {
    ...live(10, "20:00", "21:15"),
    title: "Yin Yoga for Better Sleep",
    category: "Yin yoga",
    description:
      "<p>A slow, floor-based yin practice with long-held, supported poses to quieten a busy mind before bed. We close with a guided body scan.</p><p>Have a bolster or a couple of firm cushions and a blanket to hand.</p>",
    isFree: true,
    canCancel: true,
    cancellationTitle: "Cancel any time",
    cancellationDescription: "This class is free: cancel whenever you like so that someone else can take your place.",
    viewLink: "https://live.marquee.test/r/yin-yoga-for-better-sleep",
    images: ["demo/events/yin-yoga-sleep.jpg"],
    schedule: [
      [10, "20:00", "Settling in and breath", "Hannah Whitfield"],
      [10, "20:15", "Yin sequence for the hips and spine", "Hannah Whitfield"],
      [10, "20:55", "Why rest matters: a short talk", "Dr Amara Okafor"],
      [10, "21:05", "Guided body scan", "Hannah Whitfield"],
    ],
    speakers: [
      ["Hannah Whitfield", "Yoga teacher (500-hour trained), Bristol.", "demo/speakers/hannah-whitfield.jpg"],
      ["Dr Amara Okafor", "Sleep researcher and author of The Restful Mind.", "demo/speakers/amara-okafor.jpg"],
    ],
  });
  await addEvent(hannah, {
    ...live(-14, "18:30", "19:45"),
    title: "Breathwork Basics Workshop",
    category: "Meditation and breathwork",
    description:
      "<p>Learn four simple breathing techniques for energy, focus and calm, and when to use each one. Includes a practice plan to take away.</p>",
    ticketPricePence: 1200,
    viewLink: "https://live.marquee.test/r/breathwork-basics",
    images: ["demo/events/breathwork-basics.jpg"],
    schedule: [
      [-14, "18:30", "How breathing affects the nervous system", "Hannah Whitfield"],
      [-14, "18:50", "Box breathing and extended exhale", "Hannah Whitfield"],
      [-14, "19:20", "Questions and practice plan", "Hannah Whitfield"],
    ],
    speakers: [["Hannah Whitfield", "Yoga teacher (500-hour trained), Bristol.", "demo/speakers/hannah-whitfield.jpg"]],
    features: ["workbook"],
  });
  await addEvent(hannah, {
    ...live(20, "12:15", "12:45"),
    title: "Yoga for Desk Workers",
    category: "Vinyasa",
    description:
      "<p>Thirty minutes of chair-friendly stretches for necks, shoulders and lower backs. No mat needed: join from your desk.</p>",
    ticketPricePence: 500,
    isPublished: false,
    images: ["demo/events/desk-yoga.jpg"],
  });
  await addEvent(hannah, {
    ...live(25, "10:00", "12:00"),
    title: "Advanced Inversions Masterclass",
    category: "Vinyasa",
    description:
      "<p>A two-hour masterclass on headstand, forearm stand and handstand preparation for experienced practitioners.</p>",
    ticketPricePence: 2500,
    isPublished: false,
    isRejected: true,
    images: ["demo/events/inversions.jpg"],
  });
  await addEvent(hannah, {
    ...recorded(1260, "morning-stretch"),
    title: "20-Minute Morning Stretch",
    category: "Yin yoga",
    description:
      "<p>A gentle full-body stretch to wake up stiff joints, recorded in my Bristol studio. Press play whenever suits you and come back to it as often as you like.</p>",
    ticketPricePence: 499,
  });

  const studio = await addChannel(hannah, {
    title: "Hannah's Yoga Studio",
    category: "Vinyasa",
    description:
      "<p>Your monthly membership to my online studio: two live classes a week plus a growing library of recorded flows you can practise any time.</p>",
    pricePence: 1499,
    eventType: "Pre Recorded and Live",
    isMonthlySubscription: true,
    image: "demo/channels/yoga-studio.jpg",
    photos: ["demo/channels/yoga-studio-1.jpg", "demo/channels/yoga-studio-2.jpg"],
    video: "demo/channel-videos/yoga-studio.mp4",
    learn1: "A steady weekly practice you can keep up",
    learn2: "Safe alignment in the key standing poses",
    learn3: "Breathing techniques for energy and calm",
    learn4: "How to build your own short home flows",
    createdAt: daysFrom(now, -90),
  });
  await addEvent(hannah, {
    ...live(6, "09:00", "10:00"),
    title: "Studio Live: Slow Flow Sunday",
    category: "Vinyasa",
    description: "<p>A relaxed Sunday flow for members, with plenty of time in each pose.</p>",
    channelId: studio,
    chanSortOrder: 1,
    viewLink: "https://live.marquee.test/r/studio-slow-flow",
    images: ["demo/events/studio-slow-flow.jpg"],
  });
  await addEvent(hannah, {
    ...live(-8, "18:00", "19:00"),
    title: "Studio Live: Hip Openers",
    category: "Vinyasa",
    description: "<p>An evening class for members focused on releasing tight hips after a day of sitting.</p>",
    channelId: studio,
    chanSortOrder: 2,
    images: ["demo/events/studio-hip-openers.jpg"],
  });
  await addEvent(hannah, {
    ...recorded(1800, "gentle-hatha"),
    title: "Studio Library: Gentle Hatha",
    category: "Vinyasa",
    description: "<p>A thirty-minute hatha class for rest days and tired bodies.</p>",
    channelId: studio,
    chanSortOrder: 3,
  });
  await addEvent(hannah, {
    ...recorded(1500, "core-and-balance"),
    title: "Studio Library: Core and Balance",
    category: "Vinyasa",
    description: "<p>Build strength through the middle with a balance-focused flow.</p>",
    channelId: studio,
    chanSortOrder: 4,
  });

  const foundations = await addChannel(hannah, {
    title: "Foundations of Yoga: A Four-Week Course",
    category: "Vinyasa",
    description:
      "<p>A structured beginners' course in four weekly modules. Each week has short recorded lessons and a printable guide, so you can learn at your own pace and keep everything for good.</p>",
    pricePence: 3900,
    eventType: "Pre Recorded Events",
    isMonthlySubscription: false,
    isModular: true,
    image: "demo/channels/foundations-of-yoga.jpg",
    photos: ["demo/channels/foundations-of-yoga-1.jpg"],
    learn1: "The breath and posture basics behind every class",
    learn2: "The standing poses, step by step",
    learn3: "Balance and core work without strain",
    learn4: "A home practice you can keep going on your own",
    createdAt: daysFrom(now, -75),
  });
  await addCourse(hannah, foundations, {
    category: "Vinyasa",
    slugPrefix: "foundations-lesson",
    modules: [
      "Week 1: Breath and posture",
      "Week 2: Standing poses",
      "Week 3: Balance and core",
      "Week 4: Your home practice",
    ],
    lessons: [
      ["Lesson 1: Finding a neutral spine", 900, 0],
      ["Lesson 2: Full yogic breath", 720, 0],
      ["Lesson 3: Warrior I and II", 1080, 1],
      ["Lesson 4: Triangle and side angle", 960, 1],
      ["Lesson 5: Tree pose and friends", 840, 2],
      ["Lesson 6: Gentle core strength", 1020, 2],
      ["Lesson 7: Putting a sequence together", 1320, 3],
    ],
    describe: (title) => `<p>${title.replace(/^Lesson \d+: /, "")}: a short, clear lesson from the Foundations of Yoga course.</p>`,
    documents: [
      {
        module: 0,
        title: "Week 1 practice journal",
        description: "<p>A printable journal to note how each practice felt and what you noticed about your breath.</p>",
        document: "demo/documents/week-1-practice-journal.pdf",
      },
      {
        module: 1,
        title: "Standing pose reference cards",
        description: "<p>One card per pose with the key alignment cues and common mistakes to avoid.</p>",
        image: "demo/document-images/pose-cards.jpg",
        document: "demo/documents/standing-pose-cards.pdf",
      },
      {
        module: 3,
        title: "Home practice planner",
        description: "<p>A four-week planner spreadsheet to schedule your own practice after the course.</p>",
        document: "demo/documents/home-practice-planner.xlsx",
      },
    ],
  });

  // Marcus Adeyemi: fitness.
  await addEvent(marcus, {
    ...live(2, "12:30", "13:00"),
    title: "Lunchtime HIIT Blast",
    category: "HIIT",
    description:
      "<p>Thirty minutes, no equipment, maximum effort. Intervals of 40 seconds on and 20 seconds off, with low-impact options for every move.</p>",
    ticketPricePence: 500,
    canCancel: true,
    cancellationTitle: "Cancel up to 2 hours before",
    cancellationDescription: "Cancel from My Booked Events up to two hours before the start for a full refund.",
    viewLink: "https://live.marquee.test/r/lunchtime-hiit-blast",
    images: ["demo/events/lunchtime-hiit.jpg"],
    schedule: [
      [2, "12:30", "Dynamic warm-up", "Marcus Adeyemi"],
      [2, "12:35", "Three HIIT circuits", "Marcus Adeyemi"],
      [2, "12:55", "Stretch and cool-down", "Marcus Adeyemi"],
    ],
    speakers: [
      ["Marcus Adeyemi", "Personal trainer and running coach, Manchester.", "demo/speakers/marcus-adeyemi.jpg"],
    ],
    features: ["recording"],
  });
  await addEvent(marcus, {
    ...live(7, "19:00", "20:00"),
    title: "Run Your First 5K: Live Q&A",
    category: "Running",
    description:
      "<p>Thinking about your first 5K or parkrun? Bring your questions on training plans, kit, pacing and staying injury-free.</p>",
    isFree: true,
    canCancel: true,
    viewLink: "https://live.marquee.test/r/first-5k-qa",
    images: ["demo/events/first-5k.jpg"],
    schedule: [
      [7, "19:00", "A simple eight-week plan", "Marcus Adeyemi"],
      [7, "19:20", "Kit and injury prevention", "Sophie Clarke"],
      [7, "19:35", "Your questions", "Marcus Adeyemi"],
    ],
    speakers: [
      ["Marcus Adeyemi", "Personal trainer and running coach, Manchester.", "demo/speakers/marcus-adeyemi.jpg"],
      ["Sophie Clarke", "Chartered physiotherapist specialising in runners.", "demo/speakers/sophie-clarke.jpg"],
    ],
  });
  await addEvent(marcus, {
    ...live(-7, "18:00", "19:00"),
    title: "Kettlebell Fundamentals",
    category: "Strength training",
    description:
      "<p>Learn the swing, goblet squat and Turkish get-up with safe technique. One kettlebell of a comfortable weight is all you need.</p>",
    ticketPricePence: 1000,
    viewLink: "https://live.marquee.test/r/kettlebell-fundamentals",
    images: ["demo/events/kettlebell.jpg"],
    schedule: [
      [-7, "18:00", "Hinge pattern and the swing", "Marcus Adeyemi"],
      [-7, "18:30", "Goblet squat and get-up", "Marcus Adeyemi"],
    ],
    speakers: [
      ["Marcus Adeyemi", "Personal trainer and running coach, Manchester.", "demo/speakers/marcus-adeyemi.jpg"],
    ],
    features: ["certificate"],
  });
  await addEvent(marcus, {
    ...recorded(1800, "full-body-strength"),
    title: "Full-Body Strength in 30 Minutes",
    category: "Strength training",
    description:
      "<p>A complete dumbbell workout for legs, back, chest and core, with form tips throughout. Repeat it two or three times a week.</p>",
    ticketPricePence: 650,
  });
  const club = await addChannel(marcus, {
    title: "Marcus Moves Training Club",
    category: "HIIT",
    description:
      "<p>Three live sessions a week to keep you consistent: HIIT on Tuesdays, mobility on Thursdays and strength on Saturdays. Cancel whenever you like.</p>",
    pricePence: 1999,
    eventType: "Live Events",
    isMonthlySubscription: true,
    image: "demo/channels/marcus-moves-club.jpg",
    photos: ["demo/channels/marcus-moves-club-1.jpg", "demo/channels/marcus-moves-club-2.jpg"],
    learn1: "A training habit that sticks",
    learn2: "Safe technique for the big strength moves",
    learn3: "Conditioning you can feel within a month",
    learn4: "How to adapt workouts to your week",
    createdAt: daysFrom(now, -80),
  });
  await addEvent(marcus, {
    ...live(4, "07:00", "07:45"),
    title: "Club HIIT: Tuesday Burn",
    category: "HIIT",
    description: "<p>The members' weekly HIIT session: intervals, a finisher and a proper cool-down.</p>",
    channelId: club,
    chanSortOrder: 1,
    viewLink: "https://live.marquee.test/r/club-tuesday-burn",
    images: ["demo/events/club-hiit.jpg"],
  });
  await addEvent(marcus, {
    ...live(8, "09:00", "10:00"),
    title: "Club Strength: Saturday Session",
    category: "Strength training",
    description: "<p>An hour of strength training for members, progressing week by week.</p>",
    channelId: club,
    chanSortOrder: 2,
    viewLink: "https://live.marquee.test/r/club-saturday-strength",
    images: ["demo/events/club-strength.jpg"],
  });
  await addEvent(marcus, {
    ...live(-3, "07:00", "07:45"),
    title: "Club HIIT: Friday Finisher",
    category: "HIIT",
    description: "<p>Last week's members' HIIT session.</p>",
    channelId: club,
    chanSortOrder: 3,
    images: ["demo/events/club-hiit-friday.jpg"],
  });

  // Priya Raman: business and arts.
  await addEvent(priya, {
    ...live(5, "18:00", "19:30"),
    title: "Pricing Your Creative Services",
    category: "Entrepreneurship",
    description:
      "<p>Stop guessing what to charge. We work out your real costs, look at day rates versus project prices, and practise talking about money with clients.</p><p>You will leave with a price list you can use next week.</p>",
    ticketPricePence: 1500,
    canCancel: true,
    cancellationTitle: "Cancel up to 48 hours before",
    cancellationDescription: "Cancel from My Booked Events up to 48 hours before the workshop for a full refund.",
    viewLink: "https://live.marquee.test/r/pricing-creative-services",
    images: ["demo/events/pricing-creative.jpg"],
    schedule: [
      [5, "18:00", "Working out your real costs", "Priya Raman"],
      [5, "18:30", "Day rates, project fees and packages", "Priya Raman"],
      [5, "19:00", "VAT, invoices and getting paid on time", "James Okoro"],
    ],
    speakers: [
      ["Priya Raman", "Business coach and illustrator, London.", "demo/speakers/priya-raman.jpg"],
      ["James Okoro", "Chartered accountant working with sole traders.", "demo/speakers/james-okoro.jpg"],
    ],
    features: ["workbook", "call"],
  });
  await addEvent(priya, {
    ...live(12, "10:00", "11:30"),
    title: "Sketchbook Sunday: Urban Sketching",
    category: "Drawing and painting",
    description:
      "<p>Draw along from photographs of London streets: quick perspective, confident lines and a splash of watercolour. Any pen and paper will do.</p>",
    isFree: true,
    viewLink: "https://live.marquee.test/r/sketchbook-sunday",
    images: ["demo/events/urban-sketching.jpg"],
    schedule: [
      [12, "10:00", "Two-point perspective in five minutes", "Priya Raman"],
      [12, "10:20", "Sketching a street corner", "Priya Raman"],
      [12, "11:00", "Adding colour", "Priya Raman"],
    ],
    speakers: [["Priya Raman", "Business coach and illustrator, London.", "demo/speakers/priya-raman.jpg"]],
  });
  await addEvent(priya, {
    ...live(-21, "13:00", "14:00"),
    title: "Instagram for Small Businesses",
    category: "Marketing",
    description:
      "<p>A practical hour on planning a month of posts, writing captions that sell and understanding what your insights are telling you.</p>",
    isFree: true,
    viewLink: "https://live.marquee.test/r/instagram-small-business",
    images: ["demo/events/instagram-small-business.jpg"],
    schedule: [
      [-21, "13:00", "Planning a month of content", "Priya Raman"],
      [-21, "13:30", "Captions, hashtags and insights", "Priya Raman"],
    ],
    speakers: [["Priya Raman", "Business coach and illustrator, London.", "demo/speakers/priya-raman.jpg"]],
  });
  await addEvent(priya, {
    ...recorded(2700, "bookkeeping-basics"),
    title: "Bookkeeping Basics for Sole Traders",
    category: "Personal finance",
    description:
      "<p>Everything you need to keep tidy books as a sole trader: what to record, which expenses are allowable and how to get ready for Self Assessment.</p>",
    ticketPricePence: 999,
  });
  const launch = await addChannel(priya, {
    title: "Launch Your Online Business",
    category: "Entrepreneurship",
    description:
      "<p>A self-paced course that takes you from idea to first sale in three modules, with worksheets for every step. Pay once and keep lifetime access.</p>",
    pricePence: 4900,
    eventType: "Pre Recorded Events",
    isMonthlySubscription: false,
    isModular: true,
    image: "demo/channels/launch-online-business.jpg",
    learn1: "How to shape an offer people want to buy",
    learn2: "A simple shop window that converts",
    learn3: "Where to find your first ten customers",
    learn4: "The numbers that tell you it is working",
    createdAt: daysFrom(now, -60),
  });
  await addCourse(priya, launch, {
    category: "Entrepreneurship",
    slugPrefix: "launch-lesson",
    modules: [
      "Module 1: Find your offer",
      "Module 2: Build your shop window",
      "Module 3: Your first customers",
    ],
    lessons: [
      ["Who is your customer?", 1140, 0],
      ["Shaping an offer", 1320, 0],
      ["Writing a sales page", 1500, 1],
      ["Photos that sell", 960, 1],
      ["Your first ten customers", 1260, 2],
    ],
    describe: (title) => `<p>${title}: a lesson from Launch Your Online Business.</p>`,
    documents: [
      {
        module: 0,
        title: "Offer worksheet",
        description: "<p>Answer six questions to turn what you do into a clear, priced offer.</p>",
        document: "demo/documents/offer-worksheet.pdf",
      },
      {
        module: 2,
        title: "Launch checklist",
        description: "<p>The forty things to check before you tell the world you are open for business.</p>",
        document: "demo/documents/launch-checklist.docx",
      },
    ],
  });
  return catalogue;
}

// ---------------------------------------------------------------------------------------------
// Bookings, subscriptions, payments, reviews, favourites and a support ticket.

async function seedActivity(tx: Tx, people: People, catalogue: Catalogue, now: Date): Promise<void> {
  const { attendee, hannah, marcus, priya, admin } = people;
  const buyerPackage = packageById(attendee.packageId);
  const event = (title: string) => requireId(catalogue.events, title);
  const channel = (title: string) => requireId(catalogue.channels, title);

  const [welcome] = await tx
    .insert(discountCodes)
    .values([
      {
        code: "WELCOME10",
        discountType: "percentage",
        value: 1000,
        createdBy: admin.id,
        maxRedemptions: 500,
        redemptions: 1,
        validFrom: daysFrom(now, -30),
        validUntil: daysFrom(now, 90),
      },
      {
        code: "FOUNDATIONS5",
        discountType: "fixed",
        value: 500,
        channelId: channel("Foundations of Yoga: A Four-Week Course"),
        createdBy: hannah.id,
        maxRedemptions: 50,
        validUntil: daysFrom(now, 60),
      },
      {
        code: "HIITFRIEND",
        discountType: "fixed",
        value: 200,
        eventId: event("Lunchtime HIIT Blast"),
        createdBy: marcus.id,
        maxRedemptions: 20,
      },
    ])
    .returning({ id: discountCodes.id });

  let refNumber = 0;
  const book = async (
    title: string,
    pricePence: number,
    daysAgo: number,
    discountPence = 0,
    discountCodeId?: number,
  ) => {
    refNumber += 1;
    const bookingRef = `MQ-DEMO${String(refNumber).padStart(4, "0")}`;
    const createdAt = daysFrom(now, -daysAgo);
    const price = checkoutPrice(pricePence, discountPence, buyerPackage);
    const [booking] = await tx
      .insert(bookings)
      .values({ bookingRef, eventId: event(title), userId: attendee.id, amountPence: price.amountPence, createdAt })
      .returning({ id: bookings.id });
    await tx.insert(transactions).values({
      userId: attendee.id,
      transactionType: "event_booking",
      ...price,
      status: "succeeded",
      providerPaymentId: price.amountPence > 0 ? `sandbox_pay_${bookingRef}` : null,
      idempotencyKey: `seed:${bookingRef}`,
      eventId: event(title),
      bookingId: booking.id,
      discountCodeId,
      createdAt,
      updatedAt: createdAt,
    });
  };
  await book("Sunrise Vinyasa Flow", 800, 2);
  await book("Breathwork Basics Workshop", 1200, 20);
  await book("Run Your First 5K: Live Q&A", 0, 1);
  await book("Pricing Your Creative Services", 1500, 3, 150, welcome.id);
  await book("20-Minute Morning Stretch", 499, 12);

  const subscribe = async (title: string, pricePence: number, daysAgo: number, monthly: boolean) => {
    const fromDate = daysFrom(now, -daysAgo);
    const [subscription] = await tx
      .insert(channelSubscriptions)
      .values({
        channelId: channel(title),
        userId: attendee.id,
        autoRenewal: monthly,
        fromDate,
        toDate: monthly ? daysFrom(fromDate, 30) : null,
        createdAt: fromDate,
      })
      .returning({ id: channelSubscriptions.id });
    await tx.insert(transactions).values({
      userId: attendee.id,
      transactionType: "channel_subscription",
      ...checkoutPrice(pricePence, 0, buyerPackage),
      status: "succeeded",
      providerPaymentId: `sandbox_pay_sub_${subscription.id}`,
      idempotencyKey: `seed:subscription:${subscription.id}`,
      channelId: channel(title),
      channelSubscriptionId: subscription.id,
      createdAt: fromDate,
      updatedAt: fromDate,
    });
  };
  await subscribe("Marcus Moves Training Club", 1999, 7, true);
  await subscribe("Foundations of Yoga: A Four-Week Course", 3900, 10, false);

  // The hosts' own plan payments.
  for (const host of [hannah, marcus, priya]) {
    const pkg = packageById(host.packageId);
    const createdAt = daysFrom(now, -12);
    await tx.insert(transactions).values({
      userId: host.id,
      transactionType: "package_subscription",
      ...checkoutPrice(pkg.pricePence ?? 0, 0, { taxationFeeBp: 0, paymentHandlingFeeBp: 0 }),
      status: "succeeded",
      providerPaymentId: `sandbox_pay_plan_${host.id}`,
      idempotencyKey: `seed:plan:${host.id}`,
      packageId: pkg.id,
      createdAt,
      updatedAt: createdAt,
    });
  }

  await tx
    .insert(favourites)
    .values(
      [
        "Yin Yoga for Better Sleep",
        "Pricing Your Creative Services",
        "Lunchtime HIIT Blast",
        "Sketchbook Sunday: Urban Sketching",
      ].map((title) => ({ userId: attendee.id, eventId: event(title) })),
    );

  await tx.insert(reviews).values([
    {
      reviewerId: attendee.id,
      reviewedUserId: hannah.id,
      rating: 5,
      review:
        "Hannah's breathwork workshop was brilliant: clear, calm and genuinely useful. I have used the box breathing every day since.",
      createdAt: daysFrom(now, -13),
    },
    {
      reviewerId: priya.id,
      reviewedUserId: hannah.id,
      rating: 5,
      review: "The Sunday slow flow has become the best hour of my week. Lovely cues and never rushed.",
      createdAt: daysFrom(now, -30),
    },
    {
      reviewerId: attendee.id,
      reviewedUserId: marcus.id,
      rating: 4,
      review:
        "Tough but fun sessions and Marcus always gives an easier option. I would love a few more evening classes.",
      createdAt: daysFrom(now, -5),
    },
    {
      reviewerId: marcus.id,
      reviewedUserId: priya.id,
      rating: 5,
      review:
        "Priya's pricing session paid for itself within a week. Practical, honest advice for anyone self-employed.",
      createdAt: daysFrom(now, -40),
    },
  ]);

  const [ticket] = await tx
    .insert(complaints)
    .values({
      userId: attendee.id,
      title: "No sound in a live class",
      type: "Technical",
      message:
        "I joined the Sunrise Vinyasa Flow class from my phone and could see Hannah but could not hear anything. Is there a setting I am missing?",
      createdAt: daysFrom(now, -4),
      updatedAt: daysFrom(now, -3),
    })
    .returning({ id: complaints.id });
  await tx.insert(complaintThreads).values([
    {
      complaintId: ticket.id,
      userId: admin.id,
      message:
        "Sorry about that, Tom. Live events currently work only in Chrome, Safari or Edge (Chromium) on a desktop or laptop computer. Please join from one of those and allow the browser to use your speakers when asked.",
      createdAt: daysFrom(now, -3),
    },
    {
      complaintId: ticket.id,
      userId: attendee.id,
      message: "Thanks, that has sorted it. I will use my laptop from now on.",
      createdAt: daysFrom(now, -3),
    },
  ]);
  await tx.insert(complaints).values({
    userId: attendee.id,
    title: "Receipt for my booking",
    type: "Billing",
    message: "Could you send me a receipt for the Breathwork Basics Workshop? I need it for my expenses.",
    isOpen: false,
    createdAt: daysFrom(now, -18),
    updatedAt: daysFrom(now, -17),
  });
}

// ---------------------------------------------------------------------------------------------
// Helpers.

/** spec 000 §9: price − discount, plus tax% of that, plus handling% of the sum; each step to the penny. */
function checkoutPrice(
  subtotalPence: number,
  discountPence: number,
  pkg: { taxationFeeBp?: number; paymentHandlingFeeBp?: number },
) {
  const afterDiscount = Math.max(0, subtotalPence - discountPence);
  const taxPence = Math.round((afterDiscount * (pkg.taxationFeeBp ?? 0)) / 10_000);
  const handlingPence = Math.round(((afterDiscount + taxPence) * (pkg.paymentHandlingFeeBp ?? 0)) / 10_000);
  return {
    subtotalPence,
    discountPence,
    taxPence,
    handlingPence,
    amountPence: afterDiscount + taxPence + handlingPence,
  };
}

function requireId(ids: Record<string, number>, title: string): number {
  const id = ids[title];
  if (id === undefined) throw new Error(`Seed refers to an unknown item: ${title}`);
  return id;
}

function daysFrom(base: Date, days: number): Date {
  return new Date(base.getTime() + days * 24 * 60 * 60 * 1000);
}

/** A calendar date (YYYY-MM-DD) the given number of days from base. */
function day(base: Date, days: number): string {
  return daysFrom(base, days).toISOString().slice(0, 10);
}

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

// ---------------------------------------------------------------------------------------------
// Site content.

const CONTENT_PAGES: (typeof contentPages.$inferInsert)[] = [
  {
    id: 1,
    name: "About us",
    subTitle: "A stage for every creator",
    value: `<p>Marquee is a marketplace for live online events, recorded classes, courses and memberships. We built it for the yoga teachers, coaches, trainers, artists and experts who want to share what they know with people who want to learn it, without needing a website, a video platform and a payment system of their own.</p>
<p>Hosts run live events on Marquee, sell recorded videos and documents, and bundle them into channels: monthly memberships or one-off courses arranged in modules. We look after the booking, the payments and the reminders, so hosts can concentrate on teaching.</p>
<p>Attendees can browse by category, book a free taster or buy a ticket in a couple of clicks, and find everything they have booked or subscribed to in one place. Prices are shown in pounds and you always see the full amount, including any tax and handling fee, before you pay.</p>
<h2>What we believe</h2>
<ul>
<li><strong>Creators should keep most of what they earn.</strong> Our commission is a flat 7.5% and our paid packages are priced for independent hosts, not agencies.</li>
<li><strong>Small and live beats big and distant.</strong> The best classes feel like a room of people who know each other's names. Live events on Marquee are designed to feel that way.</li>
<li><strong>Your data is yours.</strong> We never sell personal data and we never store card numbers: payments are handled by our regulated payment provider.</li>
</ul>
<p>Marquee is run by a small team in the UK. If you have a question, an idea or a complaint, we would love to hear from you through our <a href="/contact-us">contact form</a>.</p>`,
  },
  {
    id: 2,
    name: "Terms of use for hosts and businesses",
    subTitle: "The agreement between Marquee and the people who sell on it",
    value: `<p>These terms apply when you use Marquee to sell live events, recorded events, documents or channels ("your content"). They sit alongside our consumer terms of use and our privacy policy. By creating an event or a channel you agree to them.</p>
<h2>1. Your account and package</h2>
<p>You must be at least 16, activate your account from the email we send you, and keep your login details safe. Your package sets how many channels you can run, how many people can book each event and how many subscribers each channel can have. Paid packages renew automatically each month until you cancel from the Subscription information page; cancelling stops the next renewal and you keep your package until the end of the period you have paid for.</p>
<h2>2. Your content</h2>
<p>You keep ownership of everything you publish. You give Marquee a licence to host, display and promote your content on the site and in our marketing while it is listed. You confirm that you have the rights to everything you upload, including music, images and the words and likenesses of any guest speakers, and that your content is accurate, lawful and safe to follow.</p>
<p>New events and channels are reviewed before they are published. We may decline or remove content that breaks these terms or the law, that is misleading, or that puts attendees at risk. We will tell you why.</p>
<h2>3. Prices, commission and payouts</h2>
<p>You set your prices in pounds. Attendees pay Marquee's payment provider, and we pass your earnings to you through the provider, less our commission as shown on the <a href="/pricing">pricing page</a> (currently a flat 7.5%). To be paid you must add your bank details on the Bank details page; they are held by the payment provider, not by Marquee. You are responsible for declaring your income and for any VAT you owe.</p>
<h2>4. Cancellations and refunds</h2>
<p>If you cancel an event, every attendee who booked it is refunded in full and the refunds are deducted from your earnings. If you deactivate a channel, current subscribers are refunded their latest monthly payment. You may offer attendees the right to cancel their own booking; if you do, their refunds are handled automatically. An event that has bookings cannot be edited, so that attendees get what they paid for.</p>
<h2>5. Running events</h2>
<p>Start your live events on time, deliver what your listing describes, and treat attendees with respect. You may email your attendees and subscribers about your events and channels through Marquee, but not for unrelated marketing, and you must not copy their details elsewhere.</p>
<h2>6. Ending the agreement</h2>
<p>You can close your account at any time once you have no upcoming events with bookings and no active subscribers. We may suspend or close accounts that seriously or repeatedly break these terms. Money you have already earned will still be paid out.</p>
<h2>7. Liability and law</h2>
<p>We provide Marquee with reasonable skill and care but cannot promise it will always be available. We are not liable for losses we could not reasonably foresee or for business losses, and our total liability to you is limited to the commission we have earned from you in the previous twelve months. Nothing in these terms limits liability that cannot be limited by law. These terms are governed by the law of England and Wales.</p>`,
  },
  {
    id: 3,
    name: "Privacy policy",
    subTitle: "How Marquee collects, uses and protects your personal data",
    value: `<p>Marquee is the controller of the personal data described here. We handle it in line with the UK General Data Protection Regulation and the Data Protection Act 2018. If you have any questions, write to us through the <a href="/contact-us">contact form</a> or at hello@marquee.test.</p>
<h2>What we collect</h2>
<ul>
<li><strong>Account details:</strong> your name, email address, date of birth, password (stored only as a secure hash) and, if you choose to add them, your phone number, city, country, photo, biography and social media links.</li>
<li><strong>Bookings and payments:</strong> the events you book, the channels you subscribe to, the amounts you pay and any discount codes you use. Card details are entered directly with our payment provider; we keep only the card's brand, last four digits and the nickname you give it.</li>
<li><strong>Hosts' payout details:</strong> bank details are sent to and held by our payment provider. We keep only the last four digits of the account number for display.</li>
<li><strong>Messages:</strong> support tickets, contact form messages and interest registrations.</li>
<li><strong>Technical data:</strong> the pages you visit, your browser and device type, and a session cookie that keeps you signed in.</li>
</ul>
<h2>Why we use it</h2>
<p>We use your data to run your account and deliver the events and channels you book (performing our contract with you), to take payments and meet our tax and accounting obligations (legal obligation), to keep the service secure and improve it (legitimate interests), and to send you news about Marquee if you have agreed to it (consent, which you can withdraw at any time from the <a href="/email-unsubscribe">unsubscribe page</a>).</p>
<h2>Who we share it with</h2>
<p>When you book an event or subscribe to a channel, the host sees your name and can email you about it. We share data with the providers who run parts of the service for us: payment processing, email delivery, video and file storage, and hosting, all under contracts that protect your data. We never sell personal data.</p>
<h2>How long we keep it</h2>
<p>We keep your account data while your account is open. Records of payments are kept for six years for tax purposes. When you delete your account we remove your profile and personal content, keeping only what the law requires.</p>
<h2>Your rights</h2>
<p>You can ask for a copy of your data, ask us to correct or delete it, object to or restrict how we use it, and ask for it in a portable format. If you are unhappy with how we have handled your data you can complain to the Information Commissioner's Office at ico.org.uk.</p>
<h2>Cookies</h2>
<p>We use one essential cookie to keep you signed in and to remember a purchase you started before logging in. It expires after six hours. We do not use advertising cookies.</p>`,
  },
  {
    id: 4,
    name: "Live, learn and create together",
    subTitle: "Our mission",
    value: `<p>Marquee brings people together around the things they love to do. Every week our hosts run live classes, workshops and talks, from sunrise yoga to pricing masterclasses, and share recorded lessons and courses that you can follow at your own pace.</p>
<p>Book a single session, subscribe to a host's channel for regular classes, or work through a course module by module. Whatever you choose, you pay in pounds, see the full price before you pay, and find everything you have booked in one place.</p>`,
    imageUrl: "demo/landing/mission.jpg",
  },
  {
    id: 5,
    name: "Terms and conditions",
    subTitle: "Please read these before you create your account",
    value: `<p>By creating a Marquee account you agree to the following. The full details are in our <a href="/terms-of-use-consumer">terms of use for consumers</a>, our <a href="/terms-of-use-business">terms of use for hosts and businesses</a> and our <a href="/privacy-policy">privacy policy</a>.</p>
<ul>
<li>You are at least 16 years old and the details you give us are true.</li>
<li>You will keep your password private and let us know if you think someone else has used your account.</li>
<li>Prices are in pounds. The total shown at checkout, including any tax and handling fee, is the amount you pay.</li>
<li>Bookings can be cancelled by you only where the host allows it. If a host cancels an event, you are refunded in full.</li>
<li>Live events work in Chrome, Safari or Edge (Chromium) on a desktop or laptop computer. Please check your set-up before the event starts.</li>
<li>Content on Marquee belongs to its hosts. You may watch and download it for your own personal use, but you must not copy, share or resell it.</li>
<li>Be respectful in live events and messages. We may suspend accounts that abuse hosts, attendees or our team.</li>
<li>If you choose to hear from us, we will send occasional emails about new events and features. You can unsubscribe at any time.</li>
</ul>`,
  },
  {
    id: 7,
    name: "Terms of use for consumers",
    subTitle: "The agreement between Marquee and the people who book and subscribe",
    value: `<p>These terms apply when you use Marquee to browse, book events, buy recorded content or subscribe to channels. Please read them with our <a href="/privacy-policy">privacy policy</a>. Events and channels are provided by independent hosts; Marquee runs the marketplace and takes payment on their behalf.</p>
<h2>1. Your account</h2>
<p>You must be at least 16 to create an account. Keep your login details to yourself; you are responsible for what happens under your account. You can delete your account at any time from My Account, provided you have no active subscriptions.</p>
<h2>2. Booking and paying</h2>
<p>Prices are in pounds. At checkout we show the ticket or subscription price, any discount, and the tax and payment handling fee that apply, and you pay the total shown. A booking is confirmed when you see your booking reference. Cards are handled by our payment provider and Marquee never sees or stores your full card number.</p>
<h2>3. Cancelling</h2>
<p>Because live events take place on a set date and recorded content is available straight away, you agree when you book that the usual 14-day cancellation period for online purchases does not apply once the event has started or you have begun to watch or download the content. Before then, you can cancel a booking from My Booked Events where the host offers cancellation, and you will be refunded to your card. If a host cancels an event or deactivates a channel, you will be refunded automatically.</p>
<h2>4. Channels and subscriptions</h2>
<p>Monthly channels renew automatically each month until you cancel from Subscribed Channels. Once cancelled, your subscription is marked "Expiring Soon" and you keep access until the end of the month you have paid for. Fixed-price channels are paid once and do not expire while the channel remains on Marquee.</p>
<h2>5. Using content</h2>
<p>Videos, documents and live sessions are for your own personal use. Please do not record, copy, share or resell them. Follow exercise and wellbeing sessions at your own pace and seek medical advice if you have any concerns about your health.</p>
<h2>6. Behaviour</h2>
<p>Be kind and respectful to hosts and other attendees, and keep reviews honest and relevant. We may remove reviews or suspend accounts that are abusive, misleading or unlawful.</p>
<h2>7. If something goes wrong</h2>
<p>If an event does not go ahead as described, raise a ticket from My Account and we will help put it right with the host. Nothing in these terms affects your statutory rights as a consumer. These terms are governed by the law of England and Wales, and you may also bring proceedings in the courts of Scotland or Northern Ireland if you live there.</p>`,
  },
  {
    id: 8,
    name: "About Marquee",
    subTitle: "The home for creators who teach, coach and perform online",
    value: `<p>Marquee gives independent creators everything they need to run a business online in one place. Host live classes and workshops, sell recorded videos and downloadable guides, and bundle them into channels: monthly memberships for your regulars or fixed-price courses organised into modules.</p>
<p>Every channel gets its own sales page, and your public profile brings together your events, channels and reviews so new customers can see what you offer at a glance. We handle bookings, card payments, refunds and reminders, and your earnings are paid straight to your bank account through our payment provider.</p>
<p>Founder members never pay a monthly subscription fee for the premium package, and a flat 7.5% commission applies only to earnings from new subscribers. Bring your existing subscribers with you and onboard them commission-free.</p>
<p>Whether you teach yoga, coach runners, run a small business or paint for a living, Marquee helps you reach people who want to learn from you, and keeps them coming back.</p>`,
    imageUrl: "demo/landing/about-marquee.jpg",
  },
];

const BROWSER_NOTE = "Chrome, Safari or Edge (Chromium) on a desktop or laptop computer";

const HELP: { name: string; icon: string; faqs: [question: string, answer: string][] }[] = [
  {
    name: "Getting started",
    icon: "compass",
    faqs: [
      [
        "What is Marquee?",
        "<p>Marquee is a marketplace for live online events, recorded classes and courses. Hosts run the events and channels; you can browse, book and subscribe, and find everything you have booked under My Booked Events and Subscribed Channels.</p>",
      ],
      [
        "How do I create an account?",
        "<p>Choose Register, fill in your details and accept the terms. We will email you an activation link: click it to activate your account, then log in. You must be 16 or over to join.</p>",
      ],
      [
        "Which browsers can I use to join a live event?",
        `<p>Live events work only in ${BROWSER_NOTE}. They do not currently work on phones or tablets, or in other browsers. Recorded events and documents can be viewed on any device.</p>`,
      ],
      [
        "I have forgotten my password. What should I do?",
        "<p>Choose Forgot password on the login page and enter your email address. We will send you a temporary password that works for one hour. When you log in with it you will be asked to choose a new password straight away.</p>",
      ],
    ],
  },
  {
    name: "Booking and payments",
    icon: "ticket",
    faqs: [
      [
        "How do I book an event?",
        "<p>Open the event and choose Free Ticket, Buy Ticket or, for a recorded event, Buy Access. Free events are booked as soon as you confirm. For paid events, pay by card in the payment window; you will see your booking reference when it succeeds.</p>",
      ],
      [
        "What will I pay at checkout?",
        "<p>The total is the ticket price, less any discount code, plus the tax and the payment handling fee set by your package. Every part is shown before you pay, in pounds.</p>",
      ],
      [
        "Is it safe to save my card?",
        "<p>Yes. Cards are entered directly with our payment provider and Marquee never sees or stores your card number. We keep only the card's brand, its last four digits and the nickname you give it. You can remove a saved card at any time from Account details.</p>",
      ],
      [
        "Can I cancel a booking and get my money back?",
        "<p>If the host allows cancellation, you will see a Cancel Booking button on the event; the event's cancellation policy explains the deadline. Refunds go back to the card you paid with. If the host cancels the event, everyone who booked is refunded in full automatically.</p>",
      ],
      [
        "How do I use a discount code?",
        "<p>Enter the code in the payment window and choose Apply. If it is valid for that event or channel, the discount is taken off before tax and fees are added.</p>",
      ],
    ],
  },
  {
    name: "Channels and subscriptions",
    icon: "layers",
    faqs: [
      [
        "What is a channel?",
        "<p>A channel is a bundle of a host's events, videos and documents. Monthly channels are memberships billed each month; fixed channels are courses you pay for once and keep. Some channels are organised into modules that you work through in order.</p>",
      ],
      [
        "How do I cancel a monthly subscription?",
        "<p>Go to Subscribed Channels and choose Cancel. Your subscription is marked Expiring Soon and you keep access until the end of the month you have paid for. You will not be charged again.</p>",
      ],
      [
        "What happens if a host closes a channel?",
        "<p>If a host deactivates a channel, your subscription shows as Cancelled by Host and your latest monthly payment is refunded to your card.</p>",
      ],
    ],
  },
  {
    name: "For hosts",
    icon: "microphone",
    faqs: [
      [
        "How do I become a host?",
        "<p>Register and activate your account, then choose Create Event or Create Channel. The Free package lets you try everything; paid packages raise your limits on channels, participants and subscribers. See the pricing page for details.</p>",
      ],
      [
        "What is the difference between live, pre-recorded and document events?",
        `<p>Live events happen at a set date and time and attendees join from ${BROWSER_NOTE}. Pre-recorded events are videos that attendees can watch whenever they like. Document events are downloadable files, such as worksheets or slides, that sit inside a channel's modules.</p>`,
      ],
      [
        "Why does my event say Pending Approval?",
        "<p>Every new event and channel is checked by our team before it goes live, usually within one working day. If we cannot approve it, it is marked Rejected by Admin and we will tell you what to change.</p>",
      ],
      [
        "How and when do I get paid?",
        "<p>Add your bank details on the Bank details page. They are held securely by our payment provider, not by Marquee. Your earnings, less our commission, are paid to that account by the provider.</p>",
      ],
      [
        "Can I edit an event after people have booked?",
        "<p>No. Once an event has bookings it cannot be edited, so that attendees get what they paid for. You can still email your attendees or, if you must, cancel the event, which refunds everyone in full.</p>",
      ],
    ],
  },
  {
    name: "Your account",
    icon: "user",
    faqs: [
      [
        "How do I change my password?",
        "<p>Go to My Account and choose Change password. You will need your current password.</p>",
      ],
      [
        "How do I stop marketing emails?",
        "<p>Use the unsubscribe link at the bottom of any email, or visit the Email unsubscribe page and enter your email address. You will still receive emails about your bookings.</p>",
      ],
      [
        "How do I delete my account?",
        "<p>Choose Delete Account in My Account. If you host events with upcoming bookings or channels with active subscribers, you will need to deal with those first.</p>",
      ],
    ],
  },
];

const TUTORIALS: { name: string; icon: string; videos: [description: string, videoUrl: string][] }[] = [
  {
    name: "Getting started",
    icon: "compass",
    videos: [
      ["<strong>Finding and booking</strong> your first event", "demo/tutorials/finding-and-booking.mp4"],
      ["<strong>Joining a live event</strong> from your computer", "demo/tutorials/joining-a-live-event.mp4"],
    ],
  },
  {
    name: "For hosts",
    icon: "microphone",
    videos: [
      ["<strong>Creating your first live event</strong>", "demo/tutorials/creating-a-live-event.mp4"],
      ["<strong>Uploading a pre-recorded video</strong>", "demo/tutorials/uploading-a-video.mp4"],
      ["<strong>Building a channel</strong> with modules", "demo/tutorials/building-a-channel.mp4"],
    ],
  },
];
