import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import {
  BASKET_INTENT,
  BASKET_ROUTE,
  basketAddTarget,
  SIZE_REQUIRED,
  type BasketActionData,
} from "~/basket/basket-form";
import { useBasketSuccess } from "~/basket/basket-success";
import { SubmissionNonceField } from "~/forms/submission-nonce";
import { preloadModal } from "~/components/modal";
import { ViaFetcherField } from "~/forms/via-fetcher";
import { FetcherPostForm } from "~/forms/fetcher-post-form";
import { offerAvailability, offerLabel, offerState } from "~/domain/offers";
import { useHydrated } from "~/hooks/use-hydrated";
import { useRootData } from "~/hooks/use-root-data";
import { useShopper } from "~/hooks/use-shopper";
import { targetedMessages } from "~/toasts/toast";
import type { CardItem } from "~/domain/card-item";
import { useStockCity } from "./use-stock-city";
import { useReturnTo } from "./return-to";
import { StickyBuyBar } from "./sticky-buy-bar";

/**
 * Size selector and 'В корзину' (spec §2, §4, §5), posting to the basket route (`/basket/`). The size list is a
 * <details> that opens and closes with or without JavaScript. Only the current button state is in the document (a
 * text browser or a screen reader reads one, not three): with JavaScript that of the chosen size; without it that of
 * the size the server checked — a size in the basket reads 'В корзине', disabled, and keeps an 'add the other size'
 * button that CSS shows once another size is checked. Without JavaScript the post comes back here (PRG) and the
 * page renders the new state, at `anchor` (the card, the product page's buy block); a missing size then arrives as a
 * toast addressed to this form. The product page's form also has a «В корзину» bar at the bottom of a phone's screen
 * for when it has scrolled away (`StickyBuyBar`, outside the form: its button submits the form by its id).
 */
