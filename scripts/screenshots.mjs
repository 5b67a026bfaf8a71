// `npm run screenshots`: redraws the pictures of docs/screenshots/ (the README's gallery, and the
// baselines the visual review compares pages with: tests/e2e/screenshots.spec.ts). It runs that
// spec alone with `--update-snapshots=changed`: the demo on a fresh embedded database and a fixed
// clock, each picture rewritten only when the page looks different, so a second run changes
// nothing. Builds first when the build is missing or older than the sources. SCREENSHOT_PORT
// (default 3290) must be free. Review the pictures' diff (git diff, or any image viewer) before
// committing them.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/** The newest modification time under the sources the build is made from. */
function newestSource(entries = ["app", "server", "shared", "package.json", "vite.config.ts", "scripts/build.mjs"]) {
  let newest = 0;
  for (const entry of entries) {
    if (!existsSync(entry)) continue;
    const stat = statSync(entry);
    newest = Math.max(
      newest,
      stat.isDirectory() ? newestSource(readdirSync(entry).map((name) => path.join(entry, name))) : stat.mtimeMs,
    );
  }
  return newest;
}

if (!existsSync("build/main.js") || statSync("build/main.js").mtimeMs < newestSource()) {
  execFileSync("node", ["scripts/build.mjs"], { stdio: "inherit" });
}
const playwright = spawnSync(
  path.resolve("node_modules/.bin/playwright"),
  ["test", "--project", "screenshots", "--update-snapshots=changed", "--reporter=list"],
  // Only the visual review runs: the journeys' server is not needed.
  { stdio: "inherit", env: { ...process.env, E2E_WEB_SERVER: "off" } },
);
process.exit(playwright.status ?? 1);
