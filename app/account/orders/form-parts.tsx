import type { ReactNode } from "react";

/** The message under a field; its id is what the input's aria-describedby points at. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p className="field-error" id={id} role="alert">
      {message}
    </p>
  );
}

/** A form-level message (an upstream refusal that belongs to no single field). */
export function FormError({ id, message, children }: { id: string; message?: string; children?: ReactNode }) {
  if (!message) return null;
  return (
    <div className="form-error" id={id} role="alert">
      <p>{message}</p>
      {children}
    </div>
  );
}

/** aria attributes of an input that may have an error message. */
export function describedBy(id: string, error?: string) {
  return { "aria-invalid": error ? true : undefined, "aria-describedby": error ? `${id}-error` : undefined } as const;
}
