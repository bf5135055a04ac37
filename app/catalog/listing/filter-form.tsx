import { Form, useLocation, useNavigate } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { Link } from "~/components/link";
import { formHref, parseListingQuery } from "~/catalog/listing-parse";
import { DEFAULT_SORT, listingHref, resetFiltersHref, type ListingQuery } from "~/catalog/listing-query";
import { formatRub } from "~/domain/money";
import { productCount } from "~/domain/plural";
import { useHydrated } from "~/hooks/use-hydrated";
import type { Filters } from "~/contract/filters";
import { ItemCount } from "~/catalog/listing/item-count";
import { useFilterCount } from "~/catalog/listing/use-filter-count";
import { formParams, useListingBase } from "~/catalog/listing/use-listing-base";

const hexKey = (hex: string) => hex.replace("#", "").toLowerCase();

/**
 * The filters of a listing as a GET form in the `catalogFilter` modal: its URL is shareable and it works
 * without JavaScript (the server 301s the submitted query to its clean form); with JavaScript it navigates
 * to the clean URL directly. Submitting resets the page and closes the modal. With JavaScript the counts follow the
 * choices as they are made (each facet counted with the other choices: a colour's count with the sizes ticked), and a
 * choice that would find nothing is dimmed. `draft`: where choices made here and not applied are kept, to start from.
 */
