import { fileURLToPath } from "node:url";
import { UNSAFE_flatRoutes as flatRoutes } from "@remix-run/dev";
import type { ServerBuild } from "@remix-run/node";
import { matchRoutes, type AgnosticRouteObject } from "@remix-run/router";
import { describe, expect, it } from "vitest";
import remixConfig from "../../../remix.config.js";
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

/** The app's own routes, as the Remix compiler reads them from app/routes (its root route added). */
const appManifest = {
  root: { id: "root", path: "" },
  ...flatRoutes(fileURLToPath(new URL("../../../app", import.meta.url)), remixConfig.ignoredRouteFiles),
} as unknown as ServerBuild["routes"];

/** The route tree Remix's server builds from a manifest (server-runtime's createRoutes) and matches with. */
function remixTree(manifest: ServerBuild["routes"], parentId = ""): AgnosticRouteObject[] {
  return Object.values(manifest)
    .filter((route) => (route.parentId ?? "") === parentId)
    .map(({ id, path, index, caseSensitive }) =>
      index ? { id, path, index: true } : { id, path, caseSensitive, children: remixTree(manifest, id) },
    );
}

/** The kinds of path the store answers, with ones it does not. */
const APP_PATHS = [
  "/",
  "/catalog/",
  "/catalog/odezhda/",
  "/catalog/odezhda/bluzki-i-rubashki/rubashki/",
  "/catalog/odezhda/bryuki/197/",
  "/catalog/%D0%BE%D0%B4%D0%B5%D0%B6%D0%B4%D0%B0/",
  "/basket/",
  "/order/",
  "/order/address/",
  "/order/confirm/",
  "/payment/abc123/",
  "/search/",
  "/search/suggest/",
  "/listing/count/",
  "/shopper/notices/",
  "/location/cities/",
  "/outfits/",
  "/viewed/15/",
  "/suite/ab12/",
  "/certificate/plastic/",
  "/login/",
  "/logout/",
  "/sitemap/",
  "/sitemap.xml",
  "/sitemap-products.xml",
  "/robots.txt",
  "/robots%2Etxt",
  "/%62asket/",
  "/about/",
  "/about/news/",
  "/about/news/15/",
  "/about/shops/moscow/",
  "/about/company/",
  "/information/",
  "/information/delivery/",
  "/information/delivery/pickup/",
  "/information/loyalty/rules/",
  "/initiatives/",
  "/initiatives/recycling/",
  "/personal/",
  "/personal/orders/12/",
  "/personal/orders/12/repeat/",
  "/personal/orders/a%2Fb/",
  "/personal/orders/status/paid/",
  "/personal/certificates/",
  "/personal/certificates/1234-5678/",
  "/personal/certificates/1234-5678/history/",
  "/personal/card/history/",
  "/PERSONAL/Profile/Edit",
  "/build/_assets/missing-abc123.js",
  "/favicon.ico",
  "/wp-login.php",
  "/.env",
  "/no-such-page/",
  "/about/nothing/",
  "//basket/",
];

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

  it("agrees with matchRoutes over the app's own routes, as Remix's server builds them", () => {
    expect(Object.keys(appManifest).length).toBeGreaterThan(50);
    const match = routeMatcher(appManifest);
    const routes = remixTree(appManifest);
    for (const path of APP_PATHS) expect(match(path), path).toBe(matchRoutes(routes, path)?.at(-1)?.route.id);
    expect(match("/%62asket/")).toBe("routes/basket");
    expect(match("/order/")).toBe("routes/order._index");
    expect(match("/no-such-page/")).toBe("routes/$");
  });

  it("names the deepest route: an index route before its layout, a param before the catch-all", () => {
    const match = routeMatcher(manifest);
    expect(match("/personal/")).toBe("routes/personal._index");
    expect(match("/about/news/15/")).toBe("routes/about.news.$id");
    expect(match("/about/nothing/")).toBe("routes/$");
  });
});
