import { ProductImage } from "~/components/product-image";
import { gallerySlides } from "~/catalog/product-card/card-gallery";
import { VideoSlide } from "~/catalog/product-card/video-slide";
import { PhotoViewerModal, usePhotoViewer } from "~/components/photo-viewer/photo-viewer-modal";
import { Slider } from "~/components/slider";
import { resolveImageUrl } from "~/domain/images";
import { useImageOptions } from "~/hooks/use-image-options";
import type { CatalogItem } from "~/contract/catalog";
import { viewerPhotos } from "./product-photos";

/**
 * The product page gallery: every picture and video in a looping slider. A picture opens the full-screen viewer in
 * place (its code loads when the shopper reaches for a photo); without JavaScript it links to the photos' page.
 */
export function ProductGallery({ item }: { item: CatalogItem }) {
  const imageOptions = useImageOptions();
  const { photoLink, start } = usePhotoViewer();
  const slides = gallerySlides(item);
  const photoCount = slides.filter((slide) => slide.kind === "picture").length;
  let photo = -1;
  return (
    <>
      <Slider label={`Фотографии: ${item.name}`} className="product-gallery" dots loop={slides.length > 1}>
        {slides.map((slide, i) => {
          if (slide.kind === "video")
            return (
              <VideoSlide
                key={`v${i}`}
                src={slide.src}
                label={`Видео: ${item.name}`}
                poster={resolveImageUrl(item.images.list[0], imageOptions)}
              />
            );
          const index = (photo += 1);
          return (
            <a
              key={`p${slide.index}`}
              {...photoLink(index)}
              className="product-gallery__zoom"
              aria-label={`Фото ${index + 1} из ${photoCount}: открыть крупно`}
            >
              <ProductImage
                images={item.images}
                index={slide.index}
                alt={`${item.name}, фото ${index + 1}`}
                eager={i === 0}
                imageOptions={imageOptions}
              />
            </a>
          );
        })}
      </Slider>
      <PhotoViewerModal title={`Фото: ${item.name}`} photos={viewerPhotos(item, imageOptions)} start={start} />
    </>
  );
}
