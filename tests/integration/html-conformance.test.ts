import { readFileSync } from "node:fs";
import { HtmlValidate, type ConfigData } from "html-validate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStorefront, type RunningStorefront } from "./support/storefront";

/**
 * The Nu Html Checker's errors, kept at 0 without Java: html-validate's rules that report what the checker calls an
 * error (invalid content models, attributes and values, ids, references), and none of its style rules. Left out, each
 * for its reason: `valid-id` (HTML allows React's `:R1:` ids, the checker too), `no-redundant-for` and
 * `no-implicit-input-type` (advice, not errors), `unique-landmark` (the checker does not ask for it). Among the kept
 * rules, two have caught real mistakes: `aria-label` on elements without a role (`aria-label-misuse`) and remix-utils'
 * honeypot `autocomplete="nope"` (`valid-autocomplete`).
 */
const CHECKER_ERRORS: ConfigData = {
  extends: [],
  elements: ["html5"],
  rules: Object.fromEntries(
    [
      "aria-label-misuse",
      "valid-autocomplete",
      "no-dup-id",
      "no-dup-attr",
      "no-missing-references",
      "element-name",
      "element-required-content",
      "element-required-attributes",
      "element-permitted-content",
      "element-permitted-parent",
      "element-permitted-occurrences",
      "element-required-ancestor",
      "attribute-allowed-values",
      "attribute-misuse",
      "input-attributes",
      "void-content",
      "close-order",
      "unrecognized-char-ref",
      "deprecated",
      "no-deprecated-attr",
      "map-id-name",
      "area-alt",
      "missing-doctype",
      "doctype-html",
    ].map((rule) => [rule, "error"]),
  ),
};

const LAYOUT = "tests/e2e/support/layout";
/** The pages the layout spec visits by a fixed path (tests/e2e/support/layout/*-routes.ts), modals included. */
function layoutPaths(): string[] {
  const pages = [...readFileSync(`${LAYOUT}/page-routes.ts`, "utf8").matchAll(/path: "([^"]+)"/g)].map((m) => m[1]);
  const modals = [
    ...readFileSync(`${LAYOUT}/modal-routes.ts`, "utf8").matchAll(/path: "([^"]+)",\s*modal: "(\w+)"/g),
  ].map(([, path, modal]) => `${path}${path.includes("?") ? "&" : "?"}modal=${modal}`);
  return [...new Set([...pages, ...modals])];
}
/** And those it finds at run time: a product with its modals, a look. */
const PRODUCT = "/catalog/odezhda/bluzki-i-rubashki/rubashki/52/";
const FOUND_PATHS = [
  PRODUCT,
  ...["sizeTable", "productSubscribe", "productPreorder", "photos"].map((m) => `${PRODUCT}?modal=${m}`),
];

let store: RunningStorefront;
let shopperCookie: string;

/** A shopper logged in through the store's own login form (the demo upstream's code). */
async function logIn(): Promise<string> {
  const post = (form: Record<string, string>) =>
    fetch(`${store.url}/login/?redirectTo=%2Fpersonal%2F`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: store.url },
      body: new URLSearchParams(form),
      redirect: "manual",
    });
  const phone = "9990000003";
  expect((await post({ intent: "code", phone })).status).toBe(200);
  const answer = await post({ intent: "login", phone, code: "123456" });
  expect(answer.status).toBe(303);
  const token = answer.headers.getSetCookie().find((cookie) => cookie.startsWith("token="));
  return token!.split(";")[0];
}

beforeAll(async () => {
  store = await startStorefront();
  shopperCookie = await logIn();
  const look = /href="(\/suite\/[^"]+\/)"/.exec(await (await fetch(`${store.url}/outfits/`)).text())![1];
  FOUND_PATHS.push(look);
}, 60_000);
afterAll(() => store.stop());

/** The checker's errors on the page, or null when the page sends this visitor elsewhere (no markup to check). */
async function errorsOf(path: string, cookie?: string): Promise<string[] | null> {
  const answer = await fetch(store.url + encodeURI(path), {
    headers: cookie ? { Cookie: cookie } : {},
    redirect: "manual",
  });
  if (answer.status >= 300 && answer.status < 400) return null;
  const report = await new HtmlValidate(CHECKER_ERRORS).validateString(await answer.text());
  return report.results.flatMap((result) => result.messages.map((m) => `${path}: ${m.ruleId}: ${m.message}`));
}

describe("the server's HTML, as the Nu Html Checker judges it", () => {
  it("has no error on any page the layout spec visits, for a guest", async () => {
    const paths = [...layoutPaths(), ...FOUND_PATHS];
    expect(paths.length).toBeGreaterThan(50);
    const results = [];
    for (const path of paths) results.push(await errorsOf(path));
    expect(results.filter((errors) => errors !== null).length).toBeGreaterThan(40);
    expect(results.flatMap((errors) => errors ?? [])).toEqual([]);
  }, 120_000);

  it("has none for a logged-in shopper either (the header, the account pages)", async () => {
    const results = [];
    for (const path of [...layoutPaths().filter((p) => p.startsWith("/personal/") || p === "/"), PRODUCT])
      results.push(await errorsOf(path, shopperCookie));
    // The account pages answer this shopper (a guest is sent to the login page).
    expect(results.filter((errors) => errors !== null).length).toBeGreaterThan(15);
    expect(results.flatMap((errors) => errors ?? [])).toEqual([]);
  }, 120_000);

  it("finds the errors it is there for (the honeypot's old autocomplete, a label on a plain element)", async () => {
    const report = await new HtmlValidate(CHECKER_ERRORS).validateString(
      '<!doctype html><html lang="ru"><head><title>t</title></head><body>' +
        '<s aria-label="Старая цена">5 000 ₽</s><input name="n" autocomplete="nope"></body></html>',
    );
    expect(report.results.flatMap((r) => r.messages.map((m) => m.ruleId)).sort()).toEqual([
      "aria-label-misuse",
      "valid-autocomplete",
    ]);
  });
});
