import { Form } from "@remix-run/react";
import { Link } from "~/components/link";
import { useEffect, useRef, useState } from "react";
import { isCitySearch } from "~/domain/city-search";
import { plural } from "~/domain/plural";
import { shopsPath } from "~/domain/shops";
import { CitySearchField } from "./city-search-field";
import { useHydrated } from "~/hooks/use-hydrated";
import type { CityPickerData } from "./city-options";
import { CityList } from "./city-list";
import { useCitySearch } from "./use-city-search";

const CITY_WORDS: [string, string, string] = ["город", "города", "городов"];
/** The list before a query: `GET /store/cities`, the cities with shops (any other city is found by search). */
const SHOP_CITIES = "Города с магазинами";

type Props = {
  /** The shopper's city now. */
  current: { code: string; name: string; shops: number };
  /** The list the server rendered (null when it rendered none: the modal opened in place, with JavaScript). */
  initial: CityPickerData | null;
  /** Where the search form goes without JavaScript, and the query parameters it keeps there. */
  searchAction: string;
  keep: [name: string, value: string][];
  /** Where choosing or resetting the city goes back to. */
  redirectTo: string;
  /** Called when a city is chosen or the choice reset (the modal closes). */
  onDone?: () => void;
  /** Focus the search field once shown (the modal: its first control would be the close link). */
  focusSearch?: boolean;
  id: string;
};

/**
 * The location picker (spec §2 modal `location`, §4, §9): a search over the upstream's cities and the list to choose
 * from — the cities with shops before a query. With JavaScript the search runs 500 ms after typing stops, from 2
 * characters, and the list renders virtually; without it the search is a GET form and the server renders the list.
 */
export function CityPicker({ current, initial, searchAction, keep, redirectTo, onDone, focusSearch, id }: Props) {
  const hydrated = useHydrated();
  const search = useCitySearch(initial);
  const input = useRef<HTMLInputElement>(null);
  const submittedShort = initial !== null && initial.query !== "" && !isCitySearch(initial.query);
  const [tooShort, setTooShort] = useState(submittedShort);
  const fieldId = `${id}-query`;

  useEffect(() => {
    if (!focusSearch) return;
    const frame = requestAnimationFrame(() => input.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [focusSearch]);

  const items = search.items;
  const searched = search.shownFor;
  const listLabel = searched ? `Города по запросу «${searched}»` : SHOP_CITIES;
  // The server renders the picker only with its list; none means the upstream did not answer.
  const unavailable = !hydrated && initial === null;
  const status = unavailable
    ? "Не удалось загрузить список городов. Обновите страницу немного позже."
    : search.pending
      ? isCitySearch(search.typed)
        ? "Ищем города…"
        : "Загружаем список городов…"
      : items && searched
        ? items.length > 0
          ? `Найдено: ${items.length} ${plural(items.length, CITY_WORDS)}`
          : `По запросу «${searched}» городов не нашлось`
        : "";

  return (
    <div className="city-picker">
      <p className="city-picker__current">
        Ваш город: <strong>{current.name}</strong>
        {current.shops > 0 && (
          <>
            {" · "}
            <Link to={shopsPath(current.code)} onClick={onDone}>
              {current.shops === 1 ? "Магазин LOVE STORE" : "Магазины LOVE STORE"} в г. {current.name}
            </Link>
          </>
        )}
      </p>
      <form
        method="get"
        action={searchAction}
        role="search"
        className="city-picker__search"
        onSubmit={(event) => {
          if (!hydrated) return;
          // With JavaScript the list answers in place: Enter searches at once instead of leaving the page.
          event.preventDefault();
          setTooShort(!isCitySearch(search.typed));
          search.searchNow();
        }}
      >
        {keep.map(([name, value], index) => (
          <input key={`${index}-${name}`} type="hidden" name={name} value={value} />
        ))}
        <CitySearchField
          id={fieldId}
          value={search.typed}
          onType={(value) => {
            search.type(value);
            setTooShort(false);
          }}
          tooShort={tooShort}
          placeholder="Например, Казань"
          buttonClassName="button"
          inputRef={input}
        />
      </form>
      <p className="city-picker__status" role="status">
        {status}
      </p>
      {items && items.length === 0 && (
        <p className="city-picker__none">
          {searched
            ? "Проверьте название или сотрите запрос, чтобы выбрать город из списка городов с магазинами."
            : "Не удалось загрузить список городов. Найдите свой город поиском."}
        </p>
      )}
      {items && items.length > 0 && (
        <CityList
          items={items}
          currentCode={current.code}
          redirectTo={redirectTo}
          virtual={hydrated}
          onChoose={onDone}
          label={listLabel}
        />
      )}
      <Form method="post" action="/location/" className="city-picker__reset" onSubmit={onDone}>
        <input type="hidden" name="intent" value="reset" />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <button type="submit" className="button button--ghost">
          Сбросить выбор города
        </button>
      </Form>
    </div>
  );
}
