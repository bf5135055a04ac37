import { ProductImage } from "~/components/product-image";
import { gallerySlides } from "~/catalog/product-card/card-gallery";
import { VideoSlide } from "~/components/video-slide";
import { PhotoViewerModal, usePhotoViewer } from "~/components/photo-viewer/photo-viewer-modal";
import { Slider } from "~/components/slider";
import { useImageOptions } from "~/hooks/use-image-options";
import type { CatalogItem } from "~/contract/catalog";
import { videoPoster, viewerPhotos } from "./product-photos";

/**
 * The product page gallery: every picture and video in a looping slider. A picture opens the full-screen viewer in
 * place (its code loads when the shopper reaches for a photo); without JavaScript it links to the photos' page. The
 * slider, the viewer and the photos' page count the same slides, the video among them («2 из 6»).
 */
export function ProductGallery({ item }: { item: CatalogItem }) {
  const imageOptions = useImageOptions();
  const { photoLink, start } = usePhotoViewer();
  const slides = gallerySlides(item);
  return (
    <>
      <Slider label={`Фотографии: ${item.name}`} className="product-gallery" dots loop={slides.length > 1}>
        {slides.map((slide, i) =>
          slide.kind === "video" ? (
            <VideoSlide
              key={`v${i}`}
              src={slide.src}
              label={`Видео: ${item.name}`}
              poster={videoPoster(item, imageOptions)}
            />
          ) : (
            <a
              key={`p${slide.index}`}
              {...photoLink(i)}
              className="product-gallery__zoom"
              aria-label={`Фото ${i + 1} из ${slides.length}: открыть крупно`}
            >
              <ProductImage
                images={item.images}
                index={slide.index}
                alt={`${item.name}, фото ${slide.index + 1}`}
                eager={i === 0}
                imageOptions={imageOptions}
              />
            </a>
          ),
        )}
      </Slider>
      <PhotoViewerModal title={`Фото: ${item.name}`} photos={viewerPhotos(item, imageOptions)} start={start} />
    </>
  );
}
