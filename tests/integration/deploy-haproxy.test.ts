import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { basketAddForm, formPostHeaders, readCatalogue, type BuyableProduct } from "../../bench/catalogue";
import { formState, radioValues } from "./support/form-state";
import { startBalancer, type RunningBalancer } from "./support/haproxy";
import { startRedis, type RunningRedis } from "./support/redis";
import { freePort, SHOPPER_UA, startStorefront, type RunningStorefront } from "./support/storefront";
import { upstreamProcess, type UpstreamProcess } from "./support/upstream-process";

/**
 * The deployment of docs/operations.md ("Scaling out"), with the shipped docs/deploy/haproxy.cfg as it is: the upstream
 * on its own (`npm run demo-upstream`), two storefronts sharing SESSION_SECRET, REDIS_URL and API_URL, Debian's Redis
 * and HAProxy in front. A shopper without JavaScript goes through the balancer from a product page to a paid order;
 * then one storefront dies, the upstream stops, Redis stops, and what the shopper gets is checked at each step.
 */

type Answer = { status: number; location: string; requestId: string; body: string };

/** A browser without JavaScript: its cookies (set by whichever storefront answered), no redirect followed. */
class Shopper {
  private readonly jar = new Map<string, string>();
  constructor(readonly origin: string) {}

  async visit(target: string, form?: Record<string, string>): Promise<Answer> {
    const url = new URL(target, this.origin);
    expect(url.origin, `${target}: on the public origin`).toBe(this.origin);
    const response = await fetch(url, {
      method: form ? "POST" : "GET",
      headers: {
        "user-agent": SHOPPER_UA,
        accept: "text/html",
        cookie: [...this.jar].map(([name, value]) => `${name}=${value}`).join("; "),
        ...(form && formPostHeaders(this.origin)),
      },
      body: form && new URLSearchParams(form),
      redirect: "manual",
    });
    for (const line of response.headers.getSetCookie()) {
      const [name, value] = line.split(";")[0].split(/=(.*)/s);
      if (value === "" || /max-age=0/i.test(line)) this.jar.delete(name);
      else this.jar.set(name, value);
    }
    return {
      status: response.status,
      location: response.headers.get("location") ?? "",
      requestId: response.headers.get("x-request-id") ?? "",
      body: await response.text(),
    };
  }
}

const PHONE = "+79160007733";
/** The storefront's and the upstream's own Russian error page, not a balancer's. */
const STORE_ERROR_PAGE = /<html lang="ru"[\s\S]*LOVE STORE/;

