import { Link } from "~/components/link";
import { useImageOptions } from "~/hooks/use-image-options";
import type { CardItem } from "~/domain/card-item";
import { Price } from "~/components/price";
import { SectionBoundary } from "~/components/section-boundary";
import { BuyForm } from "~/catalog/product-card/buy-form";
import { CardGallery } from "~/catalog/product-card/card-gallery";
import { Swatches } from "~/catalog/product-card/swatches";
import { WishlistButton } from "~/catalog/product-card/wishlist-button";
import { cardAnchor, type CardPlace } from "~/catalog/product-card/return-to";

/**
 * The product card of spec §2: gallery with videos, promo label, wishlist, name, price, colours, sizes and 'В корзину'.
 * Its id (`product-139`, by `place`) is where its forms return without JavaScript. `formAction`: the page's own
 * (`useOwnFormAction`), the heart's target, worked out once for all the cards of a list.
 */
export function ProductCard({
  item,
  formAction,
  eager = false,
  place,
  heartReturnsTo,
}: {
  item: CardItem;
  formAction: string;
  eager?: boolean;
  place?: CardPlace;
  /** Where the heart comes back to instead, when pressing it takes the card off the page (the wishlist). */
  heartReturnsTo?: string;
}) {
  const imageOptions = useImageOptions();
  const anchor = cardAnchor(item.id, place);
  return (
    <article className="card" id={anchor} aria-labelledby={`card-${item.id}`}>
      <div className="card__media">
        <SectionBoundary name="card-gallery">
          <CardGallery item={item} eager={eager} imageOptions={imageOptions} />
        </SectionBoundary>
        {item.sectionPromoName && <span className="card__promo">{item.sectionPromoName}</span>}
        <WishlistButton
          productId={item.id}
          productName={item.name}
          action={formAction}
          className="card__wishlist"
          anchor={heartReturnsTo ?? anchor}
        />
      </div>
      <SectionBoundary name="card-info">
        <h3 className="card__name" id={`card-${item.id}`}>
          <Link to={item.link}>{item.name}</Link>
        </h3>
        <Price price={item.price} />
        <Swatches item={item} />
      </SectionBoundary>
      <SectionBoundary name="card-buy">
        <BuyForm item={item} anchor={anchor} />
      </SectionBoundary>
    </article>
  );
}
