import type { OrderState } from "~/upstream/schemas/order";

type Money = OrderState["summary"]["basket"];

/** True when the input names a shipment the calculation offered (else delivery has no price yet). */
export function isDeliveryChosen(state: Pick<OrderState, "input" | "deliverySystems">): boolean {
  return state.deliverySystems.some((system) => system.id === state.input.delivery.shipmentId);
}

/**
 * «Ваш заказ»: the one place of the order's total, as the upstream calculated it (goods, delivery, coupon, bonuses,
 * certificates; spec §3 summary). The basket block above shows only the goods.
 */
export function OrderSummary({ state }: { state: OrderState }) {
  const { summary } = state;
  const deliveryChosen = isDeliveryChosen(state);
  const discounts: [string, Money][] = [
    ["Купон", summary.coupon],
    ["Бонусы", summary.bonus],
    ["Сертификаты", summary.certificate],
  ];
  return (
    <dl className="order-summary">
      <Row label="Товары" value={summary.basket.format} />
      <Row label="Доставка" value={!deliveryChosen ? "Выберите способ доставки" : summary.delivery.value === 0 ? "бесплатно" : summary.delivery.format} />
      {summary.payment.value !== 0 && <Row label="Оплата" value={summary.payment.format} />}
      {discounts
        .filter(([, money]) => money.value !== 0)
        .map(([label, money]) => (
          <Row key={label} label={label} value={`−${money.format}`} />
        ))}
      <div className="order-summary__row order-summary__total">
        <dt>{deliveryChosen ? "Итого" : "Итого без доставки"}</dt>
        <dd>{summary.total.format}</dd>
      </div>
    </dl>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="order-summary__row">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
