// The import-circle check of `npm run lint` (scripts/import-cycles.mjs) on a made-up checkout: a
// seed that imports the domain, which imports the database layer, which must never load the seed.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { describeCircles, importCircles, importGraph, refusedCircles, valueImports } from "../../scripts/import-cycles.mjs";

let root: string | undefined;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

/** A checkout with tsconfig.json's aliases and the given files. */
function checkout(files: Record<string, string>): string {
  root = mkdtempSync(path.join(tmpdir(), "import-cycles-"));
  const all = { "tsconfig.json": JSON.stringify({ compilerOptions: { paths: { "~server/*": ["./server/*"], "~shared/*": ["./shared/*"] } } }), ...files };
  for (const [file, text] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

const layers = (dbImport: string) => ({
  "server/seed/index.ts": `import { createEvent } from "~server/domain/events";\nexport const seed = () => createEvent();\n`,
  "server/domain/events.ts": `import { db } from "../db/client";\nimport { pure } from "~shared/pure";\nexport const createEvent = () => pure(db);\n`,
  "server/db/client.ts": `${dbImport}\nexport const db = {};\n`,
  "shared/pure.ts": `export const pure = <T>(x: T) => x;\n`,
});

describe("import circles", () => {
  it("finds the database layer loading the seed that imports the domain, and names the circle", () => {
    const circles = importCircles(importGraph(checkout(layers(`export const seedLater = () => import("~server/seed");`))));
    expect(circles).toEqual([
      { files: ["server/db/client.ts", "server/domain/events.ts", "server/seed/index.ts"], circle: ["server/db/client.ts", "server/seed/index.ts", "server/domain/events.ts", "server/db/client.ts"] },
    ]);
    expect(describeCircles(circles)).toBe("Import circle of 3 files: server/db/client.ts → server/seed/index.ts → server/domain/events.ts → server/db/client.ts");
  });

  it("finds none when the layers only point down, or when what points up is a type", () => {
    expect(importCircles(importGraph(checkout(layers(`import { pure } from "~shared/pure";\npure(1);`))))).toEqual([]);
    rmSync(root!, { recursive: true, force: true });
    expect(importCircles(importGraph(checkout(layers(`import type { seed } from "~server/seed";\nexport type Seed = typeof seed;`))))).toEqual([]);
  });

  it("counts re-exports, side-effect imports and relative paths, and a file importing itself", () => {
    const graph = importGraph(
      checkout({
        "server/a.ts": `export * from "./b";\n`,
        "server/b.ts": `import "./a";\n`,
        "server/self.ts": `export { x } from "./self.js";\nexport const x = 1;\n`,
      }),
    );
    expect(importCircles(graph).map(({ circle }) => circle)).toEqual([["server/a.ts", "server/b.ts", "server/a.ts"], ["server/self.ts", "server/self.ts"]]);
  });
});

describe("the circles lint refuses", () => {
  const circle = (...files: string[]) => ({ files, circle: [...files, files[0]] });
  it("lets a known circle be, refuses a new one or a known one grown, and names a known one broken", () => {
    const known = [["b.ts", "a.ts"], ["c.ts", "d.ts"]];
    expect(refusedCircles([circle("a.ts", "b.ts"), circle("c.ts", "d.ts")], known)).toEqual({ found: [], broken: [] });
    expect(refusedCircles([circle("a.ts", "b.ts", "e.ts"), circle("c.ts", "d.ts"), circle("f.ts", "g.ts")], known)).toEqual({
      found: [circle("a.ts", "b.ts", "e.ts"), circle("f.ts", "g.ts")],
      broken: [["b.ts", "a.ts"]],
    });
  });
});

describe("what a module loads when it runs", () => {
  it("keeps imports, re-exports and import() of a path; drops what only names types, and computed paths", () => {
    const text = [
      `import a from "./a";`,
      `import { type B, c } from "./c";`,
      `import { type D } from "./d";`,
      `import type { E } from "./e";`,
      `export type { F } from "./f";`,
      `export { type G } from "./g";`,
      `export { h } from "./h";`,
      `import "./side-effect";`,
      `type I = typeof import("./i");`,
      `const j = () => import("./j");`,
      `const k = (name: string) => import(name);`,
    ].join("\n");
    expect(valueImports("x.ts", text)).toEqual([
      { specifier: "./a", dynamic: false },
      { specifier: "./c", dynamic: false },
      { specifier: "./h", dynamic: false },
      { specifier: "./side-effect", dynamic: false },
      { specifier: "./j", dynamic: true },
    ]);
  });
});
