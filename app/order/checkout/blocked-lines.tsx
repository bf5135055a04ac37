import { BASKET_INTENT } from "~/basket/basket-form";
import { basketLineFormId } from "~/basket/basket-line-forms";
import type { OrderState } from "~/contract/order";

type BlockedLine = OrderState["blockedLines"][number];

const KIND_NAMES: Record<BlockedLine["kinds"][number], string> = {
  courier: "курьер",
  pickupPoint: "пункт выдачи",
  store: "самовывоз из магазина",
};

/**
 * What stands in place of the delivery methods when there are none: without a city, the request to choose one; with
 * a city, the basket lines that block every method, each with «Удалить» and «Отложить». Those buttons submit the
 * line's own forms in the basket above (the `form` attribute: this block sits inside the checkout form, and forms do
 * not nest), so they work as the basket's buttons do, with JavaScript and without.
 */
export function BlockedLines({ state }: { state: OrderState }) {
  const city = state.input.delivery.properties.city;
  if (!city) return <p>Выберите город, чтобы увидеть способы доставки.</p>;
  const lines = state.blockedLines;
  if (lines.length === 0)
    return <p>В г. {city} сейчас нет способов доставки для этой корзины. Выберите другой город.</p>;
  return (
    <div className="blocked-lines">
      <p id="blocked-lines-title">
        Всю корзину нельзя получить в г. {city} одним способом. {lines.length === 1 ? "Мешает товар" : "Мешают товары"}{" "}
        — удалите или отложите
        {lines.length === 1 ? " его" : " их"}:
      </p>
      <ul className="blocked-lines__list" aria-labelledby="blocked-lines-title">
        {lines.map((line) => (
          <BlockedLineItem key={line.lineId} line={line} />
        ))}
      </ul>
    </div>
  );
}

function BlockedLineItem({ line }: { line: BlockedLine }) {
  const product = `${line.name}, размер ${line.size}`;
  return (
    <li className="blocked-lines__line">
      <p className="blocked-lines__name">
        {product}, {line.quantity} шт.
      </p>
      <p className="blocked-lines__reason">{line.reason}</p>
      <p className="blocked-lines__kinds">Не подходит: {line.kinds.map((kind) => KIND_NAMES[kind]).join(", ")}</p>
      <p className="blocked-lines__actions">
        <button
          type="submit"
          form={basketLineFormId(line.lineId, BASKET_INTENT.remove)}
          className="link-button basket-line__action"
          aria-label={`Удалить: ${product}`}
        >
          Удалить
        </button>
        <button
          type="submit"
          form={basketLineFormId(line.lineId, BASKET_INTENT.delay)}
          className="link-button basket-line__action"
          aria-label={`Отложить: ${product}`}
        >
          Отложить
        </button>
      </p>
    </li>
  );
}
