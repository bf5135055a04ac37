/** A fragment a form may return to: an element id of the store's own spelling (`product-139`), nothing else. */
const FRAGMENT = /^[A-Za-z][\w-]{0,63}$/;

/**
 * A same-site path to go to after a form post or login; anything else (absolute URLs,
 * protocol-relative `//host`, backslash tricks, control characters) falls back. A fragment naming an element
 * (`/catalog/odezhda/#product-139`: back to that card) is kept; any other fragment is dropped.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof to !== "string") return fallback;
  const hash = to.indexOf("#");
  const path = hash === -1 ? to : to.slice(0, hash);
  if (!path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\")) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
  if (/[\u0000-\u001f\u007f\\]/.test(path)) return fallback;
  const fragment = hash === -1 ? "" : to.slice(hash + 1);
  // A Location header holds ASCII only: raw non-ASCII (only a hand-made request sends it) is percent-encoded.
  try {
    const safe = encodeURI(decodeURI(path));
    return FRAGMENT.test(fragment) ? `${safe}#${fragment}` : safe;
  } catch {
    return fallback;
  }
}
