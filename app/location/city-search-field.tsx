import type { Ref } from "react";
import { CITY_QUERY_MAX, CITY_QUERY_PARAM } from "~/domain/city-search";
import { ariaFor, FieldError } from "~/forms/field";

/** Spec §9: a city is searched from 2 characters. */
export const CITY_QUERY_TOO_SHORT = "Введите хотя бы 2 буквы названия города";

type Props = {
  id: string;
  /** What is typed, and what typing does (the error goes as soon as the shopper types). */
  value: string;
  onType: (value: string) => void;
  tooShort: boolean;
  placeholder: string;
  buttonClassName: string;
  inputRef?: Ref<HTMLInputElement>;
};

/** «Найти город»: the query field and its «Найти» button, with the too-short message under them. */
export function CitySearchField({ id, value, onType, tooShort, placeholder, buttonClassName, inputRef }: Props) {
  const error = tooShort ? CITY_QUERY_TOO_SHORT : undefined;
  return (
    <>
      <label htmlFor={id}>Найти город</label>
      <div className="city-picker__row">
        <input
          ref={inputRef}
          id={id}
          type="search"
          name={CITY_QUERY_PARAM}
          value={value}
          maxLength={CITY_QUERY_MAX}
          placeholder={placeholder}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => onType(event.currentTarget.value)}
          {...ariaFor(id, error)}
        />
        <button type="submit" className={buttonClassName}>
          Найти
        </button>
      </div>
      <FieldError id={id} error={error} />
    </>
  );
}
