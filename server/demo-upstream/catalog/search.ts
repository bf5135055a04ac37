/**
 * Search text handling shared by the full-text index (seed/products.ts fills `product_search`) and the queries:
 * case folded, ё folded to е, split into letter/digit tokens; every query token matches as a prefix, and Russian
 * words lose a typical ending first, so `платья`, `юбку`, `чёрное` find `Платье`, `Юбка`, `Чёрный`.
 */

const MAX_WORDS = 8;
const TOKEN_SPLIT = /[^\p{L}\p{N}\p{M}]+/u;
/** Adjective endings, then single letters, that a Russian word may drop before prefix matching. */
const ADJECTIVE_ENDINGS = ["ого", "его", "ый", "ий", "ой", "ая", "яя", "ое", "ее", "ые", "ие", "ую", "юю"];
const LETTER_ENDINGS = /[аеиоуыэюяьй]$/;

export function foldText(text: string): string {
  return text.toLowerCase().replace(/ё/g, "е");
}

/** Drops a typical ending of a Cyrillic word, keeping at least three letters. */
export function stem(token: string): string {
  if (!/^[а-я]+$/.test(token)) return token;
  for (const ending of ADJECTIVE_ENDINGS) {
    if (token.endsWith(ending) && token.length - ending.length >= 3) return token.slice(0, -ending.length);
  }
  return LETTER_ENDINGS.test(token) && token.length >= 4 ? token.slice(0, -1) : token;
}

/** The query's tokens, folded, at most eight (empty when it has no letters or digits). */
export function searchTokens(query: string): string[] {
  return foldText(query)
    .split(TOKEN_SPLIT)
    .filter((token) => /[\p{L}\p{N}]/u.test(token))
    .slice(0, MAX_WORDS);
}

/** The query's tokens, folded and stemmed: the words every match must start. */
export function searchWords(query: string): string[] {
  return searchTokens(query).map(stem);
}

/** An FTS5 expression: every token as a quoted prefix term (tokens hold only letters and digits), all required. */
export function ftsExpression(words: string[]): string {
  return words.map((word) => `"${word}"*`).join(" ");
}

/** Whether every query word starts some word of `text`. */
export function matchesSearchWords(text: string, words: string[]): boolean {
  const tokens = foldText(text).split(TOKEN_SPLIT).filter(Boolean);
  return words.every((word) => tokens.some((token) => token.startsWith(word)));
}
