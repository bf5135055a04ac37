import { Link } from "~/components/link";
import type { ReactNode } from "react";
import { hasFilters, resetFiltersHref, type ListingQuery } from "~/catalog/listing-query";
import { ProductGrid } from "~/catalog/product-grid";
import { productCount } from "~/domain/plural";
import type { CardItem } from "~/domain/card-item";
import type { Filters } from "~/contract/filters";
import { ActiveFilters } from "~/catalog/listing/active-filters";
import { FilterModal, FilterTrigger } from "~/catalog/listing/filter-modal";
import { ListingPagination } from "~/catalog/listing/pagination";
import { SortForm } from "~/catalog/listing/sort-form";
import { useListingBase } from "~/catalog/listing/use-listing-base";

export type ListingProps = {
  items: CardItem[];
  pagination: { page: number; pages: number; total: number };
  filters: Filters | null;
  query: ListingQuery;
  /** Accessible name of the product list. */
  label: string;
  /** What to say when nothing is listed and no filter is on. */
  empty: ReactNode;
};

/** The shared body of section and search pages: toolbar, chips, grid or empty state, pages, filter modal. */
export function Listing({ items, pagination, filters, query, label, empty }: ListingProps) {
  const base = useListingBase();
  const filtered = hasFilters(query);
  return (
    <>
      {(items.length > 0 || filtered) && (
        <div className="listing__toolbar">
          {filters && <FilterTrigger query={query} />} <SortForm query={query} />
          {/* What the applied filters found, beside them (with or without JavaScript). */}
          {filtered && <p className="listing__found">Найдено: {productCount(pagination.total)}</p>}
        </div>
      )}
      {/* Before the cards: without JavaScript the open filter form is read before the products it filters. */}
      <FilterModal query={query} filters={filters} total={pagination.total} />
      <ActiveFilters query={query} filters={filters} />
      {items.length > 0 ? (
        <ProductGrid items={items} label={label} heading />
      ) : (
        <div className="listing__empty">
          {filtered ? (
            <>
              <p>Нет товаров с выбранными фильтрами. Попробуйте изменить условия.</p>
              <Link to={resetFiltersHref(base, query)} className="button">
                Сбросить фильтры
              </Link>
            </>
          ) : (
            empty
          )}
        </div>
      )}
      <ListingPagination query={query} pages={pagination.pages} />
    </>
  );
}
