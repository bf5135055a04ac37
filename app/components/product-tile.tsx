import { Link } from "~/components/link";
import { useImageOptions } from "~/hooks/use-image-options";
import type { ProductSummary } from "~/contract/product-summary";
import { Price } from "./price";
import { ProductImage } from "./product-image";

/** A compact product card for strips: picture, promo label, name and price, linking to the product. */
export function ProductTile({ item, eager = false }: { item: ProductSummary; eager?: boolean }) {
  const imageOptions = useImageOptions();
  return (
    <article className="tile">
      <Link to={item.link} className="tile__link">
        {/* The name below names the link; the picture would only say it again. The name is a heading by its role, not
        an <h3>: a block inside the link would end the link's text before it in a text browser. */}
        <ProductImage images={item.images} alt="" eager={eager} imageOptions={imageOptions} />
        {item.sectionPromoName && <span className="tile__promo">{item.sectionPromoName} </span>}
        <span className="tile__name" role="heading" aria-level={3}>
          {item.name}
        </span>
      </Link>
      <Price price={item.price} />
    </article>
  );
}
