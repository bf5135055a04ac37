import { Link } from "@remix-run/react";
import { useImageOptions } from "~/hooks/use-image-options";
import type { CatalogItem } from "~/contract/catalog";
import { viewerPhotos } from "./viewer-photos";

/**
 * The product's photos as a page of the store (`?modal=photos`): what a photo of the gallery opens without JavaScript —
 * every photo large, one under another, `#photo-N` the one tapped, with the header and the way back to the product.
 */
export function ProductPhotosPage({ item }: { item: CatalogItem }) {
  const photos = viewerPhotos(item, useImageOptions());
  const back = (
    <Link to={item.link} className="photo-page__back">
      ‹ Вернуться к товару
    </Link>
  );
  return (
    <div className="photo-page">
      {back}
      <h1 className="photo-page__title">Фото: {item.name}</h1>
      <ol className="photo-page__list">
        {photos.map((photo, i) => (
          <li key={photo.src + i} id={`photo-${i + 1}`} className="photo-page__item">
            <p className="photo-page__count">
              {i + 1} из {photos.length}
            </p>
            <img src={photo.src} alt={photo.alt} width={600} height={800} loading={i === 0 ? "eager" : "lazy"} />
          </li>
        ))}
      </ol>
      {back}
    </div>
  );
}
