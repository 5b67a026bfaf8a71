import { crc32, deflateSync } from "node:zlib";

// Real minimal media files built byte by byte for the tests: MP4/QuickTime box trees (moov before
// or after mdat, 32- or 64-bit sizes, mvhd version 0 or 1, fragmented with mehd), WebM EBML trees
// (Segment/Info with TimecodeScale and a 4- or 8-byte Duration), and the first bytes of images.

const u32 = (n: number) => {
  const b = new Uint8Array(4);
  new DataView(b.buffer).setUint32(0, n);
  return b;
};
const u64 = (n: number) => {
  const b = new Uint8Array(8);
  new DataView(b.buffer).setBigUint64(0, BigInt(n));
  return b;
};
const ascii = (text: string) => new Uint8Array([...text].map((c) => c.charCodeAt(0)));

export function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** One ISO BMFF box; `large` writes the 64-bit size form (size field 1). */
export function box(type: string, body: Uint8Array, options: { large?: boolean } = {}): Uint8Array {
  if (options.large) return concat(u32(1), ascii(type), u64(16 + body.length), body);
  return concat(u32(8 + body.length), ascii(type), body);
}

/** mvhd with its timescale and duration (version 1 has 64-bit times). */
export function mvhd(timescale: number, duration: number, version: 0 | 1 = 0): Uint8Array {
  const head = new Uint8Array([version, 0, 0, 0]);
  const times = version === 1 ? concat(u64(0), u64(0), u32(timescale), u64(duration)) : concat(u32(0), u32(0), u32(timescale), u32(duration));
  // rate, volume, reserved, matrix, pre-defined, next track id: 80 bytes that the parser skips.
  return box("mvhd", concat(head, times, new Uint8Array(80)));
}

export const ftyp = (brand = "isom") => box("ftyp", concat(ascii(brand), u32(512), ascii("isomiso2mp41")));

/** An MP4: ftyp, then moov and a media box of `mediaBytes` in the order asked. */
export function mp4(options: { timescale: number; duration: number; version?: 0 | 1; moovLast?: boolean; largeMdat?: boolean; mediaBytes?: number; brand?: string }): Uint8Array {
  const moov = box("moov", concat(mvhd(options.timescale, options.duration, options.version ?? 0), box("trak", new Uint8Array(24))));
  const mdat = box("mdat", new Uint8Array(options.mediaBytes ?? 1000).fill(7), { large: options.largeMdat });
  return options.moovLast ? concat(ftyp(options.brand), mdat, moov) : concat(ftyp(options.brand), box("free", new Uint8Array(8)), moov, mdat);
}

/** A fragmented MP4: mvhd says 0, moov/mvex/mehd has the length. */
export function fragmentedMp4(timescale: number, fragmentDuration: number): Uint8Array {
  const mehd = box("mehd", concat(new Uint8Array([0, 0, 0, 0]), u32(fragmentDuration)));
  const moov = box("moov", concat(mvhd(timescale, 0), box("mvex", mehd)));
  return concat(ftyp("iso6"), moov, box("moof", new Uint8Array(16)), box("mdat", new Uint8Array(100)));
}

// ---- EBML ----

/** An EBML element: its id bytes (marker included) and a size written as an 8-byte vint. */
export function ebml(id: number[], body: Uint8Array, options: { unknownSize?: boolean } = {}): Uint8Array {
  const size = options.unknownSize ? new Uint8Array([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]) : concat(new Uint8Array([0x01, 0, 0]), (() => {
    const b = new Uint8Array(5);
    const n = body.length;
    b[0] = Math.floor(n / 2 ** 32) & 0xff;
    new DataView(b.buffer).setUint32(1, n >>> 0);
    return b;
  })());
  return concat(new Uint8Array(id), size, body);
}

const float = (value: number, bytes: 4 | 8) => {
  const b = new Uint8Array(bytes);
  if (bytes === 4) new DataView(b.buffer).setFloat32(0, value);
  else new DataView(b.buffer).setFloat64(0, value);
  return b;
};

/** A WebM: EBML header, Segment with SeekHead, Info (TimecodeScale, Duration) and a Cluster. */
export function webm(options: { durationTicks?: number; timecodeScale?: number; floatBytes?: 4 | 8; unknownSegmentSize?: boolean; infoAfterCluster?: boolean }): Uint8Array {
  const header = ebml([0x1a, 0x45, 0xdf, 0xa3], concat(ebml([0x42, 0x82], ascii("webm"))));
  const infoParts: Uint8Array[] = [];
  if (options.timecodeScale !== undefined) infoParts.push(ebml([0x2a, 0xd7, 0xb1], u32(options.timecodeScale)));
  infoParts.push(ebml([0x4d, 0x80], ascii("marquee-test")));
  if (options.durationTicks !== undefined) infoParts.push(ebml([0x44, 0x89], float(options.durationTicks, options.floatBytes ?? 8)));
  const info = ebml([0x15, 0x49, 0xa9, 0x66], concat(...infoParts));
  const seekHead = ebml([0x11, 0x4d, 0x9b, 0x74], new Uint8Array(20));
  const cluster = ebml([0x1f, 0x43, 0xb6, 0x75], new Uint8Array(500).fill(3));
  const children = options.infoAfterCluster ? concat(seekHead, cluster, info) : concat(seekHead, info, cluster);
  return concat(header, ebml([0x18, 0x53, 0x80, 0x67], children, { unknownSize: options.unknownSegmentSize }));
}

// ---- images and others ----

export const jpegBytes = () => concat(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16]), ascii("JFIF"), new Uint8Array(200).fill(1));
/** One PNG chunk: length, type, data and the CRC of type and data. */
const pngChunk = (type: string, data: Uint8Array) => concat(u32(data.length), ascii(type), data, u32(crc32(concat(ascii(type), data))));
/**
 * A real 16×9 PNG of one colour, which browsers decode: an upload made with it may be approved and
 * shown on the home page while another journey checks that every cover there loads.
 */
export const pngBytes = () => {
  const [width, height] = [16, 9];
  const header = concat(u32(width), u32(height), new Uint8Array([8, 2, 0, 0, 0]));
  const row = concat(new Uint8Array([0]), new Uint8Array(width * 3).map((_, i) => [0x5b, 0x4f, 0xd6][i % 3]!));
  const pixels = deflateSync(concat(...Array.from({ length: height }, () => row)));
  return concat(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk("IHDR", header), pngChunk("IDAT", pixels), pngChunk("IEND", new Uint8Array()));
};
export const webpBytes = () => concat(ascii("RIFF"), u32(200), ascii("WEBPVP8 "), new Uint8Array(200).fill(3));
export const textBytes = () => ascii("<html><script>alert(1)</script></html> this is not an image at all");
