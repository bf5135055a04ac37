import { useEffect, useRef } from "react";
import { INTERSECTION_THRESHOLD } from "~/domain/timing";

/**
 * A product video that starts loading and playing only once a quarter of it is in view (spec §9);
 * a failed playback is only logged (spec §8). Without JavaScript it is a plain video with controls, showing the
 * product's photo (`poster`) until it plays instead of a black box (nothing of it loads before then).
 */
export function VideoSlide({ src, label, poster }: { src: string; label: string; poster: string }) {
  const ref = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const video = ref.current;
    if (!video || typeof IntersectionObserver === "undefined") return;
    video.controls = false;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry.isIntersecting) {
          video.preload = "auto";
          video.play().catch((error: unknown) => console.warn("video playback failed", src, error));
        } else {
          video.pause();
        }
      },
      { threshold: INTERSECTION_THRESHOLD },
    );
    observer.observe(video);
    return () => observer.disconnect();
  }, [src]);

  return (
    <video
      ref={ref}
      className="video-slide"
      src={src}
      poster={poster}
      muted
      loop
      playsInline
      preload="none"
      controls
      aria-label={label}
      width={600}
      height={800}
    />
  );
}
