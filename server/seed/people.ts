// The demo's people: three hosts on paid packages, an attendee and an administrator.
import { eq } from "drizzle-orm";
import { createAccount, type NewAccount } from "~server/domain/accounts/creation";
import type { Executor } from "~server/db/client";
import { users } from "~server/db/schema";
import { FREE_PACKAGE_ID } from "~shared/package-buttons";
import { daysFrom } from "./helpers";
import { DEMO_EMAILS, DEMO_PASSWORD, OTHER_HOST_EMAILS } from "./logins";
import type { SeedMedia } from "./media";
import type { SeedPictures } from "./pictures";

export interface Person {
  id: number;
  packageId: number;
  name: string;
}
export interface People {
  hannah: Person;
  marcus: Person;
  priya: Person;
  attendee: Person;
  admin: Person;
}

/**
 * The five demo accounts, made through the accounts domain so that they obey a signup's rules; hosts
 * get a drawn portrait and a profile video.
 */
export async function seedPeople(tx: Executor, pictures: SeedPictures, media: SeedMedia, now: Date): Promise<People> {
  const [hannahPic, marcusPic, priyaPic] = await Promise.all(["Hannah Whitfield", "Marcus Adeyemi", "Priya Raman"].map((name) => pictures.host(name)));
  const common = { password: DEMO_PASSWORD, activatedAt: daysFrom(now, -120), isPasswordReset: false, acceptContact: true };
  const insert = async (values: Omit<NewAccount, "password">): Promise<Person> => {
    const row = await createAccount(tx, { ...common, ...values }, now);
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
    pic: hannahPic!.pic,
    picAvatar: hannahPic!.avatar,
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
    pic: marcusPic!.pic,
    picAvatar: marcusPic!.avatar,
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
    pic: priyaPic!.pic,
    picAvatar: priyaPic!.avatar,
    linkedLink: "https://www.linkedin.com/in/priyaramanstudio",
    instagramLink: "https://www.instagram.com/priyaramanstudio",
    createdAt: daysFrom(now, -130),
  });
  const attendee = await insert({
    firstName: "Tom",
    lastName: "Fletcher",
    email: DEMO_EMAILS.attendee,
    packageId: FREE_PACKAGE_ID,
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
    packageId: FREE_PACKAGE_ID,
    acceptContact: false,
    createdAt: daysFrom(now, -200),
  });
  // A profile video is the host's own upload: its row needs the account first.
  for (const host of [hannah, marcus, priya]) {
    await tx.update(users).set({ profileVideo: media.video(host, "profile-video", "host") }).where(eq(users.id, host.id));
  }
  return { hannah, marcus, priya, attendee, admin };
}
