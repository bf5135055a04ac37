import type { ServerBuild } from "@remix-run/node";
import { matchRoutes, type AgnosticRouteObject } from "@remix-run/router";
import { describe, expect, it } from "vitest";
import { routeMatcher } from "../../../server/metrics/route-match";

/** A manifest shaped like the app's (flat routes: layouts, index routes, params, splats, the catch-all). */
const ROUTES: [id: string, parentId: string | undefined, path: string | undefined, index?: true][] = [
  ["root", undefined, ""],
  ["routes/_index", "root", undefined, true],
  ["routes/$", "root", "*"],
  ["routes/catalog.$", "root", "catalog/*"],
  ["routes/basket", "root", "basket"],
  ["routes/robots[.]txt", "root", "robots.txt"],
  ["routes/about", "root", "about"],
  ["routes/about._index", "routes/about", undefined, true],
  ["routes/about.news.$id", "routes/about", "news/:id"],
  ["routes/about.news._index", "routes/about", "news", true],
  ["routes/about.shops.$city", "routes/about", "shops/:city"],
  ["routes/personal", "root", "personal"],
  ["routes/personal._index", "routes/personal", undefined, true],
  ["routes/personal.orders.$id", "routes/personal", "orders/:id"],
  ["routes/personal.orders.status.$status", "routes/personal", "orders/status/:status"],
  ["routes/personal.certificates.activation", "routes/personal", "certificates/activation"],
  ["routes/personal.certificates.$number._index", "routes/personal", "certificates/:number", true],
  ["routes/personal.certificates.$number.history", "routes/personal", "certificates/:number/history"],
  ["routes/suite.$code", "root", "suite/:code"],
  ["routes/listing.count", "root", "listing/count"],
];

const manifest = Object.fromEntries(
  ROUTES.map(([id, parentId, path, index]) => [id, { id, parentId, path, index, module: {} }]),
) as unknown as ServerBuild["routes"];

function tree(parentId: string | undefined): AgnosticRouteObject[] {
  return ROUTES.filter((r) => r[1] === parentId).map(([id, , path, index]) =>
    index ? { id, path, index: true } : { id, path, children: tree(id) },
  );
}

const PATHS = [
  "/",
  "/basket/",
  "/robots.txt",
  "/catalog/",
  "/catalog/odezhda/bryuki/197/",
  "/about/",
  "/about/news/",
  "/about/news/15/",
  "/about/shops/moscow/",
  "/about/nothing/",
  "/personal/",
  "/personal/orders/12/",
  "/personal/orders/status/paid/",
  "/personal/certificates/activation/",
  "/personal/certificates/1234-5678/",
  "/personal/certificates/1234-5678/history/",
  "/suite/ab12/",
  "/listing/count/",
  "/LISTING/Count",
  "/no/such/page/",
];

describe("routeMatcher: the route id Remix's router matches, compiled once", () => {
  it("agrees with @remix-run/router's matchRoutes on every kind of path", () => {
    const match = routeMatcher(manifest);
    const routes = tree(undefined);
    for (const path of PATHS) expect(match(path), path).toBe(matchRoutes(routes, path)?.at(-1)?.route.id);
  });

  it("names the deepest route: an index route before its layout, a param before the catch-all", () => {
    const match = routeMatcher(manifest);
    expect(match("/personal/")).toBe("routes/personal._index");
    expect(match("/about/news/15/")).toBe("routes/about.news.$id");
    expect(match("/about/nothing/")).toBe("routes/$");
  });
});
