/**
 * The photo viewer's zoom as plain numbers: the picture is drawn `translate(x, y) scale(scale)` about the stage's
 * centre, so a point `p` of the picture (from the centre) shows at `x + scale · p`.
 */
export type Zoom = { scale: number; x: number; y: number };
export type Size = { width: number; height: number };
export type Point = { x: number; y: number };
/** The stage, and the picture as drawn in it unzoomed (object-fit: contain; the stage's size when not known). */
export type Frame = Size & { picture?: Size };

export const NO_ZOOM: Zoom = { scale: 1, x: 0, y: 0 };
export const MAX_ZOOM = 4;
/** A double tap or double click zooms in this far; the buttons and keys step by ZOOM_STEP. */
export const DOUBLE_TAP_ZOOM = 2.5;
export const ZOOM_STEP = 1.5;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * Within 1…MAX_ZOOM, and never moved so far that the stage shows past the picture's edge (a picture narrower than the
 * stage stays centred that way).
 */
export function clampZoom(zoom: Zoom, stage: Frame): Zoom {
  const scale = clamp(zoom.scale, 1, MAX_ZOOM);
  const picture = stage.picture ?? stage;
  const maxX = Math.max(0, (picture.width * scale - stage.width) / 2);
  const maxY = Math.max(0, (picture.height * scale - stage.height) / 2);
  // `|| 0`: an unzoomed picture stands at 0, not -0.
  return { scale, x: clamp(zoom.x, -maxX, maxX) || 0, y: clamp(zoom.y, -maxY, maxY) || 0 };
}

/** Zoomed to `scale` with the picture's point under `at` (from the stage's centre) staying under it. */
export function zoomAt(zoom: Zoom, scale: number, at: Point, stage: Frame): Zoom {
  const picturePoint = { x: (at.x - zoom.x) / zoom.scale, y: (at.y - zoom.y) / zoom.scale };
  return clampZoom({ scale, x: at.x - scale * picturePoint.x, y: at.y - scale * picturePoint.y }, stage);
}

/** Moved by a finger or the mouse, within the picture. */
export function panBy(zoom: Zoom, by: Point, stage: Frame): Zoom {
  return clampZoom({ ...zoom, x: zoom.x + by.x, y: zoom.y + by.y }, stage);
}

/** A double tap: in to DOUBLE_TAP_ZOOM at the point, or back out when zoomed. */
export function toggleZoomAt(zoom: Zoom, at: Point, stage: Frame): Zoom {
  return zoom.scale > 1 ? NO_ZOOM : zoomAt(zoom, DOUBLE_TAP_ZOOM, at, stage);
}

export const isZoomed = (zoom: Zoom) => zoom.scale > 1.01;
