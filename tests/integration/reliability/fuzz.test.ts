import { Agent, request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStorefront, type RunningStorefront } from "../support/storefront";
import { HOSTILE, LEAKS, OFF_SITE, random, SCRIPT_URL, XSS } from "./hostile-input";
import { offerInStock, sameOrigin, Shopper } from "./http";

/**
 * Bad input against the built server over HTTP (docs/reliability.md, "Bad input"): every form the store renders — read
 * from the pages themselves, so a new form is fuzzed too — posted with each field hostile, repeated, missing or
 * joined by off-site redirect targets; every parameterised page with hostile route params, query strings and
 * cookies. Whatever comes in: no 5xx, nothing of the server's insides, no payload unescaped in a page, no redirect
 * off the site — a field message or a clean 4xx.
 */
const PRODUCT_ID = 52;
const PRODUCT = `/catalog/odezhda/bluzki-i-rubashki/rubashki/${PRODUCT_ID}/`;
const MEMBER_PHONE = "+79990000888";
/** Answers bad input may get: the page, a redirect (PRG, canonical URL, login), a field message or a clean 4xx. */
/** Thousands of requests: minutes on a slow machine. */
const LONG_MS = 600_000;
const CLEAN = [200, 204, 301, 302, 303, 304, 400, 401, 403, 404, 405, 409, 413, 414, 422, 429, 431];

let storefront: RunningStorefront;
let origin: string;

beforeAll(async () => {
  storefront = await startStorefront();
  origin = new URL(storefront.url).origin;
});
afterAll(() => storefront.stop());

/** Checks one answer to bad input; `sent` is what was sent, for the message. */
async function expectClean(response: Response, sent: string) {
  const body = await response.text();
  expect(CLEAN, `${sent} → ${response.status}: ${body.slice(0, 300)}`).toContain(response.status);
  expect(body, sent).not.toMatch(LEAKS);
  const type = response.headers.get("Content-Type") ?? "";
  // A page never holds a payload as markup (a fetcher's JSON is data, never rendered as HTML).
  if (type.startsWith("text/html")) {
    for (const payload of XSS) expect(body, `${sent}: ${payload} unescaped`).not.toContain(payload);
    expect(body, `${sent}: a script URL as a target`).not.toMatch(
      new RegExp(`(href|src|action|formaction)="\\s*${SCRIPT_URL.split(":")[0]}:`, "i"),
    );
  }
  const location = response.headers.get("Location");
  if (location !== null) {
    // eslint-disable-next-line no-control-regex -- a Location with a control character is what this looks for
    expect(location, sent).not.toMatch(/[\u0000-\u001f\\]/);
    expect(new URL(location, storefront.url).origin, `${sent} → Location ${location}`).toBe(origin);
  }
  expect(storefront.alive()).toBe(true);
}

/** A request the server did not answer at all: which one, and whether the process is still there. */
function failedToSend(error: unknown, sent: string): never {
  throw new Error(`${sent}: no answer (${String(error)}; process ${storefront.alive() ? "alive" : "gone"})`);
}

// ——— forms ———

type Field = { name: string; value: string };
/** One way to submit a form the store renders: its action and the fields a browser would send. */
type Submission = { page: string; action: string; fields: Field[] };

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  "#39": "'",
  "#x27": "'",
  "#x2F": "/",
};
const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|#39|#x27|#x2F);/g, (_, name: string) => ENTITIES[name]);
const attribute = (tag: string, name: string) => {
  const match = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return match ? decode(match[1]) : null;
};

/** The post forms of a page, one submission per submit button that carries a value (`intent`). */
function formsOf(page: string, html: string): Submission[] {
  const submissions: Submission[] = [];
  for (const [, open, inner] of html.matchAll(/(<form\b[^>]*>)([\s\S]*?)<\/form>/g)) {
    if (attribute(open, "method")?.toLowerCase() !== "post") continue;
    const action = attribute(open, "action") ?? page;
    const fields: Field[] = [];
    const buttons: Field[] = [];
    const seenRadio = new Set<string>();
    for (const [tag, kind] of inner.matchAll(/<(input|select|textarea|button)\b[^>]*>/g)) {
      const name = attribute(tag, "name");
      if (!name) continue;
      const type = attribute(tag, "type") ?? "";
      if (kind === "button" || type === "submit") {
        if (attribute(tag, "value") !== null) buttons.push({ name, value: attribute(tag, "value")! });
        continue;
      }
      if (type === "radio") {
        if (seenRadio.has(name)) continue;
        seenRadio.add(name);
      }
      const options = kind === "select" ? /<option\b[^>]*value="([^"]*)"/.exec(inner.slice(inner.indexOf(tag))) : null;
      fields.push({ name, value: options ? decode(options[1]) : (attribute(tag, "value") ?? "") });
    }
    for (const button of buttons.length > 0 ? buttons : [null])
      submissions.push({ page, action, fields: button ? [...fields, button] : fields });
  }
  return submissions;
}

