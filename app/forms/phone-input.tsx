import { IMaskInput } from "react-imask";
import { PHONE_MASK } from "~/domain/masks";
import { PHONE_MAX_LENGTH } from "~/forms/contact-fields";
import { ariaFor } from "~/forms/field";

export type PhoneInputProps = {
  id: string;
  name: string;
  error?: string;
  defaultValue?: string;
  /** Not needed: the input is one element before and after hydration (kept for older callers). */
  hydrated?: boolean;
};

/**
 * Spec §3: the phone mask '+7 (###) ###-##-##', where a leading 8 (the trunk prefix) becomes +7 — so a first
 * typed or pasted 8 is dropped instead of filling the area code. A plain input until JavaScript runs
 * (the server normalises either way).
 */
export function PhoneInput({ id, name, error, defaultValue }: PhoneInputProps) {
  const props = {
    id,
    name,
    type: "tel",
    autoComplete: "tel",
    placeholder: "+7 (___) ___-__-__",
    maxLength: PHONE_MAX_LENGTH,
    defaultValue,
    ...ariaFor(id, error),
  };
  // One element before and after hydration, so what was typed before the page hydrates stays.
  return <IMaskInput {...props} mask={PHONE_MASK} lazy={true} prepareChar={dropTrunkPrefix} />;
}

function dropTrunkPrefix(char: string, masked: { unmaskedValue: string }): string {
  return char === "8" && masked.unmaskedValue === "" ? "" : char;
}
