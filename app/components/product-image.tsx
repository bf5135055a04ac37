import { cardImageSources, type ImageUrlOptions } from "~/domain/images";
import type { Images } from "~/contract/catalog";

/** A card picture with the three sources of spec §9; lazy unless it is above the fold. */
export function ProductImage({
  images,
  index = 0,
  alt,
  eager = false,
  imageOptions,
}: {
  images: Pick<Images, "list" | "list375" | "detail">;
  index?: number;
  alt: string;
  eager?: boolean;
  imageOptions?: ImageUrlOptions;
}) {
  const { sources, src } = cardImageSources(images, index, imageOptions);
  return (
    <picture className="product-image">
      {sources.map((source) => (
        <source key={source.media} media={source.media} srcSet={source.srcSet} />
      ))}
      <img src={src} alt={alt} width={600} height={800} loading={eager ? "eager" : "lazy"} decoding="async" />
    </picture>
  );
}
