import { useEffect, useRef, type RefObject } from "react";
import { isZoomed, NO_ZOOM, panBy, toggleZoomAt, zoomAt, type Frame, type Point, type Zoom } from "./photo-zoom";

/** A finger that moves less than this (px) taps; a swipe this far goes to the neighbouring photo. */
const TAP_SLOP_PX = 10;
const SWIPE_PX = 40;
/** Two taps this close in time (ms) and place (px) are a double tap. */
const DOUBLE_TAP_MS = 300;
const DOUBLE_TAP_PX = 40;
/** A double click this soon after a touch is the browser's echo of a double tap, already handled. */
const TOUCH_ECHO_MS = 1000;

/** The viewer's stage and the photo in view as drawn in it. */
export function frameOf(stage: HTMLElement): Frame {
  const width = stage.clientWidth;
  const height = stage.clientHeight;
  const image = stage.querySelector<HTMLImageElement>(".photo-viewer__slide:not([aria-hidden]) img");
  if (!image?.naturalWidth || !image.naturalHeight) return { width, height };
  const fit = Math.min(width / image.naturalWidth, height / image.naturalHeight);
  return { width, height, picture: { width: image.naturalWidth * fit, height: image.naturalHeight * fit } };
}

export type GestureView = {
  zoom: Zoom;
  setZoom: (zoom: Zoom) => void;
  /** How far (px) a finger has pulled the photos sideways, or null once it let go. */
  pull: (by: number | null) => void;
  /** To the next (1) or previous (-1) photo. */
  step: (by: 1 | -1) => void;
};

type Gesture =
  | { kind: "pinch"; distance: number; middle: Point; zoom: Zoom }
  | { kind: "swipe" | "pan"; start: Point; last: Point; moved: boolean };

const point = (touch: { clientX: number; clientY: number }): Point => ({ x: touch.clientX, y: touch.clientY });
const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
const middle = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/**
 * The photo viewer's touch and mouse: one finger swipes between photos (or moves a zoomed photo), two pinch to zoom,
 * a double tap or double click zooms in at that point and back out; the mouse drags a zoomed photo. The page does
 * not scroll or zoom under the viewer (CSS `touch-action: none`).
 */
export function usePhotoGestures(stage: RefObject<HTMLElement>, view: GestureView) {
  const latest = useRef(view);
  latest.current = view;

  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    let gesture: Gesture | null = null;
    let lastTap: { time: number; at: Point } | null = null;
    let lastTouch = -Infinity;
    let mouse: Point | null = null;
    const size = () => frameOf(element);
    const fromCentre = (at: Point): Point => {
      const rect = element.getBoundingClientRect();
      return { x: at.x - rect.left - rect.width / 2, y: at.y - rect.top - rect.height / 2 };
    };
    const oneFinger = (at: Point): Gesture => ({
      kind: isZoomed(latest.current.zoom) ? "pan" : "swipe",
      start: at,
      last: at,
      moved: false,
    });

    const onStart = (event: TouchEvent) => {
      lastTouch = event.timeStamp;
      if (event.touches.length >= 2) {
        const [a, b] = [point(event.touches[0]), point(event.touches[1])];
        latest.current.pull(null);
        gesture = { kind: "pinch", distance: distance(a, b) || 1, middle: middle(a, b), zoom: latest.current.zoom };
      } else {
        gesture = oneFinger(point(event.touches[0]));
      }
    };
    const onMove = (event: TouchEvent) => {
      if (!gesture) return;
      event.preventDefault();
      const view = latest.current;
      if (gesture.kind === "pinch") {
        if (event.touches.length < 2) return;
        const [a, b] = [point(event.touches[0]), point(event.touches[1])];
        const scale = (gesture.zoom.scale * distance(a, b)) / gesture.distance;
        const zoomed = zoomAt(gesture.zoom, scale, fromCentre(gesture.middle), size());
        const now = middle(a, b);
        view.setZoom(panBy(zoomed, { x: now.x - gesture.middle.x, y: now.y - gesture.middle.y }, size()));
        return;
      }
      const at = point(event.touches[0]);
      if (distance(at, gesture.start) > TAP_SLOP_PX) gesture.moved = true;
      if (gesture.kind === "pan")
        view.setZoom(panBy(view.zoom, { x: at.x - gesture.last.x, y: at.y - gesture.last.y }, size()));
      else if (gesture.moved) view.pull(at.x - gesture.start.x);
      gesture.last = at;
    };
    const onEnd = (event: TouchEvent) => {
      lastTouch = event.timeStamp;
      const done = gesture;
      if (!done) return;
      const view = latest.current;
      if (event.touches.length > 0) {
        // One finger of a pinch lifted: the other goes on moving the photo.
        if (done.kind === "pinch") {
          const at = point(event.touches[0]);
          gesture = { kind: "pan", start: at, last: at, moved: true };
        }
        return;
      }
      gesture = null;
      if (done.kind === "pinch") {
        if (!isZoomed(view.zoom)) view.setZoom(NO_ZOOM);
        return;
      }
      if (done.kind === "swipe" && done.moved) {
        const pulled = done.last.x - done.start.x;
        view.pull(null);
        if (Math.abs(pulled) >= SWIPE_PX) view.step(pulled < 0 ? 1 : -1);
        return;
      }
      if (done.moved) return;
      const at = point(event.changedTouches[0] ?? done.last);
      if (lastTap && event.timeStamp - lastTap.time < DOUBLE_TAP_MS && distance(at, lastTap.at) < DOUBLE_TAP_PX) {
        event.preventDefault();
        view.setZoom(toggleZoomAt(view.zoom, fromCentre(at), size()));
        lastTap = null;
      } else {
        lastTap = { time: event.timeStamp, at };
      }
    };
    const onDoubleClick = (event: MouseEvent) => {
      if (event.timeStamp - lastTouch < TOUCH_ECHO_MS) return;
      const view = latest.current;
      view.setZoom(toggleZoomAt(view.zoom, fromCentre(point(event)), size()));
    };
    const onMouseDown = (event: MouseEvent) => {
      if (event.button !== 0 || !isZoomed(latest.current.zoom)) return;
      event.preventDefault();
      mouse = point(event);
    };
    const onMouseMove = (event: MouseEvent) => {
      if (!mouse) return;
      const view = latest.current;
      view.setZoom(panBy(view.zoom, { x: event.clientX - mouse.x, y: event.clientY - mouse.y }, size()));
      mouse = point(event);
    };
    const onMouseUp = () => {
      mouse = null;
    };

    const document = element.ownerDocument;
    element.addEventListener("touchstart", onStart, { passive: true });
    element.addEventListener("touchmove", onMove, { passive: false });
    element.addEventListener("touchend", onEnd, { passive: false });
    element.addEventListener("touchcancel", onEnd, { passive: false });
    element.addEventListener("dblclick", onDoubleClick);
    element.addEventListener("mousedown", onMouseDown);
    document.addEventListener("mousemove", onMouseMove);
    document.addEventListener("mouseup", onMouseUp);
    return () => {
      element.removeEventListener("touchstart", onStart);
      element.removeEventListener("touchmove", onMove);
      element.removeEventListener("touchend", onEnd);
      element.removeEventListener("touchcancel", onEnd);
      element.removeEventListener("dblclick", onDoubleClick);
      element.removeEventListener("mousedown", onMouseDown);
      document.removeEventListener("mousemove", onMouseMove);
      document.removeEventListener("mouseup", onMouseUp);
    };
  }, [stage]);
}
