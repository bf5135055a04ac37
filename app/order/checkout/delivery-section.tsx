import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { CITY_SEARCH_DELAY_MS, CITY_SEARCH_MIN_CHARS } from "~/domain/timing";
import { shipmentKind } from "~/domain/checkout";
import type { OrderState } from "~/upstream/schemas/order";
import type { CheckoutActionData } from "./checkout-action.server";
import type { SubmitIntent } from "./checkout-form";
import { ariaFor as invalid, Choice, Field } from "~/forms/field";
import { BlockedLines } from "./blocked-lines";

type Props = {
  state: OrderState;
  errors: CheckoutActionData["fieldErrors"];
  actionData?: CheckoutActionData;
  hydrated: boolean;
  onAddressChange: () => void;
  submit: SubmitIntent;
};

/** City search: a search step without JavaScript, suggestions after 500 ms from 2 letters with it (spec §9). */
function CitySearch({ state, errors, actionData, hydrated, submit }: Omit<Props, "onAddressChange">) {
  const fetcher = useFetcher<{ items: { code: string; name: string; region: string }[] }>({ key: "silent:order-cities" });
  const [query, setQuery] = useState(actionData?.cityQuery ?? "");
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  const onChange = (value: string) => {
    setQuery(value);
    clearTimeout(timer.current);
    if (value.trim().length < CITY_SEARCH_MIN_CHARS) return;
    timer.current = setTimeout(() => fetcher.load(`/order/cities/?q=${encodeURIComponent(value.trim())}`), CITY_SEARCH_DELAY_MS);
  };
  const results = (hydrated && query.trim().length >= CITY_SEARCH_MIN_CHARS ? fetcher.data?.items : undefined) ?? actionData?.cityResults ?? [];
  const city = state.input.delivery.properties.city;
  return (
    <div className="city-search">
      <p className="city-search__current">
        Город доставки: <strong>{city || "не выбран"}</strong>
      </p>
      <Field id="cityQuery" label="Другой город" error={errors?.city}>
        <div className="city-search__row">
          <input
            id="cityQuery"
            name="cityQuery"
            type="search"
            autoComplete="address-level2"
            value={query}
            onChange={(e) => onChange(e.target.value)}
            {...invalid("cityQuery", errors?.city)}
          />
          <button type="submit" name="intent" value="search-city" className="button button--ghost">
            Найти
          </button>
        </div>
      </Field>
      {results.length > 0 && hydrated && (
        <ul className="city-search__results" aria-label="Найденные города">
          {results.map((c) => (
            <li key={c.code}>
              <button type="button" className="city-search__result" onClick={() => submit("set-city", { cityCode: c.code })}>
                {c.name} <span className="city-list__region">{c.region}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {results.length > 0 && !hydrated && (
        <fieldset className="city-search__results">
          <legend className="visually-hidden">Найденные города</legend>
          {results.map((c, index) => (
            <label key={c.code} className="city-search__result">
              <input type="radio" name="cityCode" value={c.code} defaultChecked={index === 0} />
              <span>{c.name}</span> <span className="city-list__region">{c.region}</span>
            </label>
          ))}
          <button type="submit" name="intent" value="set-city" className="button button--ghost">
            Выбрать город
          </button>
        </fieldset>
      )}
    </div>
  );
}

/** Street and building with suggestions from the address service (a datalist, so typing by hand works too). */
function AddressFields({ state, errors, hydrated, onAddressChange }: Props) {
  const p = state.input.delivery.properties;
  const streets = useFetcher<{ items: { id: string; name: string }[] }>({ key: "silent:order-streets" });
  const buildings = useFetcher<{ items: { id: string; name: string }[] }>({ key: "silent:order-buildings" });
  const suggest = (type: "street" | "building", name: string) => {
    if (!hydrated || name.trim().length < 1) return;
    const params = new URLSearchParams({ type, name: name.trim(), cityId: p.cityId, streetId: p.streetId });
    (type === "street" ? streets : buildings).load(`/order/address/?${params}`);
  };
  return (
    <div className="address-fields" key={p.cityId}>
      <Field id="street" label="Улица" error={errors?.street}>
        <input
          id="street"
          name="street"
          defaultValue={p.street}
          list="street-options"
          autoComplete="address-line1"
          onChange={(e) => {
            suggest("street", e.target.value);
            onAddressChange();
          }}
          {...invalid("street", errors?.street)}
        />
        <datalist id="street-options">
          {streets.data?.items.map((s) => (
            <option key={s.id} value={s.name} />
          ))}
        </datalist>
      </Field>
      <div className="address-fields__row">
        <Field id="building" label="Дом" error={errors?.building}>
          <input
            id="building"
            name="building"
            defaultValue={p.building}
            list="building-options"
            onChange={(e) => {
              suggest("building", e.target.value);
              onAddressChange();
            }}
            {...invalid("building", errors?.building)}
          />
          <datalist id="building-options">
            {buildings.data?.items.map((b) => (
              <option key={b.id} value={b.name} />
            ))}
          </datalist>
        </Field>
        <Field id="apartment" label="Квартира / офис">
          <input id="apartment" name="apartment" defaultValue={p.apartment} onChange={onAddressChange} />
        </Field>
      </div>
    </div>
  );
}

type Place = { id: string; name: string; address: string; schedule: string };

/** A pickup point or a shop to choose, each with its address and hours; choosing one recalculates. */
function PlaceChoice(props: { legend: string; id: string; name: string; error?: string; places: Place[]; chosen: string; optionsKey: string; empty?: string }) {
  const { legend, id, name, error, places, chosen, optionsKey, empty } = props;
  return (
    <Choice legend={legend} error={error} id={id}>
      {places.length === 0 && empty && <p>{empty}</p>}
      {places.map((place) => (
        <label key={`${optionsKey}-${place.id}`} className="option">
          <input type="radio" name={name} value={place.id} defaultChecked={place.id === chosen} data-autosubmit />
          <span className="option__name">{place.name}</span>
          <span className="option__meta">
            {place.address} · {place.schedule}
          </span>
        </label>
      ))}
    </Choice>
  );
}

export function DeliverySection(props: Props) {
  const { state, errors } = props;
  const { delivery } = state.input;
  const kind = shipmentKind(delivery.shipmentId);
  const system = state.deliverySystems.find((s) => s.id === delivery.shipmentId);
  const optionsKey = `${delivery.shipmentId}|${state.deliverySystems.map((s) => s.id).join(",")}`;
  const places =
    kind === "pickupPoint"
      ? {
          legend: "Пункт выдачи",
          id: "pickup-point",
          name: "pickupPointId",
          error: errors?.pickupPointId,
          places: state.pickupPoints,
          chosen: delivery.properties.pickupPointId,
        }
      : kind === "store"
      ? {
          legend: "Магазин",
          id: "store",
          name: "storeId",
          error: errors?.storeId,
          places: state.stores,
          chosen: delivery.properties.storeId,
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
            <input type="radio" name="shipmentId" value={s.id} defaultChecked={s.id === delivery.shipmentId} data-autosubmit />
            <span className="option__name">{s.name}</span>
            <span className="option__meta">
              {s.period} · {s.price.value === 0 ? "бесплатно" : s.price.format}
            </span>
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
                defaultChecked={v.serviceLevelTypeCode === delivery.serviceLevelTypeCode}
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
        <Choice legend={kind === "courier" ? "Интервал доставки" : "День получения"} error={errors?.intervalId} id="interval">
          {state.deliveryServiceTimes.length === 0 && <p>Интервалы появятся, когда адрес будет заполнен.</p>}
          {state.deliveryServiceTimes.map((t) => (
            <label key={`${optionsKey}-${t.value}`} className="option option--inline">
              <input type="radio" name="intervalId" value={t.value} defaultChecked={t.value === delivery.properties.intervalId} data-autosubmit />
              <span>{t.text}</span>
            </label>
          ))}
        </Choice>
      )}
    </section>
  );
}
