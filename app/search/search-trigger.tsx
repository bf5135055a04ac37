import { ModalTrigger } from "~/components/modal";

export const SearchIcon = () => (
  <svg
    width="22"
    height="22"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.6"
    aria-hidden="true"
  >
    <circle cx="11" cy="11" r="6.5" />
    <path d="M16 16l5 5" />
  </svg>
);

/** The header's search button: opens the `search` modal (a real link to `?modal=search` without JavaScript). */
export function SearchTrigger() {
  return (
    <ModalTrigger name="search" className="search-trigger">
      <SearchIcon />
      <span className="search-trigger__text">Поиск</span>
    </ModalTrigger>
  );
}
