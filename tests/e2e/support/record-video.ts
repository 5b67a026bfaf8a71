// A real, playable video for the journeys that watch one: recorded from a canvas by Chromium's
// MediaRecorder, written to a temporary folder (the bytes of tests/support/media-bytes.ts are
// headers only, which a player cannot decode).
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Locator } from "@playwright/test";

export const files = mkdtempSync(path.join(tmpdir(), "marquee-e2e-media-"));

/** A real, playable video (2 seconds; WebM/VP8 unless asked for MP4) recorded from a canvas by Chromium's MediaRecorder. */
export async function recordVideo(browser: Browser, name: string, colour: string, container: "webm" | "mp4" = "webm"): Promise<string> {
  const context = await browser.newContext({ javaScriptEnabled: true });
  const page = await context.newPage();
  await page.setContent("<canvas width='160' height='120'></canvas>");
  const mimeType = container === "mp4" ? "video/mp4;codecs=avc1" : "video/webm;codecs=vp8";
  const base64 = await page.evaluate(async ({ fill, mimeType }) => {
    const canvas = document.querySelector("canvas")!;
    const draw = canvas.getContext("2d")!;
    const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start(100);
    const started = performance.now();
    while (performance.now() - started < 2000) {
      draw.fillStyle = fill;
      draw.fillRect(0, 0, 160, 120);
      draw.fillStyle = "#fff";
      draw.fillText(String(Math.round(performance.now() - started)), 20, 60);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    recorder.stop();
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks, { type: mimeType.split(";")[0] }).arrayBuffer());
    let text = "";
    for (const byte of bytes) text += String.fromCharCode(byte);
    return btoa(text);
  }, { fill: colour, mimeType });
  await context.close();
  const file = path.join(files, name);
  writeFileSync(file, Buffer.from(base64, "base64"));
  return file;
}

/** With JavaScript: the page's own player seeks to one second (once it has the metadata); answers where it landed, or fails on a media error. */
export async function seekOneSecond(player: Locator): Promise<number> {
  return player.evaluate(
    (video: HTMLVideoElement) =>
      new Promise<number>((resolve, reject) => {
        const go = () => {
          video.addEventListener("seeked", () => resolve(video.currentTime), { once: true });
          video.currentTime = 1;
        };
        if (video.error) reject(new Error(`media error ${video.error.code}`));
        video.addEventListener("error", () => reject(new Error(`media error ${video.error?.code}`)), { once: true });
        if (video.readyState >= 1) go();
        else video.addEventListener("loadedmetadata", go, { once: true });
      }),
  );
}
