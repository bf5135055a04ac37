import { shade } from "./colour";
import { flatKeyFrame, hexToYuv } from "./vp8";

/** A short portrait clip: the product colour slowly brightening and darkening again. */
const WIDTH = 240;
const HEIGHT = 320;
const FRAMES = 16;
const FRAME_MS = 200;

/** EBML variable-length size: the shortest form that fits. */
function vintSize(size: number): Buffer {
  for (let length = 1; length <= 8; length++) {
    if (size < 2 ** (7 * length) - 1) {
      const bytes = Buffer.alloc(length);
      let rest = size;
      for (let i = length - 1; i >= 0; i--) {
        bytes[i] = rest % 256;
        rest = Math.floor(rest / 256);
      }
      bytes[0] |= 1 << (8 - length);
      return bytes;
    }
  }
  throw new Error(`EBML size too large: ${size}`);
}

function element(id: number, payload: Buffer | Buffer[]): Buffer {
  const body = Array.isArray(payload) ? Buffer.concat(payload) : payload;
  return Buffer.concat([bigEndian(id), vintSize(body.length), body]);
}

/** The shortest big-endian bytes of a non-negative integer (element ids already carry their length marker). */
function bigEndian(value: number): Buffer {
  const bytes: number[] = [];
  let rest = value;
  do {
    bytes.unshift(rest % 256);
    rest = Math.floor(rest / 256);
  } while (rest > 0);
  return Buffer.from(bytes);
}

const uint = (id: number, value: number) => element(id, bigEndian(value));

const text = (id: number, value: string) => element(id, Buffer.from(value, "ascii"));

function float(id: number, value: number): Buffer {
  const bytes = Buffer.alloc(8);
  bytes.writeDoubleBE(value);
  return element(id, bytes);
}

/** A SimpleBlock of track 1: track number, relative timecode, key-frame flag, frame. */
function simpleBlock(timecode: number, frame: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head[0] = 0x81;
  head.writeInt16BE(timecode, 1);
  head[3] = 0x80;
  return element(0xa3, [head, frame]);
}

function encodeClip(colorHex: string): Buffer {
  const frames = Array.from({ length: FRAMES }, (_, index) => {
    const phase = Math.sin((2 * Math.PI * index) / FRAMES);
    return simpleBlock(index * FRAME_MS, flatKeyFrame(WIDTH, HEIGHT, hexToYuv(shade(colorHex, phase * 0.18))));
  });
  return Buffer.concat([
    element(0x1a45dfa3, [
      uint(0x4286, 1), // EBMLVersion
      uint(0x42f7, 1), // EBMLReadVersion
      uint(0x42f2, 4), // EBMLMaxIDLength
      uint(0x42f3, 8), // EBMLMaxSizeLength
      text(0x4282, "webm"), // DocType
      uint(0x4287, 2), // DocTypeVersion
      uint(0x4285, 2), // DocTypeReadVersion
    ]),
    element(0x18538067, [
      // Segment
      element(0x1549a966, [
        // Info
        uint(0x2ad7b1, 1_000_000), // TimecodeScale: milliseconds
        text(0x4d80, "LOVE STORE demo"), // MuxingApp
        text(0x5741, "LOVE STORE demo"), // WritingApp
        float(0x4489, FRAMES * FRAME_MS), // Duration
      ]),
      element(0x1654ae6b, [
        // Tracks
        element(0xae, [
          uint(0xd7, 1), // TrackNumber
          uint(0x73c5, 1), // TrackUID
          uint(0x83, 1), // TrackType: video
          uint(0x9c, 0), // FlagLacing
          text(0x86, "V_VP8"), // CodecID
          element(0xe0, [uint(0xb0, WIDTH), uint(0xba, HEIGHT)]), // Video: PixelWidth, PixelHeight
        ]),
      ]),
      element(0x1f43b675, [uint(0xe7, 0), ...frames]), // Cluster: Timecode, blocks
    ]),
  ]);
}

const clips = new Map<string, Buffer>();

/** The clip served for a product video, a few kilobytes, generated once per colour. */
export function productVideoWebm(colorHex: string): Buffer {
  let clip = clips.get(colorHex);
  if (!clip) {
    clip = encodeClip(colorHex);
    clips.set(colorHex, clip);
  }
  return clip;
}
