import { describe, expect, it } from "vitest";
import {
  REFERENCE_DATA_FINGERPRINT,
  REFERENCE_DATA_VERSION,
  referenceDataFingerprint,
} from "~server/db/reference";
import { CONTENT_PAGES } from "~server/db/reference/content-pages";
import { HELP, TUTORIALS } from "~server/db/reference/help";
import { PACKAGES } from "~server/db/reference/packages";
import { FREE_PACKAGE_ID } from "~shared/package-buttons";

function duplicates(ids: number[]): number[] {
  return ids.filter((id, i) => ids.indexOf(id) !== i);
}

describe("reference data", () => {
  it("is unchanged since REFERENCE_DATA_VERSION was last bumped", () => {
    // When this fails: bump REFERENCE_DATA_VERSION and set REFERENCE_DATA_FINGERPRINT to the value
    // received, so that existing databases get the change at their next start.
    expect({ version: REFERENCE_DATA_VERSION, fingerprint: referenceDataFingerprint() }).toEqual({
      version: REFERENCE_DATA_VERSION,
      fingerprint: REFERENCE_DATA_FINGERPRINT,
    });
  });

  it("gives every row a stable id, unique in its table", () => {
    expect(duplicates(PACKAGES.map((p) => p.id))).toEqual([]);
    expect(duplicates(CONTENT_PAGES.map((p) => p.id))).toEqual([]);
    expect(duplicates(HELP.map((c) => c.id))).toEqual([]);
    expect(duplicates(HELP.flatMap((c) => c.faqs.map(([id]) => id)))).toEqual([]);
    expect(duplicates(TUTORIALS.map((c) => c.id))).toEqual([]);
    expect(duplicates(TUTORIALS.flatMap((c) => c.videos.map(([id]) => id)))).toEqual([]);
  });

  it("has the free package, free of charge, for life", () => {
    const free = PACKAGES.find((p) => p.id === FREE_PACKAGE_ID);
    expect(free).toMatchObject({ name: "Free", pricePence: 0, tenure: "lifetime" });
  });
});
