// The video's length read from its own header, over ranged reads as storage gives them.
import { describe, expect, it } from "vitest";
import { readVideoDuration, type RangeReader } from "~server/domain/uploads/video-duration";
import { box, concat, fragmentedMp4, ftyp, mp4, mvhd, webm } from "~tests/support/media-bytes";

/** A reader over bytes that also records how much was read (never the whole file). */
function reader(bytes: Uint8Array) {
  const reads: Array<[number, number]> = [];
  const read: RangeReader = async (start, end) => {
    reads.push([start, end]);
    return bytes.slice(start, Math.min(end + 1, bytes.length));
  };
  return { read, reads, bytesRead: () => reads.reduce((n, [s, e]) => n + (e - s + 1), 0) };
}

const duration = (bytes: Uint8Array) => readVideoDuration(reader(bytes).read, bytes.length);

describe("MP4 and QuickTime durations (moov/mvhd)", () => {
  it("reads mvhd version 0 with moov before the media", async () => {
    expect(await duration(mp4({ timescale: 1000, duration: 93_500 }))).toBe(93.5);
  });

  it("finds moov after a large media box without reading the media", async () => {
    const bytes = mp4({ timescale: 600, duration: 600 * 125, moovLast: true, mediaBytes: 200_000 });
    const r = reader(bytes);
    expect(await readVideoDuration(r.read, bytes.length)).toBe(125);
    expect(r.bytesRead()).toBeLessThan(500);
  });

  it("walks a media box with a 64-bit size", async () => {
    expect(await duration(mp4({ timescale: 90_000, duration: 90_000 * 42, moovLast: true, largeMdat: true }))).toBe(42);
  });

  it("reads mvhd version 1 (64-bit times)", async () => {
    expect(await duration(mp4({ timescale: 1_000_000, duration: 7_200_000_000, version: 1 }))).toBe(7200);
  });

  it("reads a QuickTime file (brand qt)", async () => {
    expect(await duration(mp4({ timescale: 2997, duration: 2997 * 10, brand: "qt  " }))).toBe(10);
  });

  it("reads a fragmented MP4's length from mvex/mehd", async () => {
    expect(await duration(fragmentedMp4(1000, 61_000))).toBe(61);
  });

  it("gives null without moov, with a zero timescale, or with an unknown duration", async () => {
    expect(await duration(concat(ftyp(), box("mdat", new Uint8Array(50))))).toBeNull();
    expect(await duration(concat(ftyp(), box("moov", mvhd(0, 100))))).toBeNull();
    expect(await duration(concat(ftyp(), box("moov", mvhd(1000, 0xffffffff))))).toBeNull();
  });

  it("gives null for a box whose size runs past the file, and for a truncated file", async () => {
    const bytes = mp4({ timescale: 1000, duration: 5000, moovLast: true });
    expect(await duration(bytes.slice(0, bytes.length - 20))).toBeNull();
    const liar = concat(ftyp(), new Uint8Array([0x7f, 0xff, 0xff, 0xff]), new TextEncoder().encode("moov"), new Uint8Array(10));
    expect(await duration(liar)).toBeNull();
  });
});

describe("WebM durations (Segment/Info)", () => {
  it("reads Duration (8-byte float) in the default 1 ms timecode scale", async () => {
    expect(await duration(webm({ durationTicks: 12_345 }))).toBeCloseTo(12.345, 6);
  });

  it("applies TimecodeScale and a 4-byte float", async () => {
    expect(await duration(webm({ durationTicks: 300, timecodeScale: 100_000_000, floatBytes: 4 }))).toBeCloseTo(30, 5);
  });

  it("finds Info after a Cluster", async () => {
    expect(await duration(webm({ durationTicks: 4000, infoAfterCluster: true }))).toBe(4);
  });

  it("reads a Segment of unknown size (a live recording) up to its Info", async () => {
    expect(await duration(webm({ durationTicks: 2500, unknownSegmentSize: true }))).toBe(2.5);
  });

  it("gives null when Info has no Duration (MediaRecorder's files)", async () => {
    expect(await duration(webm({}))).toBeNull();
  });
});

describe("other files", () => {
  it("gives null for text and for an empty file", async () => {
    expect(await duration(new TextEncoder().encode("hello, this is not a video at all"))).toBeNull();
    expect(await readVideoDuration(reader(new Uint8Array()).read, 0)).toBeNull();
  });
});
