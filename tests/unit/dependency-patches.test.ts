// The list of patches of dependency internals (server/dependency-patches.ts): start-up refuses a
// version other than the one a patch was written for, and the list matches what is installed and
// where each patch lives.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  assertPatchedVersions,
  DEPENDENCY_PATCHES,
  DependencyVersionError,
  installedVersion,
  versionMismatches,
  type VersionReader,
} from "~server/dependency-patches";

/** A reader that answers the pinned versions, except where told otherwise. */
const pinnedExcept =
  (changed: Record<string, string | undefined>): VersionReader =>
  (dependency) =>
    dependency in changed ? changed[dependency] : DEPENDENCY_PATCHES.find((p) => p.dependency === dependency)?.version;

describe("the version guard", () => {
  it("lets the server start when every patched dependency is at its pinned version", () => {
    expect(() => assertPatchedVersions(pinnedExcept({}))).not.toThrow();
  });

  it("fails, naming the package with its pinned and installed versions, when one differs", () => {
    const read = pinnedExcept({ "@remix-run/router": "1.23.4" });
    expect(() => assertPatchedVersions(read)).toThrow(DependencyVersionError);
    expect(() => assertPatchedVersions(read)).toThrow(
      "@remix-run/router: pinned 1.23.3, installed 1.23.4 — matchRoutes cache in server/http/route-matching.ts",
    );
    // Each of its patches is named.
    expect(versionMismatches(read).map((m) => m.patch.name)).toEqual(["matchRoutes cache", "static handler's matching through the export", "data routes kept per route tree"]);
  });

  it("names every differing package at once, and one it cannot find", () => {
    const read = pinnedExcept({ "drizzle-orm": "0.46.0", "react-dom": undefined });
    let message = "";
    try {
      assertPatchedVersions(read);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain("drizzle-orm: pinned 0.45.4, installed 0.46.0");
    expect(message).toContain("react-dom: pinned 18.3.1, installed (not found)");
    expect(message).toContain("docs/upgrading.md");
  });

  it("does not ask the running server for a package only the build patches (a devDependency, absent in production)", () => {
    const read = pinnedExcept({ zod: undefined });
    expect(() => assertPatchedVersions(read)).not.toThrow();
    // The tests and the build still hold it to its pin.
    expect(versionMismatches(read).map((m) => m.patch.name)).toEqual(["Conform's coercion on Zod Mini in the browser"]);
  });

  it("treats a range or a newer patch release as different: the pin is exact", () => {
    expect(versionMismatches(pinnedExcept({ "drizzle-orm": "0.45.5" }))).toHaveLength(1);
    expect(versionMismatches(pinnedExcept({ "drizzle-orm": "^0.45.4" }))).toHaveLength(1);
  });
});

describe("the list", () => {
  it("pins exactly the versions installed now", () => {
    expect(versionMismatches(installedVersion)).toEqual([]);
  });

  it("reads an installed version from the package's own package.json", () => {
    expect(installedVersion("react-dom")).toBe(JSON.parse(readFileSync("node_modules/react-dom/package.json", "utf8")).version);
    expect(installedVersion("no-such-package-marquee")).toBeUndefined();
  });

  it("names, for each patch, a file that still applies it", () => {
    for (const patch of DEPENDENCY_PATCHES) {
      expect(readFileSync(patch.where, "utf8"), `${patch.name} in ${patch.where}`).toContain(patch.applies);
    }
  });

  it("keeps Conform's browser code on what zod/mini exports (the build aliases zod/v4 to it)", async () => {
    const mini = await import("zod/mini");
    const coercion = readFileSync("node_modules/@conform-to/zod/dist/v4/coercion.mjs", "utf8");
    const imported = [...coercion.matchAll(/import \{([^}]*)\} from 'zod\/v4'/g)].flatMap((match) => match[1]!.split(",").map((name) => name.trim()));
    expect(imported.sort()).toEqual(["lazy", "optional", "pipe", "transform"]);
    for (const name of imported) expect(typeof (mini as Record<string, unknown>)[name], `zod/mini exports ${name}`).toBe("function");
  });

  it("gives each patch an exact version and a figure or a reason", () => {
    for (const patch of DEPENDENCY_PATCHES) {
      expect(patch.version, patch.name).toMatch(/^\d+\.\d+\.\d+$/);
      expect(patch.buys, patch.name).not.toBe("");
    }
  });
});
