import { Form, useActionData, useFetcher } from "@remix-run/react";
import { useEffect, useRef, type FormEvent } from "react";
import { VIA_FETCHER, ViaFetcherField } from "~/forms/via-fetcher";
import { ADDRESS_DEBOUNCE_MS } from "~/domain/timing";
import { useHydrated } from "~/hooks/use-hydrated";
import type { OrderState } from "~/upstream/schemas/order";
import { addressReady } from "../draft";
import type { CheckoutActionData } from "./checkout-action.server";
import type { CheckoutIntent, SubmitIntent } from "./checkout-form";
import { checkoutErrors } from "./completeness";
import { CustomerSection } from "./customer-section";
import { DeliverySection } from "./delivery-section";
import { certificateRemovalFormId, DiscountsSection } from "./discounts-section";
import { OrderSummary } from "./order-summary";
import { PaymentSection } from "./payment-section";

/**
 * The checkout as one form: every submit button names its intent. Without JavaScript each step is a full
 * round trip that keeps everything entered (the draft lives upstream); with JavaScript the same action runs
 * through a fetcher: choices recalculate at once, street and building 100 ms after typing stops (spec §4).
 */
export function CheckoutView({ state, authorised }: { state: OrderState; authorised: boolean }) {
  const fetcher = useFetcher<CheckoutActionData>({ key: "checkout" });
  const actionData = useActionData<CheckoutActionData>();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const addressTimer = useRef<ReturnType<typeof setTimeout>>();
  const data = fetcher.data ?? actionData;
  const errors = data?.fieldErrors;
  const busy = fetcher.state !== "idle";
  const missing = checkoutErrors(state.input);

  useEffect(() => () => clearTimeout(addressTimer.current), []);

  /** Submits the whole form (nothing typed is left behind) with an intent and the fields it acts on. */
  const submit: SubmitIntent = (intent: CheckoutIntent, fields: Record<string, string> = {}) => {
    if (!formRef.current) return;
    const form = new FormData(formRef.current);
    form.set("intent", intent);
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    form.set("via", VIA_FETCHER);
    fetcher.submit(form, { method: "post" });
  };

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    if (target.dataset.autosubmit !== undefined) submit("calculate");
  };

  const onAddressChange = () => {
    clearTimeout(addressTimer.current);
    addressTimer.current = setTimeout(() => {
      const form = formRef.current;
      if (!form) return;
      const value = (name: string) => String(new FormData(form).get(name) ?? "");
      if (addressReady({ city: state.input.delivery.properties.city, street: value("street"), building: value("building") })) submit("calculate");
    }, ADDRESS_DEBOUNCE_MS);
  };

  return (
    <>
      {!hydrated && <CertificateRemovalForms state={state} />}
      <fetcher.Form method="post" className="checkout" ref={formRef} onChange={onChange} noValidate aria-busy={busy}>
        <ViaFetcherField />
        {errors?.form && (
          <p className="field-error checkout__error" role="alert">
            {errors.form}
          </p>
        )}
        {authorised && <CustomerSection state={state} errors={errors} hydrated={hydrated} />}
        <DeliverySection state={state} errors={errors} actionData={data} hydrated={hydrated} onAddressChange={onAddressChange} submit={submit} />
        <PaymentSection state={state} errors={errors} />
        <DiscountsSection state={state} hydrated={hydrated} submit={submit} errors={errors} />
        {!hydrated && (
          <button type="submit" name="intent" value="calculate" className="button button--ghost checkout__recalc">
            Пересчитать
          </button>
        )}
        <section className="checkout__section checkout__total" aria-labelledby="total-title">
          <h2 id="total-title" className="checkout__title">
            Ваш заказ
          </h2>
          <OrderSummary state={state} />
          {Object.keys(missing).length > 0 && authorised && (
            <p className="checkout__hint">Чтобы оформить заказ, заполните: {Object.values(missing).join(", ").toLowerCase()}.</p>
          )}
          <button type="submit" name="intent" value="save" className="button checkout__save" disabled={busy || !authorised}>
            {busy ? "Оформляем…" : "Оформить заказ"}
          </button>
          {!authorised && <p className="checkout__hint">Войдите по номеру телефона выше, чтобы оформить заказ.</p>}
        </section>
      </fetcher.Form>
    </>
  );
}

/** Without JavaScript each applied certificate is taken off by a form of its own (its button sits in the checkout form). */
export function CertificateRemovalForms({ state }: { state: OrderState }) {
  return (
    <>
      {state.certificate.map((c) => (
        <Form key={c.number} method="post" id={certificateRemovalFormId(c.number)} hidden>
          <input type="hidden" name="intent" value="remove-certificate" />
          <input type="hidden" name="certificateToRemove" value={c.number} />
        </Form>
      ))}
    </>
  );
}
