import { Link } from "@remix-run/react";
import { ProductImage } from "~/components/product-image";
import { Slider } from "~/components/slider";
import { resolveImageUrl } from "~/domain/images";
import { useImageOptions } from "~/hooks/use-image-options";
import type { CatalogItem, Images } from "~/contract/catalog";

type Look = { name: string; images: Images; items: Pick<CatalogItem, "name" | "link">[] };

/**
 * The look's pictures in a looping slider: the whole look first (opening its full-size picture), then each product
 * as it is worn in the look, leading to that product.
 */
export function OutfitGallery({ suite }: { suite: Look }) {
  const imageOptions = useImageOptions();
  const { images, items } = suite;
  return (
    <Slider
      label={`Фотографии образа «${suite.name}»`}
      className="product-gallery outfit-gallery"
      dots
      loop={images.list.length > 1}
    >
      {images.list.map((_, index) => {
        const item = index > 0 ? items[index - 1] : undefined;
        const picture = (
          <ProductImage
            images={images}
            index={index}
            alt={item ? item.name : `Образ «${suite.name}» целиком`}
            eager={index === 0}
            imageOptions={imageOptions}
          />
        );
        return item ? (
          <Link
            key={index}
            to={item.link}
            className="product-gallery__zoom"
            aria-label={`${item.name} — открыть товар`}
          >
            {picture}
          </Link>
        ) : (
          <a
            key={index}
            href={resolveImageUrl(images.original[index], imageOptions)}
            className="product-gallery__zoom"
            aria-label="Открыть фото образа в полном размере"
          >
            {picture}
          </a>
        );
      })}
    </Slider>
  );
}
