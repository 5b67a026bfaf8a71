// The marketplace's other hosts and its members: ten hosts across the category tree (each with a bio,
// a photo, a profile video and reviews) and a few members who book and review, so that the demo looks
// like a marketplace people use. Hosts log in with the demo password too; members are never named
// in the README. Made through the accounts domain, as the demo's own logins are.
import { eq } from "drizzle-orm";
import { createAccount } from "~server/domain/accounts/creation";
import { FREE_PACKAGE_ID } from "~shared/package-buttons";
import type { Executor } from "~server/db/client";
import { reviews, users } from "~server/db/schema";
import { daysFrom } from "./helpers";
import { DEMO_PASSWORD } from "./logins";
import type { SeedMedia } from "./media";
import type { Person } from "./people";
import type { SeedPictures } from "./pictures";

interface HostSeed {
  firstName: string;
  lastName: string;
  /** Package 1 is Free (20 seats a live event), 2 Creator, 3 Professional. */
  packageId: number;
  city: string;
  bio: string;
  short: string;
  years: number;
  website: string;
  instagram: string;
}

export const MARKETPLACE_HOSTS = {
  amelia: {
    firstName: "Amelia",
    lastName: "Hart",
    packageId: 2,
    city: "Edinburgh",
    bio: "Cook, baker and former pastry chef. After twelve years in restaurant kitchens I now teach home cooks the techniques that make the biggest difference: bread that rises, sauces that do not split, and weeknight dinners that taste of something. Classes are relaxed, practical and cooked in real time.",
    short: "Bread, pastry and weeknight cooking from a former pastry chef.",
    years: 12,
    website: "https://ameliahart.kitchen",
    instagram: "https://www.instagram.com/ameliahartkitchen",
  },
  diego: {
    firstName: "Diego",
    lastName: "Navarro",
    packageId: 3,
    city: "Brighton",
    bio: "Spanish teacher from Seville, living by the sea in Brighton. I teach conversation first: you will speak from the first lesson, laugh at your mistakes and pick up the grammar along the way. Small groups, lots of talking, and a soft spot for travellers.",
    short: "Conversational Spanish for travellers and curious minds.",
    years: 10,
    website: "https://hablacondiego.es",
    instagram: "https://www.instagram.com/hablacondiego",
  },
  camille: {
    firstName: "Camille",
    lastName: "Laurent",
    packageId: 2,
    city: "Bath",
    bio: "French teacher and translator from Lyon. I help adults who studied French at school find their voice again, with themed conversation evenings, pronunciation clinics and a good deal of French cinema.",
    short: "French conversation and pronunciation for returning learners.",
    years: 8,
    website: "https://camillelaurent.fr",
    instagram: "https://www.instagram.com/camillelaurentfrench",
  },
  yuki: {
    firstName: "Yuki",
    lastName: "Tanaka",
    packageId: FREE_PACKAGE_ID,
    city: "Norwich",
    bio: "Japanese tutor and calligrapher, new to teaching online. My small-group classes cover everyday Japanese, hiragana and the quiet art of the brush. Groups are small on purpose, so everyone gets to speak.",
    short: "Everyday Japanese and brush calligraphy in small groups.",
    years: 4,
    website: "https://yukitanaka.jp",
    instagram: "https://www.instagram.com/yukibrushandword",
  },
  olivia: {
    firstName: "Olivia",
    lastName: "Bennett",
    packageId: 3,
    city: "Cardiff",
    bio: "Counsellor and mindfulness teacher. I spent a decade in NHS talking therapies and now run evidence-based courses on stress, sleep and self-compassion. Sessions are gentle, down to earth and free of jargon.",
    short: "Mindfulness, sleep and stress courses from a qualified counsellor.",
    years: 11,
    website: "https://oliviabennett.org.uk",
    instagram: "https://www.instagram.com/oliviabennettmindful",
  },
  sam: {
    firstName: "Sam",
    lastName: "Okonkwo",
    packageId: 2,
    city: "Glasgow",
    bio: "Session guitarist, songwriter and music teacher. I have played in pit bands, pub bands and one very long cruise. I teach guitar, piano and songwriting to adults who always meant to learn, with songs you actually want to play.",
    short: "Guitar, piano and songwriting for adults starting out.",
    years: 15,
    website: "https://samokonkwo.music",
    instagram: "https://www.instagram.com/samplaysguitar",
  },
  grace: {
    firstName: "Grace",
    lastName: "Liu",
    packageId: 3,
    city: "Cambridge",
    bio: "Software engineer and data scientist who loves teaching beginners. I run friendly coding and data sessions for people changing career, small-business owners and anyone curious about how the software around them works.",
    short: "Coding, data and AI explained for beginners.",
    years: 9,
    website: "https://graceliu.dev",
    instagram: "https://www.instagram.com/gracecodes",
  },
  ines: {
    firstName: "Ines",
    lastName: "Moreau",
    packageId: 2,
    city: "Leeds",
    bio: "Pilates instructor and former contemporary dancer. My classes build a strong core, a happy back and a bit of joy, with clear cues for every level. Expect mat Pilates, dance cardio and plenty of good music.",
    short: "Mat Pilates and dance cardio with a former dancer.",
    years: 7,
    website: "https://inesmoreau.studio",
    instagram: "https://www.instagram.com/inesmoreaupilates",
  },
  rhys: {
    firstName: "Rhys",
    lastName: "Evans",
    packageId: 2,
    city: "Swansea",
    bio: "Photographer and writer on the Gower coast. I teach phone and camera photography, editing and creative writing, mostly to people who think they have no eye for it. They always do.",
    short: "Photography and creative writing for people who think they cannot.",
    years: 14,
    website: "https://rhysevans.photo",
    instagram: "https://www.instagram.com/rhysevansphoto",
  },
  fatima: {
    firstName: "Fatima",
    lastName: "Khan",
    packageId: 3,
    city: "Birmingham",
    bio: "Careers coach and former recruiter. I help people write CVs that get read, interview with confidence and negotiate the salary they deserve, with honest feedback from someone who has sat on the other side of the table.",
    short: "CVs, interviews and career changes from a former recruiter.",
    years: 10,
    website: "https://fatimakhan.careers",
    instagram: "https://www.instagram.com/fatimakhancareers",
  },
} as const satisfies Record<string, HostSeed>;

