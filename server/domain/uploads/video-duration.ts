// The length of a stored video, read from its own header with ranged reads (no ffmpeg, never the
// whole file): MP4/QuickTime `moov/mvhd` (or `moov/mvex/mehd` for fragmented files) wherever moov
// sits, and WebM/Matroska `Segment/Info` (TimecodeScale × Duration). Used for pre_recorded_duration
// when the host does not give it. Unknown or damaged headers give null, never an error.
import type { ObjectStorage } from "~server/integrations/storage/types";

/** Reads bytes start..end (inclusive) of one file; fewer at its end. */
export type RangeReader = (start: number, end: number) => Promise<Uint8Array>;

/** The duration in whole seconds (rounded up, at least 1), or null when the file does not say. */
export async function videoDurationSeconds(services: { storage: ObjectStorage }, key: string): Promise<number | null> {
  const info = await services.storage.head(key);
  if (!info || info.size === 0) return null;
  try {
    const seconds = await readVideoDuration((start, end) => services.storage.readRange(key, start, end), info.size);
    return seconds === null ? null : Math.max(1, Math.ceil(seconds));
  } catch {
    return null;
  }
}

/** The exact duration in seconds from a file's header, or null. */
export async function readVideoDuration(read: RangeReader, size: number): Promise<number | null> {
  const head = await read(0, Math.min(size, 16) - 1);
  if (head.length >= 4 && readUint(head, 0, 4) === EBML_ID) return webmDuration(read, size);
  if (head.length >= 8) return mp4Duration(read, size);
  return null;
}

// ---- MP4 / QuickTime (ISO BMFF) ----

const MAX_BOXES = 4096;

interface Box {
  type: string;
  start: number;
  headerSize: number;
  end: number;
}

/** The boxes between start and end, one header read each (32-bit, 64-bit and to-the-end sizes). */
async function* boxes(read: RangeReader, start: number, end: number): AsyncGenerator<Box> {
  let offset = start;
  for (let n = 0; n < MAX_BOXES && offset + 8 <= end; n++) {
    const header = await read(offset, Math.min(offset + 16, end) - 1);
    if (header.length < 8) return;
    const size32 = readUint(header, 0, 4);
    const type = ascii(header, 4, 8);
    let headerSize = 8;
    let size: number;
    if (size32 === 1) {
      if (header.length < 16) return;
      size = readUint(header, 8, 8);
      headerSize = 16;
    } else if (size32 === 0) {
      size = end - offset;
    } else {
      size = size32;
    }
    if (size < headerSize || offset + size > end) return;
    yield { type, start: offset, headerSize, end: offset + size };
    offset += size;
  }
}

async function findBox(read: RangeReader, start: number, end: number, type: string): Promise<Box | null> {
  for await (const box of boxes(read, start, end)) if (box.type === type) return box;
  return null;
}

async function mp4Duration(read: RangeReader, size: number): Promise<number | null> {
  const moov = await findBox(read, 0, size, "moov");
  if (!moov) return null;
  const mvhd = await findBox(read, moov.start + moov.headerSize, moov.end, "mvhd");
  if (!mvhd) return null;
  const body = await read(mvhd.start + mvhd.headerSize, Math.min(mvhd.end, mvhd.start + mvhd.headerSize + 32) - 1);
  const version = body[0];
  let timescale: number;
  let duration: number;
  if (version === 1) {
    if (body.length < 32) return null;
    timescale = readUint(body, 20, 4);
    duration = readUint(body, 24, 8);
    if (isAllOnes(body, 24, 8)) duration = 0;
  } else {
    if (body.length < 20) return null;
    timescale = readUint(body, 12, 4);
    duration = readUint(body, 16, 4);
    if (duration === 0xffffffff) duration = 0;
  }
  if (timescale === 0) return null;
  if (duration === 0) duration = (await fragmentDuration(read, moov)) ?? 0;
  return duration > 0 ? duration / timescale : null;
}

/** A fragmented MP4 keeps its length in moov/mvex/mehd (in the movie's timescale). */
async function fragmentDuration(read: RangeReader, moov: Box): Promise<number | null> {
  const mvex = await findBox(read, moov.start + moov.headerSize, moov.end, "mvex");
  if (!mvex) return null;
  const mehd = await findBox(read, mvex.start + mvex.headerSize, mvex.end, "mehd");
  if (!mehd) return null;
  const body = await read(mehd.start + mehd.headerSize, Math.min(mehd.end, mehd.start + mehd.headerSize + 12) - 1);
  if (body[0] === 1) return body.length >= 12 ? readUint(body, 4, 8) : null;
  return body.length >= 8 ? readUint(body, 4, 4) : null;
}

