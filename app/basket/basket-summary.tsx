import { formatRub } from "~/domain/money";
import { countOf, productCount, WORDS } from "~/domain/plural";
import type { Basket } from "~/contract/basket";
import { hasOrderLines } from "./basket-form";

/** `3 товара` (spec §9: Russian plurals). */
function goodsCount(n: number): string {
  return productCount(n);
}

/** The goods' sums (left out for gift certificates only); certificates (never discounted) add their nominals to the last line. */
export function BasketSummary({ basket }: { basket: Basket }) {
  const { summary } = basket;
  const certificates = summary.certificates;
  const goods = basket.totalQuantity - certificates.quantity;
  return (
    <section className="basket-summary" aria-labelledby="basket-summary-title">
      <h3 id="basket-summary-title" className="basket__subtitle">
        {certificates.quantity > 0 ? "Сумма" : "Сумма товаров"}
      </h3>
      <dl className="summary">
        {(goods > 0 || certificates.quantity === 0) && (
          <>
            <div className="summary__row">
              <dt>Товары</dt>
              <dd>{goodsCount(goods)}</dd>
            </div>
            <div className="summary__row">
              <dt>Сумма без скидки</dt>
              <dd>{formatRub(summary.value)}</dd>
            </div>
            <div className={summary.discount > 0 ? "summary__row summary__row--discount" : "summary__row"}>
              <dt>Скидка</dt>
              <dd>{summary.discount > 0 ? `−${formatRub(summary.discount)}` : formatRub(0)}</dd>
            </div>
          </>
        )}
        {certificates.quantity > 0 && (
          <div className="summary__row">
            <dt>Подарочные сертификаты: {countOf(certificates.quantity, WORDS.piece)}</dt>
            <dd>{formatRub(certificates.value)}</dd>
          </div>
        )}
        <div className="summary__row summary__row--total">
          <dt>{certificates.quantity > 0 ? "Всего на сумму" : "Товары на сумму"}</dt>
          <dd>{formatRub(summary.discountValue + certificates.value)}</dd>
        </div>
      </dl>
      {hasOrderLines(basket) && (
        <p className="basket__note">Доставка, купон, сертификаты и бонусы — в блоке «Ваш заказ».</p>
      )}
    </section>
  );
}
