import { useEffect, type RefObject } from "react";

/** After a reply with errors, focus moves to the first invalid control of the form (keyboard and screen-reader users land on it). */
export function useFocusFirstError(form: RefObject<HTMLFormElement>, reply: unknown) {
  useEffect(() => {
    if (!reply) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, reply]);
}
