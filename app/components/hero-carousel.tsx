import { Link } from "@remix-run/react";
import useEmblaCarousel from "embla-carousel-react";
import { useCallback, useEffect, useState } from "react";
import { resolveImageUrl } from "~/domain/images";
import { useImageOptions } from "~/hooks/use-image-options";
import type { Banner } from "~/upstream/schemas/content";

/**
 * Hero banners. Without JavaScript it is a horizontally scrolling, snapping row;
 * with it, embla adds swiping, looping, arrows and dots.
 */
export function HeroCarousel({ banners }: { banners: Banner[] }) {
  const imageOptions = useImageOptions();
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, duration: 30 });
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on("select", onSelect);
    return () => {
      embla.off("select", onSelect);
    };
  }, [embla]);

  const scrollTo = useCallback((index: number) => embla?.scrollTo(index), [embla]);
  if (banners.length === 0) return null;

  return (
    <section className="hero" aria-roledescription="карусель" aria-label="Акции и новинки">
      <div className={embla ? "hero__viewport hero__viewport--js" : "hero__viewport"} ref={viewportRef}>
        <div className="hero__track">
          {banners.map((banner, index) => (
            <div className="hero__slide" key={banner.id} role="group" aria-roledescription="слайд" aria-label={`${index + 1} из ${banners.length}`}>
              <Link to={banner.link} className="hero__link">
                <picture>
                  <source media="(max-width: 799px)" srcSet={resolveImageUrl(banner.image.mobile, imageOptions)} />
                  <img src={resolveImageUrl(banner.image.desktop, imageOptions)} alt={banner.alt} width={1600} height={700} loading={index === 0 ? "eager" : "lazy"} fetchPriority={index === 0 ? "high" : undefined} />
                </picture>
                <span className="hero__caption">
                  <span className="hero__title">{banner.title}</span>
                  {banner.subtitle && <span className="hero__subtitle">{banner.subtitle}</span>}
                </span>
              </Link>
            </div>
          ))}
        </div>
      </div>
      {embla && banners.length > 1 && (
        <div className="hero__controls">
          <button type="button" className="hero__arrow" aria-label="Предыдущий слайд" onClick={() => embla.scrollPrev()}>‹</button>
          <div className="hero__dots">
            {banners.map((banner, index) => (
              <button key={banner.id} type="button" className={index === selected ? "hero__dot hero__dot--on" : "hero__dot"} aria-label={`Слайд ${index + 1}`} aria-current={index === selected ? "true" : undefined} onClick={() => scrollTo(index)} />
            ))}
          </div>
          <button type="button" className="hero__arrow" aria-label="Следующий слайд" onClick={() => embla.scrollNext()}>›</button>
        </div>
      )}
    </section>
  );
}
