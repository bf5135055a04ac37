/**
 * The closest catalogue word to a misspelt query word, by edit distance (Levenshtein: a letter added, dropped or
 * replaced), over the catalogue's vocabulary. Pure: the vocabulary comes from search-correction.ts.
 */
import { stem } from "./search";

/** A word of the full-text index and how many products hold it. */
export type VocabularyWord = { word: string; products: number };

/** Words shorter than this are never corrected (too many words lie one letter away); longer ones are no words. */
export const CORRECTED_LENGTH = { min: 4, max: 24 } as const;

/** Letters a word of this length may be off by: one up to five letters, two from six. */
export function allowedEdits(length: number): number {
  if (length < CORRECTED_LENGTH.min || length > CORRECTED_LENGTH.max) return 0;
  return length < 6 ? 1 : 2;
}

/** Whether a folded query token may be corrected at all: letters only, of a correctable length. */
export const isCorrectable = (token: string): boolean => /^\p{L}+$/u.test(token) && allowedEdits(token.length) > 0;

/**
 * The edit distances of `a` to every prefix of `b` (index j: to its first j letters), or null as soon as no prefix
 * can come within `max` (every cell of a row above it): the cost stays bounded by the two lengths.
 */
export function prefixDistances(a: string, b: string, max: number): number[] | null {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) {
      const replace = row[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1);
      next.push(Math.min(replace, row[j] + 1, next[j - 1] + 1));
    }
    if (Math.min(...next) > max) return null;
    row = next;
  }
  return row;
}

type Candidate = { text: string; edits: number; wholeWord: number; products: number; word: string };

/**
 * How `token` (folded, unknown to the index) may be read as `entry`: as the whole word (`плаье` → `платье`), or else
 * its stem as the start of the word with the token's own ending kept (`чорное` → `черн`+`ое`: the shopper's word
 * form). Null when more than `allowedEdits` letters away.
 */
function candidate(token: string, base: string, entry: VocabularyWord): Candidate | null {
  const max = allowedEdits(token.length);
  const { word } = entry;
  const whole = prefixDistances(token, word, max)?.[word.length] ?? Infinity;
  const ending = token.slice(base.length);
  const prefixes = prefixDistances(base, word, max);
  let stemEdits = Infinity;
  let prefixLength = 0;
  // The longest prefix wins a tie: `плаь` is nearer `плать` (платье) than `плат`.
  for (let j = Math.max(3, base.length - max); prefixes && j <= word.length; j++) {
    if (prefixes[j] <= stemEdits) [stemEdits, prefixLength] = [prefixes[j], j];
  }
  const edits = Math.min(whole, stemEdits);
  if (edits > max) return null;
  const text = whole <= max || !ending ? word : word.slice(0, prefixLength) + ending;
  return { text, edits, wholeWord: whole, products: entry.products, word };
}

/** Fewer edits first, then the nearer whole word, then the word more products hold, then the alphabet. */
function better(a: Candidate, b: Candidate): boolean {
  if (a.edits !== b.edits) return a.edits < b.edits;
  if (a.wholeWord !== b.wholeWord) return a.wholeWord < b.wholeWord;
  if (a.products !== b.products) return a.products > b.products;
  return a.word < b.word;
}

/** The correction of an unknown, correctable token: the nearest reading over the vocabulary, or null. */
export function closestWord(token: string, vocabulary: readonly VocabularyWord[]): string | null {
  if (!isCorrectable(token)) return null;
  const max = allowedEdits(token.length);
  const base = stem(token);
  let best: Candidate | null = null;
  for (const entry of vocabulary) {
    // A word much shorter than the token's stem can be neither it nor start it.
    if (entry.word.length < base.length - max) continue;
    const found = candidate(token, base, entry);
    if (found && (!best || better(found, best))) best = found;
  }
  return best?.text ?? null;
}
