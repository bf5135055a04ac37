import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { ADDRESS_DEBOUNCE_MS, CITY_SEARCH_DELAY_MS, CITY_SEARCH_MIN_CHARS } from "~/domain/timing";
import { needsDelivery, shipmentKind } from "~/domain/checkout";
import type { Address } from "~/contract/account";
import type { OrderState } from "~/contract/order";
import type { CheckoutActionData } from "./action-data";
import { LIMITS, type SubmitIntent } from "./checkout-form";
import { ariaFor as invalid, Choice, Field } from "~/forms/field";
import { citySearchHref } from "~/location/city-search-href";
import { BlockedLines } from "./blocked-lines";
import { SavedAddresses } from "./saved-addresses";

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

type Suggestions = { items: { id: string; name: string }[] };

/** City search: a search step without JavaScript, suggestions after 500 ms from 2 letters with it (spec §9). */
function CitySearch({ state, errors, actionData, hydrated, submit }: Props) {
  const fetcher = useFetcher<{ items: { code: string; name: string; region: string }[] }>({
    key: "silent:order-cities",
  });
  const [query, setQuery] = useState(actionData?.cityQuery ?? "");
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  const onChange = (value: string) => {
    setQuery(value);
    clearTimeout(timer.current);
    if (value.trim().length < CITY_SEARCH_MIN_CHARS) return;
    timer.current = setTimeout(() => fetcher.load(citySearchHref(value)), CITY_SEARCH_DELAY_MS);
  };
  const results =
    (hydrated && query.trim().length >= CITY_SEARCH_MIN_CHARS ? fetcher.data?.items : undefined) ??
    actionData?.cityResults ??
    [];
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
              <button
                type="button"
                className="city-search__result"
                onClick={() => submit("set-city", { cityCode: c.code })}
              >
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

/**
 * Street, building and apartment. With JavaScript the street suggests the city's streets and, once a suggested
 * street is chosen, the building suggests its house numbers (datalists, asked 100 ms after typing stops, spec §9);
 * without it, or off the list, the address is simply typed.
 */
function AddressFields({ state, errors, values, hydrated, addresses, submit }: Props) {
  const p = state.input.delivery.properties;
  const streets = useFetcher<Suggestions>({ key: "silent:order-streets" });
  const buildings = useFetcher<Suggestions>({ key: "silent:order-buildings" });
  const [streetId, setStreetId] = useState(p.streetId);
  const [buildingsOf, setBuildingsOf] = useState("");
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const street = useRef<HTMLInputElement>(null);
  const building = useRef<HTMLInputElement>(null);
  const apartment = useRef<HTMLInputElement>(null);
  useEffect(() => () => clearTimeout(timer.current), []);

  const later = (load: () => void) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(load, ADDRESS_DEBOUNCE_MS);
  };
  const loadBuildings = (id: string) => {
    setBuildingsOf(id);
    buildings.load(`/order/address/?${new URLSearchParams({ type: "building", name: "", streetId: id })}`);
  };
  const onStreet = (value: string) => {
    const name = value.trim();
    const chosen = streets.data?.items.find((item) => item.name === name);
    setStreetId(chosen?.id ?? "");
    if (chosen) later(() => loadBuildings(chosen.id));
    else if (name)
      later(() => streets.load(`/order/address/?${new URLSearchParams({ type: "street", name, cityId: p.cityId })}`));
    else clearTimeout(timer.current);
  };
  const fill = (address: Address) => {
    for (const [input, value] of [
      [street, address.street],
      [building, address.building],
      [apartment, address.apartment],
    ] as const) {
      if (input.current) input.current.value = value;
    }
    setStreetId("");
  };
  const houses = streetId && buildingsOf === streetId ? (buildings.data?.items ?? []) : [];

  return (
    <div className="address-fields" key={p.cityId} data-draft>
      <SavedAddresses addresses={addresses} cityId={p.cityId} hydrated={hydrated} submit={submit} fill={fill} />
      <Field id="street" label="Улица" error={errors?.street}>
        <input
          ref={street}
          id="street"
          name="street"
          defaultValue={values?.street ?? p.street}
          list={hydrated ? "street-options" : undefined}
          autoComplete="address-line1"
          maxLength={LIMITS.street}
          onChange={(e) => onStreet(e.target.value)}
          {...invalid("street", errors?.street)}
        />
        {hydrated && (
          <datalist id="street-options">
            {streets.data?.items.map((s) => (
              <option key={s.id} value={s.name} />
            ))}
          </datalist>
        )}
      </Field>
      <div className="address-fields__row">
        <Field id="building" label="Дом" error={errors?.building}>
          <input
            ref={building}
            id="building"
            name="building"
            defaultValue={values?.building ?? p.building}
            list={hydrated ? "building-options" : undefined}
            maxLength={LIMITS.building}
            onFocus={() => streetId && buildingsOf !== streetId && loadBuildings(streetId)}
            {...invalid("building", errors?.building)}
          />
          {hydrated && (
            <datalist id="building-options">
              {houses.map((b) => (
                <option key={b.id} value={b.name} />
              ))}
            </datalist>
          )}
        </Field>
        <Field id="apartment" label="Квартира / офис">
          <input
            ref={apartment}
            id="apartment"
            name="apartment"
            defaultValue={values?.apartment ?? p.apartment}
            maxLength={LIMITS.apartment}
          />
        </Field>
      </div>
    </div>
  );
}

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

type Place = { id: string; name: string; address: string; schedule: string };

/** A pickup point or a shop to choose, each with its address and hours; choosing one recalculates. */
function PlaceChoice(props: {
  legend: string;
  id: string;
  name: string;
  error?: string;
  places: Place[];
  chosen: string;
  optionsKey: string;
  empty?: string;
}) {
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
