import type { OrderDetail } from "~/contract/account";
import { goodsLabel, orderSummaryRows } from "./orders";

/** 'Итого' of an order: the summary rows of the account's order page and of the thank-you page. */
export function OrderTotals({
  order,
  id,
  titleClassName,
}: {
  order: Pick<OrderDetail, "summary" | "items" | "certificates">;
  id: string;
  titleClassName: string;
}) {
  return (
    <section aria-labelledby={id} className="order__summary">
      <h2 id={id} className={titleClassName}>
        Итого
      </h2>
      <dl className="summary">
        {orderSummaryRows(order.summary, goodsLabel(order)).map((row) => (
          <div key={row.key} className={row.key === "total" ? "summary__row summary__row--total" : "summary__row"}>
            <dt>{row.label}</dt>
            <dd>{row.format}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
