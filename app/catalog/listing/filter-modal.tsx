import { countFilters, type ListingQuery } from "~/catalog/listing-query";
import { lazyModalContent, Modal, ModalTrigger } from "~/components/modal";
import type { Filters } from "~/contract/filters";

/** The filter form loads with its modal, not with the listing. */
const FilterForm = lazyModalContent("catalogFilter", () => import("./filter-form").then((module) => module.FilterForm));

/** Opens the `catalogFilter` modal; says how many filters are on. */
export function FilterTrigger({ query }: { query: ListingQuery }) {
  const active = countFilters(query);
  return (
    <ModalTrigger name="catalogFilter" className="button button--small button--ghost listing__filter-button">
      <svg
        width="18"
        height="18"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        aria-hidden="true"
      >
        <path d="M4 6h16M7 12h10M10 18h4" />
      </svg>
      Фильтры
      {active > 0 && <span className="listing__filter-count">{active}</span>}
    </ModalTrigger>
  );
}

/** The `catalogFilter` modal (none when the listing's filters could not be loaded); `total`: the listing's products. */
export function FilterModal({
  query,
  filters,
  total,
}: {
  query: ListingQuery;
  filters: Filters | null;
  total: number;
}) {
  if (!filters) return null;
  return (
    <Modal name="catalogFilter" title="Фильтры">
      <FilterForm query={query} filters={filters} total={total} />
    </Modal>
  );
}
