import { PhoneInput } from "~/forms/phone-input";
import type { OrderState } from "~/upstream/schemas/order";
import type { CheckoutActionData } from "./checkout-action.server";
import { ariaFor as invalid, Field } from "~/forms/field";

/** Name, last name, email and phone of an authorised customer (spec §3; secondName is sent as '-'). */
export function CustomerSection({ state, errors, hydrated }: { state: OrderState; errors: CheckoutActionData["fieldErrors"]; hydrated: boolean }) {
  const c = state.input.customer;
  return (
    <section className="checkout__section" aria-labelledby="customer-title">
      <h2 id="customer-title" className="checkout__title">Покупатель</h2>
      <div className="checkout__grid">
        <Field id="name" label="Имя" error={errors?.name}>
          <input id="name" name="name" defaultValue={c.name} autoComplete="given-name" required {...invalid("name", errors?.name)} />
        </Field>
        <Field id="lastName" label="Фамилия" error={errors?.lastName}>
          <input id="lastName" name="lastName" defaultValue={c.lastName} autoComplete="family-name" required {...invalid("lastName", errors?.lastName)} />
        </Field>
        <Field id="email" label="Email" error={errors?.email}>
          <input id="email" name="email" type="email" defaultValue={c.email} autoComplete="email" required {...invalid("email", errors?.email)} />
        </Field>
        <Field id="phone" label="Телефон" error={errors?.phone}>
          <PhoneInput hydrated={hydrated} id="phone" name="phone" defaultValue={c.phone} error={errors?.phone} />
        </Field>
      </div>
    </section>
  );
}
