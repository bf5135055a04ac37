import { describe, expect, it } from "vitest";
import { readProductClips } from "../../../server/demo-upstream/media/product-clips";
import { COLOURS } from "../../../server/demo-upstream/seed/catalog-vocabulary";

type Element = { id: number; data: Buffer };

/** An EBML variable-length integer at `at`: an element id keeps its length marker, a size drops it. */
function vint(bytes: Buffer, at: number, keepMarker: boolean): { value: number; length: number } {
  const length = Math.clz32(bytes[at]) - 23;
  if (length < 1 || length > 8) throw new Error(`bad EBML vint at ${at}`);
  let value = keepMarker ? bytes[at] : bytes[at] & (0xff >> length);
  for (let i = 1; i < length; i++) value = value * 256 + bytes[at + i];
  return { value, length };
}

/** The elements that exactly fill `bytes`; throws when one runs past the end. */
function elements(bytes: Buffer): Element[] {
  const found: Element[] = [];
  for (let at = 0; at < bytes.length;) {
    const id = vint(bytes, at, true);
    const size = vint(bytes, at + id.length, false);
    const start = at + id.length + size.length;
    if (start + size.value > bytes.length) throw new Error(`element ${id.value.toString(16)} runs past its parent`);
    found.push({ id: id.value, data: bytes.subarray(start, start + size.value) });
    at = start + size.value;
  }
  return found;
}

const child = (parent: Element, id: number): Element => {
  const match = elements(parent.data).find((element) => element.id === id);
  if (!match) throw new Error(`no element ${id.toString(16)}`);
  return match;
};

describe("the committed product clips", () => {
  const clips = readProductClips();

  it("has a clip for every catalogue colour the seed gives products", () => {
    expect([...clips.keys()].sort()).toEqual(COLOURS.map((colour) => colour.hex).sort());
  });

  it.each([...clips])("%s is a small VP8 WebM of 240×320 with its frames", (_, clip) => {
    expect(clip.length).toBeLessThan(10_000);
    const [header, segment, ...rest] = elements(clip);
    expect([header.id, segment.id, rest.length]).toEqual([0x1a45dfa3, 0x18538067, 0]);
    expect(child(header, 0x4282).data.toString("ascii")).toBe("webm");
    const track = child(child(segment, 0x1654ae6b), 0xae);
    expect(child(track, 0x86).data.toString("ascii")).toBe("V_VP8");
    const video = child(track, 0xe0);
    expect([child(video, 0xb0).data.readUIntBE(0, 1), child(video, 0xba).data.readUIntBE(0, 2)]).toEqual([240, 320]);
    const blocks = elements(child(segment, 0x1f43b675).data).filter((element) => element.id === 0xa3);
    expect(blocks.length).toBeGreaterThan(1);
    // Each SimpleBlock carries a VP8 key frame: its start code follows the 4-byte block head and 3-byte frame tag.
    for (const block of blocks) expect([...block.data.subarray(7, 10)]).toEqual([0x9d, 0x01, 0x2a]);
  });
});
