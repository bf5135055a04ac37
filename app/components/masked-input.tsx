import { IMaskInput } from "react-imask";

type MaskedInputProps = {
  hydrated: boolean;
  id: string;
  name: string;
  mask: string;
  error?: string;
  defaultValue?: string;
  type?: string;
  inputMode?: "numeric" | "tel";
  autoComplete?: string;
  placeholder?: string;
  autoFocus?: boolean;
};

/** An input with an imask mask once JavaScript runs; a plain input before (the server normalises either way). */
export function MaskedInput({ hydrated, mask, error, defaultValue, ...props }: MaskedInputProps) {
  const aria = { "aria-invalid": Boolean(error), "aria-describedby": error ? `${props.id}-error` : undefined };
  return hydrated ? (
    <IMaskInput {...props} {...aria} mask={mask} defaultValue={defaultValue} lazy={true} />
  ) : (
    <input {...props} {...aria} defaultValue={defaultValue} />
  );
}
