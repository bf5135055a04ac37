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

/**
 * An input with an imask mask. The server renders the same input, so what a shopper types before the page
 * hydrates stays in it (the mask attaches to it); without JavaScript it is a plain input and the server
 * normalises the value.
 */
export function MaskedInput({ hydrated: _hydrated, mask, error, defaultValue, ...props }: MaskedInputProps) {
  const aria = { "aria-invalid": Boolean(error), "aria-describedby": error ? `${props.id}-error` : undefined };
  return <IMaskInput {...props} {...aria} mask={mask} defaultValue={defaultValue} lazy={true} />;
}
