import { useEffect, useRef, useState } from "react";
import { isZoomed, MAX_ZOOM, NO_ZOOM, ZOOM_STEP, zoomAt, type Zoom } from "./photo-zoom";
import { frameOf, usePhotoGestures } from "./use-photo-gestures";
import { VideoSlide } from "~/components/video-slide";
import { isVideo, type ViewerSlide } from "./viewer-photos";

/**
 * The full-screen photo viewer's contents (inside the `photos` modal, which traps focus, closes on Escape and returns
 * focus to the photo): swipe or the arrows between photos, pinch, double tap or double click, the zoom buttons or
 * «+» / «−» to zoom, the arrow keys to go on; «3 из 7» says where the shopper is, a video counted as the gallery
 * counts it (it plays in place and does not zoom).
 */
export function PhotoViewer({ photos, start }: { photos: ViewerSlide[]; start: number }) {
  const [index, setIndex] = useState(Math.min(Math.max(start, 0), photos.length - 1));
  const [zoom, setPhotoZoom] = useState<Zoom>(NO_ZOOM);
  const onVideo = photos[index] ? isVideo(photos[index]) : false;
  const setZoom = (next: Zoom) => {
    if (!onVideo) setPhotoZoom(next);
  };
  const [pulled, setPulled] = useState<number | null>(null);
  const stage = useRef<HTMLDivElement>(null);
  const go = (to: number) => {
    if (to < 0 || to >= photos.length) return;
    setIndex(to);
    setPhotoZoom(NO_ZOOM);
  };
  const zoomBy = (factor: number) => {
    const element = stage.current;
    if (!element) return;
    setZoom(zoomAt(zoom, zoom.scale * factor, { x: 0, y: 0 }, frameOf(element)));
  };
  usePhotoGestures(stage, { zoom, setZoom, pull: setPulled, step: (by) => go(index + by) });

  const keys = useRef<(event: KeyboardEvent) => void>();
  keys.current = (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const act: Record<string, () => void> = {
      ArrowLeft: () => go(index - 1),
      ArrowRight: () => go(index + 1),
      "+": () => zoomBy(ZOOM_STEP),
      "=": () => zoomBy(ZOOM_STEP),
      "-": () => zoomBy(1 / ZOOM_STEP),
    };
    if (isZoomed(zoom) && (event.key === "ArrowLeft" || event.key === "ArrowRight")) return;
    const action = act[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => keys.current?.(event);
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  const offset = pulled ?? 0;
  return (
    <div className="photo-viewer">
      <div className="photo-viewer__stage" ref={stage}>
        <div
          className={pulled === null ? "photo-viewer__track" : "photo-viewer__track photo-viewer__track--pulled"}
          style={{ transform: `translateX(calc(${-index * 100}% + ${offset}px))` }}
        >
          {photos.map((photo, i) => (
            <div className="photo-viewer__slide" key={photo.src + i} aria-hidden={i === index ? undefined : true}>
              {Math.abs(i - index) > 1 ? null : isVideo(photo) ? (
                // A neighbour shows its poster only: a hidden slide holds nothing to focus.
                i === index ? (
                  <VideoSlide
                    src={photo.src}
                    poster={photo.poster}
                    label={photo.label}
                    className="photo-viewer__video"
                  />
                ) : (
                  <img src={photo.poster} alt="" draggable={false} className="photo-viewer__photo" />
                )
              ) : (
                <img
                  src={photo.src}
                  alt={photo.alt}
                  draggable={false}
                  className={
                    isZoomed(zoom) && i === index
                      ? "photo-viewer__photo photo-viewer__photo--zoomed"
                      : "photo-viewer__photo"
                  }
                  style={
                    i === index ? { transform: `translate(${zoom.x}px, ${zoom.y}px) scale(${zoom.scale})` } : undefined
                  }
                />
              )}
            </div>
          ))}
        </div>
      </div>
      <div className="photo-viewer__bar">
        <button
          type="button"
          className="photo-viewer__button"
          aria-label="Предыдущее фото"
          disabled={index === 0}
          onClick={() => go(index - 1)}
        >
          ‹
        </button>
        <p className="photo-viewer__count" aria-live="polite" aria-atomic="true">
          {index + 1} из {photos.length}
        </p>
        <button
          type="button"
          className="photo-viewer__button"
          aria-label="Следующее фото"
          disabled={index === photos.length - 1}
          onClick={() => go(index + 1)}
        >
          ›
        </button>
        <button
          type="button"
          className="photo-viewer__button"
          aria-label="Уменьшить"
          disabled={onVideo || !isZoomed(zoom)}
          onClick={() => zoomBy(1 / ZOOM_STEP)}
        >
          −
        </button>
        <button
          type="button"
          className="photo-viewer__button"
          aria-label="Увеличить"
          disabled={onVideo || zoom.scale >= MAX_ZOOM}
          onClick={() => zoomBy(ZOOM_STEP)}
        >
          +
        </button>
      </div>
    </div>
  );
}
