// The demo catalogue: each host's live and recorded events, monthly channels and modular courses.
import { eq } from "drizzle-orm";
import type { Executor } from "~server/db/client";
import { events } from "~server/db/schema";
import { createChannel, createDocumentEvents, createModules, type ChannelInput } from "./channels";
import { createEvent, type EventInput } from "./events";
import { day, daysFrom, requireId } from "./helpers";
import { slugify } from "~shared/event-urls";
import { clipForCategory, type SeedMedia } from "./media";
import type { People, Person } from "./people";
import type { PdfSection } from "./document-pdf";
import type { SeedPictures } from "./pictures";
import type { MarketplaceHosts } from "./marketplace-hosts";
import { MARKETPLACE_CHANNELS, MARKETPLACE_EVENTS, type ListingSeed } from "./marketplace-listings";
import { categoryLook, type CategoryIds, type FeatureIds, type FeatureKey } from "./taxonomy";

/** An event as the demo writes it: a category by name, schedule days relative to the seed's clock. */
type EventSeed = Omit<EventInput, "categoryId" | "schedule" | "speakers" | "featureIds" | "images"> & {
  category: string;
  schedule?: [dayOffset: number, time: string, title: string, speaker: string][];
  /** Each speaker's portrait is drawn from their name. */
  speakers?: [name: string, description: string][];
  features?: FeatureKey[];
};

/** The ids of what was created, by title, for the activity that refers to them. */
export interface Catalogue {
  events: Record<string, number>;
  channels: Record<string, number>;
}

