import { isCertificatePayment, isFastPayment } from "~/domain/checkout";
import type { OrderState } from "~/contract/order";
import type { CheckoutActionData } from "./action-data";
import { Choice } from "~/forms/field";
import { useRef } from "react";
import { useSettledChoices } from "./use-settled-choices";

/** The methods the calculation offers (spec §9: 10 is certificate payment; 8 and 17 are СБП). */
export function PaymentSection(props: {
  state: OrderState;
  errors: CheckoutActionData["fieldErrors"];
  values: CheckoutActionData["values"];
  /** Whether a submission waits behind the one under way (useCheckoutSubmit). */
  waiting: () => boolean;
}) {
  const { state, errors, values, waiting } = props;
  // What was just submitted, else the draft's.
  const chosen = values?.paymentId ? Number(values.paymentId) : state.input.payment.id;
  // The radios are not redrawn by an answer: a method chosen while a delivery's calculation is under way stays, and
  // the calculation's choice is shown once every submission is answered.
  const section = useRef<HTMLElement>(null);
  useSettledChoices(section, { paymentId: String(chosen) }, waiting, state);
  return (
    <section className="checkout__section" aria-labelledby="payment-title" ref={section}>
      <h2 id="payment-title" className="checkout__title">
        Оплата
      </h2>
      <Choice legend="Способ оплаты" error={errors?.paymentId} id="payment">
        {state.paymentMethods.map((method) => (
          <label key={method.id} className="option">
            <input
              type="radio"
              name="paymentId"
              value={method.id}
              defaultChecked={method.id === chosen}
              data-autosubmit
            />
            <span className="option__name">
              {method.name}
              {/* A badge that would only repeat the name («СБП» by «СБП») is left out; a space keeps it apart. */}
              {isFastPayment(method.id) && !method.name.includes("СБП") && <span className="method-badge"> СБП</span>}
              {isCertificatePayment(method.id) && !method.name.includes("ертификат") && (
                <span className="method-badge"> Сертификат</span>
              )}
            </span>{" "}
            {method.description && <span className="option__note">{method.description}</span>}
          </label>
        ))}
      </Choice>
    </section>
  );
}
