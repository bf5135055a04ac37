import type { ViewerPhoto } from "~/components/photo-viewer/viewer-photos";
import { PhotosPage } from "~/components/photo-viewer/photo-page";
import { resolveImageUrl, type ImageUrlOptions } from "~/domain/images";
import { useImageOptions } from "~/hooks/use-image-options";
import type { CatalogItem, Images } from "~/contract/catalog";

/** What the look's pictures need: the whole look first, then each product as it is worn, in the order of `items`. */
export type LookPictures = { name: string; link: string; images: Images; items: Pick<CatalogItem, "name" | "link">[] };

/** The picture's words: the whole look, or the product worn in it. */
export const lookPictureAlt = (look: LookPictures, index: number) => {
  const item = index > 0 ? look.items[index - 1] : undefined;
  return item ? item.name : `Образ «${look.name}» целиком`;
};

/** The look's pictures at their largest, for the viewer and its page. */
export const lookPhotos = (look: LookPictures, imageOptions?: ImageUrlOptions): ViewerPhoto[] =>
  look.images.list.map((list, index) => ({
    src: resolveImageUrl(look.images.original[index] ?? look.images.detail[index] ?? list, imageOptions),
    alt: lookPictureAlt(look, index),
  }));

/** The look's pictures as a page of the store (`?modal=photos`), with the way back to the look. */
export function OutfitPhotosPage({ look }: { look: LookPictures }) {
  return (
    <div className="outfit-photos">
      <PhotosPage
        title={`Фото: образ «${look.name}»`}
        photos={lookPhotos(look, useImageOptions())}
        back={{ to: look.link, label: "Вернуться к образу" }}
      />
    </div>
  );
}
