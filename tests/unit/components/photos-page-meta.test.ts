import { describe, expect, it } from "vitest";
import { photosPageMeta } from "~/components/photo-viewer/photos-page-meta";

const tags = [
  { title: "Образ «Ужин» | LOVE STORE" },
  { name: "robots", content: "index, follow" },
  { property: "og:title", content: "Образ «Ужин» | LOVE STORE" },
  { name: "description", content: "Юбка и блузка." },
];

describe("photosPageMeta", () => {
  it("leaves the page's own tags alone", () => {
    expect(photosPageMeta(tags, { search: "" })).toBe(tags);
    expect(photosPageMeta(tags, { search: "?modal=sizeTable" })).toBe(tags);
  });

  it("names the photos' page and keeps it out of the index, its links followed", () => {
    expect(photosPageMeta(tags, { search: "?modal=photos" })).toEqual([
      { title: "Фото: Образ «Ужин» | LOVE STORE" },
      { name: "robots", content: "noindex, follow" },
      { property: "og:title", content: "Фото: Образ «Ужин» | LOVE STORE" },
      { name: "description", content: "Юбка и блузка." },
    ]);
  });
});
