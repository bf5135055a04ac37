import { cityConfirmedCookie, cityCookie } from "~/cookies.server";

/** The shopper has chosen or confirmed a city: it is theirs, confirmed, for 7 days (spec §4, §9). */
export async function chosenCityHeaders(code: string): Promise<Headers> {
  const headers = new Headers();
  headers.append("Set-Cookie", await cityCookie.serialize(code));
  headers.append("Set-Cookie", await cityConfirmedCookie.serialize(true));
  return headers;
}

/** The choice is reset: the default city, unconfirmed ('Ваш город — Москва?' again). */
export async function resetCityHeaders(): Promise<Headers> {
  const headers = new Headers();
  headers.append("Set-Cookie", await cityCookie.serialize("", { maxAge: 0 }));
  headers.append("Set-Cookie", await cityConfirmedCookie.serialize("", { maxAge: 0 }));
  return headers;
}
