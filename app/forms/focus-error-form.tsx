import { Form, type FormProps } from "@remix-run/react";
import { useRef } from "react";
import { QuietFieldErrors } from "./field";
import { useFocusFirstError } from "./use-focus-error";

/**
 * A `<Form method="post">` (a plain post without JavaScript, a Remix submission with it) that, after a `reply`
 * with errors, moves focus to its first invalid control; that control reads its error out, so the field
 * errors are no alerts of their own.
 */
export function FocusErrorForm({ reply, children, ...props }: Omit<FormProps, "method" | "ref"> & { reply: unknown }) {
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, reply);
  return (
    <Form method="post" ref={form} {...props}>
      <QuietFieldErrors>{children}</QuietFieldErrors>
    </Form>
  );
}