/** The same form posted twice is fuzzed once. */
const keyOf = (submission: Submission) =>
  `${submission.action.replace(/\d+/g, "N")} ${submission.fields
    .map((field) => (field.name === "intent" ? `${field.name}=${field.value}` : field.name))
    .sort()
    .join(",")}`;

const post = (shopper: Shopper, submission: Submission, fields: Field[]) =>
  shopper.post(
    submission.action,
    fields.map(({ name, value }): [string, string] => [name, value]),
  );

/** Hostile values per field: a sample, always with markup and the oversized one. */
const PER_FIELD = 8;

/** Every way to spoil one submission: each field hostile, repeated or missing, foreign fields, off-site targets. */
function* mutations(submission: Submission, seed: number): Generator<{ what: string; fields: Field[] }> {
  const rng = random(seed);
  const { fields } = submission;
  const replace = (name: string, value: string) =>
    fields.map((field) => (field.name === name ? { name, value } : field));
  for (const { name, value } of fields) {
    for (const hostile of new Set([XSS[1], HOSTILE.at(-1)!, ...rng.sample(HOSTILE, PER_FIELD)])) {
      yield { what: `${name}=${JSON.stringify(hostile).slice(0, 40)}`, fields: replace(name, hostile) };
    }
    yield { what: `${name} repeated`, fields: [...fields, { name, value: rng.pick(HOSTILE) }] };
    yield { what: `${name} repeated, hostile first`, fields: [{ name, value: rng.pick(XSS) }, ...fields] };
    yield { what: `${name} missing`, fields: fields.filter((field) => field.name !== name) };
    yield {
      what: `${name} as an object`,
      fields: [
        ...fields.filter((field) => field.name !== name),
        { name: `${name}[a]`, value },
        { name: `${name}.b`, value },
      ],
    };
  }
  // Every off-site target where the form has a target of its own, a few elsewhere.
  const hasTarget = fields.some((field) => field.name === "redirectTo");
  for (const target of hasTarget ? OFF_SITE : rng.sample(OFF_SITE, 3)) {
    yield {
      what: `redirectTo=${JSON.stringify(target)}`,
      fields: [...fields.filter((field) => field.name !== "redirectTo"), { name: "redirectTo", value: target }],
    };
  }
  yield { what: "nothing at all", fields: [] };
  yield {
    what: "foreign fields",
    fields: [
      ...fields,
      { name: "__proto__", value: "x" },
      { name: "constructor[prototype]", value: "x" },
      { name: rng.pick(XSS), value: rng.pick(XSS) },
    ],
  };
  for (let i = 0; i < 5; i++) {
    yield {
      what: `random #${i}`,
      fields: fields.map((field) =>
        rng.chance(0.5) ? { name: field.name, value: rng.pick([...HOSTILE, ...OFF_SITE]) } : field,
      ),
    };
  }
}

/** Pages whose forms are fuzzed, as the shopper who sees them. */
const FORM_PAGES = {
  guest: [
    PRODUCT,
    "/catalog/odezhda/platya/",
    "/login/",
    "/location/",
    "/about/franchising/",
    "/about/vacancy/",
    "/certificate/digital/",
    "/certificate/plastic/",
  ],
  member: [
    PRODUCT,
    "/order/",
    "/personal/profile/edit/",
    "/personal/delivery/",
    "/personal/subscribe/",
    "/personal/wishlist/",
    "/personal/card/register/",
    "/personal/certificates/activation/",
    "/personal/profile/delete/",
  ],
};

