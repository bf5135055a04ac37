import { describe, expect, it } from "vitest";
import { OrderDetailSchema, OrderListSchema } from "../../../app/contract/account";
import { NoticeListSchema } from "../../../app/contract/user";
import { call } from "./helpers";
import { ANNA, upstream, anna, freshUser, withPersonalUpstream } from "../support/personal-upstream";

withPersonalUpstream();

describe("orders", () => {
  it("lists every status with its count, newest first, ten to a page", async () => {
    const first = await call(upstream, "/api/user/orders", { token: anna, schema: OrderListSchema });
    expect(first.data.statuses.map((s) => s.code)).toEqual([
      "all",
      "new",
      "processing",
      "delivering",
      "ready",
      "done",
      "cancelled",
    ]);
    expect(first.data.statuses.map((s) => s.name)).toEqual([
      "Все заказы",
      "Новый",
      "В обработке",
      "Доставляется",
      "Готов к выдаче",
      "Выполнен",
      "Отменён",
    ]);
    const [all, ...statuses] = first.data.statuses;
    expect(all.count).toBe(14);
    expect(statuses.reduce((sum, s) => sum + s.count, 0)).toBe(14);
    expect(statuses.every((s) => s.count > 0)).toBe(true);
    expect(first.data.pagination).toEqual({ page: 1, pageSize: 10, total: 14, pages: 2 });
    expect(first.data.items).toHaveLength(10);
    const second = await call(upstream, "/api/user/orders?page=2", { token: anna, schema: OrderListSchema });
    expect(second.data.items).toHaveLength(4);
    const dates = [...first.data.items, ...second.data.items].map((order) => order.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set([...first.data.items, ...second.data.items].map((order) => order.id)).size).toBe(14);
    expect(first.data.items[0].number).toMatch(/^LS-\d{6}$/);

    for (const status of statuses) {
      const { data } = await call(upstream, `/api/user/orders?status=${status.code}&pageSize=50`, {
        token: anna,
        schema: OrderListSchema,
      });
      expect(data.items).toHaveLength(status.count);
      expect(data.pagination.total).toBe(status.count);
      expect(data.items.every((order) => order.status.code === status.code && order.status.name === status.name)).toBe(
        true,
      );
    }
  });

  it("answers zero counts for a user without orders and rejects an unknown status", async () => {
    const token = await freshUser();
    const { data } = await call(upstream, "/api/user/orders?status=done", { token, schema: OrderListSchema });
    expect(data.items).toEqual([]);
    expect(data.statuses).toHaveLength(7);
    expect(data.statuses.every((s) => s.count === 0)).toBe(true);
    expect(data.pagination).toMatchObject({ total: 0, pages: 0 });
    const unknown = await call(upstream, "/api/user/orders?status=lost", { token });
    expect(unknown.status).toBe(400);
    expect(unknown.errors[0]).toMatchObject({ field: "status", message: "Неизвестный статус заказа" });
  });

  it("shows an order with items, delivery, payment and consistent totals", async () => {
    const { data: list } = await call(upstream, "/api/user/orders?pageSize=50", {
      token: anna,
      schema: OrderListSchema,
    });
    for (const summary of list.items) {
      const { data: order } = await call(upstream, `/api/user/orders/${summary.id}`, {
        token: anna,
        schema: OrderDetailSchema,
      });
      expect(order).toMatchObject({ id: summary.id, number: summary.number, status: summary.status });
      expect(order.customer).toEqual({
        name: "Анна",
        lastName: "Смирнова",
        email: "anna.smirnova@example.ru",
        phone: ANNA,
      });
      expect(order.items.reduce((sum, item) => sum + item.quantity, 0)).toBe(summary.itemsCount);
      // The list's pictures: one per line of goods, the detail's own.
      expect(summary.pictures).toEqual(order.items.map((item) => ({ name: item.name, image: item.image })));
      expect(summary.pictures.length).toBeGreaterThan(0);
      for (const item of order.items) {
        expect(item.sum.value).toBe(item.price.value * item.quantity);
        expect(item.link).toMatch(new RegExp(`^/catalog/.+/${item.productId}/$`));
        expect(item.image).toMatch(/^http:\/\/localhost:\d+\/images\//);
      }
      const s = order.summary;
      expect(s.basket.value).toBe(order.items.reduce((sum, item) => sum + item.sum.value, 0));
      expect(s.total.value).toBe(
        s.basket.value + s.delivery.value - s.coupon.value - s.bonus.value - s.certificate.value,
      );
      expect(s.total).toEqual(summary.total);
      expect(s.total.format).toMatch(/₽$/);
      expect([41, 42, 43, 44, 46]).toContain(order.delivery.shipmentId);
      expect(order.delivery.address).not.toBe("");
      expect(order.payment.isPayed).toBe(summary.isPayed);
      const payable =
        !order.payment.isPayed && order.status.code !== "cancelled" && [1, 8, 17].includes(order.payment.id);
      if (payable)
        expect(order.payment.link).toMatch(new RegExp(`^http://localhost:${upstream.port}/pay/[0-9a-f]{32}$`));
      else expect(order.payment.link).toBeNull();
    }
    expect(list.items.some((order) => !order.isPayed && order.status.code === "new")).toBe(true);
    const notFound = await call(upstream, "/api/user/orders/999999", { token: anna });
    expect(notFound.status).toBe(404);
    expect(notFound.errors[0].message).toBe("Заказ не найден");
  });

  it("points the demo notices at real orders and certificates", async () => {
    const { data: notices } = await call(upstream, "/api/user/notice", { token: anna, schema: NoticeListSchema });
    const titles = notices.map((notice) => notice.title).join(" | ");
    expect(titles).toMatch(/передан в доставку/);
    expect(titles).toMatch(/Начислены бонусы/);
    expect(titles).toMatch(/сертификата истекает/);
    for (const notice of notices) {
      const order = /^\/personal\/orders\/(\d+)\/$/.exec(notice.link ?? "");
      if (order) expect((await call(upstream, `/api/user/orders/${order[1]}`, { token: anna })).status).toBe(200);
      const certificate = /^\/personal\/certificates\/([\d-]+)\/$/.exec(notice.link ?? "");
      if (certificate)
        expect((await call(upstream, `/api/user/certificates/${certificate[1]}`, { token: anna })).status).toBe(200);
    }
  });
});
