import type { Address } from "~/contract/account";
import type { SubmitIntent } from "./checkout-form";

/** A saved address as one line: street, building, apartment (a bare number reads as a flat: «кв. 45»). */
export const addressLine = (a: Pick<Address, "street" | "building" | "apartment">) =>
  [a.street, a.building, /^\d/.test(a.apartment) ? `кв. ${a.apartment}` : a.apartment].filter(Boolean).join(", ");

type Props = {
  addresses: Address[];
  cityId: string;
  hydrated: boolean;
  submit: SubmitIntent;
  fill: (address: Address) => void;
};

/**
 * The shopper's saved delivery addresses in the checkout's city, to put in the address fields with one choice.
 * Without JavaScript a radio and «Подставить адрес» (intent `use-address`); with it a button per address.
 */
export function SavedAddresses({ addresses, cityId, hydrated, submit, fill }: Props) {
  const here = addresses.filter((a) => a.cityCode === cityId);
  if (here.length === 0) return null;
  if (hydrated) {
    return (
      <fieldset className="choice saved-addresses">
        <legend>Сохранённые адреса</legend>
        {here.map((a) => (
          <button
            key={a.id}
            type="button"
            className="text-button saved-addresses__use"
            onClick={() => {
              fill(a);
              submit("use-address", { savedAddressId: String(a.id) });
            }}
          >
            {addressLine(a)}
          </button>
        ))}
      </fieldset>
    );
  }
  return (
    <fieldset className="choice saved-addresses">
      <legend>Сохранённые адреса</legend>
      {here.map((a, index) => (
        <label key={a.id} className="option">
          <input type="radio" name="savedAddressId" value={a.id} defaultChecked={index === 0} />
          <span className="option__name">{addressLine(a)}</span>
        </label>
      ))}
      <button type="submit" name="intent" value="use-address" className="button button--ghost">
        Подставить адрес
      </button>
    </fieldset>
  );
}
