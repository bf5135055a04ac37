import { gallerySlides } from "~/catalog/product-card/card-gallery";
import { hrefWithModal } from "~/components/modal";
import { resolveImageUrl, type ImageUrlOptions } from "~/domain/images";
import type { CatalogItem } from "~/contract/catalog";

export type ViewerPhoto = { src: string; alt: string };

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

/** The photos' page (the viewer without JavaScript): the product's page with `?modal=photos`, at the photo. */
export const photoPageHref = (location: { pathname: string; search: string }, index: number) =>
  `${hrefWithModal(location, "photos")}#photo-${index + 1}`;
