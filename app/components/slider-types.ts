import type useEmblaCarousel from "embla-carousel-react";
import type { UseEmblaCarouselType } from "embla-carousel-react";

/** The slider engine's API, options and plugins (embla's), shared by the hook that loads the engine and the engine. */
export type SliderApi = NonNullable<UseEmblaCarouselType[1]>;
export type SliderOptions = NonNullable<Parameters<typeof useEmblaCarousel>[0]>;
export type SliderPlugin = NonNullable<Parameters<typeof useEmblaCarousel>[1]>[number];
