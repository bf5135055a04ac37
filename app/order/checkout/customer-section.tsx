import { formatPhone } from "~/domain/masks";
import { ariaFor as invalid, Field } from "~/forms/field";
import { PhoneInput } from "~/forms/phone-input";
import type { OrderState } from "~/upstream/schemas/order";
import type { CheckoutActionData } from "./checkout-action.server";
import { LIMITS } from "./checkout-form";

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
      <h2 id="customer-title" className="checkout__title">Покупатель</h2>
      <div className="checkout__grid" data-draft>
        <Field id="name" label="Имя" error={errors?.name}>
          <input id="name" name="name" defaultValue={values?.name ?? c.name} autoComplete="given-name" maxLength={LIMITS.name} required{...invalid("name", errors?.name)} />
        </Field>
        <Field id="lastName" label="Фамилия" error={errors?.lastName}>
          <input
            id="lastName"
            name="lastName"
            defaultValue={values?.lastName ?? c.lastName}
            autoComplete="family-name"
            maxLength={LIMITS.lastName}
            required
            {...invalid("lastName", errors?.lastName)}
          />
        </Field>
        <Field id="email" label="Email" error={errors?.email}>
          <input
            id="email"
            name="email"
            type="email"
            defaultValue={values?.email ?? c.email}
            autoComplete="email"
            maxLength={LIMITS.email}
            required
            {...invalid("email", errors?.email)}
          />
        </Field>
        <Field id="phone" label="Телефон" error={errors?.phone}>
          <PhoneInput id="phone" name="phone" defaultValue={formatPhone(phone)} error={errors?.phone} />
        </Field>
      </div>
    </section>
  );
}
