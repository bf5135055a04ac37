import { Link } from "~/components/link";
import {
  hasFilters,
  resetFiltersHref,
  withoutFilterHref,
  type ListingFilterKey,
  type ListingQuery,
} from "~/catalog/listing-query";
import { formatRub } from "~/domain/money";
import type { Filters } from "~/contract/filters";
import { useListingBase } from "~/catalog/listing/use-listing-base";

type Chip = { key: ListingFilterKey; value?: string; label: string; hex?: string };

/** The chips of the active filters, in the order of the filter form. */
export function filterChips(query: ListingQuery, filters: Filters | null): Chip[] {
  const colourName = (hex: string) =>
    filters?.colors.find((c) => c.hex.replace("#", "").toLowerCase() === hex)?.name ?? `#${hex}`;
  return [
    ...query.sizes.map((size): Chip => ({ key: "sizes", value: size, label: `Размер: ${size}` })),
    ...query.colors.map((hex): Chip => ({ key: "colors", value: hex, label: `Цвет: ${colourName(hex)}`, hex })),
    ...(query.priceMin !== undefined
      ? [{ key: "priceMin", label: `Цена от ${formatRub(query.priceMin)}` } as Chip]
      : []),
    ...(query.priceMax !== undefined
      ? [{ key: "priceMax", label: `Цена до ${formatRub(query.priceMax)}` } as Chip]
      : []),
    ...(query.discount ? [{ key: "discount", label: "Со скидкой" } as Chip] : []),
  ];
}

/** Removable chips (links) for the active filters, and a link that resets them all. */
export function ActiveFilters({ query, filters }: { query: ListingQuery; filters: Filters | null }) {
  const base = useListingBase();
  if (!hasFilters(query)) return null;
  const chips = filterChips(query, filters);
  return (
    <div className="chips">
      <ul className="chips__list" aria-label="Выбранные фильтры">
        {chips.map((chip) => (
          <li key={`${chip.key}-${chip.value ?? ""}`}>
            <Link to={withoutFilterHref(base, query, chip.key, chip.value)} className="chip" preventScrollReset>
              {chip.hex && (
                <span
                  className={chip.hex === "ffffff" ? "filter-swatch filter-swatch--white" : "filter-swatch"}
                  style={{ background: `#${chip.hex}` }}
                  aria-hidden="true"
                />
              )}
              <span className="visually-hidden">Убрать фильтр </span>
              {chip.label}
              <span className="chip__remove" aria-hidden="true">
                ×
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {chips.length > 1 && (
        <Link to={resetFiltersHref(base, query)} className="chips__reset" preventScrollReset>
          Сбросить все
        </Link>
      )}
    </div>
  );
}
