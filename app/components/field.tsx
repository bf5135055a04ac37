import type { ReactNode } from "react";

/** A labelled field with its error next to it (linked for screen readers). */
export function Field({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {error && (
        <p className="field-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

export const invalid = (id: string, error?: string) => ({ "aria-invalid": Boolean(error), "aria-describedby": error ? `${id}-error` : undefined });

/** A group of radio buttons in a fieldset with a legend and its error. */
export function Choice({ legend, error, children, id }: { legend: string; error?: string; children: ReactNode; id: string }) {
  return (
    <fieldset className="choice" aria-describedby={error ? `${id}-error` : undefined} id={id}>
      <legend>{legend}</legend>
      {children}
      {error && (
        <p className="field-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
