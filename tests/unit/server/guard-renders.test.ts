import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guardRenders } from "../../../server/http/guard-renders";
import { overloadGuard } from "../../../server/http/overload";

/**
 * The link-preview PNGs pass the overload guard that pages pass (one in-flight count); the other pictures are never
 * refused. Here the guard admits one request at a time and each picture takes 300 ms, as a render would.
 */
describe("guardRenders", () => {
  let origin: string;
  let close: () => void;

  beforeAll(async () => {
    const shed = overloadGuard({ pageDelayMs: 0, postDelayMs: 0, maxInFlight: 1, targetMs: 0 });
    const app = express();
    app.use(guardRenders(shed));
    app.get(/^\/images\//, (_req, res) => void setTimeout(() => res.type("image/png").send("png"), 300));
    app.use(shed);
    app.get("/", (_req, res) => void res.send("the page"));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  it("refuses a render while the guard's bound is taken, and a page while a render runs", async () => {
    const first = fetch(`${origin}/images/products/7/0/share.png`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const [second, page, svg] = await Promise.all([
      fetch(`${origin}/images/suites/ofisnyy-obraz/share.png`),
      fetch(`${origin}/`),
      fetch(`${origin}/images/products/7/0/card.svg`),
    ]);
    expect(second.status).toBe(503);
    expect(second.headers.get("retry-after")).toBe("5");
    expect(second.headers.get("cache-control")).toContain("no-store");
    expect(page.status).toBe(503);
    // Every other file of the upstream is served whatever the load.
    expect(svg.status).toBe(200);
    expect((await first).status).toBe(200);
    // Once the render is done, the next one is admitted.
    expect((await fetch(`${origin}/images/banners/3/share.png`)).status).toBe(200);
  });
});
