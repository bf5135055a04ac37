import { useId } from "react";
import type { CardItem } from "~/domain/card-item";
import { ProductCard } from "~/catalog/product-card/product-card";

/**
 * The listing grid of section and search pages (and the wishlist, a look's things); the first row's pictures load
 * eagerly. `heading`: a page whose grid comes right under its h1 names it with an h2 for screen readers, so the
 * cards' h3 names follow the heading order.
 */
export function ProductGrid({
  items,
  label,
  heading = false,
}: {
  items: CardItem[];
  label: string;
  heading?: boolean;
}) {
  const headingId = useId();
  const list = (
    <ul className="product-grid" {...(heading ? { "aria-labelledby": headingId } : { "aria-label": label })}>
      {items.map((item, index) => (
        <li key={item.id} className="product-grid__cell">
          <ProductCard item={item} eager={index < 4} />
        </li>
      ))}
    </ul>
  );
  if (!heading) return list;
  return (
    <>
      <h2 id={headingId} className="visually-hidden">
        {label}
      </h2>
      {list}
    </>
  );
}