export function BuyForm({
  item,
  variant = "card",
  anchor,
}: {
  item: CardItem;
  variant?: "card" | "page";
  anchor?: string;
}) {
  const { basketOffers } = useShopper();
  const target = basketAddTarget(item.id);
  const fetcher = useFetcher<BasketActionData>({ key: target });
  const redirected = targetedMessages(useRootData(), target);
  const returnTo = useReturnTo(anchor);
  const hydrated = useHydrated();
  const basketSuccess = useBasketSuccess();
  const firstSize = useRef<HTMLInputElement>(null);
  const sizeList = useRef<HTMLFieldSetElement>(null);
  const city = useStockCity();
  // 'В корзину' pressed with no size, caught in the browser before any request (JavaScript on).
  const [sizeMissing, setSizeMissing] = useState(false);

  // Each size's state once (a listing renders two dozen forms of several sizes each).
  const states = item.sku.map((offer) => offerState(offer, city));
  const purchasable = item.sku.filter((_, index) => states[index].canBuy);
  const firstBuyable = states.findIndex((state) => state.canBuy);
  const preselected =
    item.sku.find((offer) => basketOffers.has(offer.id)) ??
    (purchasable.length === 1 && item.sku.length === 1 ? purchasable[0] : undefined);
  const [chosen, setChosen] = useState<number | undefined>(preselected?.id);
  const sizeError =
    (sizeMissing ? SIZE_REQUIRED : undefined) ??
    (fetcher.data
      ? fetcher.data.productId === item.id
        ? fetcher.data.fieldErrors?.offer
        : undefined
      : redirected.offer);
  const [open, setOpen] = useState(variant === "page" || Boolean(sizeError));
  const busy = fetcher.state === "submitting";
  const errorId = `size-error-${item.id}`;
  const chosenSize = item.sku.find((offer) => offer.id === chosen)?.size;
  const shownOffer = hydrated ? chosen : preselected?.id;
  const inBasket = shownOffer !== undefined && basketOffers.has(shownOffer);
  const otherBuyable = item.sku.some((offer, index) => states[index].canBuy && !basketOffers.has(offer.id));
  const formId = variant === "page" ? `buy-form-${item.id}` : undefined;

  // A size checked before the page came alive (or restored by the browser) is the form's, not yet React's: without
  // this the form posts it but reads «В корзину» and «Выберите размер» after it is added.
  useEffect(() => {
    const checked = sizeList.current?.querySelector<HTMLInputElement>('input[name="offer"]:checked');
    const offer = item.sku.find(({ id }) => String(id) === checked?.value);
    if (offer) setChosen(offer.id);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once the form is live
  }, []);

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok && fetcher.data.added) {
      const offer = item.sku.find((o) => o.id === fetcher.data?.added?.offerId);
      basketSuccess.show({ item, size: offer?.size ?? "" });
    }
    // Runs once per completed submission.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.state, fetcher.data]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (busy) {
      event.preventDefault();
      return;
    }
    if (!new FormData(event.currentTarget).get("offer")) {
      // Spec §4: adding without a chosen size opens the size picker.
      event.preventDefault();
      setOpen(true);
      setSizeMissing(true);
      requestAnimationFrame(() => firstSize.current?.focus());
      return;
    }
    preloadModal("basketSuccess");
  };

  return (
    <>
      <FetcherPostForm
        id={formId}
        fetcher={fetcher}
        action={BASKET_ROUTE}
        className={`buy buy--${variant}`}
        onSubmit={onSubmit}
        preventScrollReset
      >
        <input type="hidden" name="intent" value={BASKET_INTENT.add} />
        <input type="hidden" name="productId" value={item.id} />
        <SubmissionNonceField state={fetcher.state} />
        <input type="hidden" name="redirectTo" value={returnTo} />
        <ViaFetcherField />

        <details className="size-picker" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
          <summary className="size-picker__summary" aria-describedby={sizeError ? errorId : undefined}>
            {chosenSize && hydrated ? (
              <span>Размер: {chosenSize}</span>
            ) : (
              // One label: «Выберите размер», which narrow screens shorten to «Размер» with CSS.
              <span className="size-picker__placeholder">
                <span className="size-picker__verb">Выберите </span>размер
              </span>
            )}{" "}
          </summary>
          <fieldset ref={sizeList} className="size-picker__list">
            <legend className="visually-hidden">{`Размер: ${item.name}`}</legend>
            {item.sku.map((offer, index) => {
              const state = states[index];
              const label = offerLabel(offer, city);
              const availability = variant === "page" && !state.pickup ? offerAvailability(offer, city) : null;
              return (
                <label
                  key={offer.id}
                  className={state.soldOut ? `size size--sold-out${state.shopOnly ? " size--shop-only" : ""}` : "size"}
                >
                  <input
                    ref={index === firstBuyable ? firstSize : undefined}
                    type="radio"
                    name="offer"
                    value={offer.id}
                    disabled={!state.canBuy}
                    defaultChecked={offer.id === preselected?.id}
                    data-in-basket={basketOffers.has(offer.id) ? "" : undefined}
                    aria-describedby={sizeError ? errorId : undefined}
                    onChange={() => {
                      setChosen(offer.id);
                      setSizeMissing(false);
                    }}
                  />
                  {/* The spaces part sizes and labels in a text browser («42 Последний»); the column ignores them.
                    One space between two parts: two adjacent texts would cost React a separator comment each. */}
                  <span className="size__value">{offer.size}</span>
                  {label ? (
                    <>
                      {" "}
                      <span className={`size__label${state.lastOne ? " size__label--last" : ""}`}>{label}</span>
                    </>
                  ) : null}
                  {availability ? (
                    <>
                      {" "}
                      <span className="size__label">{availability}</span>
                    </>
                  ) : null}{" "}
                </label>
              );
            })}
          </fieldset>
        </details>
        {sizeError && (
          <p id={errorId} className="field-error" role="alert">
            {sizeError}
          </p>
        )}

        <div className="buy__actions">
          {inBasket ? (
            <>
              <button type="button" className="button buy__in-basket" disabled>
                В корзине
              </button>{" "}
              {!hydrated && otherBuyable && (
                <>
                  <button type="submit" className="button buy__add buy__add--other">
                    Добавить выбранный размер
                  </button>{" "}
                </>
              )}
              <a href="/order/" className="buy__basket-link">
                Перейти в корзину
              </a>
            </>
          ) : (
            <button
              type="submit"
              className="button buy__add"
              disabled={busy || purchasable.length === 0}
              aria-describedby={sizeError ? errorId : undefined}
            >
              {purchasable.length === 0 ? "Нет в наличии" : busy ? "Добавляем…" : "В корзину"}
            </button>
          )}
        </div>
      </FetcherPostForm>
      {formId && purchasable.length > 0 && (
        <StickyBuyBar formId={formId} price={item.price} inBasket={inBasket} busy={busy} />
      )}
    </>
  );
}
