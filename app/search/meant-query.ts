import { switchKeyboardLayout } from "~/search/keyboard-layout";

/** What an answer to a query found: anything at all, and the upstream's corrected query when it corrected a typo. */
export type Found = { found: boolean; correctedQuery?: string };

/** The answer to show, and why it is not simply the query's: the other keyboard layout's, or a corrected typo's. */
export type MeantAnswer<T> = { answer: T; shownFor?: string; correctedQuery?: string };

/**
 * The answer for what the shopper meant. The query as typed comes first; when it finds nothing, or the upstream
 * found something only by correcting a Latin-typed query, the query switched to the other keyboard layout
 * («gkfnmt» → «платье») is asked too and wins when it finds something exactly (or the query found nothing at all).
 * A typo the upstream corrected stays the query's own answer, with its `correctedQuery`.
 */
export async function meantQuery<T>(
  q: string,
  ask: (text: string) => Promise<T>,
  read: (answer: T) => Found,
): Promise<MeantAnswer<T>> {
  const answer = await ask(q);
  const own = read(answer);
  const corrected = own.found ? own.correctedQuery : undefined;
  const switched = !own.found || (corrected && !/[а-яё]/i.test(q)) ? switchKeyboardLayout(q) : null;
  if (switched) {
    const retry = await ask(switched);
    const other = read(retry);
    if (other.found && (!own.found || !other.correctedQuery))
      return { answer: retry, shownFor: other.correctedQuery ?? switched };
  }
  return { answer, ...(corrected && { correctedQuery: corrected }) };
}
