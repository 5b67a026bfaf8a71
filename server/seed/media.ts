// The demo's videos and documents, stored as a host's uploads are: each seeded video is a copy of one
// of the committed clips (demo/media, made by scripts/make-demo-media.sh), each document a PDF drawn
// at seed time (document-pdf.ts), written through the storage adapter under its upload purpose's
// folder (full videos and documents private, previews and intro videos public) with an attached
// upload row owned by the host. Every row has its own key, as a host's uploads do, so replacing one
// event's video releases and sweeps that copy alone. A clip is chosen by the top-level category (one
// per theme), so any number of seeded events share five small files in the repository.
// Keys are handed out at once; finish() waits for the writes and records the rows (as pictures.ts).
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { recordStoredFiles, type StoredFile } from "~server/domain/media/store";
import { extensionFor } from "~server/domain/uploads/file-types";
import { UPLOAD_RULES, type UploadPurpose } from "~server/domain/uploads/purposes";
import { publishFiles } from "~server/domain/uploads/uploads";
import type { ObjectStorage } from "~server/integrations/storage/types";
import { hashOf } from "~shared/seeded-random";
import { slugify } from "~shared/event-urls";
import type { Executor } from "~server/db/client";
import { renderDocumentPdf, type PdfSection } from "./document-pdf";

/** Where the committed clips are: the checkout's (or the image's) demo/media. */
export const DEMO_MEDIA_DIR = path.resolve(process.cwd(), "demo/media");

/** The clips of demo/media: one per top-level category, and one for hosts' profile videos. */
export const DEMO_CLIPS = ["yoga", "fitness", "business", "arts", "host"] as const;
export type DemoClip = (typeof DEMO_CLIPS)[number];
const CATEGORY_CLIPS: readonly DemoClip[] = ["yoga", "fitness", "business", "arts"];

/** The clip for a category: its top-level category's theme, else one of the four by the category's name. */
export function clipForCategory(categoryClass: string | null, categoryName: string): DemoClip {
  const theme = categoryClass?.replace(/^category-/, "") as DemoClip | undefined;
  if (theme && CATEGORY_CLIPS.includes(theme)) return theme;
  return CATEGORY_CLIPS[hashOf(categoryName) % CATEGORY_CLIPS.length]!;
}

type VideoPurpose = Extract<UploadPurpose, "full-video" | "short-video" | "channel-video" | "profile-video">;
const MP4 = "video/mp4";
const PDF = "application/pdf";

export interface SeedDocument {
  title: string;
  channel: string;
  host: string;
  description: string;
  sections: readonly PdfSection[];
}

export interface SeedMedia {
  /** The key of a new copy of `clip`, stored for `host` as an upload for `purpose`. */
  video(host: { id: number }, purpose: VideoPurpose, clip: DemoClip): string;
  /** The key of the document drawn as a PDF and stored for `host` as a channel document. */
  document(host: { id: number }, input: SeedDocument): string;
  /** Waits for every file and records the upload rows. */
  finish(tx: Executor, now: Date): Promise<void>;
}

export function seedMedia(storage: ObjectStorage, options: { dir?: string } = {}): SeedMedia {
  const dir = options.dir ?? DEMO_MEDIA_DIR;
  const clips = new Map<DemoClip, Promise<Buffer>>();
  const pending: Promise<StoredFile>[] = [];
  const clip = (name: DemoClip) => {
    let bytes = clips.get(name);
    if (!bytes) {
      bytes = readFile(path.join(dir, `${name}.mp4`)).catch((error: unknown) => {
        throw new Error(`The demo clip ${name}.mp4 is missing from ${dir} (scripts/make-demo-media.sh makes it): ${error instanceof Error ? error.message : error}`);
      });
      clips.set(name, bytes);
    }
    return bytes;
  };
  const store = (key: string, contentType: string, originalName: string, userId: number, bytes: Promise<Uint8Array>) => {
    const work = bytes.then(async (body) => {
      await storage.putStream(key, [body], { contentType, maxBytes: body.length });
      return { key, size: body.length, userId, contentType, originalName };
    });
    // A failure is reported by finish(); until then it must not count as unhandled.
    work.catch(() => undefined);
    pending.push(work);
  };
  return {
    video(host, purpose, name) {
      const key = `${UPLOAD_RULES[purpose].folder}/${randomUUID()}${extensionFor(MP4)}`;
      store(key, MP4, `${name}.mp4`, host.id, clip(name));
      return key;
    },
    document(host, input) {
      const key = `${UPLOAD_RULES.document.folder}/${randomUUID()}${extensionFor(PDF)}`;
      store(key, PDF, `${slugify(input.title, "document")}.pdf`, host.id, renderDocumentPdf(input));
      return key;
    },
    // The demo's catalogue is published: so are its public files, the previews and intro videos
    // (publishFiles leaves the private ones alone; ADR 056).
    async finish(tx, now) {
      const stored = await Promise.all(pending);
      await publishFiles(storage, stored.map((file) => file.key));
      await recordStoredFiles(tx, stored, now);
    },
  };
}
