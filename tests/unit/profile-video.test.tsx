// The profile video as the server sends it (what a browser without JavaScript keeps): the player
// inline under its heading, no button that would need JavaScript; nothing at all without a video.
import { describe, expect, it } from "vitest";
import { ProfileVideo } from "~/components/profiles/profile-video";
import { render } from "~tests/support/render";

describe("ProfileVideo without JavaScript", () => {
  it("shows the player inline under the heading 'Profile video'", async () => {
    const html = await render(<ProfileVideo video="/storage/files/profile-videos/00000000-0000-4000-8000-000000000002.mp4" name="Nia Okafor" />);
    expect(html).toMatch(/<h2[^>]*>Profile video<\/h2>/);
    expect(html).toMatch(/<video[^>]*controls[^>]*src="\/storage\/files\/profile-videos\/00000000-0000-4000-8000-000000000002\.mp4"/);
    expect(html).not.toContain("<button");
    expect(html).not.toContain("<dialog");
  });

  it("draws nothing when the host has no video", async () => {
    expect(await render(<ProfileVideo video={null} name="Nia Okafor" />)).toBe("");
  });
});
