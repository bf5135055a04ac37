import { IMaskInput } from "react-imask";
import { ariaFor } from "~/forms/field";

export type MaskedInputProps = {
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
export function MaskedInput({ mask, error, defaultValue, ...props }: MaskedInputProps) {
  return <IMaskInput {...props} {...ariaFor(props.id, error)} mask={mask} defaultValue={defaultValue} lazy={true} />;
}
