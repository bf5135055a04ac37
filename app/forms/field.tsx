import { createContext, useContext, type ReactNode } from "react";

/**
 * `aria-invalid` and `aria-describedby` of a control: it points at its hint (`${id}-hint`) and its error
 * (`${id}-error`), the ids the field components give them.
 */
export function ariaFor(id: string, error?: string, hint?: ReactNode) {
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return { "aria-invalid": error ? true : undefined, "aria-describedby": describedBy || undefined } as const;
}

const ErrorsTakeFocus = createContext(false);

/**
 * Field errors inside are no live regions of their own: the form moves focus to its first invalid control,
 * which reads its error out (see FocusErrorForm), or to a summary of them. Elsewhere a field error is an alert.
 * `quiet` false: alerts after all (a form whose summary comes and goes keeps one tree).
 */
export function QuietFieldErrors({ children, quiet = true }: { children: ReactNode; quiet?: boolean }) {
  return <ErrorsTakeFocus.Provider value={quiet}>{children}</ErrorsTakeFocus.Provider>;
}

/** The message under a control; the control points at it with aria-describedby (see ariaFor). */
export function FieldError({ id, error }: { id: string; error?: string }) {
  const quiet = useContext(ErrorsTakeFocus);
  if (!error) return null;
  return (
    <p className="field-error" id={`${id}-error`} role={quiet ? undefined : "alert"}>
      {error}
    </p>
  );
}

function Hint({ id, hint }: { id: string; hint?: ReactNode }) {
  return hint ? (
    <p className="field-hint" id={`${id}-hint`}>
      {hint}
    </p>
  ) : null;
}

/** The message about the whole form (a refusal that names no field), optionally with a way on (a link). */
export function FormError({ id, error, children }: { id?: string; error?: string; children?: ReactNode }) {
  if (!error) return null;
  return (
    <div className="form-error" id={id} role="alert">
      <p>{error}</p>
      {children}
    </div>
  );
}

type FieldProps = { id: string; label: ReactNode; error?: string; hint?: ReactNode; required?: boolean };

/** A labelled field around any control (masked inputs, selects of its own…); `required` marks the label. */
export function Field({ id, label, error, hint, required, children }: FieldProps & { children: ReactNode }) {
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

type Named = FieldProps & { name: string };

type TextProps = Named & {
  defaultValue?: string;
  type?: "text" | "email" | "tel";
  autoComplete?: string;
  maxLength?: number;
  inputMode?: "text" | "numeric" | "email" | "tel";
};

/** A text input in a Field; `required` also goes on the input. */
export function TextField({
  id,
  name,
  error,
  hint,
  required,
  defaultValue,
  type = "text",
  autoComplete,
  maxLength,
  inputMode,
  ...field
}: TextProps) {
  return (
    <Field id={id} error={error} hint={hint} required={required} {...field}>
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

export function TextAreaField({
  id,
  name,
  error,
  hint,
  defaultValue,
  maxLength,
  ...field
}: Named & { defaultValue?: string; maxLength?: number }) {
  return (
    <Field id={id} error={error} hint={hint} {...field}>
      <textarea
        id={id}
        name={name}
        defaultValue={defaultValue}
        maxLength={maxLength}
        rows={3}
        {...ariaFor(id, error, hint)}
      />
    </Field>
  );
}

type SelectProps = Named & {
  defaultValue?: string;
  placeholder: string;
  options: ReadonlyArray<{ value: string; label: string }>;
};

/** A select whose first option (the placeholder) posts an empty value. */
export function SelectField({
  id,
  name,
  error,
  hint,
  required,
  defaultValue,
  placeholder,
  options,
  ...field
}: SelectProps) {
  return (
    <Field id={id} error={error} hint={hint} required={required} {...field}>
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

/** A checkbox with its label on the right; posts `value` (`on` by default) when checked, nothing otherwise. */
export function CheckboxField({
  id,
  name,
  label,
  error,
  hint,
  defaultChecked,
  required,
  value = "on",
}: Named & { defaultChecked?: boolean; value?: string }) {
  return (
    <div className="field field--checkbox">
      <div className="field__check">
        <input
          id={id}
          name={name}
          type="checkbox"
          value={value}
          defaultChecked={defaultChecked}
          required={required}
          {...ariaFor(id, error, hint)}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      <Hint id={id} hint={hint} />
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A group of radio buttons in a fieldset with a legend and its error. */
export function Choice({
  id,
  legend,
  error,
  children,
}: {
  id: string;
  legend: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="choice" aria-describedby={error ? `${id}-error` : undefined} id={id}>
      <legend>{legend}</legend>
      {children}
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
