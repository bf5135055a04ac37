import { Link, useFetcher, useFetchers, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { Price } from "~/components/price";
import { resolveImageUrl } from "~/domain/images";
import { formatRub } from "~/domain/money";
import { countOf, productCount, WORDS } from "~/domain/plural";
import { ViaFetcherField } from "~/forms/via-fetcher";
import { useImageOptions } from "~/hooks/use-image-options";
import type { Basket, BasketLine } from "~/contract/basket";
import {
  BASKET_INTENT,
  BASKET_PAGE,
  BASKET_ROUTE,
  hasOrderLines,
  isBasketEmpty,
  type BasketIntent,
} from "./basket-form";
import { basketCount, lineArticle, lineSums, pendingLineChange, stepperTargets } from "./basket-lines";
import { CertificateLines } from "./certificate-lines";

type LineKind = "active" | "delayed" | "unavailable";

/**
 * The basket on /order/: lines to order, gift certificates, delayed lines, unavailable lines and the summary. Every button is a
 * small form posting to the basket route (`/basket/`). Without JavaScript the post comes back to /order/ (PRG,
 * toasts in the flash cookie); with it a fetcher runs it in place (data and toasts back, the page's loaders
 * revalidate), and the line shows the pending change at once.
 */
export function BasketSection({ basket }: { basket: Basket }) {
  if (isBasketEmpty(basket)) return <EmptyBasket />;
  const { activeProducts: active, delayedProducts: delayed, unavailableProducts: unavailable, certificates } = basket;
  return (
    <section className="basket" aria-labelledby="basket-title">
      <div className="basket__head">
        <h2 id="basket-title" className="basket__title">
          Корзина
        </h2>
        <p className="basket__count">{basketCount(basket)}</p>
      </div>

      {active.length > 0 && <BasketLines lines={active} kind="active" label="Товары в корзине" />}
      {!hasOrderLines(basket) && (
        <p className="basket__note">
          Нет товаров для заказа. Верните отложенные товары в корзину или выберите что-нибудь в каталоге.
        </p>
      )}

      {certificates.length > 0 && <CertificateLines lines={certificates} />}

      {delayed.length > 0 && (
        <section className="basket__group" aria-labelledby="basket-delayed">
          <h3 id="basket-delayed" className="basket__subtitle">
            Отложенные товары
          </h3>
          <BasketLines lines={delayed} kind="delayed" label="Отложенные товары" />
        </section>
      )}

      {unavailable.length > 0 && (
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

/** `3 товара` (spec §9: Russian plurals). */
function goodsCount(n: number): string {
  return productCount(n);
}

function BasketLines({ lines, kind, label }: { lines: BasketLine[]; kind: LineKind; label: string }) {
  return (
    <ul className={`basket__lines basket__lines--${kind}`} aria-label={label}>
      {lines.map((line) => (
        <BasketLineItem key={line.id} line={line} kind={kind} />
      ))}
    </ul>
  );
}

/** The pending change of a line: from any fetcher, or from a plain navigation submitting one of its forms. */
function usePendingChange(lineId: number) {
  const fetchers = useFetchers();
  const navigation = useNavigation();
  for (const fetcher of fetchers) {
    const change = pendingLineChange(fetcher.formData, lineId);
    if (change) return change;
  }
  return pendingLineChange(navigation.formData, lineId);
}

/** The id of an active line's remove or delay form, for buttons elsewhere on /order/ (the checkout's blocked lines). */
export const basketLineFormId = (lineId: number, intent: typeof BASKET_INTENT.remove | typeof BASKET_INTENT.delay) =>
  `${intent}-line-${lineId}`;

function BasketLineItem({ line, kind }: { line: BasketLine; kind: LineKind }) {
  const imageOptions = useImageOptions();
  const pending = usePendingChange(line.id);
  const busy = pending !== null;
  const quantity = pending?.quantity ?? line.quantity;
  const { sum, fullSum } = lineSums({ price: line.price, quantity });
  const article = lineArticle(line);
  const nameId = `basket-line-${line.id}`;
  const className = ["basket-line", `basket-line--${kind}`, pending?.leaving ? "basket-line--leaving" : ""]
    .filter(Boolean)
    .join(" ");

  return (
    <li className={className} aria-labelledby={nameId} aria-busy={busy || undefined}>
      <Link to={line.link} className="basket-line__image" tabIndex={-1} aria-hidden="true">
        <img
          src={resolveImageUrl(line.image, imageOptions)}
          alt=""
          width={90}
          height={120}
          loading="lazy"
          decoding="async"
        />
      </Link>
      <div className="basket-line__info">
        <Link to={line.link} id={nameId} className="basket-line__name">
          {line.name}
        </Link>
        <dl className="basket-line__props">
          {line.size && (
            <div>
              <dt>Размер</dt>
              <dd>{line.size}</dd>
            </div>
          )}
          {line.colorName && (
            <div>
              <dt>Цвет</dt>
              <dd>{line.colorName}</dd>
            </div>
          )}
          {article && (
            <div>
              <dt>Артикул</dt>
              <dd>{article}</dd>
            </div>
          )}
        </dl>
        {kind === "unavailable" && <p className="basket-line__stock">Нет в наличии</p>}
        {kind === "active" && line.quantity >= line.maxQuantity && (
          <p className="basket-line__stock" id={`basket-line-cap-${line.id}`}>
            {line.quantity > line.maxQuantity
              ? `Доступно: ${line.maxQuantity} шт. — уменьшите количество`
              : `Доступно: ${line.maxQuantity} шт.`}
          </p>
        )}
      </div>

      <div className="basket-line__price">
        <span className="visually-hidden">Цена за штуку:</span>
        <Price price={line.price} />
      </div>

      {kind === "active" ? (
        <QuantityStepper line={line} quantity={quantity} disabled={busy} />
      ) : (
        <p className="basket-line__quantity">{line.quantity} шт.</p>
      )}

      <p className="basket-line__sum">
        <span className="visually-hidden">Сумма:</span>
        <span className="basket-line__sum-value">{formatRub(sum)}</span>
        {fullSum > sum && (
          <s className="basket-line__sum-old" aria-label={`Без скидки ${formatRub(fullSum)}`}>
            {formatRub(fullSum)}
          </s>
        )}
      </p>

      <div className="basket-line__actions">
        {kind === "active" && (
          <LineButton
            line={line}
            intent={BASKET_INTENT.delay}
            fields={{ delay: "true" }}
            disabled={busy}
            label="Отложить"
            formId={basketLineFormId(line.id, BASKET_INTENT.delay)}
          />
        )}
        {kind === "delayed" && (
          <LineButton
            line={line}
            intent={BASKET_INTENT.delay}
            fields={{ delay: "false" }}
            disabled={busy}
            label="Вернуть в корзину"
          />
        )}
        <LineButton
          line={line}
          intent={BASKET_INTENT.remove}
          disabled={busy}
          label="Удалить"
          formId={kind === "active" ? basketLineFormId(line.id, BASKET_INTENT.remove) : undefined}
        />
      </div>
    </li>
  );
}

/** One button acting on one line; its accessible name starts with the visible label and names the product. */
function LineButton({
  line,
  intent,
  fields = {},
  disabled,
  label,
  formId,
}: {
  line: BasketLine;
  intent: BasketIntent;
  fields?: Record<string, string>;
  disabled: boolean;
  label: string;
  formId?: string;
}) {
  const fetcher = useFetcher();
  return (
    <LineForm fetcher={fetcher} line={line} intent={intent} fields={fields} id={formId}>
      <button
        type="submit"
        className="link-button basket-line__action"
        aria-label={`${label}: ${line.name}, размер ${line.size}`}
        disabled={disabled}
      >
        {label}
      </button>
    </LineForm>
  );
}

function LineForm({
  fetcher,
  line,
  intent,
  fields = {},
  className,
  id,
  children,
}: {
  fetcher: ReturnType<typeof useFetcher>;
  line: BasketLine;
  intent: BasketIntent;
  fields?: Record<string, string>;
  className?: string;
  id?: string;
  children: ReactNode;
}) {
  return (
    <fetcher.Form
      method="post"
      action={BASKET_ROUTE}
      className={className ?? "basket-line__form"}
      id={id}
      preventScrollReset
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="lineId" value={line.id} />
      <input type="hidden" name="redirectTo" value={BASKET_PAGE} />
      <ViaFetcherField />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </fetcher.Form>
  );
}

/**
 * − n + : each button submits the quantity it leads to (1…10, and no more than can reach the basket's city: «+» stops
 * at the line's maxQuantity and says why); the shown quantity follows at once.
 */
function QuantityStepper({ line, quantity, disabled }: { line: BasketLine; quantity: number; disabled: boolean }) {
  const fetcher = useFetcher();
  const { decrease, increase } = stepperTargets(quantity, line.maxQuantity);
  const product = `${line.name}, размер ${line.size}`;
  const capped = quantity >= line.maxQuantity;
  return (
    <LineForm fetcher={fetcher} line={line} intent={BASKET_INTENT.quantity} className="basket-line__form stepper">
      <div role="group" aria-label={`Количество: ${product}`} className="stepper__group">
        <button
          type="submit"
          name="quantity"
          value={decrease ?? ""}
          className="stepper__button"
          disabled={disabled || decrease === null}
          aria-label={`Уменьшить количество: ${product}`}
        >
          −
        </button>
        <output className="stepper__value" aria-live="polite" aria-label="Количество">
          {quantity}
        </output>
        <button
          type="submit"
          name="quantity"
          value={increase ?? ""}
          className="stepper__button"
          disabled={disabled || increase === null}
          aria-label={`Увеличить количество: ${product}`}
          aria-describedby={capped && quantity === line.quantity ? `basket-line-cap-${line.id}` : undefined}
          title={capped ? `Доступно: ${line.maxQuantity} шт.` : undefined}
        >
          +
        </button>
      </div>
    </LineForm>
  );
}

/** The goods' sums (left out for gift certificates only); certificates (never discounted) add their nominals to the last line. */
function BasketSummary({ basket }: { basket: Basket }) {
  const { summary } = basket;
  const certificates = summary.certificates;
  const goods = basket.totalQuantity - certificates.quantity;
  return (
    <section className="basket-summary" aria-labelledby="basket-summary-title">
      <h3 id="basket-summary-title" className="basket__subtitle">
        {certificates.quantity > 0 ? "Сумма" : "Сумма товаров"}
      </h3>
      <dl className="summary">
        {(goods > 0 || certificates.quantity === 0) && (
          <>
            <div className="summary__row">
              <dt>Товары</dt>
              <dd>{goodsCount(goods)}</dd>
            </div>
            <div className="summary__row">
              <dt>Сумма без скидки</dt>
              <dd>{formatRub(summary.value)}</dd>
            </div>
            <div className={summary.discount > 0 ? "summary__row summary__row--discount" : "summary__row"}>
              <dt>Скидка</dt>
              <dd>{summary.discount > 0 ? `−${formatRub(summary.discount)}` : formatRub(0)}</dd>
            </div>
          </>
        )}
        {certificates.quantity > 0 && (
          <div className="summary__row">
            <dt>Подарочные сертификаты: {countOf(certificates.quantity, WORDS.piece)}</dt>
            <dd>{formatRub(certificates.value)}</dd>
          </div>
        )}
        <div className="summary__row summary__row--total">
          <dt>{certificates.quantity > 0 ? "Всего на сумму" : "Товары на сумму"}</dt>
          <dd>{formatRub(summary.discountValue + certificates.value)}</dd>
        </div>
      </dl>
      {hasOrderLines(basket) && (
        <p className="basket__note">Доставка, купон, сертификаты и бонусы — в блоке «Ваш заказ».</p>
      )}
    </section>
  );
}

/** The empty basket of /order/: nothing to check out, with the ways back into the catalogue. */
export function EmptyBasket({ headingLevel = 2 }: { headingLevel?: 1 | 2 } = {}) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <section className="basket-empty" aria-labelledby="basket-empty-title">
      <Heading id="basket-empty-title" className="basket-empty__title">
        В корзине пока пусто
      </Heading>
      <p className="basket-empty__text">Загляните в новинки или в распродажу — там найдётся что-нибудь для вас.</p>
      <ul className="basket-empty__links">
        <li>
          <Link to="/catalog/new/" className="button">
            Новинки
          </Link>
        </li>
        <li>
          <Link to="/catalog/sale/" className="button button--ghost">
            Sale
          </Link>
        </li>
      </ul>
    </section>
  );
}
