import { Link } from "~/components/link";
import { useEffect, useState } from "react";
import { useSliderEngine } from "~/components/use-slider-engine";
import { resolveImageUrl } from "~/domain/images";
import { useHydrated } from "~/hooks/use-hydrated";
import { useImageOptions } from "~/hooks/use-image-options";
import type { Banner } from "~/contract/content";

const OPTIONS = { loop: true, duration: 30 };

/**
 * Hero banners. Without JavaScript it is a horizontally scrolling, snapping row; with it the arrows and dots come at
 * once and embla, loaded when the shopper reaches for the banners (`useSliderEngine`), takes over from the banner in
 * view, adding swiping and looping.
 */
export function HeroCarousel({ banners }: { banners: Banner[] }) {
  const imageOptions = useImageOptions();
  const hydrated = useHydrated();
  const { viewport, api, run, engine, wakeOn } = useSliderEngine(OPTIONS);
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    onSelect();
    api.on("select", onSelect);
    return () => {
      api.off("select", onSelect);
    };
  }, [api]);

  if (banners.length === 0) return null;

  return (
    <section className="hero" aria-roledescription="карусель" aria-label="Акции и новинки" {...wakeOn}>
      <div className="hero__viewport" ref={viewport}>
        <div className="hero__track">
          {banners.map((banner, index) => (
            <div
              className="hero__slide"
              key={banner.id}
              role="group"
              aria-roledescription="слайд"
              aria-label={`${index + 1} из ${banners.length}`}
            >
              <Link to={banner.link} className="hero__link">
                <picture>
                  <source media="(max-width: 799px)" srcSet={resolveImageUrl(banner.image.mobile, imageOptions)} />
                  <img
                    src={resolveImageUrl(banner.image.desktop, imageOptions)}
                    alt={banner.alt}
                    width={1600}
                    height={700}
                    loading={index === 0 ? "eager" : "lazy"}
                    fetchPriority={index === 0 ? "high" : undefined}
                  />
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
      {hydrated && banners.length > 1 && (
        <div className="hero__controls">
          <button
            type="button"
            className="hero__arrow"
            aria-label="Предыдущий слайд"
            onClick={() => run((embla) => embla.scrollPrev())}
          >
            ‹
          </button>
          <div className="hero__dots">
            {banners.map((banner, index) => (
              <button
                key={banner.id}
                type="button"
                className={index === selected ? "hero__dot hero__dot--on" : "hero__dot"}
                aria-label={`Слайд ${index + 1}`}
                aria-current={index === selected ? "true" : undefined}
                onClick={() => run((embla) => embla.scrollTo(index))}
              />
            ))}
          </div>
          <button
            type="button"
            className="hero__arrow"
            aria-label="Следующий слайд"
            onClick={() => run((embla) => embla.scrollNext())}
          >
            ›
          </button>
        </div>
      )}
      {engine}
    </section>
  );
}
