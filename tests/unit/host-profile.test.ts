// The host profile's tab default (001 §4) and the rating average's rounding (shared/host-profile.ts).
import { describe, expect, it } from "vitest";
import { averageRating, defaultProfileTab, formatRating, profileTabOf } from "~shared/host-profile";

describe("defaultProfileTab", () => {
  it.each([
    [{ channels: 2, online: 3, preRecorded: 4 }, "channels"],
    [{ channels: 1, online: 0, preRecorded: 0 }, "channels"],
    [{ channels: 0, online: 1, preRecorded: 5 }, "online"],
    [{ channels: 0, online: 0, preRecorded: 1 }, "pre-recorded"],
    [{ channels: 0, online: 0, preRecorded: 0 }, "pre-recorded"],
  ] as const)("%o opens on %s", (counts, tab) => {
    expect(defaultProfileTab(counts)).toBe(tab);
  });
});

describe("profileTabOf", () => {
  const counts = { channels: 0, online: 2, preRecorded: 1 };
  it("takes the asked tab when it names one, whatever the counts", () => {
    expect(profileTabOf("channels", counts)).toBe("channels");
    expect(profileTabOf("pre-recorded", counts)).toBe("pre-recorded");
    expect(profileTabOf("online", { channels: 3, online: 0, preRecorded: 0 })).toBe("online");
  });
  it("falls back on the default for a missing or unknown tab", () => {
    expect(profileTabOf(null, counts)).toBe("online");
    expect(profileTabOf("", counts)).toBe("online");
    expect(profileTabOf("Channels", counts)).toBe("online");
    expect(profileTabOf("<script>", { channels: 1, online: 0, preRecorded: 0 })).toBe("channels");
  });
});

describe("averageRating", () => {
  it.each([
    [5, 1, 5],
    [9, 2, 4.5],
    [14, 3, 4.7], // 4.666…
    [13, 3, 4.3], // 4.333…
    [17, 4, 4.3], // 4.25: halves go up, as PostgreSQL's round(numeric) does
    [11, 4, 2.8], // 2.75
    [1, 1, 1],
    [7, 6, 1.2], // 1.1666…
    [401, 100, 4], // 4.01
    [405, 100, 4.1], // 4.05: no binary-fraction slip
  ])("sum %d over %d ratings is %d", (sum, count, average) => {
    expect(averageRating(sum, count)).toBe(average);
  });

  it("is null before the first rating, or for nonsense", () => {
    expect(averageRating(0, 0)).toBeNull();
    expect(averageRating(5, -1)).toBeNull();
    expect(averageRating(Number.NaN, 2)).toBeNull();
    expect(averageRating(5, 1.5)).toBeNull();
  });

  it("formats with one decimal", () => {
    expect(formatRating(5)).toBe("5.0");
    expect(formatRating(4.7)).toBe("4.7");
  });
});
