import { hrefWithModal } from "~/components/modal";

/** A photo as the viewer and the photos' page show it: at its largest. */
export type ViewerPhoto = { kind?: "photo"; src: string; alt: string };
/** A video among the photos (a product's): its poster until it plays. */
export type ViewerVideo = { kind: "video"; src: string; poster: string; label: string };
/** What the viewer and the photos' page go through, in the gallery's order: one count for both. */
export type ViewerSlide = ViewerPhoto | ViewerVideo;

export const isVideo = (slide: ViewerSlide): slide is ViewerVideo => slide.kind === "video";

/** The photos' page (the viewer without JavaScript): this page with `?modal=photos`, at the photo. */
export const photoPageHref = (location: { pathname: string; search: string }, index: number) =>
  `${hrefWithModal(location, "photos")}#photo-${index + 1}`;
