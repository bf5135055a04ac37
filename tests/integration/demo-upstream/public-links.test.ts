import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OrderDetailSchema, OrderListSchema } from "../../../app/contract/account";
import { ProductListSchema } from "../../../app/contract/catalog";
import { startUpstream, type RunningUpstream } from "../../../server/demo-upstream";
import { call, login } from "./helpers";
import { copySeededDatabase } from "../support/seeded-database";

const ANNA = "+79990000001";
/** The embedded upstream as the storefront's Node server runs it: links as paths, pictures on an image CDN. */
const OPTIONS = { publicUrl: "", mediaUrl: "https://img.example.ru", storeUrl: "https://shop.example.ru" };

let upstream: RunningUpstream;
let dataDir: string;
let db: Database.Database;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "upstream-links-"));
  await copySeededDatabase(dataDir);
  upstream = await startUpstream({ port: 0, dataDir, log: () => {}, ...OPTIONS });
  db = new Database(path.join(dataDir, "store-300.sqlite"));
});
afterAll(async () => {
  db.close();
  await upstream.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Anna's first order still to pay online, and the code of its payment page. */
async function annasPayment(from: RunningUpstream): Promise<{ orderId: number; code: string; link: string }> {
  const token = await login(from, ANNA);
  const { data: list } = await call(from, "/api/user/orders?pageSize=50", { token, schema: OrderListSchema });
  for (const summary of list.items) {
    const { data: order } = await call(from, `/api/user/orders/${summary.id}`, { token, schema: OrderDetailSchema });
    if (order.payment.link)
      return { orderId: order.id, link: order.payment.link, code: order.payment.link.split("/pay/")[1] };
  }
  throw new Error("no payable order in the seed");
}

describe("the embedded upstream's public links", () => {
  it("links pictures and videos at the image origin, and the payment page as a path of the storefront's origin", async () => {
    const { data } = await call(upstream, "/v1/catalog/products?section=odezhda&pageSize=100", {
      schema: ProductListSchema,
    });
    const pictures = data.items.flatMap((item) => [...item.images.list, ...item.images.detail]);
    const videos = data.items.flatMap((item) => item.videos.map((video) => video.sm));
    expect(videos.length).toBeGreaterThan(0);
    for (const url of [...pictures, ...videos]) expect(url).toMatch(/^https:\/\/img\.example\.ru\/(?:images|videos)\//);
    const { link } = await annasPayment(upstream);
    expect(link).toMatch(/^\/pay\/[0-9a-f]{32}$/);
  });

  it("returns from the payment page to the order's own return URL, else to the store — never to another order's", async () => {
    const { orderId, code } = await annasPayment(upstream);
    // Another shopper's newer order, saved with an attacker's return URL (as a forged X-Forwarded-Host would make it).
    db.prepare(
      "UPDATE orders SET return_url = 'http://evil.example' WHERE id = (SELECT MAX(id) FROM orders WHERE id <> ?)",
    ).run(orderId);

    const page = await fetch(`${upstream.url}/pay/${code}`);
    expect(await page.text()).not.toContain("evil.example");
    expect(page.headers.get("content-security-policy")).toContain("form-action 'self' https://shop.example.ru;");

    const paid = await fetch(`${upstream.url}/pay/${code}`, {
      method: "POST",
      body: new URLSearchParams({ action: "pay" }),
      redirect: "manual",
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe(`https://shop.example.ru/payment/${code}/`);
    const done = await (await fetch(`${upstream.url}/pay/${code}`)).text();
    expect(done).toContain(`href="https://shop.example.ru/payment/${code}/"`);
    expect(done).not.toContain("evil.example");
  });

  it("ends a session after 7 days, like the storefront's cookie", async () => {
    const token = await login(upstream, "+79160000131");
    const row = db
      .prepare<[string], { ttl: number }>("SELECT expires_at - created_at AS ttl FROM tokens WHERE token = ?")
      .get(token);
    expect(row?.ttl).toBe(7 * 86_400);
  });
});

describe("an upstream without a store origin", () => {
  it("returns from the payment page to a path of the origin that served it (the storefront's)", async () => {
    const own = mkdtempSync(path.join(tmpdir(), "upstream-links-"));
    const plain = await startUpstream({ port: 0, dataDir: own, log: () => {}, publicUrl: "" });
    try {
      const { code } = await annasPayment(plain);
      const page = await fetch(`${plain.url}/pay/${code}`);
      expect(page.headers.get("content-security-policy")).toContain("form-action 'self';");
      const declined = await fetch(`${plain.url}/pay/${code}`, {
        method: "POST",
        body: new URLSearchParams({ action: "decline" }),
        redirect: "manual",
      });
      expect(declined.headers.get("location")).toBe(`/payment/${code}/`);
    } finally {
      await plain.close();
      rmSync(own, { recursive: true, force: true });
    }
  });
});
