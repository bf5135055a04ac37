import type Database from "better-sqlite3";
import { closestWord, isCorrectable, type VocabularyWord } from "./spelling";
import { ftsExpression, searchTokens, stem } from "./search";

/** The most frequent words kept for corrections (the seed's catalogue has a few hundred). */
const VOCABULARY_LIMIT = 5_000;
/** A query with more unknown words than this is not a misspelling to correct. */
const MAX_CORRECTED_WORDS = 3;

/** What a search runs: the words every match must start, and the corrected query when a word had to be corrected. */
export type SearchPlan = { words: string[]; correctedQuery?: string };

/**
 * Search that forgives typos. A query word that starts no word of the catalogue (`плаье`, `платте`, `платьев`) is
 * replaced by the closest catalogue word within one or two letters (spelling.ts); a word that starts one is never
 * touched, so a query that finds something exactly is searched as typed. The vocabulary — the letter-only words of
 * the full-text index with their product counts — is read once per connection (the catalogue does not change while
 * the upstream runs), through FTS5's `fts5vocab` over the index.
 */
export function createSearchCorrection(db: Database.Database) {
  const startsAWord = db
    .prepare<[string], number>("SELECT rowid FROM product_search WHERE product_search MATCH ? LIMIT 1")
    .pluck();
  let vocabulary: { byFrequency: VocabularyWord[]; sorted: string[] } | undefined;

  const loadVocabulary = () => {
    db.exec("CREATE VIRTUAL TABLE IF NOT EXISTS temp.product_search_terms USING fts5vocab(main, product_search, row)");
    const rows = db
      .prepare<[], VocabularyWord>(
        "SELECT term AS word, doc AS products FROM temp.product_search_terms WHERE term NOT GLOB '*[0-9]*'",
      )
      .all()
      .filter((row) => /^\p{L}+$/u.test(row.word))
      .sort((a, b) => b.products - a.products || (a.word < b.word ? -1 : 1))
      .slice(0, VOCABULARY_LIMIT);
    return { byFrequency: rows, sorted: rows.map((row) => row.word).sort() };
  };
  const vocabularyWords = () => (vocabulary ??= loadVocabulary());

  /** Whether some word of the index starts with `word`: the vocabulary first, the index itself to be sure. */
  const known = (word: string): boolean => {
    const { sorted } = vocabularyWords();
    let [low, high] = [0, sorted.length];
    while (low < high) {
      const middle = (low + high) >> 1;
      if (sorted[middle] < word) low = middle + 1;
      else high = middle;
    }
    return sorted[low]?.startsWith(word) === true || startsAWord.get(ftsExpression([word])) !== undefined;
  };

  return {
    /** The search words of `query`, corrected where a word is unknown and has a close catalogue word. */
    plan(query: string): SearchPlan {
      const tokens = searchTokens(query);
      const words = tokens.map(stem);
      const unknown = tokens.map((token, i) => isCorrectable(token) && !known(words[i]));
      const count = unknown.filter(Boolean).length;
      if (count === 0 || count > MAX_CORRECTED_WORDS) return { words };
      const corrected = tokens.map((token, i) =>
        unknown[i] ? closestWord(token, vocabularyWords().byFrequency) : token,
      );
      if (corrected.some((token) => token === null)) return { words };
      const correctedQuery = corrected.join(" ");
      return { words: tokens.map((_, i) => stem(corrected[i]!)), correctedQuery };
    },
  };
}

export type SearchCorrection = ReturnType<typeof createSearchCorrection>;
