import { Pagination } from "~/components/pagination";
import { pageHref } from "~/domain/paging";

/** Pagination of an account list (`?page=N`, none for page 1). */
export function AccountPagination({ pathname, page, pages }: { pathname: string; page: number; pages: number }) {
  return <Pagination page={page} pages={pages} href={(n) => pageHref(pathname, n)} />;
}