export type MarketplaceHostKey = keyof typeof MARKETPLACE_HOSTS;
export type MarketplaceHosts = Record<MarketplaceHostKey, Person>;

/** Members who book and review: first and last names. */
const MEMBERS: [string, string][] = [
  ["Chloe", "Adams"],
  ["Ravi", "Patel"],
  ["Megan", "Hughes"],
  ["Ben", "Carter"],
  ["Aisha", "Bello"],
  ["Liam", "Murphy"],
  ["Zara", "Ahmed"],
  ["Owen", "Price"],
];

/** One review of each host by two members, in turn. */
const REVIEWS: Record<MarketplaceHostKey, [rating: number, text: string][]> = {
  amelia: [
    [5, "My first loaf that actually rose. Amelia explains the why behind every step, which made all the difference."],
    [5, "Cooked along on a Tuesday night and had dinner on the table by eight. Great tips on knife skills too."],
  ],
  diego: [
    [5, "I spoke more Spanish in one evening with Diego than in two years of apps. Warm, funny and patient."],
    [4, "Brilliant conversation practice. A little fast for a complete beginner, but he slows down when asked."],
  ],
  camille: [
    [5, "Camille gave me my confidence back: I finally ordered in French on holiday without switching to English."],
    [5, "The pronunciation clinic was so precise and encouraging. The film club is a lovely extra."],
  ],
  yuki: [
    [5, "Tiny groups, so you really get to speak. Yuki is calm and encouraging, and the calligraphy class is magic."],
    [5, "I learned all of hiragana in a month with Yuki's method. Book early: the classes fill up fast."],
  ],
  olivia: [
    [5, "The stress course was practical and kind. I use the three-minute breathing space every day at work."],
    [4, "Gentle, sensible and not at all woo. The sleep session helped me more than I expected."],
  ],
  sam: [
    [5, "I played a whole song by the end of the first month. Sam makes practice feel like fun, not homework."],
    [5, "Great teacher for nervous adults. The songwriting workshop got me writing again after years."],
  ],
  grace: [
    [5, "Grace made Python click for me. Clear examples, no jargon and a real project by the end."],
    [4, "Very good introduction to data and AI. I would have liked a little more time for questions."],
  ],
  ines: [
    [5, "My back has never felt better. Ines's cues are so clear you can feel exactly which muscle is working."],
    [5, "The dance cardio class is pure joy: a proper workout that feels like a night out."],
  ],
  rhys: [
    [5, "My phone photos have gone from snapshots to pictures I want to print. Rhys is a natural teacher."],
    [4, "The writing workshop was inspiring, and the feedback on my piece was honest and useful."],
  ],
  fatima: [
    [5, "Rewrote my CV with Fatima's template and got three interviews in a fortnight."],
    [5, "The salary session paid for itself many times over. Straight talking and very practical."],
  ],
};

