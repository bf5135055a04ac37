import { Link } from "~/components/link";
import { ProductImage } from "~/components/product-image";
import { productCount } from "~/domain/plural";
import { useImageOptions } from "~/hooks/use-image-options";
import type { SuiteSummary } from "~/contract/suites";

/** A look in the list: its picture and name (both lead to the look) and how many products it holds. */
export function OutfitCard({ suite, eager }: { suite: SuiteSummary; eager: boolean }) {
  const imageOptions = useImageOptions();
  return (
    <article className="outfit-card" aria-labelledby={`outfit-${suite.id}`}>
      <Link to={suite.link} className="outfit-card__picture" tabIndex={-1} aria-hidden="true">
        <ProductImage images={suite.images} alt="" eager={eager} imageOptions={imageOptions} />
      </Link>
      <h2 className="outfit-card__name" id={`outfit-${suite.id}`}>
        <Link to={suite.link}>{suite.name}</Link>
      </h2>
      <p className="outfit-card__count">{productCount(suite.itemCount)}</p>
    </article>
  );
}
