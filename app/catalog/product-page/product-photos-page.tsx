import { PhotosPage } from "~/components/photo-viewer/photo-page";
import { useImageOptions } from "~/hooks/use-image-options";
import type { CatalogItem } from "~/contract/catalog";
import { viewerPhotos } from "./product-photos";

/** The product's photos as a page of the store (`?modal=photos`), with the way back to the product. */
export function ProductPhotosPage({ item }: { item: CatalogItem }) {
  return (
    <PhotosPage
      title={`Фото: ${item.name}`}
      photos={viewerPhotos(item, useImageOptions())}
      back={{ to: item.link, label: "Вернуться к товару" }}
    />
  );
}
