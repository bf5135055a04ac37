/**
 * A minimal VP8 key-frame encoder (RFC 6386) for flat-colour frames: the top-left macroblock carries
 * DC-only residuals at quantizer index 0, every other macroblock is skipped and takes the same colour
 * through DC prediction from its neighbours.
 */

/** Boolean entropy encoder of RFC 6386 §7.3. */
class BoolEncoder {
  private readonly bytes: number[] = [];
  private range = 255;
  private bottom = 0; // an unsigned 32-bit value
  private bitCount = 24;

  private propagateCarry(): void {
    let index = this.bytes.length - 1;
    while (index >= 0 && this.bytes[index] === 255) this.bytes[index--] = 0;
    if (index >= 0) this.bytes[index]++;
  }

  bool(probability: number, value: boolean | number): void {
    const split = 1 + (((this.range - 1) * probability) >> 8);
    if (value) {
      this.bottom += split;
      this.range -= split;
    } else {
      this.range = split;
    }
    while (this.range < 128) {
      this.range <<= 1;
      if (this.bottom >= 0x80000000) this.propagateCarry();
      this.bottom = (this.bottom * 2) % 0x100000000;
      if (--this.bitCount === 0) {
        this.bytes.push(Math.floor(this.bottom / 0x1000000));
        this.bottom %= 0x1000000;
        this.bitCount = 8;
      }
    }
  }

  /** An unsigned literal, most significant bit first, each bit at probability 128. */
  literal(value: number, bits: number): void {
    for (let bit = bits - 1; bit >= 0; bit--) this.bool(128, (value >> bit) & 1);
  }

  finish(): Buffer {
    for (let i = 0; i < 32; i++) this.bool(128, 0);
    return Buffer.from(this.bytes);
  }
}

/**
 * Probabilities of the coefficient-probability update flags (RFC 6386 §13.4), [type][band][context],
 * each row's trailing 255s left out. A frame must code every flag (all "no update" here).
 */
const COEF_UPDATE_PROBS: number[][][][] = [
  [
    [[], [], []],
    [
      [176, 246],
      [223, 241, 252],
      [249, 253, 253],
    ],
    [[255, 244, 252], [234, 254, 254], [253]],
    [
      [255, 246, 254],
      [239, 253, 254],
      [254, 255, 254],
    ],
    [[255, 248, 254], [251, 255, 254], []],
    [
      [255, 253, 254],
      [251, 254, 254],
      [254, 255, 254],
    ],
    [[255, 254, 253, 255, 254], [250, 255, 254, 255, 254], [254]],
    [[], [], []],
  ],
  [
    [[217], [225, 252, 241, 253, 255, 255, 254], [234, 250, 241, 250, 253, 255, 253, 254]],
    [
      [255, 254],
      [223, 254, 254],
      [238, 253, 254, 254],
    ],
    [[255, 248, 254], [249, 254], []],
    [[255, 253], [247, 254], []],
    [[255, 253, 254], [252], []],
    [[255, 254, 254], [253], []],
    [[255, 254, 253], [250], [254]],
    [[], [], []],
  ],
  [
    [
      [186, 251, 250],
      [234, 251, 244, 254],
      [251, 251, 243, 253, 254, 255, 254],
    ],
    [
      [255, 253, 254],
      [236, 253, 254],
      [251, 253, 253, 254, 254],
    ],
    [[255, 254, 254], [254, 254, 254], []],
    [[255, 254], [254, 254], [254]],
    [[], [254], []],
    [[], [], []],
    [[], [], []],
    [[], [], []],
  ],
  [
    [[248], [250, 254, 252, 254], [248, 254, 249, 253]],
    [
      [255, 253, 253],
      [246, 253, 253],
      [252, 254, 251, 254, 254],
    ],
    [
      [255, 254, 252],
      [248, 254, 253],
      [253, 255, 254, 254],
    ],
    [
      [255, 251, 254],
      [245, 251, 254],
      [253, 253, 254],
    ],
    [
      [255, 251, 253],
      [252, 253, 254],
      [255, 254],
    ],
    [
      [255, 252],
      [249, 255, 254],
      [255, 255, 254],
    ],
    [[255, 255, 253], [250], []],
    [[], [254], []],
  ],
];

