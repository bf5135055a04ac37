import { describe, expect, it } from "vitest";
import { buildMenu, truncateMenu, type MenuItem } from "~/domain/menu";
import type { CatalogSection } from "~/contract/catalog";

let nextId = 1000;
function section(partial: Partial<CatalogSection> & { name: string }): CatalogSection {
  const code = partial.code ?? partial.name.toLowerCase();
  return {
    id: partial.id ?? nextId++,
    parentId: partial.parentId ?? null,
    name: partial.name,
    code,
    link: partial.link ?? `/catalog/${code}/`,
    isSelected: partial.isSelected ?? false,
    depthLevel: partial.depthLevel ?? 1,
    children: partial.children,
  };
}

const divider: MenuItem = { name: "", link: "", type: "divider" };

describe("buildMenu", () => {
  it("maps sections to link items recursively", () => {
    const menu = buildMenu([
      section({
        name: "Одежда",
        code: "odezhda",
        children: [
          section({
            name: "Платья",
            code: "platya",
            link: "/catalog/odezhda/platya/",
            children: [section({ name: "Мини", code: "mini", link: "/catalog/odezhda/platya/mini/" })],
          }),
        ],
      }),
    ]);
    expect(menu).toEqual([
      {
        name: "Одежда",
        link: "/catalog/odezhda/",
        type: "link",
        children: [
          {
            name: "Платья",
            link: "/catalog/odezhda/platya/",
            type: "link",
            children: [{ name: "Мини", link: "/catalog/odezhda/platya/mini/", type: "link" }],
          },
        ],
      },
    ]);
  });

  it("omits empty children and empty meta", () => {
    const [item] = buildMenu([section({ name: "Обувь", children: [] })]);
    expect(item).not.toHaveProperty("children");
    expect(item).not.toHaveProperty("meta");
  });

  it("marks id 58 as sale and id 57 as new, at any level", () => {
    const menu = buildMenu([
      section({ id: 58, name: "Sale" }),
      section({ id: 57, name: "New" }),
      section({
        name: "Одежда",
        children: [section({ id: 58, name: "Sale одежда" }), section({ id: 57, name: "Новинки одежды" })],
      }),
    ]);
    expect(menu[0].meta).toEqual({ isSale: true });
    expect(menu[1].meta).toEqual({ isNew: true });
    expect(menu[2].children?.[0].meta).toEqual({ isSale: true });
    expect(menu[2].children?.[1].meta).toEqual({ isNew: true });
  });

  it("gives the certificate and love_2_0 codes an icon", () => {
    const menu = buildMenu([
      section({ name: "Сертификаты", code: "certificate", link: "/certificate/" }),
      section({ name: "Love 2.0", code: "love_2_0", link: "/love_2_0/" }),
    ]);
    expect(menu.map((i) => i.meta)).toEqual([{ icon: "certificate" }, { icon: "love_2_0" }]);
  });

  it("does not match icon codes loosely", () => {
    const menu = buildMenu([section({ name: "a", code: "Certificate" }), section({ name: "b", code: "certificates" })]);
    expect(menu.every((i) => i.meta === undefined)).toBe(true);
  });

  it("puts one divider before the special group", () => {
    const menu = buildMenu([
      section({ name: "Одежда" }),
      section({ id: 58, name: "Sale" }),
      section({ name: "Сертификаты", code: "certificate" }),
      section({ name: "Love 2.0", code: "love_2_0" }),
    ]);
    expect(menu.map((i) => i.type)).toEqual(["link", "link", "divider", "link", "link"]);
    expect(menu[2]).toEqual(divider);
  });

  it("never starts with a divider", () => {
    const menu = buildMenu([section({ name: "Сертификаты", code: "certificate" }), section({ name: "Одежда" })]);
    expect(menu.map((i) => i.type)).toEqual(["link", "link"]);
  });

  it("adds no divider without an icon item, nor for icons below the top level", () => {
    expect(buildMenu([section({ name: "a" }), section({ name: "b" })]).some((i) => i.type === "divider")).toBe(false);
    const nested = buildMenu([
      section({ name: "a", children: [section({ name: "x" }), section({ name: "c", code: "certificate" })] }),
    ]);
    expect(nested[0].children?.map((i) => i.type)).toEqual(["link", "link"]);
    expect(nested).toHaveLength(1);
  });

  it("never ends with a divider or has two in a row", () => {
    const menus = [
      buildMenu([section({ name: "a" }), section({ name: "c", code: "certificate" })]),
      buildMenu([
        section({ name: "a" }),
        section({ name: "c", code: "certificate" }),
        section({ name: "b" }),
        section({ name: "l", code: "love_2_0" }),
      ]),
    ];
    for (const menu of menus) {
      expect(menu[0].type).toBe("link");
      expect(menu[menu.length - 1].type).toBe("link");
      menu.forEach((item, i) => {
        if (item.type === "divider") expect(menu[i + 1]?.type).toBe("link");
      });
      expect(menu.filter((i) => i.type === "divider")).toHaveLength(1);
    }
  });

  it("normalises site links and leaves external ones", () => {
    const menu = buildMenu([
      section({ name: "a", link: "/Catalog/Odezhda" }),
      section({ name: "b", link: "/catalog/sale?sort=price" }),
      section({ name: "c", link: "https://Blog.Example/Post" }),
      section({ name: "d", link: "//cdn.example/x" }),
    ]);
    expect(menu.map((i) => i.link)).toEqual([
      "/catalog/odezhda/",
      "/catalog/sale/?sort=price",
      "https://Blog.Example/Post",
      "//cdn.example/x",
    ]);
  });

  it("returns [] for no sections and does not mutate its input", () => {
    expect(buildMenu([])).toEqual([]);
    const input = [section({ name: "a", children: [section({ name: "b" })] })];
    const copy = structuredClone(input);
    buildMenu(input);
    expect(input).toEqual(copy);
  });
});

describe("truncateMenu", () => {
  const deep: MenuItem[] = [
    {
      name: "1",
      link: "/1/",
      type: "link",
      meta: { isNew: true },
      children: [
        { name: "1.1", link: "/1/1/", type: "link", children: [{ name: "1.1.1", link: "/1/1/1/", type: "link" }] },
      ],
    },
    divider,
    { name: "2", link: "/2/", type: "link", meta: { icon: "certificate" } },
  ];

  it("keeps two levels for crawlers", () => {
    expect(truncateMenu(deep, 2)).toEqual([
      {
        name: "1",
        link: "/1/",
        type: "link",
        meta: { isNew: true },
        children: [{ name: "1.1", link: "/1/1/", type: "link" }],
      },
      divider,
      { name: "2", link: "/2/", type: "link", meta: { icon: "certificate" } },
    ]);
  });

  it("keeps one level without children keys", () => {
    const top = truncateMenu(deep, 1);
    expect(top.map((i) => i.name)).toEqual(["1", "", "2"]);
    expect(top.every((i) => !("children" in i))).toBe(true);
  });

  it("keeps everything when deep enough", () => {
    expect(truncateMenu(deep, 3)).toEqual(deep);
    expect(truncateMenu(deep, 10)).toEqual(deep);
  });

  it("returns [] for depth 0 or less", () => {
    expect(truncateMenu(deep, 0)).toEqual([]);
    expect(truncateMenu(deep, -1)).toEqual([]);
  });

  it("does not mutate its input", () => {
    const copy = structuredClone(deep);
    truncateMenu(deep, 1);
    expect(deep).toEqual(copy);
  });
});
