import type { SliderApi } from "~/components/slider-types";
import { RESIZE_REFRESH_MS } from "~/domain/timing";

/** Whether the track or a slide is no longer as wide as the engine measured it (embla measures whole pixels). */
export function widthChanged(api: SliderApi): boolean {
  const { containerRect, slideRects } = api.internalEngine();
  const differs = (node: HTMLElement, measured: number | undefined) =>
    measured === undefined || Math.abs(node.offsetWidth - measured) >= 0.5;
  return (
    differs(api.containerNode(), containerRect.width) ||
    api.slideNodes().some((slide, index) => differs(slide, slideRects[index]?.width))
  );
}

/**
 * Spec §9 resize refresh, as embla's `watchResize`: once the sizes have kept still for 50 ms the slider measures
 * itself again — only if a width really changed, and not while a finger or the mouse drags it (a re-measure drops the
 * drag; it waits for the drag to end). A re-measure starts a new ResizeObserver, which reports the sizes it finds at
 * once: re-measuring on every report would go on forever.
 */
export function refreshAfterResize(delay = RESIZE_REFRESH_MS) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const refresh = (api: SliderApi) => {
    if (!api.rootNode().isConnected) return;
    if (api.internalEngine().dragHandler.pointerDown()) {
      timer = setTimeout(() => refresh(api), delay);
      return;
    }
    if (widthChanged(api)) api.reInit();
  };
  return (api: SliderApi) => {
    clearTimeout(timer);
    timer = setTimeout(() => refresh(api), delay);
    return false;
  };
}
