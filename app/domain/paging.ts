/** `?page=N` links of paged lists (account lists, news, looks) (spec §2: page 1 has no parameter). */
export function pageHref(pathname: string, page: number): string {
  return page >= 2 ? `${pathname}?page=${page}` : pathname;
}

/**
 * Whether a requested page lies past the end of a list: such a URL is a 404, not an empty page.
 * An empty list has one (empty) page.
 */
export function isPastLastPage(page: number, pages: number): boolean {
  return page > Math.max(1, pages);
}
