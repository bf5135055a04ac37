import { describe, expect, it } from "vitest";
import { cityStock, maxOrderable, offerAvailability, offerLabel, offerState, type StockCity } from "~/domain/offers";
import type { CatalogItem, Offer, StockEntry } from "~/contract/catalog";

const MOSCOW: StockCity = { code: "moscow", name: "Москва", delivery: true };
const PSKOV: StockCity = { code: "pskov", name: "Псков", delivery: true };
const PETERSBURG: StockCity = { code: "st_petersburg", name: "Санкт-Петербург", delivery: true };
const NO_DELIVERY: StockCity = { code: "nowhere", name: "Нигде", delivery: false };

/** A shop of Moscow that takes online orders for pickup. */
const shop = (quantity: number, storeId = 101): StockEntry => ({ storeId, quantity, cityCode: "moscow", pickup: true });
/** A Moscow shop that takes no online orders. */
const counterOnly = (quantity: number): StockEntry => ({ storeId: 106, quantity, cityCode: "moscow", pickup: false });
/** A shop of another city. */
const elsewhere = (quantity: number): StockEntry => ({
  storeId: 701,
  quantity,
  cityCode: "st_petersburg",
  pickup: true,
});

const offer = (quantity: number, stock: StockEntry[] = []): Offer => ({ id: 1, size: "M", quantity, stock });

describe("offerState (stock-for-city rules)", () => {
  it("online only", () => {
    expect(offerState(offer(5), MOSCOW)).toEqual({
      canBuy: true,
      lastOne: false,
      pickup: false,
      online: true,
      shopOnly: false,
      soldOut: false,
      total: 5,
      maxQuantity: 5,
    });
  });

  it("the city's pickup shops only → pickup", () => {
    expect(offerState(offer(0, [shop(2, 101), shop(3, 102)]), MOSCOW)).toEqual({
      canBuy: true,
      lastOne: false,
      pickup: true,
      online: false,
      shopOnly: false,
      soldOut: false,
      total: 5,
      maxQuantity: 3,
    });
  });

  it("online and the city's shops → neither pickup nor online-only", () => {
    expect(offerState(offer(2, [shop(1)]), MOSCOW)).toMatchObject({
      canBuy: true,
      pickup: false,
      online: false,
      total: 3,
      maxQuantity: 2,
    });
  });

  it("nothing anywhere → sold out", () => {
    expect(offerState(offer(0), MOSCOW)).toMatchObject({
      canBuy: false,
      soldOut: true,
      shopOnly: false,
      total: 0,
      maxQuantity: 0,
    });
    expect(offerState(offer(0, [shop(0), shop(0, 102)]), MOSCOW)).toMatchObject({
      canBuy: false,
      soldOut: true,
      pickup: false,
    });
  });

  it("other cities' shops do not count for this shopper", () => {
    expect(offerState(offer(0, [elsewhere(1)]), MOSCOW)).toMatchObject({
      canBuy: false,
      lastOne: false,
      soldOut: true,
      total: 0,
    });
    expect(offerState(offer(1, [elsewhere(3)]), MOSCOW)).toMatchObject({
      canBuy: true,
      lastOne: true,
      online: true,
      total: 1,
      maxQuantity: 1,
    });
    expect(offerState(offer(0, [elsewhere(1)]), PETERSBURG)).toMatchObject({ lastOne: true, pickup: true });
  });

  it("a city shop without online orders: not orderable, but in a shop of the city", () => {
    expect(offerState(offer(0, [counterOnly(2)]), MOSCOW)).toMatchObject({
      canBuy: false,
      soldOut: true,
      shopOnly: true,
      total: 0,
    });
    expect(offerState(offer(1, [counterOnly(2)]), MOSCOW)).toMatchObject({
      canBuy: true,
      shopOnly: false,
      online: true,
      total: 1,
    });
    expect(offerState(offer(0, [counterOnly(2)]), PSKOV)).toMatchObject({ shopOnly: false, soldOut: true });
  });

  it("warehouse stock counts only where the warehouse delivers", () => {
    expect(offerState(offer(4), NO_DELIVERY)).toMatchObject({ canBuy: false, soldOut: true, total: 0 });
  });

  it("last one: exactly one unit can reach the shopper", () => {
    expect(offerState(offer(1), MOSCOW)).toMatchObject({ lastOne: true, online: true });
    expect(offerState(offer(0, [shop(1)]), MOSCOW)).toMatchObject({ lastOne: true, pickup: true });
    expect(offerState(offer(0, [shop(1), shop(1, 102)]), MOSCOW)).toMatchObject({
      lastOne: false,
      total: 2,
      maxQuantity: 1,
    });
    expect(offerState(offer(1, [shop(1)]), MOSCOW)).toMatchObject({ lastOne: false, total: 2 });
  });

  it("counts negative quantities as 0", () => {
    expect(offerState(offer(-3, [shop(1)]), MOSCOW)).toMatchObject({
      canBuy: true,
      lastOne: true,
      pickup: true,
      total: 1,
    });
    expect(offerState(offer(2, [shop(-5)]), MOSCOW)).toMatchObject({ total: 2, online: true, pickup: false });
    expect(offerState(offer(-1, [shop(-1)]), MOSCOW)).toMatchObject({ total: 0, soldOut: true });
  });
});