/** The default token probabilities (RFC 6386 §13.5) of the few contexts these frames use. */
const TOKEN_PROBS = {
  /** Y2 (type 1), band 0, context 0: the DC of the top-left macroblock. */
  y2Dc: [198, 35, 237, 223, 193, 187, 162, 160, 145, 155, 62],
  /** Y2, band 1, EOB node, by context (1: previous token was ±1, 2: larger). */
  y2EobAfterDc: [1, 184, 81],
  /** Y after Y2 (type 0), band 1, context 0, EOB node. */
  yEob: 253,
  /** Chroma (type 2), band 0, by context (how many of the left and above blocks had coefficients). */
  uvDc: [
    [253, 9, 248, 251, 207, 208, 255, 192, 128, 128, 128],
    [175, 13, 224, 243, 193, 185, 249, 198, 255, 255, 128],
    [73, 17, 171, 221, 161, 179, 236, 167, 255, 234, 128],
  ],
  /** Chroma, band 1, EOB node, by context. */
  uvEobAfterDc: [1, 239, 155],
};

/** DCT value categories: [smallest value, extra-bit probabilities, most significant first]. */
const CATEGORIES: [number, number[]][] = [
  [5, [159]],
  [7, [165, 145]],
  [11, [173, 148, 140]],
  [19, [176, 155, 140, 135]],
  [35, [180, 157, 141, 134, 130]],
  [67, [254, 254, 243, 230, 196, 177, 153, 140, 133, 130, 129]],
];

/** Codes a non-zero coefficient through the token tree (RFC 6386 §13.2), then its sign. */
function writeToken(encoder: BoolEncoder, probs: number[], value: number): void {
  const magnitude = Math.abs(value);
  encoder.bool(probs[0], 1); // not end of block
  encoder.bool(probs[1], 1); // not zero
  if (magnitude === 1) {
    encoder.bool(probs[2], 0);
  } else {
    encoder.bool(probs[2], 1);
    if (magnitude <= 4) {
      encoder.bool(probs[3], 0);
      if (magnitude === 2) encoder.bool(probs[4], 0);
      else {
        encoder.bool(probs[4], 1);
        encoder.bool(probs[5], magnitude === 4 ? 1 : 0);
      }
    } else {
      const category = CATEGORIES.findLastIndex(([min]) => magnitude >= min);
      encoder.bool(probs[3], 1);
      if (category < 2) {
        encoder.bool(probs[6], 0);
        encoder.bool(probs[7], category);
      } else {
        encoder.bool(probs[6], 1);
        if (category < 4) {
          encoder.bool(probs[8], 0);
          encoder.bool(probs[9], category - 2);
        } else {
          encoder.bool(probs[8], 1);
          encoder.bool(probs[10], category - 4);
        }
      }
      const [min, extraProbs] = CATEGORIES[category];
      extraProbs.forEach((probability, index) =>
        encoder.bool(probability, ((magnitude - min) >> (extraProbs.length - 1 - index)) & 1),
      );
    }
  }
  encoder.bool(128, value < 0 ? 1 : 0);
}

export type Yuv = { y: number; u: number; v: number };

const clampByte = (value: number) => Math.max(0, Math.min(255, Math.round(value)));

/**
 * One key frame of a single colour. With quantizer index 0 the Y2 DC step is 8 and the chroma DC step 4,
 * so a Y2 DC of 8·(Y−128) and chroma DCs of 2·(U−128) reproduce the colour exactly over the 128 prediction.
 */
