import type { Suggest } from "~/contract/product";
/** Suggestions start at this many characters (as the city search of spec §9). */
export const SUGGEST_MIN_LENGTH = 2;
/** Typing pause before suggestions are asked for. */
export const SUGGEST_DEBOUNCE_MS = 250;
/** Longest search query kept. */
export const QUERY_MAX_LENGTH = 100;

/** Whitespace collapsed and trimmed, at most QUERY_MAX_LENGTH characters (trimmed again after the cut). */
export function normalizeSearchQuery(value: string | null | undefined): string {
  return (value ?? "").replace(/\s+/g, " ").trim().slice(0, QUERY_MAX_LENGTH).trim();
}

/**
 * What `GET /search/suggest/?q=` answers: the query it answers for, and its suggestions; `shownFor` when they are
 * those of the query switched to the other keyboard layout (the query as typed suggested nothing).
 */
export type SuggestReply = Suggest & { q: string; shownFor?: string };
