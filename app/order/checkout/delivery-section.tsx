import { shipmentKind } from "~/contract/ids";
import { needsDelivery } from "~/domain/checkout";
import type { Address } from "~/contract/account";
import type { OrderState } from "~/contract/order";
import type { CheckoutActionData } from "./action-data";
import type { SubmitIntent } from "./checkout-form";
import { Choice } from "~/forms/field";
import { AddressFields } from "./address-fields";
import { BlockedLines } from "./blocked-lines";
import { CitySearch } from "./city-search";
import { PlaceChoice } from "./place-choice";

type Props = {
  state: OrderState;
  errors: CheckoutActionData["fieldErrors"];
  /** What a refused submission sent, shown again instead of the draft's. */
  values: CheckoutActionData["values"];
  actionData?: CheckoutActionData;
  hydrated: boolean;
  /** The shopper's saved delivery addresses (empty for guests). */
  addresses: Address[];
  submit: SubmitIntent;
};

/** An order of digital gift certificates only: nothing to deliver, the certificates go by e-mail. */
function NoDelivery({ count }: { count: number }) {
  return (
    <section className="checkout__section" aria-labelledby="delivery-title">
      <h2 id="delivery-title" className="checkout__title">
        Доставка
      </h2>
      <p className="checkout__note">
        {count > 1
          ? "Электронные сертификаты придут на e-mail получателей"
          : "Электронный сертификат придёт на e-mail получателя"}{" "}
        сразу после оплаты заказа — доставка не нужна.
      </p>
    </section>
  );
}

export function DeliverySection(props: Props) {
  const { state, errors, values } = props;
  if (!needsDelivery(state.basket)) return <NoDelivery count={state.basket.certificates.length} />;
  const { delivery } = state.input;
  // A refused submission's choices, else the draft's.
  const chosen = {
    shipmentId: values?.shipmentId ? Number(values.shipmentId) : delivery.shipmentId,
    serviceLevelTypeCode: values?.serviceLevelTypeCode || delivery.serviceLevelTypeCode,
    intervalId: values?.intervalId ?? delivery.properties.intervalId,
    pickupPointId: values?.pickupPointId ?? delivery.properties.pickupPointId,
    storeId: values?.storeId ?? delivery.properties.storeId,
  };
  const kind = shipmentKind(chosen.shipmentId);
  const system = state.deliverySystems.find((s) => s.id === chosen.shipmentId);
  const optionsKey = `${delivery.shipmentId}|${state.deliverySystems.map((s) => s.id).join(",")}`;
  const places =
    kind === "pickupPoint"
      ? {
          legend: "Пункт выдачи",
          id: "pickup-point",
          name: "pickupPointId",
          error: errors?.pickupPointId,
          places: state.pickupPoints,
          chosen: chosen.pickupPointId,
        }
      : kind === "store"
        ? {
            legend: "Магазин",
            id: "store",
            name: "storeId",
            error: errors?.storeId,
            places: state.stores,
            chosen: chosen.storeId,
            empty: "В магазинах города нет всех товаров корзины. Выберите другой способ доставки.",
          }
        : null;
  return (
    <section className="checkout__section" aria-labelledby="delivery-title">
      <h2 id="delivery-title" className="checkout__title">
        Доставка
      </h2>
      <CitySearch {...props} />
      <Choice legend="Способ доставки" error={errors?.shipmentId} id="shipment">
        {state.deliverySystems.length === 0 && <BlockedLines state={state} />}
        {state.deliverySystems.map((s) => (
          <label key={`${optionsKey}-${s.id}`} className="option">
            <input
              type="radio"
              name="shipmentId"
              value={s.id}
              defaultChecked={s.id === chosen.shipmentId}
              data-autosubmit
            />
            <span className="option__name">{s.name}</span>{" "}
            <span className="option__meta">
              {s.period} · {s.price.value === 0 ? "бесплатно" : s.price.format}
            </span>{" "}
            {s.description && <span className="option__note">{s.description}</span>}
          </label>
        ))}
      </Choice>

      {system && system.variants.length > 1 && (
        <Choice legend="Скорость доставки" id="service-level">
          {system.variants.map((v) => (
            <label key={`${optionsKey}-${v.serviceLevelTypeCode}`} className="option">
              <input
                type="radio"
                name="serviceLevelTypeCode"
                value={v.serviceLevelTypeCode}
                defaultChecked={v.serviceLevelTypeCode === chosen.serviceLevelTypeCode}
                data-autosubmit
              />
              <span className="option__name">{v.name}</span>
              <span className="option__meta">{v.price.format}</span>
            </label>
          ))}
        </Choice>
      )}

      {kind === "courier" && <AddressFields {...props} />}

      {places && <PlaceChoice {...places} optionsKey={optionsKey} />}

      {(kind === "courier" || kind === "pickupPoint") && (
        <Choice
          legend={kind === "courier" ? "Интервал доставки" : "День получения"}
          error={errors?.intervalId}
          id="interval"
        >
          {state.deliveryServiceTimes.length === 0 && <p>Интервалы появятся, когда адрес будет заполнен.</p>}
          {state.deliveryServiceTimes.map((t) => (
            <label key={`${optionsKey}-${t.value}`} className="option option--inline">
              <input
                type="radio"
                name="intervalId"
                value={t.value}
                defaultChecked={t.value === chosen.intervalId}
                data-autosubmit
              />
              <span>{t.text}</span>
            </label>
          ))}
        </Choice>
      )}
    </section>
  );
}
