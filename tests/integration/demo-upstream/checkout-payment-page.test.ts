import { describe, expect, it } from "vitest";
import { PaymentResultSchema } from "../../../app/contract/order";
import {
  add,
  detail,
  freshUser,
  onlineOffer,
  prepare,
  RETURN_URL,
  saveOk,
  upstream,
  withCheckoutUpstream,
} from "../support/checkout-upstream";
import { call, login } from "./helpers";

withCheckoutUpstream();

describe("payment page", () => {
  const codeOf = (link: string) => link.split("/pay/")[1];
  async function unpaidOrder() {
    const token = await freshUser();
    await add(token, onlineOffer());
    const { input } = await prepare(token, 41);
    const { data } = await saveOk(token, input);
    return { token, order: data.order };
  }

  it("pays: page, form, redirect to the storefront, result, order paid", async () => {
    const { token, order } = await unpaidOrder();
    const link = order.payment.link!;
    const code = codeOf(link);
    const pageResponse = await fetch(`${upstream.url}/pay/${code}`);
    expect(pageResponse.status).toBe(200);
    expect(pageResponse.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await pageResponse.text();
    expect(html).toContain('<html lang="ru">');
    expect(html).toContain(order.number);
    expect(html).toMatch(/<form method="post"/);
    expect(html).toMatch(/<button type="submit" name="action" value="pay">Оплатить/);
    expect(html).toMatch(/<button type="submit" name="action" value="decline">Отказаться<\/button>/);

    const pending = await call(upstream, `/api/payment/${code}`, { schema: PaymentResultSchema });
    const total = (await detail(token, order.id)).summary.total;
    expect(pending.data).toEqual({
      code,
      status: "pending",
      orderId: order.id,
      orderNumber: order.number,
      amount: total,
      closed: null,
      needsDelivery: true,
    });

    const paid = await fetch(`${upstream.url}/pay/${code}`, {
      method: "POST",
      body: new URLSearchParams({ action: "pay" }),
      redirect: "manual",
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe(`${RETURN_URL}/payment/${code}/`);
    expect((await call(upstream, `/api/payment/${code}`, { schema: PaymentResultSchema })).data.status).toBe("paid");
    expect((await detail(token, order.id)).payment).toMatchObject({ isPayed: true, link: null });
    // Paying again changes nothing.
    const again = await fetch(`${upstream.url}/pay/${code}`, {
      method: "POST",
      body: new URLSearchParams({ action: "decline" }),
      redirect: "manual",
    });
    expect(again.status).toBe(303);
    expect((await call(upstream, `/api/payment/${code}`, { schema: PaymentResultSchema })).data.status).toBe("paid");
    expect(await (await fetch(`${upstream.url}/pay/${code}`)).text()).toContain("Заказ оплачен");
  });

  it("declines: the attempt fails, the order stays unpaid and payable by a new attempt (more in unpaid-orders.test.ts)", async () => {
    const { token, order } = await unpaidOrder();
    const code = codeOf(order.payment.link!);
    expect((await detail(token, order.id)).payment.link).toBe(order.payment.link);
    const bad = await fetch(`${upstream.url}/pay/${code}`, {
      method: "POST",
      body: new URLSearchParams({ action: "steal" }),
    });
    expect(bad.status).toBe(400);
    const declined = await fetch(`${upstream.url}/pay/${code}`, {
      method: "POST",
      body: new URLSearchParams({ action: "decline" }),
      redirect: "manual",
    });
    expect(declined.status).toBe(303);
    expect(declined.headers.get("location")).toBe(`${RETURN_URL}/payment/${code}/`);
    expect((await call(upstream, `/api/payment/${code}`, { schema: PaymentResultSchema })).data).toMatchObject({
      status: "failed",
      closed: null,
    });
    const after = await detail(token, order.id);
    expect(after.status.code).toBe("new");
    expect(after.payment.isPayed).toBe(false);
    expect(after.payment.link).toMatch(/\/pay\/[0-9a-f]{32}$/);
    expect(after.payment.link).not.toBe(order.payment.link);
    const html = await (await fetch(`${upstream.url}/pay/${code}`)).text();
    expect(html).toContain("Оплата не прошла");
    expect(html).toContain(`href="${after.payment.link}">Оплатить ещё раз</a>`);
    expect(html).not.toMatch(/<form/);
  });

  it("gives a seeded unpaid order a link to the same page", async () => {
    const maria = await login(upstream, "+79990000002");
    const list = await call<{ items: { id: number; isPayed: boolean; status: { code: string } }[] }>(
      upstream,
      "/api/user/orders?status=new",
      { token: maria },
    );
    const unpaid = list.data.items.find((order) => !order.isPayed)!;
    const first = await detail(maria, unpaid.id);
    expect(first.payment.link).toMatch(/\/pay\/[0-9a-f]{32}$/);
    expect((await detail(maria, unpaid.id)).payment.link).toBe(first.payment.link);
    const code = codeOf(first.payment.link!);
    const paid = await fetch(`${upstream.url}/pay/${code}`, {
      method: "POST",
      body: new URLSearchParams({ action: "pay" }),
      redirect: "manual",
    });
    expect(paid.status).toBe(303);
    // Saved without a return URL: back to the store's (a path here), never to another order's, which an attacker may
    // have saved.
    expect(paid.headers.get("location")).toBe(`/payment/${code}/`);
    expect((await detail(maria, unpaid.id)).payment.isPayed).toBe(true);
  });

  it("answers 404 for an unknown code", async () => {
    expect((await fetch(`${upstream.url}/pay/unknown`)).status).toBe(404);
    expect(
      (
        await fetch(`${upstream.url}/pay/${"a".repeat(32)}`, {
          method: "POST",
          body: new URLSearchParams({ action: "pay" }),
        })
      ).status,
    ).toBe(404);
    const api = await call(upstream, `/api/payment/${"a".repeat(32)}`);
    expect(api.status).toBe(404);
    expect(api.errors[0].message).toBe("Платёж не найден");
  });
});
