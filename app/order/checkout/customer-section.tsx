import { formatPhone } from "~/domain/masks";
import { ariaFor as invalid, Field } from "~/forms/field";
import { PhoneInput } from "~/forms/phone-input";
import type { OrderState } from "~/contract/order";
import type { CheckoutActionData } from "./action-data";
import { LIMITS } from "./checkout-form";

/** The customer's text fields (the phone has its mask). */
const TEXT_FIELDS = [
  { name: "name", label: "Имя", type: "text", autoComplete: "given-name" },
  { name: "lastName", label: "Фамилия", type: "text", autoComplete: "family-name" },
  { name: "email", label: "Email", type: "email", autoComplete: "email" },
] as const;

type Props = { state: OrderState; errors: CheckoutActionData["fieldErrors"]; values: CheckoutActionData["values"] };

/**
 * Name, last name, email and phone of an authorised customer (spec §3; secondName is sent as '-'): what was just
 * submitted, else the draft (prefilled from the profile). The phone is shown with the spec §3 mask, script or not.
 * `data-draft`: typing in it saves the draft.
 */
export function CustomerSection({ state, errors, values }: Props) {
  const c = state.input.customer;
  const phone = values?.phone ?? c.phone;
  return (
    <section className="checkout__section" aria-labelledby="customer-title">
      <h2 id="customer-title" className="checkout__title">
        Покупатель
      </h2>
      <div className="checkout__grid" data-draft>
        {TEXT_FIELDS.map(({ name, label, type, autoComplete }) => (
          <Field key={name} id={name} label={label} error={errors?.[name]}>
            <input
              id={name}
              name={name}
              type={type}
              defaultValue={values?.[name] ?? c[name]}
              autoComplete={autoComplete}
              maxLength={LIMITS[name]}
              required
              {...invalid(name, errors?.[name])}
            />
          </Field>
        ))}
        <Field id="phone" label="Телефон" error={errors?.phone}>
          <PhoneInput id="phone" name="phone" defaultValue={formatPhone(phone)} error={errors?.phone} />
        </Field>
      </div>
    </section>
  );
}
