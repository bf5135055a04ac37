import { formatRub } from "~/domain/money";
import type { Price as PriceData } from "~/contract/catalog";

/** Selling price, and the crossed-out full price with the discount when there is one. */
export function Price({ price }: { price: PriceData }) {
  const discounted = price.discountValue < price.value;
  return (
    <p className="price">
      <span className={discounted ? "price__current price__current--sale" : "price__current"}>
        {formatRub(price.discountValue)}
      </span>
      {discounted && (
        <>
          <s className="price__old">
            <span className="visually-hidden">Цена без скидки </span>
            {formatRub(price.value)}
          </s>
          <span className="price__percent">−{price.discountPercent}%</span>
        </>
      )}
    </p>
  );
}
