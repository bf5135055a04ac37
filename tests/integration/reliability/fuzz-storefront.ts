import { afterAll, beforeAll, expect } from "vitest";
import { startStorefront, type RunningStorefront } from "../support/storefront";
import { HOSTILE, LEAKS, OFF_SITE, random, SCRIPT_URL, XSS } from "./hostile-input";
import { offerInStock, Shopper } from "./http";

/**
 * Bad input against the built server over HTTP (docs/reliability.md, "Bad input"): every form the store renders — read
 * from the pages themselves, so a new form is fuzzed too — posted with each field hostile, repeated, missing or
 * joined by off-site redirect targets; every parameterised page with hostile route params, query strings and
 * cookies. Whatever comes in: no 5xx, nothing of the server's insides, no payload unescaped in a page, no redirect
 * off the site — a field message or a clean 4xx.
 */
export const PRODUCT_ID = 52;
export const PRODUCT = `/catalog/odezhda/bluzki-i-rubashki/rubashki/${PRODUCT_ID}/`;
const MEMBER_PHONE = "+79990000888";

/** Answers bad input may get: the page, a redirect (PRG, canonical URL, login), a field message or a clean 4xx. */
/** Thousands of requests: minutes on a slow machine. */
export const LONG_MS = 600_000;
const CLEAN = [200, 204, 301, 302, 303, 304, 400, 401, 403, 404, 405, 409, 413, 414, 422, 429, 431];
export let storefront: RunningStorefront;
let origin: string;

/** Checks one answer to bad input; `sent` is what was sent, for the message. */
export async function expectClean(response: Response, sent: string) {
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
export function failedToSend(error: unknown, sent: string): never {
  throw new Error(`${sent}: no answer (${String(error)}; process ${storefront.alive() ? "alive" : "gone"})`);
}

// ——— forms ———
type Field = { name: string; value: string };

/** One way to submit a form the store renders: its action and the fields a browser would send. */
export type Submission = { page: string; action: string; fields: Field[] };
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
export function formsOf(page: string, html: string): Submission[] {
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
export const keyOf = (submission: Submission) =>
  `${submission.action.replace(/\d+/g, "N")} ${submission.fields
    .map((field) => (field.name === "intent" ? `${field.name}=${field.value}` : field.name))
    .sort()
    .join(",")}`;
export const post = (shopper: Shopper, submission: Submission, fields: Field[]) =>
  shopper.post(
    submission.action,
    fields.map(({ name, value }): [string, string] => [name, value]),
  );

/**
 * The spoilings every form gets, whatever the time: each field with markup, oversized, repeated, missing or an object;
 * off-site targets; nothing at all; foreign fields.
 */
export function* fixedMutations(submission: Submission, seed: number): Generator<Mutation> {
  const rng = random(seed);
  const { fields } = submission;
  for (const { name, value } of fields) {
    for (const hostile of [XSS[1], HOSTILE.at(-1)!])
      yield { what: `${name}=${JSON.stringify(hostile).slice(0, 40)}`, fields: replaced(fields, name, hostile) };
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
}

/**
 * Random spoilings of one form, without end: a field given a random hostile value, or every field a coin's toss of
 * one. The test takes as many as its time budget allows; the seed makes a run's sequence repeatable.
 */
export function* randomMutations(submission: Submission, seed: number): Generator<Mutation> {
  const rng = random(seed);
  const { fields } = submission;
  for (let i = 0; ; i++) {
    if (fields.length > 0 && rng.chance(0.5)) {
      const { name } = rng.pick(fields);
      const hostile = rng.pick(HOSTILE);
      yield { what: `#${i} ${name}=${JSON.stringify(hostile).slice(0, 40)}`, fields: replaced(fields, name, hostile) };
    } else {
      yield {
        what: `#${i} random fields`,
        fields: fields.map((field) =>
          rng.chance(0.5) ? { name: field.name, value: rng.pick([...HOSTILE, ...OFF_SITE]) } : field,
        ),
      };
    }
  }
}

type Mutation = { what: string; fields: Field[] };
const replaced = (fields: Field[], name: string, value: string) =>
  fields.map((field) => (field.name === name ? { name, value } : field));

/** Pages whose forms are fuzzed, as the shopper who sees them. */
export const FORM_PAGES = {
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
export const UNRENDERED: Submission[] = [
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
export let session: Shopper | undefined;
export async function member(): Promise<Shopper> {
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

/** Starts this test file's fixtures before its tests and stops them after. */
export function withFuzzStorefront(): void {
  beforeAll(async () => {
    storefront = await startStorefront();
    origin = new URL(storefront.url).origin;
  });
  afterAll(() => storefront.stop());
}
