import { isCertificatePayment, isFastPayment } from "~/domain/checkout";
import type { OrderState } from "~/contract/order";
import type { CheckoutActionData } from "./action-data";
import { Choice } from "~/forms/field";

/** The methods the calculation offers (spec §9: 10 is certificate payment; 8 and 17 are СБП). */
export function PaymentSection(props: {
  state: OrderState;
  errors: CheckoutActionData["fieldErrors"];
  values: CheckoutActionData["values"];
}) {
  const { state, errors, values } = props;
  // What was just submitted, else the draft's.
  const chosen = values?.paymentId ? Number(values.paymentId) : state.input.payment.id;
  const key = state.paymentMethods.map((m) => m.id).join(",") + `|${chosen}`;
  return (
    <section className="checkout__section" aria-labelledby="payment-title">
      <h2 id="payment-title" className="checkout__title">
        Оплата
      </h2>
      <Choice legend="Способ оплаты" error={errors?.paymentId} id="payment">
        {state.paymentMethods.map((method) => (
          <label key={`${key}-${method.id}`} className="option">
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
