import { describe, expect, it } from "vitest";
import { cityCookie, readCity, readCityConfirmed, readToken, tokenCookie, hasPersonalCookies } from "~/cookies.server";

const request = (cookie?: string) => new Request("http://shop.test/", { headers: cookie ? { Cookie: cookie } : {} });
const cookiePair = (setCookie: string) => setCookie.split(";")[0];

describe("cookies", () => {
  it("round-trips a signed token with the strict attributes", async () => {
    const header = await tokenCookie.serialize("abcdefghijklmnop1234");
    expect(header).toMatch(/Max-Age=604800/);
    expect(header).toMatch(/SameSite=Strict/);
    expect(header).toMatch(/Secure/);
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/Path=\//);
    await expect(readToken(cookiePair(header))).resolves.toBe("abcdefghijklmnop1234");
  });

  it("treats a tampered token as absent", async () => {
    const pair = cookiePair(await tokenCookie.serialize("abcdefghijklmnop1234"));
    const [name, value] = pair.split("=");
    const tampered = `${name}=${value.slice(0, 4)}X${value.slice(5)}`;
    await expect(readToken(tampered)).resolves.toBeNull();
  });

  it("treats unsigned, malformed and oddly shaped values as absent", async () => {
    await expect(readToken("token=plain-unsigned-token-value")).resolves.toBeNull();
    await expect(readToken("token=%E0%A4%A")).resolves.toBeNull();
    await expect(readToken("token=")).resolves.toBeNull();
    await expect(readToken(null)).resolves.toBeNull();
    const wrongShape = cookiePair(await tokenCookie.serialize({ evil: true }));
    await expect(readToken(wrongShape)).resolves.toBeNull();
  });

  it("reads the city only when it is a valid code", async () => {
    await expect(readCity(request(cookiePair(await cityCookie.serialize("kazan"))))).resolves.toBe("kazan");
    await expect(readCity(request(cookiePair(await cityCookie.serialize("../../etc"))))).resolves.toBeNull();
    await expect(readCityConfirmed(request("city_confirmed=garbage"))).resolves.toBe(false);
  });

  it("knows which requests carry personal cookies", () => {
    expect(hasPersonalCookies(request("token=x"))).toBe(true);
    expect(hasPersonalCookies(request("_ga=1; city=x"))).toBe(true);
    expect(hasPersonalCookies(request("_ga=1; mytoken=x"))).toBe(false);
    expect(hasPersonalCookies(request())).toBe(false);
  });
});
