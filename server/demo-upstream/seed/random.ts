import { hashSeed } from "../hash";

/** Deterministic pseudo-random numbers for the seed (mulberry32), so every fresh database is identical. */
export type Random = {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks with the given relative weights. */
  weighted<T>(items: readonly { value: T; weight: number }[]): T;
  /** `count` distinct items in random order (count is clamped to the list length). */
  sample<T>(items: readonly T[], count: number): T[];
};

export function createRandom(seed: string): Random {
  let state = hashSeed(seed);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick: (items) => items[Math.floor(next() * items.length)],
    weighted: (items) => {
      const total = items.reduce((sum, item) => sum + item.weight, 0);
      let roll = next() * total;
      for (const item of items) {
        roll -= item.weight;
        if (roll < 0) return item.value;
      }
      return items[items.length - 1].value;
    },
    sample: (items, count) => {
      const copy = items.slice();
      const size = Math.min(count, copy.length);
      for (let i = 0; i < size; i++) {
        const j = int(i, copy.length - 1);
        [copy[i], copy[j]] = [copy[j], copy[i]];
      }
      return copy.slice(0, size);
    },
  };
}
