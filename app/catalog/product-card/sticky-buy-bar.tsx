import { useEffect, useState } from "react";
import { Price } from "~/components/price";
import type { Price as PriceData } from "~/contract/catalog";
import { INTERSECTION_THRESHOLD } from "~/domain/timing";
import { useHydrated } from "~/hooks/use-hydrated";

/** A field that brings up a phone's keyboard: the bar steps aside while one has the focus. */
const TYPING = 'input:not([type="radio"], [type="checkbox"], [type="hidden"], [type="submit"]), select, textarea';

/**
 * True once the buy form `formId` has scrolled up out of view: less than a quarter of it left on screen (spec §9
 * intersection threshold), the rest above. Not before the shopper has reached it (a phone's first screen is the
 * gallery), and never while a text field has the focus. The observer sees the form cross the threshold; a jump past
 * it (the End key, a link to the page's end) crosses none, so a scroll also looks once a frame.
 */
function useBuyFormPassed(formId: string): boolean {
  const [passed, setPassed] = useState(false);
  const [typing, setTyping] = useState(false);
  useEffect(() => {
    const form = document.getElementById(formId);
    if (!form || typeof IntersectionObserver === "undefined") return;
    const judge = (box: DOMRectReadOnly) => {
      const onScreen = Math.max(0, Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0));
      setPassed(box.top < 0 && onScreen < box.height * INTERSECTION_THRESHOLD);
    };
    const observer = new IntersectionObserver(([entry]) => judge(entry.boundingClientRect), {
      threshold: INTERSECTION_THRESHOLD,
    });
    observer.observe(form);
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => judge(form.getBoundingClientRect()));
    };
    const onFocus = (event: FocusEvent) => setTyping(event.target instanceof Element && event.target.matches(TYPING));
    const onBlur = () => setTyping(false);
    window.addEventListener("scroll", onScroll, { passive: true });
    document.addEventListener("focusin", onFocus);
    document.addEventListener("focusout", onBlur);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", onScroll);
      document.removeEventListener("focusin", onFocus);
      document.removeEventListener("focusout", onBlur);
    };
  }, [formId]);
  return passed && !typing;
}

/**
 * «В корзину» that stays at the bottom of a phone's screen (CSS: under 800 px) once the product page's buy form has
 * scrolled away: the price and the form's own submit button (`form={formId}`), so it posts the size chosen above —
 * or, with none, the form opens its size list (spec §4) and brings it into view, and without JavaScript the server
 * answers «Выберите размер» there. With JavaScript it shows only past the form; without it, always on a phone.
 */
export function StickyBuyBar({
  formId,
  price,
  inBasket,
  busy,
}: {
  formId: string;
  price: PriceData;
  inBasket: boolean;
  busy: boolean;
}) {
  const hydrated = useHydrated();
  const shown = useBuyFormPassed(formId);
  return (
    <div className={shown ? "sticky-buy sticky-buy--shown" : "sticky-buy"} hidden={hydrated && !shown}>
      <Price price={price} />
      {inBasket ? (
        <a href="/order/" className="button sticky-buy__button">
          Перейти в корзину
        </a>
      ) : (
        <button type="submit" form={formId} className="button sticky-buy__button" disabled={busy}>
          {busy ? "Добавляем…" : "В корзину"}
        </button>
      )}
    </div>
  );
}
