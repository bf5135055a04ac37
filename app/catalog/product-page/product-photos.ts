import { gallerySlides } from "~/catalog/product-card/card-gallery";
import type { ViewerPhoto } from "~/components/photo-viewer/viewer-photos";
import { resolveImageUrl, type ImageUrlOptions } from "~/domain/images";
import type { CatalogItem } from "~/contract/catalog";

/** A product's photos at their largest, in the gallery's order (its videos left out), for the viewer and its page. */
export function viewerPhotos(item: CatalogItem, imageOptions?: ImageUrlOptions): ViewerPhoto[] {
  return gallerySlides(item).flatMap((slide) =>
    slide.kind === "picture"
      ? [
          {
            src: resolveImageUrl(item.images.original[slide.index] ?? item.images.detail[slide.index], imageOptions),
            alt: `${item.name}, фото ${slide.index + 1}`,
          },
        ]
      : [],
  );
}