/** Submissions no page of a fresh shopper renders (they need a certificate line, an address, an unpaid order…). */
const UNRENDERED: Submission[] = [
  { action: "/basket/", fields: { intent: "basket-remove-certificate", lineId: "1" } },
  { action: "/basket/", fields: { intent: "basket-quantity", lineId: "1", quantity: "2", via: "fetcher" } },
  {
    action: "/login/",
    fields: { intent: "login", phone: "+7 (999) 000-09-99", code: "123456", redirectTo: "/personal/" },
  },
  { action: "/location/", fields: { intent: "confirm", city: "moscow", redirectTo: "/" } },
  { action: "/location/", fields: { intent: "reset", redirectTo: "/" } },
  { action: "/payment/abc123/", fields: { intent: "change-payment", orderId: "1", paymentId: "1" } },
  {
    action: "/personal/delivery/1/",
    fields: {
      intent: "save",
      cityCode: "moscow",
      street: "ул. Арбат",
      building: "7",
      apartment: "3",
      entrance: "",
      floor: "",
      comment: "",
    },
  },
  { action: "/personal/delivery/1/", fields: { intent: "delete" } },
  { action: "/logout/", fields: { redirectTo: "/" } },
].map(({ action, fields }) => ({
  page: action,
  action,
  fields: Object.entries(fields).map(([name, value]) => ({ name, value })),
}));

/**
 * The logged-in shopper with something in the basket and on the wishlist: one login (the store limits login tries per
 * client), each caller a tab of their own with the basket and wishlist filled again.
 */
let session: Shopper | undefined;
async function member(): Promise<Shopper> {
  if (!session) {
    session = new Shopper(storefront);
    await session.logIn(MEMBER_PHONE);
  }
  const shopper = session.clone();
  const offer = String(await offerInStock(storefront, PRODUCT_ID));
  await shopper.post("/basket/", { intent: "basket-add", productId: String(PRODUCT_ID), offer });
  await shopper.post(PRODUCT, { intent: "wishlist", productId: String(PRODUCT_ID), wishlisted: "true" });
  return shopper;
}

describe("every form the store renders, posted with hostile fields", () => {
  for (const who of ["guest", "member"] as const) {
    it(
      `as a ${who}`,
      async () => {
        const reader = who === "guest" ? new Shopper(storefront) : await member();
        const seen = new Map<string, Submission>();
        for (const page of FORM_PAGES[who]) {
          const response = await reader.get(page);
          expect(response.status, page).toBe(200);
          for (const submission of formsOf(page, await response.text()))
            if (!seen.has(keyOf(submission))) seen.set(keyOf(submission), submission);
        }
        for (const submission of UNRENDERED) if (!seen.has(keyOf(submission))) seen.set(keyOf(submission), submission);
        // The forms that end a session or an account go last.
        const ordered = [...seen.values()].sort(
          (a, b) => Number(/logout|delete/.test(a.action)) - Number(/logout|delete/.test(b.action)),
        );
        expect(ordered.length).toBeGreaterThan(UNRENDERED.length + (who === "guest" ? 8 : 12));
        let count = 0;
        for (const [index, submission] of ordered.entries()) {
          // Each form is fuzzed with a session of its own state (a mutation may have emptied the basket or logged out).
          const shopper = who === "guest" ? new Shopper(storefront) : await member();
          for (const { what, fields } of mutations(submission, index + 1)) {
            const sent = `${who} ${submission.action} (${keyOf(submission)}) ${what}`;
            await expectClean(
              await post(shopper, submission, fields).catch((error: unknown) => failedToSend(error, sent)),
              sent,
            );
            count++;
          }
        }
        expect(count).toBeGreaterThan(100);
      },
      LONG_MS,
    );
  }
});

