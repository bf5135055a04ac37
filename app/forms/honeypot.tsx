import type { PostedForm } from "./reply";

/** remix-utils' default name of the honeypot input. */
export const HONEYPOT_FIELD = "name__confirm";

/**
 * The honeypot of a public form: a hidden input people never see and bots fill in — remix-utils' markup without its
 * provider (no randomised name, no encrypted timestamp), so a publicly cached page is the same for every visitor, and
 * with `autocomplete="off"` where remix-utils writes "nope", which the Nu Html Checker refuses (not an autofill
 * name); browsers autofill no `display: none` field either way. (The server half of remix-utils needs crypto-js,
 * which this project does not install; `isSpam` is the check it would make on such an input.)
 */
export function HoneypotField() {
  return (
    <div id={`${HONEYPOT_FIELD}_wrap`} style={{ display: "none" }} aria-hidden="true">
      <label htmlFor={HONEYPOT_FIELD}>Оставьте это поле пустым</label>
      <input id={HONEYPOT_FIELD} name={HONEYPOT_FIELD} type="text" defaultValue="" autoComplete="off" tabIndex={-1} />
    </div>
  );
}

/** A bot filled in the honeypot: the submission is to be answered as if accepted and dropped. */
export function isSpam(form: PostedForm): boolean {
  const value = form[HONEYPOT_FIELD];
  return value !== undefined && value !== "";
}
