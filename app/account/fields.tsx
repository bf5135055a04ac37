import type { ReactNode } from "react";
import { describedBy } from "./form-reply";

type Common = { id: string; name: string; label: string; error?: string; hint?: string };

/** The message under a control; the control points to it with aria-describedby. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p className="field-error" id={`${id}-error`}>
      {error}
    </p>
  );
}

function Hint({ id, hint }: { id: string; hint?: string }) {
  return hint ? (
    <p className="field-hint" id={`${id}-hint`}>
      {hint}
    </p>
  ) : null;
}

/** Invalid state and descriptions of a control. */
export function ariaFor(id: string, error?: string, hint?: string) {
  return { "aria-invalid": error ? true : undefined, "aria-describedby": describedBy(id, { error, hint: Boolean(hint) }) };
}

/** A labelled field around any control (masked inputs bring their own). */
export function Field({ id, label, error, hint, required, children }: Omit<Common, "name"> & { required?: boolean; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children}
      <Hint id={id} hint={hint} />
      <FieldError id={id} error={error} />
    </div>
  );
}

type TextProps = Common & {
  defaultValue?: string;
  type?: "text" | "email" | "tel";
  autoComplete?: string;
  required?: boolean;
  maxLength?: number;
  inputMode?: "text" | "numeric" | "email" | "tel";
};

export function TextField({ id, name, label, error, hint, defaultValue, type = "text", autoComplete, required, maxLength, inputMode }: TextProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint} required={required}>
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={defaultValue}
        autoComplete={autoComplete}
        required={required}
        maxLength={maxLength}
        inputMode={inputMode}
        {...ariaFor(id, error, hint)}
      />
    </Field>
  );
}

export function TextAreaField({ id, name, label, error, hint, defaultValue, maxLength }: Common & { defaultValue?: string; maxLength?: number }) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <textarea id={id} name={name} defaultValue={defaultValue} maxLength={maxLength} rows={3} {...ariaFor(id, error, hint)} />
    </Field>
  );
}

export function SelectField({
  id,
  name,
  label,
  error,
  hint,
  defaultValue,
  required,
  placeholder,
  options,
}: Common & { defaultValue?: string; required?: boolean; placeholder: string; options: ReadonlyArray<{ value: string; label: string }> }) {
  return (
    <Field id={id} label={label} error={error} hint={hint} required={required}>
      <select id={id} name={name} defaultValue={defaultValue ?? ""} required={required} {...ariaFor(id, error, hint)}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** A checkbox with its label on the right; posts `on` when checked. */
export function CheckboxField({ id, name, label, error, hint, defaultChecked, required }: Common & { defaultChecked?: boolean; required?: boolean }) {
  return (
    <div className="field field--checkbox">
      <div className="field__check">
        <input id={id} name={name} type="checkbox" value="on" defaultChecked={defaultChecked} required={required} {...ariaFor(id, error, hint)} />
        <label htmlFor={id}>{label}</label>
      </div>
      <Hint id={id} hint={hint} />
      <FieldError id={id} error={error} />
    </div>
  );
}

/** The message about the whole form (an upstream refusal that names no field). */
export function FormError({ error }: { error?: string }) {
  if (!error) return null;
  return (
    <p className="form-error" role="alert">
      {error}
    </p>
  );
}
