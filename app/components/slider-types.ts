import type useEmblaCarousel from "embla-carousel-react";
import type { UseEmblaCarouselType } from "embla-carousel-react";

/** The slider engine's API and options (embla's), shared by the hook that loads the engine and the engine itself. */
export type SliderApi = NonNullable<UseEmblaCarouselType[1]>;
export type SliderOptions = NonNullable<Parameters<typeof useEmblaCarousel>[0]>;
