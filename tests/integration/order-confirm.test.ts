import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { args, settle, startTestUpstream, userCookie } from "./support/upstream";

let upstream: Awaited<ReturnType<typeof startTestUpstream>>;
let cookies: typeof import("~/cookies.server");
let confirm: typeof import("~/routes/order.confirm");
let payment: typeof import("~/routes/payment.$code");

beforeAll(async () => {
  upstream = await startTestUpstream();
  [cookies, confirm, payment] = await Promise.all([
    import("~/cookies.server"),
    import("~/routes/order.confirm"),
    import("~/routes/payment.$code"),
  ]);
});
afterAll(() => upstream.dispose());

/** Logs in at the embedded upstream and signs the token into the storefront's cookie. */
const session = (phone: string): Promise<string> => userCookie(upstream, phone, cookies.tokenCookie);

async function upstreamGet<T>(path: string, cookie: string): Promise<T> {
  const token = await cookies.tokenCookie.parse(cookie);
  const response = await fetch(new URL(path, upstream.url), { headers: { Authorization: `Bearer ${token}` } });
  return ((await response.json()) as { data: T }).data;
}

const confirmPage = (query: string, cookie?: string) =>
  settle(() => confirm.loader({ ...args(`/order/confirm/${query}`, { cookie }), params: {} }));
const paymentPage = (code: string) => settle(() => payment.loader({ ...args(`/payment/${code}/`), params: { code } }));

let anna: string;
let maria: string;
let annaOrders: { id: number; number: string; isPayed: boolean; status: { code: string } }[];
beforeAll(async () => {
  [anna, maria] = await Promise.all([session("+79990000001"), session("+79990000002")]);
  annaOrders = (await upstreamGet<{ items: typeof annaOrders }>("/api/user/orders?pageSize=50", anna)).items;
});

describe("/order/confirm/", () => {
  it("sends a guest to login and back to this very page", async () => {
    const response = await confirmPage("?orderId=1");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(
      `/login/?redirectTo=${encodeURIComponent("/order/confirm/?orderId=1")}`,
    );
  });

  it("shows the user's order, privately", async () => {
    const order = annaOrders[0];
    const response = await confirmPage(`?orderId=${order.id}`, anna);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const data = await response.json();
    expect(data.order).toMatchObject({ id: order.id, number: order.number });
    expect(data.order.items.length).toBeGreaterThan(0);
  });

  it("answers 404 for a missing, malformed, unknown or another user's order id", async () => {
    for (const query of [
      "",
      "?orderId=",
      "?orderId=abc",
      "?orderId=0",
      "?orderId=-3",
      "?orderId=1.5",
      "?orderId=999999",
    ]) {
      expect((await confirmPage(query, anna)).status, query).toBe(404);
    }
    expect((await confirmPage(`?orderId=${annaOrders[0].id}`, maria)).status).toBe(404);
  });
});

describe("/payment/{code}/", () => {
  it("answers 404 for a malformed or unknown code, without any cookie", async () => {
    for (const code of ["short", "a".repeat(129), "bad%20code!", "x".repeat(40)]) {
      expect((await paymentPage(code)).status, code).toBe(404);
    }
  });

  it("is never cached", () => {
    expect(payment.headers()).toEqual({ "Cache-Control": "private, no-store" });
    expect(confirm.headers()).toEqual({ "Cache-Control": "private, no-store" });
  });

  it("shows a pending, then a paid attempt; a declined one has failed", async () => {
    const unpaid = annaOrders.filter((o) => !o.isPayed && o.status.code !== "cancelled");
    const codes: string[] = [];
    for (const order of unpaid) {
      const detail = await upstreamGet<{ payment: { link: string | null } }>(`/api/user/orders/${order.id}`, anna);
      if (detail.payment.link) codes.push(new URL(detail.payment.link).pathname.split("/").pop()!);
      if (codes.length === 2) break;
    }
    expect(codes).toHaveLength(2);
    const [toPay, toDecline] = codes;

    let response = await paymentPage(toPay);
    expect(response.status).toBe(200);
    expect((await response.json()).result).toMatchObject({ code: toPay, status: "pending" });

    const settleAttempt = (code: string, action: "pay" | "decline") =>
      fetch(new URL(`/pay/${code}`, upstream.url), {
        method: "POST",
        body: new URLSearchParams({ action }),
        redirect: "manual",
      });
    await settleAttempt(toPay, "pay");
    await settleAttempt(toDecline, "decline");

    response = await paymentPage(toPay);
    const paid = (await response.json()).result;
    expect(paid.status).toBe("paid");
    expect(paid.orderNumber).toMatch(/^LS-\d+$/);
    expect(paid.amount.format).toMatch(/₽$/);
    expect((await (await paymentPage(toDecline)).json()).result.status).toBe("failed");
  });

  it("after a decline offers its owner a new attempt and the other methods; a guest only the result", async () => {
    const orders = (await upstreamGet<{ items: typeof annaOrders }>("/api/user/orders?status=new&pageSize=50", maria))
      .items;
    let code = "";
    for (const order of orders.filter((o) => !o.isPayed)) {
      const detail = await upstreamGet<{ payment: { link: string | null } }>(`/api/user/orders/${order.id}`, maria);
      if (detail.payment.link) code = new URL(detail.payment.link).pathname.split("/").pop()!;
      if (code) break;
    }
    expect(code).not.toBe("");
    await fetch(new URL(`/pay/${code}`, upstream.url), {
      method: "POST",
      body: new URLSearchParams({ action: "decline" }),
      redirect: "manual",
    });
    const owner = await settle(() =>
      payment.loader({ ...args(`/payment/${code}/`, { cookie: maria }), params: { code } }),
    );
    expect(owner.status).toBe(200);
    const data = await owner.json();
    expect(data.result).toMatchObject({ code, status: "failed", closed: null });
    // «Оплатить ещё раз»: the order's next attempt, a code of its own; and the other ways to pay.
    expect(data.order.payment).toMatchObject({ isPayed: false });
    expect(data.order.payment.link).toMatch(/\/pay\/[0-9a-f]{32}$/);
    expect(data.order.payment.link).not.toContain(code);
    expect(data.order.paymentMethods.length).toBeGreaterThan(1);

    // Without the session (a cross-site return) the page shows the result only.
    const guest = await (await paymentPage(code)).json();
    expect(guest.result).toMatchObject({ status: "failed", closed: null });
    expect(guest.order).toBeNull();
  });
});
