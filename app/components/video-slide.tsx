import { useEffect, useRef, useState } from "react";
import { INTERSECTION_THRESHOLD } from "~/domain/timing";
import { useHydrated } from "~/hooks/use-hydrated";

/**
 * A product video: the product's photo (`poster`) with «Смотреть видео» until the shopper taps it, then the video
 * with its controls. It starts loading only once a quarter of it is in view (spec §2, §9) and pauses when it leaves;
 * a failed playback is only logged (spec §8). Without JavaScript it is a plain video with controls, showing the poster
 * until it plays (nothing of it loads before then).
 */
export function VideoSlide({
  src,
  label,
  poster,
  className = "",
}: {
  src: string;
  label: string;
  poster: string;
  className?: string;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  const hydrated = useHydrated();
  const [started, setStarted] = useState(false);

  useEffect(() => {
    const video = ref.current;
    if (!video || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry.isIntersecting) video.preload = "metadata";
        else video.pause();
      },
      { threshold: INTERSECTION_THRESHOLD },
    );
    observer.observe(video);
    return () => observer.disconnect();
  }, [src]);

  const play = () => {
    const video = ref.current;
    if (!video) return;
    setStarted(true);
    video.play().catch((error: unknown) => console.warn("video playback failed", src, error));
    video.focus();
  };

  return (
    <div className={`video-slide ${className}`}>
      <video
        ref={ref}
        className="video-slide__video"
        src={src}
        poster={poster}
        muted
        loop
        playsInline
        preload="none"
        controls={!hydrated || started}
        aria-label={label}
        tabIndex={hydrated && !started ? -1 : undefined}
        width={600}
        height={800}
      />
      {hydrated && !started && (
        <button type="button" className="video-slide__play" onClick={play}>
          <svg className="video-slide__icon" width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
            <path d="M6 4l10 6-10 6z" fill="currentColor" />
          </svg>
          Смотреть видео
        </button>
      )}
    </div>
  );
}
