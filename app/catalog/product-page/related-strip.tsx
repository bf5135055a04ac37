import { ProductCard } from "~/catalog/product-card/product-card";
import { Slider } from "~/components/slider";
import { RELATED } from "~/domain/timing";
import type { CatalogItem } from "~/upstream/schemas/catalog";

/** Spec §9 related strip: arrows only above 4 items; 4 per view from 1024 px, automatic width from 320 px. */
export function RelatedStrip({ items }: { items: CatalogItem[] }) {
  if (items.length === 0) return null;
  return (
    <section className="related" aria-labelledby="related-title">
      <h2 id="related-title" className="strip__title">Вам может понравиться</h2>
      <Slider label="Похожие товары" className="related__slider" arrowsAbove={RELATED.arrowsAbove}>
        {items.map((item) => (
          <ProductCard key={item.id} item={item} />
        ))}
      </Slider>
    </section>
  );
}
