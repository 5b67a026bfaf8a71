// People's pictures are one component everywhere (app/components/profiles/avatar.tsx): a photo
// always wins; without one, a monogram in a tint picked by the name, legible, the same each time.
import { describe, expect, it } from "vitest";
import { HostCard } from "~/components/events/host-card";
import { Avatar, MONOGRAM_TINTS, initialsOf, monogramTint } from "~/components/profiles/avatar";
import { UserCard } from "~/components/profiles/user-card";
import type { PublicUserData } from "~server/api/contract";
import { contrastRatio } from "~shared/contrast";
import { render } from "~tests/support/render";

const host = {
  id: 3,
  full_name: "Hannah Whitfield",
  pic_url: null as string | null,
  package: "Pro",
  rating: 4.5,
  total_reviews: 2,
  bio: null,
  website: null,
  facebook_link: null,
  twitter_link: null,
  linked_link: null,
  youtube_link: null,
  instagram_link: null,
  tiktok_link: null,
} as unknown as Parameters<typeof HostCard>[0]["host"];

describe("Avatar", () => {
  it("shows the photo when there is one, with its alt text, and no monogram", async () => {
    const html = await render(<HostCard host={{ ...host, pic_url: "/storage/files/profile-photos/a.webp" }} />);
    expect(html).toMatch(/<img src="\/storage\/files\/profile-photos\/a.webp" alt="Hannah Whitfield&#x27;s profile picture" width="56" height="56"/);
    expect(html).not.toContain("data-monogram");
  });

  it("shows a monogram without a photo: initials in the name's tint, hidden from screen readers beside the name", async () => {
    const html = await render(<HostCard host={host} />);
    expect(html).toContain(`<span aria-hidden="true" data-monogram="" class="h-14 w-14 text-lg ${monogramTint("Hannah Whitfield").className}`);
    expect(html).toMatch(/data-monogram="[^>]*>HW<\/span>/);
    expect(html).not.toContain("<img");
    const user = { ...host, pic_url: null, average_rating: null, bio: null } as unknown as PublicUserData;
    expect(await render(<UserCard user={user} />)).toMatch(/class="h-28 w-28 text-4xl [^"]*"[^>]*>HW<\/span>/);
  });

  it("picks the same tint for a name every time, and different tints across names", () => {
    expect(monogramTint("Hannah Whitfield")).toBe(monogramTint(" Hannah Whitfield "));
    const names = ["Hannah Whitfield", "Marcus Reid", "Priya Shah", "Ines Moreau", "Tom Baker", "Amara Okafor", "Li Wei", "Sam Jones"];
    expect(new Set(names.map((name) => monogramTint(name))).size).toBeGreaterThanOrEqual(3);
  });

  it("sets the letters 7:1 or more against their tint", () => {
    for (const tint of MONOGRAM_TINTS) {
      expect(contrastRatio(tint.ink, tint.ground), tint.className).toBeGreaterThanOrEqual(7);
      expect(tint.className).toBe(`bg-[${tint.ground}] text-[${tint.ink}]`);
    }
  });

  it("takes up to two initials, first and last word", async () => {
    expect(initialsOf("Hannah Whitfield")).toBe("HW");
    expect(initialsOf("Dr Amara Okafor")).toBe("DO");
    expect(initialsOf("  cher ")).toBe("C");
    expect(initialsOf("")).toBe("?");
    expect(await render(<Avatar name="Émile Zola" src={null} alt="" size="sm" />)).toContain(">ÉZ</span>");
  });
});
