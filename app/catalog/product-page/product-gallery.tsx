import { ProductImage } from "~/components/product-image";
import { gallerySlides } from "~/catalog/product-card/card-gallery";
import { VideoSlide } from "~/catalog/product-card/video-slide";
import { Slider } from "~/components/slider";
import { resolveImageUrl } from "~/domain/images";
import { useImageOptions } from "~/hooks/use-image-options";
import type { CatalogItem } from "~/contract/catalog";

/** The product page gallery: every picture (linking to its full-size original) and video, in a looping slider. */
export function ProductGallery({ item }: { item: CatalogItem }) {
  const imageOptions = useImageOptions();
  const slides = gallerySlides(item);
  return (
    <Slider label={`Фотографии: ${item.name}`} className="product-gallery" dots loop={slides.length > 1}>
      {slides.map((slide, i) =>
        slide.kind === "picture" ? (
          <a
            key={`p${slide.index}`}
            href={resolveImageUrl(item.images.original[slide.index], imageOptions)}
            className="product-gallery__zoom"
            aria-label={`Открыть фото ${i + 1} в полном размере`}
          >
            <ProductImage
              images={item.images}
              index={slide.index}
              alt={`${item.name}, фото ${i + 1}`}
              eager={i === 0}
              imageOptions={imageOptions}
            />
          </a>
        ) : (
          <VideoSlide
            key={`v${i}`}
            src={slide.src}
            label={`Видео: ${item.name}`}
            poster={resolveImageUrl(item.images.list[0], imageOptions)}
          />
        ),
      )}
    </Slider>
  );
}
