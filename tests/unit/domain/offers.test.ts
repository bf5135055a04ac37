import { describe, expect, it } from "vitest";
import { offerLabel, offerState } from "~/domain/offers";
import type { Offer } from "~/upstream/schemas/catalog";

const offer = (quantity: number, stores: number[] = []): Offer => ({
  id: 1,
  size: "M",
  quantity,
  stock: stores.map((q, i) => ({ storeId: i + 1, quantity: q })),
});

describe("offerState", () => {
  it("online only", () => {
    expect(offerState(offer(5))).toEqual({ canBuy: true, lastOne: false, pickup: false, online: true, soldOut: false, total: 5 });
  });

  it("stores only → pickup", () => {
    expect(offerState(offer(0, [2, 3]))).toEqual({ canBuy: true, lastOne: false, pickup: true, online: false, soldOut: false, total: 5 });
  });

  it("online and stores → neither pickup nor online-only", () => {
    expect(offerState(offer(2, [1]))).toEqual({ canBuy: true, lastOne: false, pickup: false, online: false, soldOut: false, total: 3 });
  });

  it("nothing anywhere → sold out", () => {
    expect(offerState(offer(0))).toEqual({ canBuy: false, lastOne: false, pickup: false, online: false, soldOut: true, total: 0 });
    expect(offerState(offer(0, [0, 0]))).toMatchObject({ canBuy: false, soldOut: true, pickup: false });
  });

  it("last one: total exactly 1, online or in a store", () => {
    expect(offerState(offer(1))).toMatchObject({ lastOne: true, online: true, canBuy: true });
    expect(offerState(offer(0, [1]))).toMatchObject({ lastOne: true, pickup: true, canBuy: true });
    expect(offerState(offer(0, [1, 1]))).toMatchObject({ lastOne: false, total: 2 });
    expect(offerState(offer(1, [1]))).toMatchObject({ lastOne: false, total: 2 });
  });

  it("counts negative quantities as 0", () => {
    expect(offerState(offer(-3, [1]))).toEqual({ canBuy: true, lastOne: true, pickup: true, online: false, soldOut: false, total: 1 });
    expect(offerState(offer(2, [-5]))).toMatchObject({ total: 2, online: true, pickup: false });
    expect(offerState(offer(-1, [-1]))).toMatchObject({ total: 0, soldOut: true, canBuy: false });
  });

  it("treats a store entry with 0 as no store stock", () => {
    expect(offerState(offer(4, [0]))).toMatchObject({ online: true, pickup: false });
  });
});

describe("offerLabel", () => {
  it.each([
    [offer(1), "Последний"],
    [offer(0, [1]), "Последний"],
    [offer(0, [3]), "Только в магазинах"],
    [offer(-2, [2]), "Только в магазинах"],
    [offer(0), "Нет в наличии"],
    [offer(-1, [0]), "Нет в наличии"],
    [offer(5), null],
    [offer(2, [2]), null],
  ])("%j → %s", (o, label) => expect(offerLabel(o)).toBe(label));
});

describe("offerAvailability", () => {
  const offer = (quantity: number, store: number) => ({ id: 1, size: "44", quantity, stock: store ? [{ storeId: 1, quantity: store }] : [] });
  it("names how each state can be had", async () => {
    const { offerAvailability } = await import("~/domain/offers");
    expect(offerAvailability(offer(0, 0))).toBeNull();
    expect(offerAvailability(offer(0, 3))).toBe("Только в магазинах");
    expect(offerAvailability(offer(3, 0))).toBe("Онлайн");
    expect(offerAvailability(offer(3, 3))).toBe("Доставка и самовывоз");
  });
});
