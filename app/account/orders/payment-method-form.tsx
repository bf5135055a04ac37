import { Form, useNavigation } from "@remix-run/react";
import { Choice, FormError } from "~/forms/field";
import type { FormReply } from "~/forms/reply";
import { SubmitButton } from "~/forms/submit-button";
import type { OrderDetail } from "~/contract/account";

export type PaymentChangeReply = FormReply<"paymentId">;

/**
 * Another way to pay an unpaid order (after a declined payment): the methods its delivery allows, the current one
 * checked. A plain form: without JavaScript it posts and comes back by redirect, with it Remix submits it in place.
 */
export function PaymentMethodForm({
  order,
  errors,
}: {
  order: Pick<OrderDetail, "id" | "payment" | "paymentMethods">;
  errors?: PaymentChangeReply;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "change-payment";
  return (
    <Form method="post" className="payment-change" aria-labelledby="payment-change-title" noValidate>
      <h2 id="payment-change-title" className="payment-change__title">
        Другой способ оплаты
      </h2>
      <FormError error={errors?.formError} />
      <input type="hidden" name="intent" value="change-payment" />
      <input type="hidden" name="orderId" value={order.id} />
      <Choice id="paymentId" legend="Способ оплаты" error={errors?.fieldErrors?.paymentId}>
        {order.paymentMethods.map((method) => (
          <label key={method.id} className="option">
            <input type="radio" name="paymentId" value={method.id} defaultChecked={method.id === order.payment.id} />
            <span className="option__name">{method.name}</span>
            {method.description && <span className="option__note">{method.description}</span>}
          </label>
        ))}
      </Choice>
      <SubmitButton busy={busy} busyLabel="Сохраняем…" className="button button--ghost">
        Выбрать этот способ
      </SubmitButton>
    </Form>
  );
}
