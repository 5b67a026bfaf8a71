// The demo's pictures, made by the product (server/domain/media): a cover for every event and
// channel, a portrait for every speaker and host, stored through the
// storage adapter. A key is handed out at once, so the catalogue's rows are written while the
// pictures render alongside (sharp works off the main thread); finish() waits for them and records
// the upload rows of the covers and portraits.
import type { CoverInput } from "~server/domain/media/covers";
import { newCoverKeys, newSpeakerKey, recordPictures, storeCover, storeHostAvatar, storeSpeakerPortrait, type StoredPicture } from "~server/domain/media/store";
import { publishFiles } from "~server/domain/uploads/uploads";
import type { ObjectStorage } from "~server/integrations/storage/types";
import type { Executor } from "~server/db/client";

export interface SeedPictures {
  /** The key of the cover drawn for this event or channel of `host` (its largest size). */
  cover(host: { id: number }, input: CoverInput): string;
  /** The key of the speaker's portrait: one per host and name. */
  speaker(host: { id: number }, name: string): string;
  /** The keys of a host's drawn portrait and its avatar. */
  host(name: string): Promise<{ pic: string; avatar: string }>;
  /** Waits for every picture and records the upload rows. */
  finish(tx: Executor, now: Date): Promise<void>;
}

export function seedPictures(storage: ObjectStorage): SeedPictures {
  const pending: Promise<StoredPicture[]>[] = [];
  const covers = new Map<string, string>();
  const speakers = new Map<string, string>();
  const track = (work: Promise<StoredPicture[]>) => {
    // A failure is reported by finish(); until then it must not count as unhandled.
    work.catch(() => undefined);
    pending.push(work);
  };
  return {
    cover(host, input) {
      // A weekly series' occurrences share their cover, as a saved series shares its photos.
      const known = covers.get(`${host.id}\u0000${input.title}`);
      if (known) return known;
      const keys = newCoverKeys();
      covers.set(`${host.id}\u0000${input.title}`, keys[0]!);
      track(storeCover(storage, keys, input, host.id));
      return keys[0]!;
    },
    speaker(host, name) {
      const known = speakers.get(`${host.id}\u0000${name}`);
      if (known) return known;
      const key = newSpeakerKey();
      speakers.set(`${host.id}\u0000${name}`, key);
      track(storeSpeakerPortrait(storage, key, name, host.id).then((picture) => [picture]));
      return key;
    },
    // The demo's catalogue is published: so are its pictures (ADR 056).
    async host(name) {
      const keys = await storeHostAvatar(storage, name);
      await publishFiles(storage, [keys.pic, keys.avatar]);
      return keys;
    },
    async finish(tx, now) {
      const stored = (await Promise.all(pending)).flat();
      await publishFiles(storage, stored.map((picture) => picture.key));
      await recordPictures(tx, stored, now);
    },
  };
}
