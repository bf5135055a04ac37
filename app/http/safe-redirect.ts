/**
 * A same-site path to go to after a form post or login; anything else (absolute URLs,
 * protocol-relative `//host`, backslash tricks, control characters) falls back.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
  if (/[\u0000-\u001f\u007f\\]/.test(to)) return fallback;
  // A Location header holds ASCII only: raw non-ASCII (only a hand-made request sends it) is percent-encoded.
  try {
    return encodeURI(decodeURI(to));
  } catch {
    return fallback;
  }
}
