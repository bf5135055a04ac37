import { useLocation } from "@remix-run/react";
import { useState, type MouseEvent } from "react";
import { ProductImage } from "~/components/product-image";
import { gallerySlides } from "~/catalog/product-card/card-gallery";
import { VideoSlide } from "~/catalog/product-card/video-slide";
import { lazyModalContent, Modal, preloadOn, useModal } from "~/components/modal";
import { Slider } from "~/components/slider";
import { resolveImageUrl } from "~/domain/images";
import { useImageOptions } from "~/hooks/use-image-options";
import type { CatalogItem } from "~/contract/catalog";
import { photoPageHref, viewerPhotos } from "./photo-viewer/viewer-photos";

const PhotoViewer = lazyModalContent("photos", () =>
  import("./photo-viewer/photo-viewer").then((module) => module.PhotoViewer),
);

/**
 * The product page gallery: every picture and video in a looping slider. A picture opens the full-screen viewer in
 * place (its code loads when the shopper reaches for a photo); without JavaScript it links to the photos' page.
 */
export function ProductGallery({ item }: { item: CatalogItem }) {
  const imageOptions = useImageOptions();
  const location = useLocation();
  const viewer = useModal("photos");
  // The photo the viewer opens at; none before a photo was tapped here (coming back from the photos' page, whose URL
  // names the modal, must not flash the viewer open).
  const [start, setStart] = useState<number | null>(null);
  const slides = gallerySlides(item);
  const photoCount = slides.filter((slide) => slide.kind === "picture").length;
  let photo = -1;
  const open = (event: MouseEvent<HTMLAnchorElement>, index: number) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    // Focus comes back here when the viewer closes (a tap does not focus a link in every browser).
    event.currentTarget.focus();
    setStart(index);
    viewer.open();
  };
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
              href={photoPageHref(location, index)}
              className="product-gallery__zoom"
              aria-label={`Фото ${index + 1} из ${photoCount}: открыть крупно`}
              aria-haspopup="dialog"
              onClick={(event) => open(event, index)}
              {...preloadOn("photos")}
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
      {start !== null && (
        <Modal name="photos" title={`Фото: ${item.name}`} full>
          <PhotoViewer photos={viewerPhotos(item, imageOptions)} start={start} />
        </Modal>
      )}
    </>
  );
}
