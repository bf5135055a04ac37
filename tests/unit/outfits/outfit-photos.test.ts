import { describe, expect, it } from "vitest";
import { lookPhotos } from "~/outfits/outfit-photos";

const images = (paths: string[]) => ({ list: paths, list375: paths, detail: paths, original: paths });

describe("lookPhotos", () => {
  it("the whole look first, then each product as worn, at their largest", () => {
    const look = {
      name: "Ужин",
      link: "/suite/uzhin/",
      images: { ...images(["/l/0.svg", "/l/1.svg"]), original: ["/o/0.svg", "/o/1.svg"] },
      items: [{ name: "Юбка миди", link: "/catalog/yubka/1/" }],
    };
    expect(lookPhotos(look)).toEqual([
      { src: "/o/0.svg", alt: "Образ «Ужин» целиком" },
      { src: "/o/1.svg", alt: "Юбка миди" },
    ]);
  });

  it("a picture without its original shows the largest there is", () => {
    const pictures = { ...images(["/l/0.svg"]), detail: ["/d/0.svg"], original: [] };
    const look = { name: "Ужин", link: "/suite/uzhin/", images: pictures, items: [] };
    expect(lookPhotos(look)).toEqual([{ src: "/d/0.svg", alt: "Образ «Ужин» целиком" }]);
  });
});
