import { useEffect, useState, type RefObject } from "react";

/**
 * Becomes true, and stays so, once the element comes within half a screen of the visible part of the page (at once
 * where IntersectionObserver is missing); `watch` false leaves it false without observing.
 */
export function useNearScreen(ref: RefObject<Element>, watch: boolean): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!watch || near || !element) return;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: "50% 0px",
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, watch, near]);
  return near;
}
