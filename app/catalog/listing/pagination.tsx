import { pageHref, type ListingQuery } from "~/catalog/listing-query";
import { Pagination } from "~/components/pagination";
import { useListingBase } from "~/catalog/listing/use-listing-base";

/** Pagination of a catalogue listing: page links keep the listing's sort and filters. */
export function ListingPagination({ query, pages }: { query: ListingQuery; pages: number }) {
  const base = useListingBase();
  return <Pagination page={Math.min(query.page, pages)} pages={pages} href={(n) => pageHref(base, query, n)} />;
}
