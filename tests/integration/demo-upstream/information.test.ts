import { describe, expect, it } from "vitest";
import { InitSchema } from "../../../app/contract/content";
import { InformationListSchema } from "../../../app/contract/information";
import { call } from "./helpers";
import { upstream, page, withInformationUpstream } from "../support/information-upstream";

withInformationUpstream();

describe("GET /api/content/information", () => {
  it("lists the pages of the section, each of which answers with a page of its own", async () => {
    const { data } = await call(upstream, "/api/content/information", { schema: InformationListSchema });
    const codes = data.items.flatMap((item) => [item.code, ...item.children.map((child) => child.code)]);
    expect(codes.sort()).toEqual(
      [
        "akit",
        "contacts",
        "delivery",
        "delivery/pickup",
        "delivery/refund",
        "loyalty",
        "loyalty/rules",
        "payment",
        "privacy-policy",
        "recommendations",
        "rules",
      ].sort(),
    );
    for (const item of data.items)
      for (const child of item.children) expect(child.code.startsWith(`${item.code}/`)).toBe(true);
    for (const code of codes) {
      const info = await page(code);
      expect(info.code).toBe(code);
      expect(info.title).toMatch(/[а-яё]/i);
      expect(info.description.length).toBeGreaterThan(40);
    }
  });

  it("gives every page sections in heading order and links only to pages that exist or to mail, phone and https", async () => {
    const { data } = await call(upstream, "/api/content/information", { schema: InformationListSchema });
    const codes = new Set(data.items.flatMap((item) => [item.code, ...item.children.map((child) => child.code)]));
    for (const code of codes) {
      const info = await page(code);
      const levels = info.blocks.flatMap((block) => (block.type === "heading" ? [block.level] : []));
      if (levels.length > 0) expect(levels[0], `${code}: the first heading after the h1`).toBe(2);
      levels.forEach((level, index) =>
        expect(level - (levels[index - 1] ?? 1), `${code}: heading ${index + 1} skips a level`).toBeLessThanOrEqual(1),
      );
      const links = info.blocks
        .flatMap((block) => JSON.stringify(block).match(/"href":"[^"]+"/g) ?? [])
        .map((match) => match.slice(8, -1));
      for (const href of links.filter((link) => link.startsWith("/information/"))) {
        expect(codes.has(href.slice("/information/".length, -1)), `${code} links to ${href}`).toBe(true);
      }
    }
  });

  it("answers 404 for an unknown page", async () => {
    for (const code of ["nope", "delivery/nope", "DELIVERY", "delivery/pickup/more"]) {
      const result = await call(upstream, `/api/content/information/${code}`);
      expect(result.status, code).toBe(404);
      expect(result.errors[0]).toMatchObject({ message: "Страница не найдена", code: "information_not_found" });
    }
  });
});

describe("the contacts page", () => {
  it("gives the phone and e-mail of GET /api/init", async () => {
    const { data } = await call(upstream, "/api/init", { schema: InitSchema });
    const info = await page("contacts");
    const facts = info.blocks.find((block) => block.type === "facts")!;
    const byTerm = new Map(facts.type === "facts" ? facts.items.map((item) => [item.term, item.text]) : []);
    expect(byTerm.get("Телефон")![0]).toEqual({
      text: data.store.phone,
      href: `tel:+7${data.store.phone.replace(/\D/g, "").slice(1)}`,
    });
    expect(byTerm.get("Электронная почта")![0]).toEqual({ text: data.store.email, href: `mailto:${data.store.email}` });
  });
});

describe("the offers' terms of GET /api/init", () => {
  const textOf = (blocks: Awaited<ReturnType<typeof page>>["blocks"]) => JSON.stringify(blocks).replace(/\u00a0/g, " ");

  it("say what the delivery and refund pages say: the courier's price, the free-delivery sum, the return window", async () => {
    const { data } = await call(upstream, "/api/init", { schema: InitSchema });
    // The embedded upstream always answers them (the contract lets another upstream leave them out).
    if (!data.terms) throw new Error("the embedded upstream's /api/init has no terms");
    const { delivery, returns } = data.terms;
    const roubles = (value: number) => `${value.toLocaleString("ru-RU").replace(/\u00a0/g, " ")} ₽`;
    const deliveryText = textOf((await page("delivery")).blocks);
    expect(deliveryText).toContain(`[["Курьер"],["${roubles(delivery.price)}"],["Бесплатно"]`);
    expect(deliveryText).toContain(`Заказ от ${roubles(delivery.freeFrom)}`);
    // The farthest cities' days on the road: the page's last transit step.
    expect(deliveryText).toContain(`на ${delivery.transitDays.max - 1} дней дольше`);
    const refundText = textOf((await page("delivery/refund")).blocks);
    expect(refundText).toContain(`в течение ${returns.days} дней`);
    expect(refundText).toContain("Пересылку вещей надлежащего качества оплачивает покупатель");
  });
});
