/** `?page=N` links of the account lists (spec §2: page 1 has no parameter). */
export function accountPageHref(pathname: string, page: number): string {
  return page >= 2 ? `${pathname}?page=${page}` : pathname;
}

/**
 * Whether a requested page lies past the end of a list: such a URL is a 404, not an empty page.
 * An empty list has one (empty) page.
 */
export function isPastLastPage(page: number, pages: number): boolean {
  return page > Math.max(1, pages);
}
