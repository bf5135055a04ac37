import { lazyModalContent, Modal } from "~/components/modal";

export { SearchTrigger } from "~/search/search-trigger";

const SearchBox = lazyModalContent("search", () => import("~/search/search-box").then((module) => module.SearchBox));

/** The `search` modal: a GET form to /search/ (works without JavaScript) with suggestions while typing. */
export function SearchModal() {
  return (
    <Modal name="search" title="Поиск">
      <SearchBox />
    </Modal>
  );
}
