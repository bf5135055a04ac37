import { resolveImageUrl } from "~/domain/images";
import { productCount } from "~/domain/plural";
import { useImageOptions } from "~/hooks/use-image-options";
import type { OrderSummary } from "~/contract/account";

/** Pictures shown per order in the list; the rest are counted. */
export const PICTURES_SHOWN = 4;

/** The order's goods at a glance: up to four small pictures (each named by its product), then «+N» for the rest. */
export function OrderPictures({ pictures }: { pictures: OrderSummary["pictures"] }) {
  const imageOptions = useImageOptions();
  if (pictures.length === 0) return null;
  const rest = pictures.length - PICTURES_SHOWN;
  return (
    <ul className="order-pictures">
      {pictures.slice(0, PICTURES_SHOWN).map((picture, index) => (
        <li key={index} className="order-pictures__item">
          <img
            src={resolveImageUrl(picture.image, imageOptions)}
            alt={picture.name}
            width={36}
            height={48}
            loading="lazy"
            decoding="async"
          />
        </li>
      ))}
      {rest > 0 && (
        <li className="order-pictures__item order-pictures__more">
          <span aria-hidden="true">+{rest}</span>
          <span className="visually-hidden">и ещё {productCount(rest)}</span>
        </li>
      )}
    </ul>
  );
}
