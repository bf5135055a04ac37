import { needsDelivery } from "~/domain/checkout";
import type { OrderState } from "~/contract/order";

type Money = OrderState["summary"]["basket"];

/** True when the input names a shipment the calculation offered (else delivery has no price yet). */
export function isDeliveryChosen(state: Pick<OrderState, "input" | "deliverySystems">): boolean {
  return state.deliverySystems.some((system) => system.id === state.input.delivery.shipmentId);
}

/**
 * «Ваш заказ»: what makes up the order's total, as the upstream calculated it (goods with the gift certificates bought,
 * delivery, coupon, bonuses, certificates paying; spec §3 summary). The basket block above shows only the goods; the
 * total itself is OrderTotal's, in the checkout's bar.
 */
export function OrderSummary({ state }: { state: OrderState }) {
  const { summary } = state;
  const delivered = needsDelivery(state.basket);
  const deliveryChosen = !delivered || isDeliveryChosen(state);
  const discounts: [string, Money][] = [
    ["Купон", summary.coupon],
    ["Бонусы", summary.bonus],
    ["Сертификаты", summary.certificate],
  ];
  return (
    <dl className="order-summary">
      <Row label={goodsLabel(state.basket)} value={summary.basket.format} />
      <Row
        label="Доставка"
        value={
          !delivered
            ? "не нужна"
            : !deliveryChosen
              ? "Выберите способ доставки"
              : summary.delivery.value === 0
                ? "бесплатно"
                : summary.delivery.format
        }
      />
      {summary.payment.value !== 0 && <Row label="Оплата" value={summary.payment.format} />}
      {discounts
        .filter(([, money]) => money.value !== 0)
        .map(([label, money]) => (
          <Row key={label} label={label} value={`−${money.format}`} />
        ))}
    </dl>
  );
}

/** The order's one total (without a delivery chosen yet, said so). */
export function OrderTotal({ state }: { state: OrderState }) {
  const deliveryChosen = !needsDelivery(state.basket) || isDeliveryChosen(state);
  return (
    <dl className="order-summary order-summary--total">
      <div className="order-summary__row order-summary__total">
        <dt>{deliveryChosen ? "Итого" : "Итого без доставки"}</dt>
        <dd>{state.summary.total.format}</dd>
      </div>
    </dl>
  );
}

/** What «Товары» sums: goods, gift certificates, or both. */
function goodsLabel(basket: OrderState["basket"]): string {
  if (basket.certificates.length === 0) return "Товары";
  return basket.activeProducts.length > 0 ? "Товары и сертификаты" : "Подарочные сертификаты";
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="order-summary__row">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
