import { HoneypotInputs } from "remix-utils/honeypot/react";
import type { PostedForm } from "./reply";

/** remix-utils' default name of the honeypot input. */
export const HONEYPOT_FIELD = "name__confirm";

/**
 * The honeypot of a public form (remix-utils): a hidden input people never see and bots fill in. It is rendered
 * without remix-utils' provider — no randomised name and no encrypted timestamp — so a publicly cached page is the
 * same for every visitor. (The server half of remix-utils needs crypto-js, which this project does not install;
 * `isSpam` is the check it would make on such an input.)
 */
export function HoneypotField() {
  return <HoneypotInputs label="Оставьте это поле пустым" />;
}

/** A bot filled in the honeypot: the submission is to be answered as if accepted and dropped. */
export function isSpam(form: PostedForm): boolean {
  const value = form[HONEYPOT_FIELD];
  return value !== undefined && value !== "";
}
