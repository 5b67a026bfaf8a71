// `npm run screenshots`: the demo as a new visitor sees it, saved to docs/screenshots/. Starts the
// built app on a fresh embedded database (seeded on start, as `npm start` does), then saves /home,
// /search, the first event on the home page, its host's profile and /channels (when the app has
// it) at 1280 and 390 CSS pixels, whole pages, with Debian's Chromium (or Playwright's own).
// Builds first if there is no build. SCREENSHOT_PORT (default 3290) must be free.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import sharp from "sharp";

const port = Number(process.env.SCREENSHOT_PORT ?? 3290);
const base = `http://localhost:${port}`;
const outDir = path.resolve("docs/screenshots");
const widths = [
  { name: "1280", viewport: { width: 1280, height: 800 } },
  { name: "390", viewport: { width: 390, height: 844 } },
];

if (!existsSync("build/main.js")) execFileSync("node", ["scripts/build.mjs"], { stdio: "inherit" });
const dataDir = mkdtempSync(path.join(tmpdir(), "marquee-screenshots-"));
const server = spawn("node", ["build/main.js"], {
  stdio: ["ignore", "ignore", "inherit"],
  env: { ...process.env, NODE_ENV: "production", PORT: String(port), DATA_DIR: dataDir, DEMO_MODE: "true", DATABASE_URL: "" },
});

async function waitForServer() {
  for (let attempt = 0; attempt < 360; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`The server stopped (exit ${server.exitCode}).`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("The server did not start within three minutes.");
}

const chromiumPath = "/usr/bin/chromium";
let browser;
try {
  await waitForServer();
  browser = await chromium.launch(existsSync(chromiumPath) ? { executablePath: chromiumPath, args: ["--no-sandbox", "--disable-gpu"] } : {});
  const page = await browser.newPage({ viewport: widths[0].viewport });
  await page.goto(`${base}/home`);
  const eventPath = await page.locator('[data-testid="featured-event"] h3 a').first().getAttribute("href");
  await page.goto(`${base}${eventPath}`);
  const hostPath = await page.locator('[data-testid="host-card"] a[href^="/host-profile/"]').first().getAttribute("href");
  const channels = (await fetch(`${base}/channels`)).status === 200;
  const pages = [
    { name: "home", path: "/home" },
    { name: "search", path: "/search" },
    { name: "event", path: eventPath },
    { name: "host-profile", path: hostPath },
    ...(channels ? [{ name: "channels", path: "/channels" }] : []),
  ];
  mkdirSync(outDir, { recursive: true });
  for (const width of widths) {
    await page.setViewportSize(width.viewport);
    for (const target of pages) {
      await page.goto(`${base}${target.path}`, { waitUntil: "networkidle" });
      // Lazy pictures below the fold load once scrolled to; a whole-page shot should show them.
      await page.evaluate(async () => {
        for (const image of document.images) image.loading = "eager";
        await Promise.all([...document.images].map((image) => (image.complete ? null : new Promise((resolve) => { image.addEventListener("load", resolve, { once: true }); image.addEventListener("error", resolve, { once: true }); }))));
      });
      const file = path.join(outDir, `${target.name}-${width.name}.png`);
      // A palette PNG: a third of the size of the browser's, for pages that live in the repository.
      const shot = await page.screenshot({ fullPage: true, animations: "disabled" });
      await sharp(shot).png({ palette: true, quality: 90, effort: 8 }).toFile(file);
      console.log(`${target.path} at ${width.name} px → ${path.relative(process.cwd(), file)}`);
    }
  }
} finally {
  await browser?.close();
  server.kill("SIGTERM");
  await new Promise((resolve) => (server.exitCode !== null ? resolve() : server.once("exit", resolve)));
  rmSync(dataDir, { recursive: true, force: true });
}
