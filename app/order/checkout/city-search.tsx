import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { CITY_SEARCH_DELAY_MS, CITY_SEARCH_MIN_CHARS } from "~/domain/timing";
import type { OrderState } from "~/contract/order";
import { ariaFor as invalid, Field } from "~/forms/field";
import { citySearchHref } from "~/location/city-search-href";
import type { CheckoutActionData } from "./action-data";
import { LIMITS, type SubmitIntent } from "./checkout-form";

type Props = {
  state: OrderState;
  errors: CheckoutActionData["fieldErrors"];
  actionData?: CheckoutActionData;
  hydrated: boolean;
  submit: SubmitIntent;
};

/** City search: a search step without JavaScript, suggestions after 500 ms from 2 letters with it (spec §9). */
export function CitySearch({ state, errors, actionData, hydrated, submit }: Props) {
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
            maxLength={LIMITS.cityQuery}
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