export function flatKeyFrame(width: number, height: number, colour: Yuv): Buffer {
  const header = new BoolEncoder();
  header.literal(0, 1); // colour space
  header.literal(0, 1); // clamping required
  header.literal(0, 1); // no segmentation
  header.literal(0, 1); // normal loop filter
  header.literal(0, 6); // loop filter level 0: off
  header.literal(0, 3); // sharpness
  header.literal(0, 1); // no loop-filter deltas
  header.literal(0, 2); // one token partition
  header.literal(0, 7); // quantizer index 0
  header.literal(0, 5); // no quantizer deltas
  header.literal(0, 1); // keep the default probabilities after this frame
  for (const type of COEF_UPDATE_PROBS) {
    for (const band of type)
      for (const context of band) for (let node = 0; node < 11; node++) header.bool(context[node] ?? 255, 0);
  }
  header.literal(1, 1); // macroblocks may be skipped
  const probSkipFalse = 1;
  header.literal(probSkipFalse, 8);

  const columns = Math.ceil(width / 16);
  const rows = Math.ceil(height / 16);
  for (let index = 0; index < columns * rows; index++) {
    header.bool(probSkipFalse, index === 0 ? 0 : 1); // only the first macroblock has coefficients
    header.bool(145, 1); // luma mode: not B_PRED
    header.bool(156, 0);
    header.bool(163, 0); // DC_PRED
    header.bool(142, 0); // chroma mode: DC_PRED
  }

  const tokens = new BoolEncoder();
  const y2 = 8 * (clampByte(colour.y) - 128);
  if (y2 === 0) tokens.bool(TOKEN_PROBS.y2Dc[0], 0);
  else {
    writeToken(tokens, TOKEN_PROBS.y2Dc, y2);
    tokens.bool(TOKEN_PROBS.y2EobAfterDc[Math.abs(y2) === 1 ? 1 : 2], 0);
  }
  for (let block = 0; block < 16; block++) tokens.bool(TOKEN_PROBS.yEob, 0); // luma blocks: DC comes from Y2
  for (const plane of [colour.u, colour.v]) {
    const dc = 2 * (clampByte(plane) - 128);
    // 2×2 blocks in raster order; context = left block coded + above block coded.
    const coded = [false, false, false, false];
    for (let block = 0; block < 4; block++) {
      const left = block % 2 === 1 && coded[block - 1] ? 1 : 0;
      const above = block >= 2 && coded[block - 2] ? 1 : 0;
      const probs = TOKEN_PROBS.uvDc[left + above];
      if (dc === 0) tokens.bool(probs[0], 0);
      else {
        writeToken(tokens, probs, dc);
        tokens.bool(TOKEN_PROBS.uvEobAfterDc[Math.abs(dc) === 1 ? 1 : 2], 0);
        coded[block] = true;
      }
    }
  }

  const first = header.finish();
  const second = tokens.finish();
  const frame = Buffer.alloc(10 + first.length + second.length);
  const tag = (first.length << 5) | (1 << 4); // key frame (bit 0 clear), version 0, shown
  frame.writeUIntLE(tag, 0, 3);
  frame.set([0x9d, 0x01, 0x2a], 3);
  frame.writeUInt16LE(width, 6);
  frame.writeUInt16LE(height, 8);
  first.copy(frame, 10);
  second.copy(frame, 10 + first.length);
  return frame;
}

/** sRGB hex → BT.601 limited-range YUV. */
export function hexToYuv(hex: string): Yuv {
  const value = Number.parseInt(hex.replace("#", ""), 16);
  const [r, g, b] = [(value >> 16) & 255, (value >> 8) & 255, value & 255];
  return {
    y: 16 + 0.257 * r + 0.504 * g + 0.098 * b,
    u: 128 - 0.148 * r - 0.291 * g + 0.439 * b,
    v: 128 + 0.439 * r - 0.368 * g - 0.071 * b,
  };
}