describe("cityStock and maxOrderable", () => {
  it("splits the stock by how it reaches the city; one line holds what one delivery way ships", () => {
    const o = offer(1, [shop(2, 101), shop(3, 102), counterOnly(4), elsewhere(5)]);
    expect(cityStock(o, MOSCOW)).toEqual({ delivery: 1, pickup: 5, bestShop: 3, shopOnly: 4 });
    expect(maxOrderable(o, MOSCOW)).toBe(3);
    expect(maxOrderable(offer(1, [elsewhere(3)]), MOSCOW)).toBe(1);
    expect(maxOrderable(offer(0, [elsewhere(3)]), MOSCOW)).toBe(0);
  });
});

describe("offerLabel", () => {
  it.each([
    [offer(1), "Последний"],
    [offer(0, [shop(1)]), "Последний"],
    [offer(1, [elsewhere(4)]), "Последний"],
    [offer(0, [shop(3)]), "Только в магазинах"],
    [offer(-2, [shop(2)]), "Только в магазинах"],
    [offer(0, [counterOnly(2)]), "Только в магазине в г. Москва"],
    [offer(0, [elsewhere(1)]), "Нет в наличии"],
    [offer(0), "Нет в наличии"],
    [offer(5), null],
    [offer(2, [shop(2)]), null],
  ])("%j → %s", (o, label) => expect(offerLabel(o, MOSCOW)).toBe(label));
});

describe("offerAvailability", () => {
  it("names how a size can reach the shopper", () => {
    expect(offerAvailability(offer(0), MOSCOW)).toBeNull();
    expect(offerAvailability(offer(0, [elsewhere(1)]), MOSCOW)).toBeNull();
    expect(offerAvailability(offer(0, [shop(3)]), MOSCOW)).toBe("Только в магазинах");
    expect(offerAvailability(offer(3, [elsewhere(3)]), MOSCOW)).toBe("Онлайн");
    expect(offerAvailability(offer(3, [shop(3)]), MOSCOW)).toBe("Доставка и самовывоз");
  });
});

describe("stock entries that say nothing of cities: the spec's own rules (§3)", () => {
  /** Spec §3's stock entry: a quantity, nothing of the shop's city or whether it takes online orders. */
  const store = (quantity: number): StockEntry => ({ quantity });
  const spec = (online: number, stores: number[] = []): Offer => ({
    id: 1,
    size: "M",
    quantity: online,
    stock: stores.map(store),
  });

  it.each([
    // online, store stock → canBuy (online + store > 0), lastOne (total 1), pickup (online ≤ 0, store), online (no store)
    [5, [], { canBuy: true, lastOne: false, pickup: false, online: true }],
    [1, [], { canBuy: true, lastOne: true, pickup: false, online: true }],
    [0, [1], { canBuy: true, lastOne: true, pickup: true, online: false }],
    [-2, [3, 2], { canBuy: true, lastOne: false, pickup: true, online: false }],
    [2, [2], { canBuy: true, lastOne: false, pickup: false, online: false }],
    [0, [], { canBuy: false, lastOne: false, pickup: false, online: false }],
    [0, [0, -1], { canBuy: false, lastOne: false, pickup: false, online: false }],
  ])("online %i, stores %j → %j", (online, stores, flags) => {
    // Every city alike: the entries do not say where their shops are.
    for (const city of [MOSCOW, PSKOV, PETERSBURG])
      expect(offerState(spec(online, stores), city)).toMatchObject({
        ...flags,
        soldOut: !flags.canBuy,
        shopOnly: false,
      });
  });

  it("counts them in every city, beside entries that name theirs; a line holds the best one shop", () => {
    const mixed = offer(0, [store(2), shop(3), elsewhere(7)]);
    expect(cityStock(mixed, MOSCOW)).toEqual({ delivery: 0, pickup: 5, bestShop: 3, shopOnly: 0 });
    expect(cityStock(mixed, PETERSBURG)).toEqual({ delivery: 0, pickup: 9, bestShop: 7, shopOnly: 0 });
    expect(maxOrderable(spec(1, [4, 2]), PSKOV)).toBe(4);
  });

  it("still counts online stock only where the warehouse delivers, as the location says", () => {
    expect(offerState(spec(3), NO_DELIVERY)).toMatchObject({ canBuy: false, soldOut: true });
    expect(offerState(spec(3, [1]), NO_DELIVERY)).toMatchObject({ canBuy: true, pickup: true, lastOne: true });
  });

  it("a card keeps them for any city (toCardItem)", async () => {
    const { toCardItem } = await import("~/domain/card-item");
    const images = { original: [], detail: [], list375: [], list: [] };
    const item = { sku: [spec(0, [2])], images, properties: { colors: "" } } as unknown as CatalogItem;
    const card = toCardItem(item, PSKOV);
    expect(card.sku[0].stock).toEqual([{ quantity: 2, cityCode: undefined, pickup: undefined }]);
    expect(offerState(card.sku[0], PSKOV)).toMatchObject({ canBuy: true, pickup: true });
  });
});
