import { Link } from "~/components/link";
import { isVideo, type ViewerSlide } from "./viewer-photos";

/**
 * A page's photos as a page of the store (`?modal=photos`): what a photo opens without JavaScript — every photo
 * large, one under another (a video as a plain one with its controls), `#photo-N` the one tapped, with the header and
 * the way back to the page they belong to.
 */
export function PhotosPage({
  title,
  photos,
  back,
}: {
  title: string;
  photos: ViewerSlide[];
  back: { to: string; label: string };
}) {
  const backLink = (
    <Link to={back.to} className="photo-page__back">
      ‹ {back.label}
    </Link>
  );
  return (
    <div className="photo-page">
      {backLink}
      <h1 className="photo-page__title">{title}</h1>
      <ol className="photo-page__list">
        {photos.map((photo, i) => (
          <li key={photo.src + i} id={`photo-${i + 1}`} className="photo-page__item">
            <p className="photo-page__count">
              {i + 1} из {photos.length}
            </p>
            {isVideo(photo) ? (
              <video
                src={photo.src}
                poster={photo.poster}
                aria-label={photo.label}
                controls
                muted
                preload="none"
                playsInline
                width={600}
                height={800}
              />
            ) : (
              <img src={photo.src} alt={photo.alt} width={600} height={800} loading={i === 0 ? "eager" : "lazy"} />
            )}
          </li>
        ))}
      </ol>
      {backLink}
    </div>
  );
}
