import { useId } from "react";
import type { CardItem } from "~/domain/card-item";
import { ProductCard } from "~/catalog/product-card/product-card";
import { cardAnchor } from "~/catalog/product-card/return-to";
import { useOwnFormAction } from "~/forms/form-action";

/**
 * The listing grid of section and search pages (and the wishlist, a look's things); the first row's pictures load
 * eagerly. `heading`: a page whose grid comes right under its h1 names it with an h2 for screen readers, so the
 * cards' h3 names follow the heading order. `unwishedLeave`: a card whose heart is pressed off leaves the page (the
 * wishlist), so without JavaScript its heart comes back to the card next to it.
 */
export function ProductGrid({
  items,
  label,
  heading = false,
  unwishedLeave = false,
}: {
  items: CardItem[];
  label: string;
  heading?: boolean;
  unwishedLeave?: boolean;
}) {
  const headingId = useId();
  const formAction = useOwnFormAction();
  const list = (
    <ul className="product-grid" {...(heading ? { "aria-labelledby": headingId } : { "aria-label": label })}>
      {items.map((item, index) => (
        <li key={item.id} className="product-grid__cell">
          <ProductCard
            item={item}
            formAction={formAction}
            eager={index < 4}
            heartReturnsTo={unwishedLeave ? neighbour(items, index) : undefined}
          />
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

/** The anchor of the card after this one, else of the one before (none: the page's top). */
function neighbour(items: CardItem[], index: number): string | undefined {
  const next = items[index + 1] ?? items[index - 1];
  return next && cardAnchor(next.id);
}
