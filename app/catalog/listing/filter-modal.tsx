import { useLocation } from "@remix-run/react";
import { useRef } from "react";
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

/**
 * The `catalogFilter` modal (none when the listing's filters could not be loaded); `total`: the listing's products.
 * Choices made in it and not applied outlive the sheet closing (Back, ✕): they are there again when it reopens, until
 * the page changes.
 */
export function FilterModal({
  query,
  filters,
  total,
}: {
  query: ListingQuery;
  filters: Filters | null;
  total: number;
}) {
  const location = useLocation();
  // Kept aside, not in state: the sheet reads it when it opens, and a change re-renders nothing.
  const kept = useRef<{ page: string; params: URLSearchParams } | null>(null);
  if (!filters) return null;
  return (
    <Modal name="catalogFilter" title="Фильтры">
      <FilterForm
        // A fresh form for each page: its starting choices are read when it mounts.
        key={location.key}
        query={query}
        filters={filters}
        total={total}
        draft={{
          read: () => (kept.current?.page === location.key ? kept.current.params : null),
          keep: (params) => (kept.current = { page: location.key, params }),
        }}
      />
    </Modal>
  );
}
