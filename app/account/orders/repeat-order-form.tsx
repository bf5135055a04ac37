import { Form, useNavigation } from "@remix-run/react";

export const repeatOrderAction = (orderId: number) => `/personal/orders/${orderId}/repeat/`;

/**
 * «Повторить заказ» (or, for an order that was not paid, «Вернуть товары в корзину»): the order's sizes into the basket
 * again. The button waits only while its own request is being sent.
 */
export function RepeatOrderForm({
  orderId,
  label,
  primary = false,
}: {
  orderId: number;
  label: string;
  primary?: boolean;
}) {
  const action = repeatOrderAction(orderId);
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formAction === action;
  return (
    <Form method="post" action={action} className="repeat-order">
      <button type="submit" className={primary ? "button" : "button button--ghost"} disabled={sending}>
        {sending ? "Добавляем в корзину…" : label}
      </button>
    </Form>
  );
}
