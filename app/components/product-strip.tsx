import { Link } from "~/components/link";
import type { ReactNode } from "react";
import type { ProductSummary } from "~/contract/product-summary";
import { ProductTile } from "./product-tile";

/** A titled horizontal row of product tiles (scrolls sideways on narrow screens). */
type StripProps = { title: string; link?: string; items: ProductSummary[]; empty?: ReactNode; busy?: boolean };

export function ProductStrip({ title, link, items, empty, busy }: StripProps) {
  // A placeholder's heading has an id of its own: without JavaScript the streamed strip lands beside it.
  const headingId = `strip-${title.replace(/\s+/g, "-").toLowerCase()}${busy ? "-busy" : ""}`;
  return (
    <section className="strip" aria-labelledby={headingId} aria-busy={busy || undefined}>
      <div className="strip__head">
        <h2 id={headingId} className="strip__title">
          {title}
        </h2>
        {link && (
          <Link to={link} className="strip__more">
            Смотреть все
          </Link>
        )}
      </div>
      {items.length > 0 ? (
        <ul className="strip__list">
          {items.map((item) => (
            <li key={item.id} className="strip__item">
              <ProductTile item={item} />
            </li>
          ))}
        </ul>
      ) : (
        empty
      )}
    </section>
  );
}