export async function seedCatalogue(
  tx: Executor,
  people: People,
  market: MarketplaceHosts,
  categoryIds: CategoryIds,
  featureIds: FeatureIds,
  pictures: SeedPictures,
  media: SeedMedia,
  now: Date,
): Promise<Catalogue> {
  const catalogue: Catalogue = { events: {}, channels: {} };

  const addEvent = async (host: Person, seed: EventSeed): Promise<number> => {
    const { category, schedule, speakers, features, ...fields } = seed;
    const look = categoryLook(category);
    // A recorded event's video (a copy of its category's clip); one sold on its own also gets a preview.
    const clip = clipForCategory(look.categoryClass, category);
    const videos =
      fields.eventType === "Pre Recorded"
        ? { fullVideo: media.video(host, "full-video", clip), ...(fields.channelId ? {} : { shortVideo: media.video(host, "short-video", clip) }) }
        : {};
    const id = await createEvent(tx, host, {
      ...fields,
      ...videos,
      categoryId: requireId(categoryIds, category),
      images: [pictures.cover(host, { title: fields.title, ...look })],
      schedule: schedule?.map(([offset, startTime, title, speaker]) => ({ startDate: day(now, offset), startTime, title, speaker })),
      speakers: speakers?.map(([name, description]) => ({ name, description, pic: pictures.speaker(host, name) })),
      featureIds: features?.map((f) => featureIds[f]),
    });
    catalogue.events[fields.title] = id;
    return id;
  };

  const addChannel = async (host: Person, seed: Omit<ChannelInput, "categoryId" | "image"> & { category: string }): Promise<number> => {
    const { category, ...fields } = seed;
    const look = categoryLook(category);
    const image = pictures.cover(host, { title: fields.title, ...look });
    // The channel's intro video on its public page.
    const video = media.video(host, "channel-video", clipForCategory(look.categoryClass, category));
    const id = await createChannel(tx, host, { ...fields, image, video, categoryId: requireId(categoryIds, category) });
    catalogue.channels[fields.title] = id;
    return id;
  };

  /**
   * A modular course: its modules, one recorded lesson per entry, then its documents. The course's
   * order goes module by module, each module's lessons before its documents, so previous and next
   * lead through it as a student takes it. A document without its own image uses the channel's; its
   * file is a PDF drawn from its title, description and sections.
   */
  const addCourse = async (
    host: Person,
    channelId: number,
    course: {
      title: string;
      category: string;
      modules: string[];
      /** Title, duration in seconds, module index. */
      lessons: [string, number, number][];
      describe: (title: string) => string;
      documents: { module: number; title: string; description: string; sections: PdfSection[]; image?: string }[];
    },
  ): Promise<number[]> => {
    const moduleIds = await createModules(tx, channelId, course.modules);
    const sequence = course.modules.flatMap((_, module) => [
      ...course.lessons.filter((lesson) => lesson[2] === module),
      ...course.documents.filter((doc) => doc.module === module),
    ]);
    const orderOf = (item: object) => sequence.indexOf(item as (typeof sequence)[number]) + 1;
    for (const lesson of course.lessons) {
      const [title, duration, moduleIndex] = lesson;
      await addEvent(host, {
        ...recorded(duration),
        title,
        category: course.category,
        description: course.describe(title),
        channelId,
        channelModuleId: moduleIds[moduleIndex],
        chanSortOrder: orderOf(lesson),
      });
    }
    await createDocumentEvents(
      tx,
      host,
      channelId,
      course.documents.map((item) => {
        const { module, image, sections, ...doc } = item;
        return {
          ...doc,
          document: media.document(host, { title: doc.title, channel: course.title, host: host.name, description: doc.description, sections }),
          channelModuleId: moduleIds[module],
          ...(image ? { image } : { useChannelImage: true }),
          chanSortOrder: orderOf(item),
        };
      }),
    );
    return moduleIds;
  };

  const live = (offset: number, start: string, end: string) => ({
    eventType: "Online Event" as const,
    eventDate: day(now, offset),
    endDate: day(now, offset),
    eventTime: start,
    endTime: end,
    createdAt: daysFrom(now, Math.min(offset, 0) - 21),
  });
  // Its video (and a preview when sold on its own) is added by addEvent.
  const recorded = (durationSeconds: number) => ({
    eventType: "Pre Recorded" as const,
    preRecordedDuration: durationSeconds,
  });
  const { hannah, marcus, priya } = people;

  // Hannah Whitfield: yoga.
  const sunrise: EventSeed = {
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
    schedule: [
      [3, "07:00", "Arrival and breath awareness", "Hannah Whitfield"],
      [3, "07:10", "Sun salutations A and B", "Hannah Whitfield"],
      [3, "07:35", "Standing balance sequence", "Hannah Whitfield"],
      [3, "07:50", "Cool-down and savasana", "Hannah Whitfield"],
    ],
    speakers: [["Hannah Whitfield", "Yoga teacher (500-hour trained), Bristol."]],
    features: ["recording"],
  };
  const sunriseId = await addEvent(hannah, sunrise);
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
    schedule: [
      [10, "20:00", "Settling in and breath", "Hannah Whitfield"],
      [10, "20:15", "Yin sequence for the hips and spine", "Hannah Whitfield"],
      [10, "20:55", "Why rest matters: a short talk", "Dr Amara Okafor"],
      [10, "21:05", "Guided body scan", "Hannah Whitfield"],
    ],
    speakers: [
      ["Hannah Whitfield", "Yoga teacher (500-hour trained), Bristol."],
      ["Dr Amara Okafor", "Sleep researcher and author of The Restful Mind."],
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
    schedule: [
      [-14, "18:30", "How breathing affects the nervous system", "Hannah Whitfield"],
      [-14, "18:50", "Box breathing and extended exhale", "Hannah Whitfield"],
      [-14, "19:20", "Questions and practice plan", "Hannah Whitfield"],
    ],
    speakers: [["Hannah Whitfield", "Yoga teacher (500-hour trained), Bristol."]],
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
  });
  await addEvent(hannah, {
    ...recorded(1260),
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
  });
  await addEvent(hannah, {
    ...live(-8, "18:00", "19:00"),
    title: "Studio Live: Hip Openers",
    category: "Vinyasa",
    description: "<p>An evening class for members focused on releasing tight hips after a day of sitting.</p>",
    channelId: studio,
    chanSortOrder: 2,
  });
  await addEvent(hannah, {
    ...recorded(1800),
    title: "Studio Library: Gentle Hatha",
    category: "Vinyasa",
    description: "<p>A thirty-minute hatha class for rest days and tired bodies.</p>",
    channelId: studio,
    chanSortOrder: 3,
  });
  await addEvent(hannah, {
    ...recorded(1500),
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
    learn1: "The breath and posture basics behind every class",
    learn2: "The standing poses, step by step",
    learn3: "Balance and core work without strain",
    learn4: "A home practice you can keep going on your own",
    createdAt: daysFrom(now, -75),
  });
  await addCourse(hannah, foundations, {
    title: "Foundations of Yoga: A Four-Week Course",
    category: "Vinyasa",
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
        sections: [
          {
            heading: "How to use it",
            items: [
              "Fill in a few lines straight after each practice, while it is fresh.",
              "There are no right answers: notice, do not judge.",
              "Bring it to Week 2 and look back at how your breath has changed.",
            ],
          },
          {
            heading: "Your week",
            style: "lines",
            items: [
              "Day 1 - Neutral spine: how did your lower back feel lying down, and standing?",
              "Day 2 - Full yogic breath: where did the breath move first - belly, ribs or chest?",
              "Day 3 - Practise both lessons: what was easier than on Day 1?",
              "Day 4 - A short practice: how long did you practise, and how did you feel afterwards?",
              "Day 5 - Breath only: count five slow breaths. What did you notice?",
              "Day 6 - Your choice: which part of the week would you like to keep?",
              "Day 7 - Rest and review: one thing you learned about your breath this week.",
            ],
          },
        ],
      },
      {
        module: 1,
        title: "Standing pose reference cards",
        description: "<p>One card per pose with the key alignment cues and common mistakes to avoid.</p>",
        sections: [
          { heading: "Mountain pose", items: ["Feet hip-width apart, weight even through both feet.", "Lengthen the crown of the head up; soften the shoulders down.", "Avoid: locking the knees or lifting the chin."] },
          { heading: "Warrior I", items: ["Back foot turned out about 45 degrees, hips facing forward.", "Front knee over the ankle, arms reaching up.", "Avoid: letting the front knee fall inwards."] },
          { heading: "Warrior II", items: ["Front heel in line with the back arch; hips open to the side.", "Arms level with the shoulders, gaze over the front hand.", "Avoid: leaning the body towards the front leg."] },
          { heading: "Triangle", items: ["Straight front leg; reach forward before you tip down.", "Lower hand on the shin or a block; top arm straight up.", "Avoid: collapsing the side of the waist."] },
          { heading: "Side angle", items: ["Front knee bent over the ankle, forearm on the thigh.", "One long line from the back heel to the top fingertips.", "Avoid: dropping the chest towards the floor."] },
        ],
      },
      {
        module: 3,
        title: "Home practice planner",
        description: "<p>A printable four-week planner to schedule your own practice after the course.</p>",
        sections: [
          {
            heading: "Before you start",
            style: "checkboxes",
            items: ["Choose three days a week and a time you can keep.", "Find a quiet space with room to stretch your arms.", "Pick a lesson for each day from the list below."],
          },
          {
            heading: "Your four weeks",
            style: "lines",
            items: [
              "Week 1 - Days, times and the lessons you will practise:",
              "Week 2 - Add one balance pose from Week 3 of the course:",
              "Week 3 - Try the sequence from Lesson 7 once this week:",
              "Week 4 - Build your own 20-minute flow and write it down:",
            ],
          },
        ],
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
    schedule: [
      [2, "12:30", "Dynamic warm-up", "Marcus Adeyemi"],
      [2, "12:35", "Three HIIT circuits", "Marcus Adeyemi"],
      [2, "12:55", "Stretch and cool-down", "Marcus Adeyemi"],
    ],
    speakers: [
      ["Marcus Adeyemi", "Personal trainer and running coach, Manchester."],
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
    schedule: [
      [7, "19:00", "A simple eight-week plan", "Marcus Adeyemi"],
      [7, "19:20", "Kit and injury prevention", "Sophie Clarke"],
      [7, "19:35", "Your questions", "Marcus Adeyemi"],
    ],
    speakers: [
      ["Marcus Adeyemi", "Personal trainer and running coach, Manchester."],
      ["Sophie Clarke", "Chartered physiotherapist specialising in runners."],
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
    schedule: [
      [-7, "18:00", "Hinge pattern and the swing", "Marcus Adeyemi"],
      [-7, "18:30", "Goblet squat and get-up", "Marcus Adeyemi"],
    ],
    speakers: [
      ["Marcus Adeyemi", "Personal trainer and running coach, Manchester."],
    ],
    features: ["certificate"],
  });
  await addEvent(marcus, {
    ...recorded(1800),
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
  });
  await addEvent(marcus, {
    ...live(8, "09:00", "10:00"),
    title: "Club Strength: Saturday Session",
    category: "Strength training",
    description: "<p>An hour of strength training for members, progressing week by week.</p>",
    channelId: club,
    chanSortOrder: 2,
    viewLink: "https://live.marquee.test/r/club-saturday-strength",
  });
  await addEvent(marcus, {
    ...live(-3, "07:00", "07:45"),
    title: "Club HIIT: Friday Finisher",
    category: "HIIT",
    description: "<p>Last week's members' HIIT session.</p>",
    channelId: club,
    chanSortOrder: 3,
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
    schedule: [
      [5, "18:00", "Working out your real costs", "Priya Raman"],
      [5, "18:30", "Day rates, project fees and packages", "Priya Raman"],
      [5, "19:00", "VAT, invoices and getting paid on time", "James Okoro"],
    ],
    speakers: [
      ["Priya Raman", "Business coach and illustrator, London."],
      ["James Okoro", "Chartered accountant working with sole traders."],
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
    schedule: [
      [12, "10:00", "Two-point perspective in five minutes", "Priya Raman"],
      [12, "10:20", "Sketching a street corner", "Priya Raman"],
      [12, "11:00", "Adding colour", "Priya Raman"],
    ],
    speakers: [["Priya Raman", "Business coach and illustrator, London."]],
  });
  await addEvent(priya, {
    ...live(-21, "13:00", "14:00"),
    title: "Instagram for Small Businesses",
    category: "Marketing",
    description:
      "<p>A practical hour on planning a month of posts, writing captions that sell and understanding what your insights are telling you.</p>",
    isFree: true,
    viewLink: "https://live.marquee.test/r/instagram-small-business",
    schedule: [
      [-21, "13:00", "Planning a month of content", "Priya Raman"],
      [-21, "13:30", "Captions, hashtags and insights", "Priya Raman"],
    ],
    speakers: [["Priya Raman", "Business coach and illustrator, London."]],
  });
  await addEvent(priya, {
    ...recorded(2700),
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
    // Recorded lessons, worksheets and a live clinic at the end.
    eventType: "Pre Recorded and Live",
    isMonthlySubscription: false,
    isModular: true,
    learn1: "How to shape an offer people want to buy",
    learn2: "A simple shop window that converts",
    learn3: "Where to find your first ten customers",
    learn4: "The numbers that tell you it is working",
    createdAt: daysFrom(now, -60),
  });
  const launchModules = await addCourse(priya, launch, {
    title: "Launch Your Online Business",
    category: "Entrepreneurship",
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
        sections: [
          {
            heading: "Six questions",
            style: "lines",
            items: [
              "1. Who is it for? Describe one real person who would buy it.",
              "2. What problem does it solve for them, in their own words?",
              "3. What exactly do they get, and when?",
              "4. Why you? What makes your version different?",
              "5. What is the price, and what does it include?",
              "6. What is the one next step a buyer takes?",
            ],
          },
        ],
      },
      {
        module: 2,
        title: "Launch checklist",
        description: "<p>The things to check before you tell the world you are open for business.</p>",
        sections: [
          {
            heading: "Your offer",
            style: "checkboxes",
            items: ["The offer fits in one sentence.", "The price is on the page, with what it includes.", "You know how you will deliver it, and when."],
          },
          {
            heading: "Your shop window",
            style: "checkboxes",
            items: ["Every link on your sales page works.", "Your photos load quickly on a phone.", "A friend bought a test order from start to finish.", "Your terms, privacy notice and contact details are easy to find."],
          },
          {
            heading: "Getting paid",
            style: "checkboxes",
            items: ["Payments reach your business bank account.", "You send a receipt with every order.", "You keep a record of every sale and expense."],
          },
          {
            heading: "Your first customers",
            style: "checkboxes",
            items: ["Ten people who might buy know the date you open.", "You have written your first three posts.", "You will ask every early customer for a review."],
          },
        ],
      },
    ],
  });
  // The weekly series' other occurrences (one row each, docs/decisions/017-recurring-events.md), made
  // last so that every other demo id stays as it was, and created just before the first occurrence
  // so that lists by creation still show the first (the booked one) first.
  await tx.update(events).set({ seriesId: sunriseId }).where(eq(events.id, sunriseId));
  for (let week = 1; 3 + week * 7 <= 59; week += 1) {
    const shift = week * 7;
    await addEvent(hannah, {
      ...sunrise,
      ...live(3 + shift, "07:00", "08:00"),
      createdAt: new Date(daysFrom(now, -21).getTime() - week * 60_000),
      seriesId: sunriseId,
      schedule: sunrise.schedule?.map(([offset, time, title, speaker]) => [offset + shift, time, title, speaker]),
    });
  }
  catalogue.events[sunrise.title] = sunriseId;

  // Made after the series so that every id above stays as it was. The course's live clinic comes
  // after its five lessons and two worksheets.
  await addEvent(priya, {
    ...live(9, "18:00", "19:00"),
    title: "Launch Clinic: Live Q&A",
    category: "Entrepreneurship",
    description: "<p>Bring your offer, your shop window and your questions: we look at them together, live, before you launch.</p>",
    channelId: launch,
    channelModuleId: launchModules[2],
    chanSortOrder: 8,
    viewLink: "https://live.marquee.test/r/launch-clinic",
  });
  // A course waiting for approval, as the channel form leaves every new channel.
  const mobility = await addChannel(marcus, {
    title: "Mobility for Runners: A Six-Week Course",
    category: "Running",
    description:
      "<p>Six short weekly sessions of mobility work for hips, ankles and the lower back, so that your running feels easier and stays injury-free.</p>",
    pricePence: 2900,
    eventType: "Pre Recorded Events",
    isMonthlySubscription: false,
    isModular: true,
    isPublished: false,
    learn1: "A ten-minute mobility routine for before every run",
    learn2: "Where tight hips and ankles come from",
    createdAt: daysFrom(now, -2),
  });
  await createModules(tx, mobility, ["Week 1: Hips", "Week 2: Ankles and feet", "Week 3: Lower back"]);

  // The marketplace's other hosts (made after every demo item above, whose ids stay as they were).
  const listing = (seed: ListingSeed): EventSeed => ({
    ...(typeof seed.when === "number" ? recorded(seed.when * 60) : live(...seed.when)),
    ...(typeof seed.when === "number" ? {} : { viewLink: `https://live.marquee.test/r/${slugify(seed.title)}` }),
    title: seed.title,
    category: seed.category,
    description: seed.description,
    ...(seed.price === 0 ? { isFree: true } : { ticketPricePence: seed.price }),
  });
  for (const seed of MARKETPLACE_EVENTS) {
    const host = market[seed.host];
    const first = listing(seed);
    if (!seed.weekly || typeof seed.when === "number") {
      await addEvent(host, first);
      continue;
    }
    // A weekly series: one row per occurrence, each pointing at the first (ADR 017).
    const [start, from, to] = seed.when;
    const weekly = { ...first, isRecurringEvent: true, repeatFrequency: "weekly" as const, repeatUntilDate: day(now, start + 7 * (seed.weekly - 1)) };
    const firstId = await addEvent(host, weekly);
    await tx.update(events).set({ seriesId: firstId }).where(eq(events.id, firstId));
    for (let week = 1; week < seed.weekly; week += 1) await addEvent(host, { ...weekly, ...live(start + 7 * week, from, to), seriesId: firstId });
    catalogue.events[seed.title] = firstId;
  }
  for (const seed of MARKETPLACE_CHANNELS) {
    const host = market[seed.host];
    const [learn1, learn2, learn3, learn4] = seed.learn;
    const channelId = await addChannel(host, {
      title: seed.title,
      category: seed.category,
      description: seed.description,
      pricePence: seed.pricePence,
      eventType: seed.eventType,
      isMonthlySubscription: seed.monthly,
      isModular: Boolean(seed.course),
      learn1,
      learn2,
      learn3,
      learn4,
      createdAt: daysFrom(now, -70),
    });
    if (seed.course) {
      await addCourse(host, channelId, {
        title: seed.title,
        category: seed.category,
        modules: seed.course.modules,
        lessons: seed.course.lessons.map(([title, minutes, module]) => [title, minutes * 60, module]),
        describe: (title) => `<p>${title}: a lesson from ${seed.title}.</p>`,
        documents: seed.course.documents,
      });
    }
    for (const [sort, item] of (seed.events ?? []).entries()) {
      const [title, ...when] = item;
      await addEvent(host, {
        ...(when.length === 1 ? recorded(when[0] * 60) : live(...when)),
        title,
        category: seed.category,
        description: `<p>${title}: for members of ${seed.title}.</p>`,
        channelId,
        chanSortOrder: sort + 1,
      });
    }
  }
  return catalogue;
}
