import type { OrderState } from "~/upstream/schemas/order";

/** Basket, delivery, payment, coupon, bonus, certificate and total, in roubles (spec §3 summary). */
export function OrderSummary({ summary }: { summary: OrderState["summary"] }) {
  const rows: [string, OrderState["summary"]["basket"], boolean][] = [
    ["Товары", summary.basket, false],
    ["Доставка", summary.delivery, false],
    ["Оплата", summary.payment, false],
    ["Купон", summary.coupon, true],
    ["Бонусы", summary.bonus, true],
    ["Сертификаты", summary.certificate, true],
  ];
  return (
    <dl className="order-summary">
      {rows
        .filter(([label, money]) => money.value !== 0 || label === "Товары" || label === "Доставка")
        .map(([label, money, minus]) => (
          <div key={label} className="order-summary__row">
            <dt>{label}</dt>
            <dd>{label === "Доставка" && money.value === 0 ? "бесплатно" : `${minus ? "−" : ""}${money.format}`}</dd>
          </div>
        ))}
      <div className="order-summary__row order-summary__total">
        <dt>Итого</dt>
        <dd>{summary.total.format}</dd>
      </div>
    </dl>
  );
}
