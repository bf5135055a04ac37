import { readFileSync } from "node:fs";
import { getPattern } from "isbot";
import { describe, expect, it } from "vitest";
import { hasPersonalCookies } from "~/cookies.server";

/**
 * isbot's pattern as PCRE (nginx, Varnish) reads it: JavaScript takes the hyphen in `[\w-.]` literally, PCRE2 refuses
 * it unescaped. After an isbot upgrade, paste this into both configurations (docs/cdn.md).
 */
const pcreBotPattern = () => getPattern().source.replace(/(\\[wdsWDS])-/g, "$1\\-");
const CONFIGS = ["docs/cdn/nginx.conf", "docs/cdn/default.vcl"];
/** Cookies the store sets, analytics scripts set, and the browser-written list of viewed products. */
const COOKIE_NAMES = ["token", "city", "city_confirmed", "flash", "viewed", "_ga", "_gid", "_ym_uid", "_ym_d", "_fbp"];
const personal = (name: string) =>
  hasPersonalCookies(new Request("http://shop.test/", { headers: { cookie: `_ga=1; ${name}=x` } }));

describe.each(CONFIGS)("the example configuration %s", (file) => {
  const config = readFileSync(file, "utf8");

  it("flags a crawler exactly as the store's isbot does", () => {
    expect(config.includes(pcreBotPattern()), `${file} should carry isbot's pattern:\n${pcreBotPattern()}`).toBe(true);
  });

  it("keeps private exactly the requests whose cookies make the store's answer private", () => {
    const lists = [...config.matchAll(/\((?:\?:)?([\w|]+)\)=/g)].map((m) => m[1].split("|"));
    expect(lists).toHaveLength(1);
    expect(COOKIE_NAMES.filter((name) => lists[0].includes(name))).toEqual(COOKIE_NAMES.filter(personal));
  });
});
