import { Link } from "~/components/link";
import { resolveImageUrl, type ImageUrlOptions } from "~/domain/images";
import type { CardItem } from "~/domain/card-item";
import { ProductImage } from "~/components/product-image";
import { Slider } from "~/components/slider";
import { VideoSlide } from "~/components/video-slide";

type Slide = { kind: "picture"; index: number } | { kind: "video"; src: string };

/** Pictures in order, with each video inserted at its `order` position. */
export function gallerySlides(item: Pick<CardItem, "images" | "videos">): Slide[] {
  const slides: Slide[] = item.images.list.map((_, index) => ({ kind: "picture", index }));
  if (slides.length === 0) slides.push({ kind: "picture", index: 0 });
  for (const video of [...item.videos].sort((a, b) => a.order - b.order)) {
    slides.splice(Math.max(0, Math.min(video.order, slides.length)), 0, { kind: "video", src: video.sm });
  }
  return slides;
}

/** The card's slides; pictures link to the product (the name link is the one keyboard users get). */
export function CardGallery({
  item,
  eager,
  imageOptions,
}: {
  item: CardItem;
  eager: boolean;
  imageOptions?: ImageUrlOptions;
}) {
  // A card shows its first picture (without JavaScript that is all it shows, a listing has two dozen cards); the
  // other slides join when the shopper reaches for the gallery.
  return (
    <Slider label={`Фото: ${item.name}`} className="card-gallery" dots firstUntilAwake>
      {gallerySlides(item).map((slide, i) =>
        slide.kind === "picture" ? (
          <Link key={`p${slide.index}`} to={item.link} tabIndex={-1} aria-hidden="true" className="card-gallery__link">
            <ProductImage
              images={item.images}
              index={slide.index}
              alt=""
              eager={eager && i === 0}
              imageOptions={imageOptions}
            />
          </Link>
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
