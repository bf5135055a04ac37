import { Link } from "~/components/link";
import { PhotoViewerModal, usePhotoViewer } from "~/components/photo-viewer/photo-viewer-modal";
import { ProductImage } from "~/components/product-image";
import { Slider } from "~/components/slider";
import { useImageOptions } from "~/hooks/use-image-options";
import { lookPhotos, lookPictureAlt, type LookPictures } from "./outfit-photos";

/**
 * The look's pictures in a looping slider: the whole look first (opening the store's full-screen photo viewer, or
 * without JavaScript the look's photos' page), then each product as it is worn in the look, leading to that product.
 */
export function OutfitGallery({ suite }: { suite: LookPictures }) {
  const imageOptions = useImageOptions();
  const { photoLink, start } = usePhotoViewer();
  const { images, items } = suite;
  return (
    <>
      <Slider
        label={`Фотографии образа «${suite.name}»`}
        className="product-gallery outfit-gallery"
        dots
        loop={images.list.length > 1}
      >
        {images.list.map((_, index) => {
          const item = index > 0 ? items[index - 1] : undefined;
          const picture = (
            <ProductImage
              images={images}
              index={index}
              alt={lookPictureAlt(suite, index)}
              eager={index === 0}
              imageOptions={imageOptions}
            />
          );
          return item ? (
            <Link
              key={index}
              to={item.link}
              className="product-gallery__zoom"
              aria-label={`${item.name} — открыть товар`}
            >
              {picture}
            </Link>
          ) : (
            <a
              key={index}
              {...photoLink(index)}
              className="product-gallery__zoom"
              aria-label={`Образ «${suite.name}» целиком: открыть крупно`}
            >
              {picture}
            </a>
          );
        })}
      </Slider>
      <PhotoViewerModal title={`Фото: образ «${suite.name}»`} photos={lookPhotos(suite, imageOptions)} start={start} />
    </>
  );
}
