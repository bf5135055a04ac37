/**
 * A query typed with the wrong keyboard layout («gkfnmt» for «платье», «ызщ» for «spa»): each key read in the other
 * layout of a Russian ЙЦУКЕН / English QWERTY keyboard. Searches that find nothing retry with the switched query.
 */
const LATIN = "`qwertyuiop[]asdfghjkl;'zxcvbnm,.";
const CYRILLIC = "ёйцукенгшщзхъфывапролджэячсмитьбю";

const TO_CYRILLIC = new Map([...LATIN].map((key, i) => [key, CYRILLIC[i]]));
const TO_LATIN = new Map([...CYRILLIC].map((key, i) => [key, LATIN[i]]));

/**
 * The query as if typed in the other layout: Latin letters (and the punctuation keys that carry Russian letters)
 * become Cyrillic, unless the query holds Cyrillic letters, which then become Latin. Letter case is kept. Null when
 * nothing would change (no letters of the switched layout).
 */
export function switchKeyboardLayout(query: string): string | null {
  const toLatin = /[а-яё]/i.test(query);
  // Punctuation keys count only when the query also has Latin letters ("платье, юбка" stays as typed).
  if (!toLatin && !/[a-z]/i.test(query)) return null;
  const map = toLatin ? TO_LATIN : TO_CYRILLIC;
  let switched = "";
  for (const char of query) {
    const lower = char.toLowerCase();
    const key = map.get(lower);
    switched += key === undefined ? char : char === lower ? key : key.toUpperCase();
  }
  return switched === query ? null : switched;
}