describe("bodies that are not a form at all", () => {
  const ACTIONS = [
    "/basket/",
    PRODUCT,
    "/search/?q=%D0%BF%D0%BB%D0%B0%D1%82%D1%8C%D0%B5",
    "/order/",
    "/login/",
    "/logout/",
    "/location/",
    "/about/franchising/",
    "/about/vacancy/",
    "/certificate/digital/",
    "/personal/profile/edit/",
    "/personal/profile/delete/",
    "/personal/delivery/",
    "/personal/delivery/1/",
    "/personal/subscribe/",
    "/personal/wishlist/",
    "/personal/card/register/",
    "/personal/certificates/activation/",
    "/payment/abc/",
  ];
  const BODIES: [string, string][] = [
    ["multipart/form-data", "intent=basket-add"],
    ["multipart/form-data; boundary=x", '--x\r\nContent-Disposition: form-data; name="intent"\r\n\r\nbasket-add'],
    ["application/json", '{"intent":"basket-add","productId":52}'],
    ["text/plain", "intent=basket-add&productId=52"],
    ["application/x-www-form-urlencoded", "%%%&&==&intent=%ZZ&productId=%E0%A4%A"],
    ["application/x-www-form-urlencoded", "a=" + "b&a=".repeat(5000)],
  ];

  it("leave the connection usable when the answer comes before the body was read", async () => {
    // One keep-alive connection: a guarded action answers a guest's large form with a redirect without reading it,
    // and the next requests on the same connection must still be answered.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const send = (body: string) =>
      new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
        const request = httpRequest(`${storefront.url}/payment/abc123/`, {
          method: "POST",
          agent,
          headers: {
            ...sameOrigin(storefront),
            "Content-Type": "application/x-www-form-urlencoded",
            "Content-Length": Buffer.byteLength(body),
          },
        });
        request.on("response", (response) => {
          response.resume();
          response.on("end", () => resolve({ status: response.statusCode ?? 0, reused: request.reusedSocket }));
        });
        request.on("error", (error) =>
          reject(new Error(`no answer on a ${request.reusedSocket ? "reused" : "new"} connection: ${String(error)}`)),
        );
        request.end(body);
      });
    try {
      // 200 KB in fields of 10 KB: within a form's bounds (a longer field is refused at the edge, form-bounds.test.ts).
      const large = Array.from({ length: 20 }, (_, i) => `note${i}=${"x".repeat(10_000)}`).join("&");
      for (const body of ["intent=a", `intent=x&${large}`, "intent=b", "intent=c"])
        expect((await send(body)).status).toBe(302);
      expect((await send("intent=d")).reused).toBe(true);
    } finally {
      agent.destroy();
    }
  });

  it(
    "are refused cleanly by every action, as a guest and as a member",
    async () => {
      const shoppers = [new Shopper(storefront), await member()];
      for (const shopper of shoppers) {
        for (const action of ACTIONS) {
          for (const [type, body] of BODIES) {
            const response = await fetch(`${storefront.url}${action}`, {
              method: "POST",
              redirect: "manual",
              headers: { ...sameOrigin(storefront), "Content-Type": type, Cookie: shopper.cookie },
              body,
            });
            await expectClean(response, `POST ${action} as ${type}`);
          }
        }
      }
    },
    LONG_MS,
  );
});

// ——— pages ———

/** Hostile values as a URL carries them (bounded: the server may refuse longer URLs). */
const IN_URL = HOSTILE.filter((value) => value.length <= 2000);
/** Per parameterised page: markup, and a sample of the rest. */
const PER_URL = 8;

const PARAMETERISED = [
  (x: string) => `/catalog/${x}/`,
  (x: string) => `/catalog/odezhda/${x}/`,
  (x: string) => `/catalog/odezhda/bluzki-i-rubashki/rubashki/${x}/`,
  (x: string) => `/about/news/${x}/`,
  (x: string) => `/about/shops/${x}/`,
  (x: string) => `/suite/${x}/`,
  (x: string) => `/payment/${x}/`,
  (x: string) => `/certificate/${x}/`,
  (x: string) => `/information/${x}/`,
  (x: string) => `/personal/orders/${x}/`,
  (x: string) => `/personal/orders/status/${x}/`,
  (x: string) => `/personal/certificates/${x}/`,
  (x: string) => `/personal/certificates/${x}/history/`,
  (x: string) => `/personal/delivery/${x}/`,
  (x: string) => `/sitemap-${x}.xml`,
  (x: string) => `/catalog/odezhda/platya/?page=${x}`,
  (x: string) => `/catalog/odezhda/platya/?sort=${x}`,
  (x: string) => `/catalog/odezhda/platya/?sizes=${x}&colors=${x}`,
  (x: string) => `/catalog/odezhda/platya/?priceMin=${x}&priceMax=${x}`,
  (x: string) => `/catalog/odezhda/platya/?page=2&page=${x}&sort=new&sort=${x}`,
  (x: string) => `/search/?q=${x}`,
  (x: string) => `/search/?q=${x}&page=${x}`,
  (x: string) => `/search/suggest/?q=${x}`,
  (x: string) => `/location/cities/?cityQuery=${x}`,
  (x: string) => `/?modal=${x}`,
  (x: string) => `/?modal=location&cityQuery=${x}`,
  (x: string) => `/about/vacancy/?city=${x}&vacancy=${x}`,
  (x: string) => `/about/news/?page=${x}`,
  (x: string) => `/outfits/?page=${x}`,
  (x: string) => `/order/confirm/?orderId=${x}`,
  (x: string) => `/personal/orders/status/all/?page=${x}`,
  (x: string) => `/personal/card/history/?page=${x}`,
  (x: string) => `/personal/certificates/?state=${x}`,
  (x: string) => `/${x}/?debug`,
];

