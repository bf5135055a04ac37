import type { CardItem } from "~/catalog/card-item";
import { ProductCard } from "~/catalog/product-card/product-card";

/** The listing grid of section and search pages; the first row's pictures load eagerly. */
export function ProductGrid({ items, label }: { items: CardItem[]; label: string }) {
  return (
    <ul className="product-grid" aria-label={label}>
      {items.map((item, index) => (
        <li key={item.id} className="product-grid__cell">
          <ProductCard item={item} eager={index < 4} />
        </li>
      ))}
    </ul>
  );
}
