import { PlaceholderRow } from "~/components/placeholder-row";
import { ProductCard } from "~/catalog/product-card/product-card";
import { Slider } from "~/components/slider";
import { RELATED } from "~/domain/timing";
import type { CardItem } from "~/domain/card-item";

const TITLE = "Вам может понравиться";

/** Spec §9 related strip: arrows only above 4 items; 4 per view from 1024 px, automatic width from 320 px. */
export function RelatedStrip({ items, formAction }: { items: CardItem[]; formAction: string }) {
  if (items.length === 0) return null;
  return (
    <section className="related" aria-labelledby="related-title">
      <h2 id="related-title" className="strip__title">
        {TITLE}
      </h2>
      <Slider label="Похожие товары" className="related__slider" arrowsAbove={RELATED.arrowsAbove}>
        {items.map((item) => (
          <ProductCard key={item.id} item={item} formAction={formAction} place="related" />
        ))}
      </Slider>
    </section>
  );
}

/** The strip's place while its products are on their way: its heading and a row of cards' height. */
export function RelatedPlaceholder() {
  return (
    <section className="related" aria-labelledby="related-title-busy" aria-busy="true">
      <h2 id="related-title-busy" className="strip__title">
        {TITLE}
      </h2>
      <PlaceholderRow className="related__placeholder" />
    </section>
  );
}
