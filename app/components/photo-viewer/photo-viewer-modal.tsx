import { useLocation } from "@remix-run/react";
import { useState, type MouseEvent } from "react";
import { lazyModalContent, Modal, preloadOn, useModal } from "~/components/modal";
import { photoPageHref, type ViewerSlide } from "./viewer-photos";

const PhotoViewer = lazyModalContent("photos", () => import("./photo-viewer").then((module) => module.PhotoViewer));

/**
 * Photos that open the full-screen viewer in place (its code loads when the shopper reaches for a photo); without
 * JavaScript each is a link to the photos' page (`?modal=photos#photo-N`). `photoLink(i)` are the i-th photo link's
 * props, `start` the photo the viewer opens at (for `PhotoViewerModal`).
 */
export function usePhotoViewer() {
  const location = useLocation();
  const viewer = useModal("photos");
  // None before a photo was tapped here (coming back from the photos' page, whose URL names the modal, must not flash
  // the viewer open).
  const [start, setStart] = useState<number | null>(null);
  const photoLink = (index: number) => ({
    href: photoPageHref(location, index),
    "aria-haspopup": "dialog" as const,
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      // Focus comes back here when the viewer closes (a tap does not focus a link in every browser).
      event.currentTarget.focus();
      setStart(index);
      viewer.open();
    },
    ...preloadOn("photos"),
  });
  return { photoLink, start };
}

/** The viewer in the `photos` modal, once a photo was tapped. */
export function PhotoViewerModal({
  title,
  photos,
  start,
}: {
  title: string;
  photos: ViewerSlide[];
  start: number | null;
}) {
  if (start === null) return null;
  return (
    <Modal name="photos" title={title} full>
      <PhotoViewer photos={photos} start={start} />
    </Modal>
  );
}
