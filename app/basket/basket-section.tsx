import type { Basket, BasketLine } from "~/contract/basket";
import { hasOrderLines, isBasketEmpty } from "./basket-form";
import { BasketLineItem } from "./basket-line-item";
import type { LineKind } from "./basket-undo";
import { basketCount } from "./basket-lines";
import { BasketSummary } from "./basket-summary";
import { BasketUndoRow, useBasketUndo } from "./basket-undo-row";
import { CertificateLines } from "./certificate-lines";
import { EmptyBasket } from "./empty-basket";

/**
 * The basket on /order/: lines to order, gift certificates, delayed lines, unavailable lines and the summary. Every button is a
 * small form posting to the basket route (`/basket/`). Without JavaScript the post comes back to /order/ (PRG,
 * toasts in the flash cookie); with it a fetcher runs it in place (data and toasts back, the page's loaders
 * revalidate), and the line shows the pending change at once.
 */
export function BasketSection({ basket }: { basket: Basket }) {
  // A list whose last line was removed stays for its «Вернуть» row.
  const undoKind = useBasketUndo()?.kind;
  if (isBasketEmpty(basket)) return <EmptyBasket />;
  const { activeProducts: active, delayedProducts: delayed, unavailableProducts: unavailable, certificates } = basket;
  return (
    <section className="basket" aria-labelledby="basket-title">
      <div className="basket__head">
        <h2 id="basket-title" className="basket__title" tabIndex={-1}>
          Корзина
        </h2>
        <p className="basket__count">{basketCount(basket)}</p>
      </div>

      {(active.length > 0 || undoKind === "active") && (
        <BasketLines lines={active} kind="active" label="Товары в корзине" />
      )}
      {!hasOrderLines(basket) && (
        <p className="basket__note">
          Нет товаров для заказа. Верните отложенные товары в корзину или выберите что-нибудь в каталоге.
        </p>
      )}

      {certificates.length > 0 && <CertificateLines lines={certificates} />}

      {(delayed.length > 0 || undoKind === "delayed") && (
        <section className="basket__group" aria-labelledby="basket-delayed">
          <h3 id="basket-delayed" className="basket__subtitle">
            Отложенные товары
          </h3>
          <BasketLines lines={delayed} kind="delayed" label="Отложенные товары" />
        </section>
      )}

      {(unavailable.length > 0 || undoKind === "unavailable") && (
        <section className="basket__group" aria-labelledby="basket-unavailable">
          <h3 id="basket-unavailable" className="basket__subtitle">
            Нет в наличии
          </h3>
          <BasketLines lines={unavailable} kind="unavailable" label="Товары, которых нет в наличии" />
        </section>
      )}

      <BasketSummary basket={basket} />
    </section>
  );
}

function BasketLines({ lines, kind, label }: { lines: BasketLine[]; kind: LineKind; label: string }) {
  const undo = useBasketUndo();
  const items = lines.map((line) => <BasketLineItem key={line.id} line={line} kind={kind} />);
  if (undo?.kind === kind) items.splice(Math.min(undo.at, items.length), 0, <BasketUndoRow key="undo" undo={undo} />);
  return (
    <ul className={`basket__lines basket__lines--${kind}`} aria-label={label}>
      {items}
    </ul>
  );
}
