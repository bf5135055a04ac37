import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ToastList } from "~/toasts/toast-list.server";
import { Upstream } from "~/upstream-client/client.server";
import { UpstreamError } from "~/upstream-client/upstream-error.server";

const answering = (status: number, body: unknown) =>
  new Upstream({
    baseUrl: "http://upstream.test/",
    token: null,
    timeoutMs: 1000,
    fetch: (async () => new Response(JSON.stringify(body), { status })) as typeof fetch,
  });

describe("what the upstream told", () => {
  it("comes back with the call's outcome; only a view with a list of its own turns it into toasts", async () => {
    const body = {
      status: 200,
      data: { id: 1, messages: [{ message: "Заказ пересчитан" }] },
      errors: [{ message: "Купон не найден", field: "coupon" }],
      messages: [{ message: "Бонусы начислены" }],
    };
    const api = answering(200, body);
    const outcome = await api.call("POST", "/api/order/calculate", z.object({ id: z.number() }));
    expect(outcome.errors.map((e) => e.message)).toEqual(["Купон не найден"]);
    expect(outcome.messages.map((m) => m.message)).toEqual(["Бонусы начислены", "Заказ пересчитан"]);

    const toasts = new ToastList();
    await api.reportingTo(toasts).post("/api/order/calculate", z.object({ id: z.number() }));
    expect(toasts.all.map((t) => [t.type, t.message])).toEqual([
      ["error", "Купон не найден"],
      ["info", "Бонусы начислены"],
      ["info", "Заказ пересчитан"],
    ]);
  });

  it("a failure carries what the shopper is told of it", async () => {
    const api = answering(404, { status: 404, data: null, errors: [], messages: [{ message: "Смотрите также" }] });
    const error = await api.get("/api/x", z.null()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect((error as UpstreamError).told).toEqual([
      { type: "info", message: "Смотрите также" },
      { type: "error", message: "Ошибка сервера магазина (404)." },
    ]);
  });
});
