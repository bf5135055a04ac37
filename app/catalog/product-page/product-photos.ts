import { gallerySlides } from "~/catalog/product-card/card-gallery";
import type { ViewerSlide } from "~/components/photo-viewer/viewer-photos";
import { resolveImageUrl, type ImageUrlOptions } from "~/domain/images";
import type { CatalogItem } from "~/contract/catalog";

/** A product video's poster: its first picture, as large as the viewer shows photos. */
export const videoPoster = (item: Pick<CatalogItem, "images">, imageOptions?: ImageUrlOptions) =>
  resolveImageUrl(item.images.detail[0] ?? item.images.list[0], imageOptions);

/**
 * A product's photos at their largest and its videos, in the gallery's order, for the viewer and its page: the gallery,
 * the viewer and the page count the same slides («3 из 6»).
 */
export function viewerPhotos(item: CatalogItem, imageOptions?: ImageUrlOptions): ViewerSlide[] {
  return gallerySlides(item).map((slide) =>
    slide.kind === "picture"
      ? {
          src: resolveImageUrl(item.images.original[slide.index] ?? item.images.detail[slide.index], imageOptions),
          alt: `${item.name}, фото ${slide.index + 1}`,
        }
      : { kind: "video", src: slide.src, poster: videoPoster(item, imageOptions), label: `Видео: ${item.name}` },
  );
}