describe("every parameterised page, with hostile params and query strings", () => {
  for (const who of ["guest", "member"] as const) {
    it(
      `as a ${who}`,
      async () => {
        const shopper = who === "guest" ? new Shopper(storefront) : await member();
        const rng = random(who === "guest" ? 7 : 11);
        for (const url of PARAMETERISED) {
          for (const value of new Set([...XSS, ...rng.sample(IN_URL, PER_URL)])) {
            const path = url(encodeURIComponent(value));
            await expectClean(await shopper.get(path), `${who} GET ${path.slice(0, 120)}`);
          }
        }
      },
      LONG_MS,
    );
  }

  it("keeps on the site for paths that look like another host", async () => {
    for (const path of [
      "//evil.example/",
      "//evil.example",
      "///evil.example/",
      "//evil.example/%2e%2e/",
      "/%2F%2Fevil.example/",
      "/%5Cevil.example",
      "//Evil.Example//x",
    ]) {
      await expectClean(await new Shopper(storefront).get(path), `GET ${path}`);
    }
  });

  it(
    "never redirects off the site, whatever `redirectTo` or `back` says",
    async () => {
      const shopper = await member();
      for (const target of OFF_SITE) {
        for (const path of [
          `/login/?redirectTo=${encodeURIComponent(target)}`,
          `/location/?back=${encodeURIComponent(target)}`,
        ]) {
          await expectClean(await shopper.get(path), `GET ${path}`);
          await expectClean(await new Shopper(storefront).get(path), `guest GET ${path}`);
        }
        for (const [action, fields] of [
          ["/location/", { intent: "set", city: "kazan", redirectTo: target }],
          ["/basket/", { intent: "basket-add", productId: String(PRODUCT_ID), offer: "", redirectTo: target }],
          ["/logout/", { redirectTo: target }],
        ] as const) {
          const response = await new Shopper(storefront).post(action, fields);
          await expectClean(response, `POST ${action} redirectTo=${target}`);
        }
      }
    },
    LONG_MS,
  );
});

describe("tampered and garbled cookies", () => {
  const COOKIES: [string, string][] = [
    ["token", "garbage"],
    ["token", "eyJhbGciOiJub25lIn0.eyJzdWIiOjF9."],
    ["token", `${Buffer.from(JSON.stringify("tok_forged")).toString("base64")}.c2lnbmF0dXJl`],
    ["token", "%22tok%22.%ZZ"],
    ["city", "garbage"],
    ["city", `${Buffer.from(JSON.stringify("<script>alert(1)</script>")).toString("base64")}.sig`],
    ["city_confirmed", "1"],
    ["viewed", "1.2.3.4.5.6.7.8.9.10.11.12.13.14.15.16"],
    ["viewed", "-1.abc.999999999999999999"],
    ["viewed", "<script>"],
    ["flash", "garbage"],
    ["flash", `${Buffer.from('[{"type":"error","message":"<script>alert(1)</script>"}]').toString("base64")}.sig`],
    ["__proto__", "x"],
    ["huge", "x".repeat(6000)],
  ];

  it(
    "are ignored: the pages answer as for a guest, never with an error",
    async () => {
      for (const [name, value] of COOKIES) {
        for (const path of ["/", PRODUCT, "/order/", "/personal/profile/", "/about/news/"]) {
          const shopper = new Shopper(storefront);
          shopper.set(name, value);
          await expectClean(await shopper.get(path), `GET ${path} with ${name}=${value.slice(0, 40)}`);
        }
        const shopper = new Shopper(storefront);
        shopper.set(name, value);
        await expectClean(
          await shopper.post("/basket/", { intent: "basket-add", productId: String(PRODUCT_ID), offer: "1" }),
          `POST /basket/ with ${name}`,
        );
      }
    },
    LONG_MS,
  );
});
