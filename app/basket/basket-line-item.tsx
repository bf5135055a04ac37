import { useFetchers, useNavigation } from "@remix-run/react";
import { Link } from "~/components/link";
import { Price } from "~/components/price";
import { resolveImageUrl } from "~/domain/images";
import { formatRub } from "~/domain/money";
import { useImageOptions } from "~/hooks/use-image-options";
import type { BasketLine } from "~/contract/basket";
import { BASKET_INTENT } from "./basket-form";
import { basketLineFormId, LineButton } from "./basket-line-forms";
import { lineArticle, lineSums, pendingLineChange } from "./basket-lines";
import { QuantityStepper } from "./basket-quantity-stepper";
import type { LineKind } from "./basket-undo";

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

export function BasketLineItem({ line, kind }: { line: BasketLine; kind: LineKind }) {
  const imageOptions = useImageOptions();
  const pending = usePendingChange(line.id);
  const busy = pending !== null;
  const quantity = pending?.quantity ?? line.quantity;
  const { sum, fullSum } = lineSums({ price: line.price, quantity });
  const article = lineArticle(line);
  const nameId = `basket-line-${line.id}`;
  const image = (
    <img
      src={resolveImageUrl(line.image, imageOptions)}
      alt=""
      width={90}
      height={120}
      loading="lazy"
      decoding="async"
    />
  );
  const className = ["basket-line", `basket-line--${kind}`, pending?.leaving ? "basket-line--leaving" : ""]
    .filter(Boolean)
    .join(" ");

  return (
    <li className={className} aria-labelledby={nameId} aria-busy={busy || undefined}>
      {/* A line without the product's page (an upstream may give none) shows its picture and name unlinked. */}
      {line.link ? (
        <Link to={line.link} className="basket-line__image" tabIndex={-1} aria-hidden="true">
          {image}
        </Link>
      ) : (
        <span className="basket-line__image">{image}</span>
      )}
      <div className="basket-line__info">
        {line.link ? (
          <Link to={line.link} id={nameId} className="basket-line__name">
            {line.name}
          </Link>
        ) : (
          <span id={nameId} className="basket-line__name">
            {line.name}
          </span>
        )}
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
        <span className="visually-hidden">Цена за штуку: </span>
        <Price price={line.price} />
      </div>

      {kind === "active" ? (
        <QuantityStepper line={line} quantity={quantity} disabled={busy} />
      ) : (
        <p className="basket-line__quantity">{line.quantity} шт.</p>
      )}

      <p className="basket-line__sum">
        <span className="visually-hidden">Сумма: </span>
        <span className="basket-line__sum-value">{formatRub(sum)}</span>
        {fullSum > sum && (
          <s className="basket-line__sum-old">
            <span className="visually-hidden">Без скидки </span>
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