// ---- WebM / Matroska (EBML) ----

const EBML_ID = 0x1a45dfa3;
const SEGMENT_ID = 0x18538067;
const INFO_ID = 0x1549a966;
const TIMECODE_SCALE_ID = 0x2ad7b1;
const DURATION_ID = 0x4489;
const MAX_INFO_BYTES = 64 * 1024;

interface Element {
  id: number;
  dataStart: number;
  /** null when the size is "unknown" (live recordings). */
  dataEnd: number | null;
}

/** An EBML variable-length integer at `at`: its length and value (id keeps its marker bit, a size does not). */
function vint(bytes: Uint8Array, at: number, keepMarker: boolean): { length: number; value: number; unknown: boolean } | null {
  const first = bytes[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (length > 8 || at + length > bytes.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === (0xff >> length);
  for (let i = 1; i < length; i++) {
    value = value * 256 + bytes[at + i]!;
    if (bytes[at + i] !== 0xff) allOnes = false;
  }
  return { length, value, unknown: !keepMarker && allOnes };
}

function elementAt(bytes: Uint8Array, at: number, base: number): Element | null {
  const id = vint(bytes, at, true);
  if (!id) return null;
  const size = vint(bytes, at + id.length, false);
  if (!size) return null;
  const dataStart = base + at + id.length + size.length;
  return { id: id.value, dataStart, dataEnd: size.unknown ? null : dataStart + size.value };
}

async function elementFrom(read: RangeReader, offset: number, size: number): Promise<Element | null> {
  if (offset >= size) return null;
  const bytes = await read(offset, Math.min(offset + 12, size) - 1);
  return elementAt(bytes, 0, offset);
}

async function webmDuration(read: RangeReader, size: number): Promise<number | null> {
  const ebml = await elementFrom(read, 0, size);
  if (!ebml?.dataEnd) return null;
  const segment = await elementFrom(read, ebml.dataEnd, size);
  if (!segment || segment.id !== SEGMENT_ID) return null;
  const segmentEnd = Math.min(segment.dataEnd ?? size, size);
  let offset = segment.dataStart;
  for (let n = 0; n < MAX_BOXES && offset < segmentEnd; n++) {
    const child = await elementFrom(read, offset, segmentEnd);
    if (!child?.dataEnd) return null;
    if (child.id === INFO_ID) return infoDuration(await read(child.dataStart, Math.min(child.dataEnd, child.dataStart + MAX_INFO_BYTES) - 1));
    offset = child.dataEnd;
  }
  return null;
}

function infoDuration(info: Uint8Array): number | null {
  let timecodeScale = 1_000_000;
  let duration: number | null = null;
  let at = 0;
  while (at < info.length) {
    const element = elementAt(info, at, 0);
    if (!element?.dataEnd || element.dataEnd > info.length) break;
    const length = element.dataEnd - element.dataStart;
    if (element.id === TIMECODE_SCALE_ID && length >= 1 && length <= 8) timecodeScale = readUint(info, element.dataStart, length);
    if (element.id === DURATION_ID) {
      const view = new DataView(info.buffer, info.byteOffset + element.dataStart, length);
      if (length === 4) duration = view.getFloat32(0);
      if (length === 8) duration = view.getFloat64(0);
    }
    at = element.dataEnd;
  }
  if (duration === null || !Number.isFinite(duration) || duration <= 0 || timecodeScale === 0) return null;
  return (duration * timecodeScale) / 1e9;
}

// ---- bytes ----

/** A big-endian unsigned integer of up to 8 bytes (exact up to 2^53). */
function readUint(bytes: Uint8Array, at: number, length: number): number {
  let value = 0;
  for (let i = 0; i < length; i++) value = value * 256 + (bytes[at + i] ?? 0);
  return value;
}

function isAllOnes(bytes: Uint8Array, at: number, length: number): boolean {
  for (let i = 0; i < length; i++) if (bytes[at + i] !== 0xff) return false;
  return true;
}

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}