export function FilterForm({
  query,
  filters,
  total,
  draft,
}: {
  query: ListingQuery;
  filters: Filters;
  total: number;
  draft: { read: () => URLSearchParams | null; keep: (params: URLSearchParams) => void };
}) {
  const base = useListingBase();
  const navigate = useNavigate();
  const location = useLocation();
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const { count, facets, asked, changed } = useFilterCount(base, location.pathname + location.search, total);
  const [chosen] = useState(() => {
    const kept = draft.read();
    return kept ? parseListingQuery(kept) : query;
  });
  const noteChoices = (target: HTMLFormElement) => {
    changed(target);
    draft.keep(formParams(target));
  };
  // Choices the form holds that are not the listing's — ticked before the page came alive, or kept from before the
  // sheet was closed — are counted at once.
  useEffect(() => {
    const target = form.current;
    if (target && formHref(base, formParams(target)) !== listingHref(base, { ...query, page: 1 })) noteChoices(target);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once the form is live
  }, []);
  const sizes = filters.sizes.filter((s) => s.count > 0 || chosen.sizes.includes(s.value));
  const colors = filters.colors.filter((c) => c.count > 0 || chosen.colors.includes(hexKey(c.hex)));
  // Counts for the choices as they are now (with JavaScript, once asked), else for the applied ones.
  const sizeFinds = (value: string) => !facets || facets.sizes.some((s) => s.value === value && s.count > 0);
  const colorCount = (color: Filters["colors"][number]) =>
    facets ? (facets.colors.find((c) => hexKey(c.hex) === hexKey(color.hex))?.count ?? 0) : color.count;
  const discountCount = facets ? facets.discountCount : filters.discountCount;
  const hasRange = filters.price.max > 0;
  return (
    <Form
      // Fresh defaults whenever the listing changes (the fields are uncontrolled).
      key={location.search}
      ref={form}
      method="get"
      action={base.pathname}
      className="filters"
      onChange={(event) => noteChoices(event.currentTarget)}
      onSubmit={(event) => {
        event.preventDefault();
        navigate(formHref(base, formParams(event.currentTarget)));
      }}
    >
      {base.others.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {query.sort !== DEFAULT_SORT && <input type="hidden" name="sort" value={query.sort} />}

      {sizes.length > 0 && (
        <fieldset className="filters__group">
          <legend className="filters__legend">Размер</legend>
          <div className="filters__options filters__options--sizes">
            {sizes.map((size, i) => (
              <label
                key={size.value}
                className={sizeFinds(size.value) ? "filters__size" : "filters__size filters__size--none"}
                htmlFor={`filter-size-${i}`}
              >
                <input
                  id={`filter-size-${i}`}
                  type="checkbox"
                  name="sizes"
                  value={size.value}
                  defaultChecked={chosen.sizes.includes(size.value)}
                />
                <span>{size.value}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}

      {colors.length > 0 && (
        <fieldset className="filters__group">
          <legend className="filters__legend">Цвет</legend>
          <div className="filters__options filters__options--colors">
            {colors.map((color, i) => {
              const key = hexKey(color.hex);
              const found = colorCount(color);
              return (
                <label
                  key={key}
                  className={found > 0 ? "filters__color" : "filters__color filters__color--none"}
                  htmlFor={`filter-color-${i}`}
                >
                  <input
                    id={`filter-color-${i}`}
                    type="checkbox"
                    name="colors"
                    value={key}
                    defaultChecked={chosen.colors.includes(key)}
                  />
                  <span
                    className={key === "ffffff" ? "filter-swatch filter-swatch--white" : "filter-swatch"}
                    style={{ background: `#${key}` }}
                    aria-hidden="true"
                  />
                  <span>{color.name}</span>
                  <ItemCount count={found} className="filters__count" />
                </label>
              );
            })}
          </div>
        </fieldset>
      )}

      <fieldset className="filters__group">
        <legend className="filters__legend">Цена, ₽</legend>
        <div className="filters__price">
          <PriceBound
            id="filter-price-min"
            name="priceMin"
            label="от"
            placeholder={hasRange ? filters.price.min : undefined}
            defaultValue={chosen.priceMin}
          />
          <PriceBound
            id="filter-price-max"
            name="priceMax"
            label="до"
            placeholder={hasRange ? filters.price.max : undefined}
            defaultValue={chosen.priceMax}
          />
        </div>
        {hasRange && (
          <p className="filters__hint">
            Цены: от {formatRub(filters.price.min)} до {formatRub(filters.price.max)}
          </p>
        )}
      </fieldset>

      {(filters.discountCount > 0 || chosen.discount) && (
        <div className="filters__group">
          <label className="filters__discount" htmlFor="filter-discount">
            <input id="filter-discount" type="checkbox" name="discount" value="1" defaultChecked={chosen.discount} />
            Только со скидкой
            <ItemCount count={discountCount} className="filters__count" />
          </label>
        </div>
      )}

      <div className="filters__actions">
        <ShowButton count={hydrated ? count : null} />{" "}
        <Link to={resetFiltersHref(base, query)} className="button button--ghost">
          Сбросить фильтры
        </Link>
        {hydrated && (
          <p className="visually-hidden" aria-live="polite">
            {asked && count !== null ? `Найдено: ${productCount(count)}` : ""}
          </p>
        )}
      </div>
    </Form>
  );
}

/**
 * «Показать N товаров» for the choices as they are (with JavaScript); without it the count is not known until the form
 * is applied: «Показать товары». Nothing to show: the button is off and says why, with a way on beside it.
 */
function ShowButton({ count }: { count: number | null }) {
  if (count === 0) {
    return (
      <>
        <button type="submit" className="button" disabled aria-describedby="filters-none">
          Ничего не найдено
        </button>
        <p id="filters-none" className="filters__none">
          С этими фильтрами товаров нет — измените их или сбросьте.
        </p>
      </>
    );
  }
  return (
    <button type="submit" className="button">
      {count === null ? "Показать товары" : `Показать ${productCount(count)}`}
    </button>
  );
}

/** One end of the price range; the catalogue's own range shows as the placeholder. */
function PriceBound(props: {
  id: string;
  name: "priceMin" | "priceMax";
  label: string;
  placeholder?: number;
  defaultValue?: number;
}) {
  return (
    <label htmlFor={props.id}>
      {props.label}
      <input
        id={props.id}
        type="number"
        name={props.name}
        inputMode="numeric"
        min={0}
        step={1}
        placeholder={props.placeholder === undefined ? undefined : String(props.placeholder)}
        defaultValue={props.defaultValue}
      />
    </label>
  );
}