/** The marketplace's hosts (with photos and profile videos), its members, and the hosts' reviews. */
export async function seedMarketplaceHosts(
  tx: Executor,
  pictures: SeedPictures,
  media: SeedMedia,
  now: Date,
): Promise<{ hosts: MarketplaceHosts; members: Person[] }> {
  const entries = Object.entries(MARKETPLACE_HOSTS) as [MarketplaceHostKey, HostSeed][];
  const photos = await Promise.all(entries.map(([, host]) => pictures.host(`${host.firstName} ${host.lastName}`)));
  const common = { password: DEMO_PASSWORD, activatedAt: daysFrom(now, -100), isPasswordReset: false, acceptContact: true, country: "United Kingdom" };
  const hosts = {} as MarketplaceHosts;
  for (const [index, [key, host]] of entries.entries()) {
    const row = await createAccount(
      tx,
      {
        ...common,
        firstName: host.firstName,
        lastName: host.lastName,
        email: `${key}@marquee.test`,
        packageId: host.packageId,
        autoRenewal: host.packageId !== FREE_PACKAGE_ID,
        planExpiresOn: host.packageId === FREE_PACKAGE_ID ? null : daysFrom(now, 20 + index),
        city: host.city,
        bio: host.bio,
        creatorShortDesc: host.short,
        creatorExp: host.years,
        userWebsite: host.website,
        instagramLink: host.instagram,
        pic: photos[index]!.pic,
        picAvatar: photos[index]!.avatar,
        createdAt: daysFrom(now, -110 + index),
      },
      now,
    );
    hosts[key] = { id: row.id, packageId: row.packageId, name: `${row.firstName} ${row.lastName}` };
  }
  const members: Person[] = [];
  for (const [index, [firstName, lastName]] of MEMBERS.entries()) {
    const row = await createAccount(
      tx,
      { ...common, firstName, lastName, email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@marquee.test`, packageId: FREE_PACKAGE_ID, createdAt: daysFrom(now, -90 + index) },
      now,
    );
    members.push({ id: row.id, packageId: row.packageId, name: `${firstName} ${lastName}` });
  }
  // A profile video is the host's own upload: its row needs the account first.
  for (const host of Object.values(hosts)) {
    await tx.update(users).set({ profileVideo: media.video(host, "profile-video", "host") }).where(eq(users.id, host.id));
  }
  await tx.insert(reviews).values(
    entries.flatMap(([key], index) =>
      REVIEWS[key].map(([rating, review], turn) => ({
        reviewerId: members[(index + turn * 3) % members.length]!.id,
        reviewedUserId: hosts[key].id,
        rating,
        review,
        createdAt: daysFrom(now, -(3 + index + turn * 9)),
      })),
    ),
  );
  return { hosts, members };
}
