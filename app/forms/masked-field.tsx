import { MaskedInput, type MaskedInputProps } from "~/forms/masked-input";
import { PhoneInput, type PhoneInputProps } from "~/forms/phone-input";
import { Field } from "./field";

type Labelled = { label: string; required?: boolean };

/** A masked input (dates, codes, certificate numbers) in a labelled Field with its error. */
export function MaskedField({ label, required, ...input }: MaskedInputProps & Labelled) {
  return (
    <Field id={input.id} label={label} error={input.error} required={required}>
      <MaskedInput {...input} />
    </Field>
  );
}

/** The phone input (a leading 8 becomes +7) in a labelled Field with its error. */
export function PhoneField({ label, required, ...input }: Omit<PhoneInputProps, "hydrated"> & Labelled) {
  return (
    <Field id={input.id} label={label} error={input.error} required={required}>
      <PhoneInput {...input} />
    </Field>
  );
}
