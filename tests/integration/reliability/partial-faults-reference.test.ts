import { describe, expect, it } from "vitest";
import { setFaults } from "./http";
import {
  LONG_MS,
  FAULTS,
  PRODUCT,
  storefront,
  guest,
  basketGuest,
  visit,
  underFault,
  expectErrorPage,
  expectPageWithout,
  HOME_PARTS,
  withFaultyStorefront,
} from "./faulty-storefront";

withFaultyStorefront();

/** Answers that came but cannot be read (as opposed to no answer, or the upstream's own failure). */
const UNREADABLE = new Set<string>(["malformed JSON", "wrong shape"]);

describe("reference data (kept in the process) failing on its first fill", () => {
  // These run first, while the storefront's reference cache is cold. A failed fill keeps nothing, so each fault in
  // turn meets a cold cache, as long as nothing else on the page fills it: what must stay cold for a later test
  // fails along (the menu here).
  it(
    "the whole upstream failing at once: every page the error page (the home page: without what cannot be read), the process up",
    async () => {
      const pages = [
        "/",
        PRODUCT,
        "/catalog/odezhda/platya/",
        "/search/?q=%D0%BF%D0%BB%D0%B0%D1%82%D1%8C%D0%B5",
        "/about/company/",
        "/order/",
      ];
      for (const fault of FAULTS) {
        await setFaults(storefront, [{ path: "/*", ...fault.rule }]);
        try {
          const probes = await Promise.all(pages.map((page) => visit(page === "/order/" ? basketGuest : guest, page)));
          probes.forEach((probe, i) =>
            // The home page's own data is all secondary, and the store's data and the city fall back when their
            // answers cannot be read (tolerant reader): the page without its menu, banners and strips.
            pages[i] === "/" && UNREADABLE.has(fault.name)
              ? expectPageWithout(probe, HOME_PARTS[0].marker, `home, ${fault.name}`)
              : expectErrorPage(probe, fault, pages[i]),
          );
        } finally {
          await setFaults(storefront, []);
        }
        expect((await fetch(`${storefront.url}/healthz`)).status).toBe(200);
        expect(storefront.alive(), `alive after ${fault.name}`).toBe(true);
      }
    },
    LONG_MS,
  );

  it(
    "the store's data and the city (every page's main data): the error page for no answer, the defaults for one that cannot be read",
    async () => {
      const paths = ["/api/init", "/api/location", "/v1/catalog/sections"];
      for (const fault of FAULTS) {
        for (const page of ["/about/company/", PRODUCT]) {
          const probe = await underFault(guest, page, paths, fault.rule);
          if (!UNREADABLE.has(fault.name)) {
            expectErrorPage(probe, fault, page);
            continue;
          }
          // The store without its contacts, the default city, no menu: the page itself is there.
          expectPageWithout(probe, HOME_PARTS[0].marker, `${page}, ${fault.name}`);
          expect(probe.body, `${page}, ${fault.name}`).not.toContain("Контакты</h2>");
          expect(probe.body, `${page}, ${fault.name}`).toMatch(/Ваш город: Москва/);
        }
      }
    },
    LONG_MS,
  );

  it(
    "the menu, banners and the home page's strips: the page without them, for every fault",
    async () => {
      const paths = HOME_PARTS.map((part) => part.path);
      const calls = Object.fromEntries(HOME_PARTS.map((part) => [part.path, part.calls]));
      for (const fault of FAULTS) {
        const probe = await underFault(guest, "/", paths, fault.rule, calls);
        for (const { marker } of HOME_PARTS) expectPageWithout(probe, marker, `home without ${marker}, ${fault.name}`);
      }
      const whole = await visit(guest, "/");
      for (const { marker } of HOME_PARTS) expect(whole.body).toContain(marker);
    },
    LONG_MS,
  );

  const COLD = [
    { what: "the shops of a city", page: "/about/shops/kazan/", path: "/api/shops/kazan" },
    { what: "an information page", page: "/information/payment/", path: "/api/content/information/payment" },
    { what: "an editorial page", page: "/initiatives/", path: "/api/content/pages/initiatives" },
    { what: "a catalogue section", page: "/catalog/odezhda/platya/", path: "/v1/catalog/section" },
  ];
  for (const { what, page, path } of COLD) {
    it(
      `${what}: the error page for every fault, then the page once the upstream answers`,
      async () => {
        for (const fault of FAULTS) expectErrorPage(await underFault(guest, page, path, fault.rule), fault, what);
        expect((await visit(guest, page)).status).toBe(200);
      },
      LONG_MS,
    );
  }
});
