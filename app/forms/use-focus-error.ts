import { useEffect, type RefObject } from "react";

/**
 * The first control with an error, in page order: an invalid control, or the first enabled control of a group
 * (a fieldset of radios) that shows an error of its own.
 */
const FIRST_ERROR =
  '[aria-invalid="true"], fieldset:has(> .field-error) :is(input, select, textarea, button):not([type="hidden"]):not(:disabled)';

/**
 * After a reply with errors, focus moves to the first faulty control of the form (keyboard and screen-reader users
 * land on it). Runs after the reply is rendered (the errors are in the page by then); a reply without errors moves
 * nothing. `reply` is the form's reply, or its field errors.
 */
export function useFocusFirstError(form: RefObject<HTMLFormElement>, reply: unknown) {
  useEffect(() => {
    if (!hasErrors(reply)) return;
    const target = form.current?.querySelector<HTMLElement>(FIRST_ERROR);
    target?.focus();
  }, [form, reply]);
}

function hasErrors(reply: unknown): boolean {
  if (!reply || typeof reply !== "object") return false;
  const { fieldErrors, formError } = reply as {
    fieldErrors?: object;
    formError?: unknown;
  };
  if (fieldErrors !== undefined || formError !== undefined)
    return Boolean(formError) || Object.keys(fieldErrors ?? {}).length > 0;
  return Object.keys(reply).length > 0;
}
