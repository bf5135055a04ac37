import { useActionData, useNavigation } from "@remix-run/react";
import { CheckboxField, FormError, SelectField, TextAreaField, TextField } from "~/forms/field";
import { FocusErrorForm } from "~/forms/focus-error-form";
import type { FormReply } from "~/forms/reply";
import { SubmitButton } from "~/forms/submit-button";
import { useRootData } from "~/hooks/use-root-data";
import type { Address } from "~/contract/account";
import { CITY_QUERY_PARAM } from "~/domain/city-search";
import { AddressCitySearch, cityChoices, useAddressCitySearch } from "./address-city";
import type { AddressCities } from "./address-cities";
import type { AddressField } from "./address-schema";

type Props = {
  /** The route whose action handles the form (with a trailing slash: it is also the page the post lands on). */
  action: string;
  intent: "add" | "save";
  submitLabel: string;
  /** Prefills the form (editing); a new address starts in the shopper's current city. */
  address?: Address;
  idPrefix: string;
  /** The cities to choose from: with shops (`GET /store/cities`) and found (`GET /address?type=city`), the loader's. */
  cities: AddressCities;
};

/** Add or edit a delivery address. */
export function AddressForm({ action, intent, submitLabel, address, idPrefix, cities: choices }: Props) {
  const root = useRootData();
  const actionData = useActionData<FormReply<AddressField>>();
  const reply = actionData?.intent === intent ? actionData : undefined;
  const navigation = useNavigation();
  const errors = reply?.fieldErrors ?? {};
  const typed = reply?.values;
  const value = (field: Exclude<AddressField, "isDefault">, saved = "") => typed?.[field] ?? saved;
  const search = useAddressCitySearch(choices);
  const { found } = search;
  const own = [
    ...(address ? [{ code: address.cityCode, name: address.city, region: "" }] : []),
    ...(root ? [root.city] : []),
  ];
  const cities = cityChoices(found.items, own, choices.cities);
  // A search answered in the browser chooses its first city; otherwise what was posted, the server's first found city,
  // the saved city, the shopper's city.
  const firstFound = found.items?.[0]?.code;
  const city =
    found.fresh && firstFound ? firstFound : value("cityCode", firstFound ?? address?.cityCode ?? root?.city.code);
  // Without JavaScript the page keeps its search when the post comes back with errors (the found city stays listed).
  const postTo = choices.query ? `${action}?${new URLSearchParams({ [CITY_QUERY_PARAM]: choices.query })}` : action;
  const busy =
    navigation.state === "submitting" &&
    navigation.formAction === postTo &&
    navigation.formData?.get("intent") === intent;
  const id = (field: string) => `${idPrefix}-${field}`;

  return (
    <>
      <AddressCitySearch search={search} action={action} asked={choices.query} id={id("city-query")} />
      <FocusErrorForm
        reply={reply}
        action={postTo}
        className="form account-form address-form"
        noValidate
        preventScrollReset
      >
        <input type="hidden" name="intent" value={intent} />
        <FormError error={reply?.formError} />
        <SelectField
          // A new answer of the search lists its cities with its first one chosen.
          key={found.fresh ? `found:${found.query}` : "city"}
          id={id("city")}
          name="cityCode"
          label="Город"
          placeholder="Выберите город"
          required
          options={cities}
          defaultValue={city}
          error={errors.cityCode}
        />
        <TextField
          id={id("street")}
          name="street"
          label="Улица"
          required
          maxLength={200}
          autoComplete="address-line1"
          defaultValue={value("street", address?.street)}
          error={errors.street}
        />
        <div className="address-form__row">
          <TextField
            id={id("building")}
            name="building"
            label="Дом"
            required
            maxLength={20}
            defaultValue={value("building", address?.building)}
            error={errors.building}
          />
          <TextField
            id={id("apartment")}
            name="apartment"
            label="Квартира"
            maxLength={10}
            defaultValue={value("apartment", address?.apartment)}
            error={errors.apartment}
          />
          <TextField
            id={id("entrance")}
            name="entrance"
            label="Подъезд"
            maxLength={10}
            defaultValue={value("entrance", address?.entrance)}
            error={errors.entrance}
          />
          <TextField
            id={id("floor")}
            name="floor"
            label="Этаж"
            maxLength={10}
            defaultValue={value("floor", address?.floor)}
            error={errors.floor}
          />
        </div>
        <TextAreaField
          id={id("comment")}
          name="comment"
          label="Комментарий для курьера"
          maxLength={500}
          defaultValue={value("comment", address?.comment)}
          error={errors.comment}
        />
        <CheckboxField
          id={id("default")}
          name="isDefault"
          label="Основной адрес доставки"
          defaultChecked={typed ? typed.isDefault === "on" : (address?.isDefault ?? false)}
          error={errors.isDefault}
        />
        <div className="account-form__actions">
          <SubmitButton busy={busy} busyLabel="Сохраняем…">
            {submitLabel}
          </SubmitButton>
        </div>
      </FocusErrorForm>
    </>
  );
}
