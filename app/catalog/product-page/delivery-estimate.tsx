import { useStockCity } from "~/catalog/product-card/use-stock-city";
import type { DeliveryEstimate as Estimate } from "~/contract/delivery-estimate";
import { estimateLines } from "~/domain/delivery-estimate";
import { inCity } from "~/domain/offers";

const TITLE_ID = "delivery-estimate-title";

/**
 * «Доставка в г. Москва: курьером — завтра, 299 ₽; самовывоз из магазина — сегодня, бесплатно» for the shopper's city
 * (the city cookie's, else the default city). Nothing when the upstream gave no estimate or no way reaches the city.
 */
export function DeliveryEstimate({ estimate }: { estimate: Estimate | null }) {
  const stockCity = useStockCity();
  const lines = estimate ? estimateLines(estimate.options) : [];
  if (lines.length === 0) return null;
  const city = { name: estimate?.city?.name || stockCity.name };
  return (
    <section className="delivery-estimate" aria-labelledby={TITLE_ID}>
      <h2 id={TITLE_ID} className="delivery-estimate__title">
        Доставка {inCity(city)}
      </h2>
      <ul className="delivery-estimate__list">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}

/** Its place while the estimate is on its way (`aria-busy`: hidden without JavaScript once it arrives elsewhere). */
export function DeliveryEstimatePlaceholder() {
  return <div className="delivery-estimate delivery-estimate--pending" aria-busy="true" />;
}