describe("the store scaled out behind the shipped HAProxy example", () => {
  let dataDir: string;
  let redis: RunningRedis;
  let upstream: UpstreamProcess;
  let storefronts: RunningStorefront[];
  let balancer: RunningBalancer;
  let product: BuyableProduct;
  let shopper: Shopper;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "storefront-deploy-"));
    const [balancerPort, upstreamPort] = [await freePort(), await freePort()];
    redis = await startRedis();
    // The public origin stands in for https://shop.example.ru: the balancer's own address.
    const origin = `http://127.0.0.1:${balancerPort}`;
    upstream = upstreamProcess(upstreamPort, { DATA_DIR: dataDir, PUBLIC_ORIGIN: origin });
    await upstream.start();
    const shared = {
      API_URL: upstream.url,
      PUBLIC_ORIGIN: origin,
      SESSION_SECRET: randomBytes(32).toString("hex"),
      REDIS_URL: redis.url,
    };
    storefronts = await Promise.all([startStorefront(shared), startStorefront(shared)]);
    balancer = await startBalancer(
      storefronts.map((store) => new URL(store.url).host) as [string, string],
      balancerPort,
    );
    [product] = (await readCatalogue(upstream.url, 1)).products;
    shopper = new Shopper(origin);
  }, 120_000);
  afterAll(async () => {
    await balancer?.stop();
    await Promise.all((storefronts ?? []).map((store) => store.stop()));
    await upstream?.stop();
    await redis?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("takes a shopper from the pictures to a paid order, one request id from the balancer to the upstream", async () => {
    const page = await shopper.visit(product.link);
    expect(page.status).toBe(200);
    expect(page.body).not.toMatch(/localhost/);
    // Round robin: the pictures come from both storefronts, each relaying the upstream.
    const pictures = [...page.body.matchAll(/src="((?:https?:\/\/[^/"]+)?\/images\/[^"\s]+)"/g)].map((m) => m[1]);
    expect(pictures.length).toBeGreaterThan(1);
    for (const picture of pictures.slice(0, 4)) expect((await shopper.visit(picture)).status, picture).toBe(200);

    // HAProxy named the request; the storefront kept the id and sent it upstream with each call.
    expect(page.requestId).toMatch(/^[0-9a-f-]{36}$/);
    const lines = (logs: Record<string, unknown>[]) => logs.filter((line) => line.requestId === page.requestId);
    expect(storefronts.flatMap((store) => lines(store.logs)).length).toBeGreaterThan(0);
    await expect.poll(() => lines(upstream.logs).length).toBeGreaterThan(0);

    expect((await shopper.visit("/login/", { intent: "code", phone: PHONE })).status).toBe(200);
    const login = await shopper.visit("/login/", { intent: "login", phone: PHONE, code: "123456", redirectTo: "/" });
    expect([login.status, login.location]).toEqual([303, "/"]);
    expect(
      (await shopper.visit("/basket/", Object.fromEntries(new URLSearchParams(basketAddForm(product))))).status,
    ).toBe(303);

    // The checkout without JavaScript: a pickup point, paid by card online; «Пересчитать», then a day and «Оформить».
    const CHECKOUT = 'action="/order/?index"';
    const order = await shopper.visit("/order/");
    const point = radioValues(order.body, "pickupPointId")[0];
    const contact = { name: "Ольга", lastName: "Петрова", email: "olga@example.ru" };
    const chosen = { shipmentId: "43", pickupPointId: point, paymentId: "1" };
    const calculated = await shopper.visit("/order/?index", {
      ...formState(order.body, CHECKOUT),
      ...contact,
      ...chosen,
      intent: "calculate",
    });
    expect(calculated.status).toBe(303);
    const priced = await shopper.visit("/order/");
    const day = radioValues(priced.body, "intervalId")[0];
    const saved = await shopper.visit("/order/?index", {
      ...formState(priced.body, CHECKOUT),
      intervalId: day,
      intent: "save",
    });
    expect(saved.status, saved.body.slice(0, 500)).toBe(303);
    // The payment page on the public origin, relayed to the upstream by whichever storefront gets it.
    expect(saved.location).toMatch(new RegExp(`^${shopper.origin}/pay/[0-9a-f]{32}$`));
    expect((await shopper.visit(saved.location)).body).toContain('value="pay"');
    const paid = await shopper.visit(saved.location, { action: "pay" });
    expect(paid.location).toMatch(/\/payment\/[0-9a-f]{32}\/$/);
    const result = await shopper.visit(paid.location);
    expect(result.status).toBe(200);
    expect(result.body).toContain("Оплата прошла успешно");
  });

  it("keeps answering when one storefront dies: the balancer sends its requests to the other", async () => {
    await storefronts[1].stop();
    for (let i = 0; i < 6; i++) expect((await shopper.visit(product.link)).status).toBe(200);
    await expect
      .poll(() => balancer.servers(), { timeout: 15_000, interval: 500 })
      .toEqual({ web1: "UP", web2: "DOWN" });
    expect((await shopper.visit("/order/")).status).toBe(200);
  });

  it("keeps the storefront in the pool while the upstream is away, answering the store's Russian page", async () => {
    await upstream.stop();
    const page = await shopper.visit("/catalog/obuv/");
    expect([502, 503, 504]).toContain(page.status);
    expect(page.body).toMatch(STORE_ERROR_PAGE);
    // Past three health checks: still in the pool.
    await new Promise((resolve) => setTimeout(resolve, 7_000));
    expect(await balancer.servers()).toEqual({ web1: "UP", web2: "DOWN" });
    expect((await shopper.visit(product.link)).body).toMatch(STORE_ERROR_PAGE);

    await upstream.start();
    expect((await shopper.visit(product.link)).status).toBe(200);
    // The paid order outlived the outage (it is the upstream's).
    const orders = await shopper.visit("/personal/orders/status/all/");
    expect([orders.status, orders.location]).toEqual([200, ""]);
    expect(orders.body).toContain("Оплачен");
  }, 60_000);

  it("keeps serving and logging in while Redis is away, counting in memory meanwhile", async () => {
    await redis.stop();
    expect((await shopper.visit(product.link)).status).toBe(200);
    const other = new Shopper(shopper.origin);
    expect((await other.visit("/login/", { intent: "code", phone: "+79160007734" })).status).toBe(200);
    const login = await other.visit("/login/", {
      intent: "login",
      phone: "+79160007734",
      code: "123456",
      redirectTo: "/",
    });
    expect(login.status).toBe(303);
    await expect
      .poll(() => storefronts[0].logs.some((line) => String(line.msg).startsWith("Redis unavailable")))
      .toBe(true);
  }, 30_000);
});
