import { hrefWithModal } from "~/components/modal";

/** A photo as the viewer and the photos' page show it: at its largest. */
export type ViewerPhoto = { src: string; alt: string };

/** The photos' page (the viewer without JavaScript): this page with `?modal=photos`, at the photo. */
export const photoPageHref = (location: { pathname: string; search: string }, index: number) =>
  `${hrefWithModal(location, "photos")}#photo-${index + 1}`;
