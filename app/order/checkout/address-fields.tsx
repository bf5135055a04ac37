import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { ADDRESS_DEBOUNCE_MS } from "~/domain/timing";
import type { Address } from "~/contract/account";
import type { OrderState } from "~/contract/order";
import { ariaFor as invalid, Field } from "~/forms/field";
import type { CheckoutActionData } from "./action-data";
import { LIMITS, type SubmitIntent } from "./checkout-form";
import { SavedAddresses } from "./saved-addresses";

type Props = {
  state: OrderState;
  errors: CheckoutActionData["fieldErrors"];
  /** What a refused submission sent, shown again instead of the draft's. */
  values: CheckoutActionData["values"];
  hydrated: boolean;
  /** The shopper's saved delivery addresses (empty for guests). */
  addresses: Address[];
  submit: SubmitIntent;
};

type Suggestions = { items: { id: string; name: string }[] };

/**
 * Street, building and apartment. With JavaScript the street suggests the city's streets and, once a suggested
 * street is chosen, the building suggests its house numbers (datalists, asked 100 ms after typing stops, spec §9);
 * without it, or off the list, the address is simply typed.
 */
export function AddressFields({ state, errors, values, hydrated, addresses, submit }: Props) {
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
        <Field id="apartment" label="Квартира / офис" error={errors?.apartment}>
          <input
            ref={apartment}
            id="apartment"
            name="apartment"
            defaultValue={values?.apartment ?? p.apartment}
            maxLength={LIMITS.apartment}
            {...invalid("apartment", errors?.apartment)}
          />
        </Field>
      </div>
    </div>
  );
}
