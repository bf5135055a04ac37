/** The store's contacts (GET /api/init), the seller behind it (a demo legal entity: the footer says the store is a demo), its hours. */

export const STORE_INFO = { name: "LOVE STORE", phone: "8 800 700-12-34", email: "help@lovestore.ru" };

/** Where résumés go (the vacancies list names it, and the vacancy page's mail links use it). */
export const HR_EMAIL = "hr@lovestore.ru";

export const COMPANY = {
  name: "ООО «Лав Стор»",
  fullName: "Общество с ограниченной ответственностью «Лав Стор»",
  inn: "7703412681",
  kpp: "770301001",
  ogrn: "1157746128737",
  legalAddress: "125009, г. Москва, ул. Тверская, д. 12, стр. 1, этаж 3",
  bank: "ПАО Сбербанк, г. Москва",
  account: "40702810938000123456",
  correspondentAccount: "30101810400000000225",
  bic: "044525225",
} as const;

/** The head office sits above the flagship shop on Tverskaya. */
export const HEAD_OFFICE = { address: COMPANY.legalAddress, hours: "Пн–Пт 10:00–19:00" } as const;

/** When customer service answers the phone and e-mail. */
export const SERVICE_HOURS = "ежедневно с 9:00 до 21:00 по московскому времени";

/** Where parcels with returns go. */
export const RETURNS_WAREHOUSE =
  "141402, Московская обл., г. Химки, ул. Ленинградская, д. 39, стр. 6, склад интернет-магазина LOVE STORE";

/** Days to return goods of proper quality: the 14 of ЗоЗПП art. 25, for online orders too (art. 26.1 gives 7). */
export const RETURN_DAYS = 14;

/** Days from a return claim to the refund (ЗоЗПП art. 22 and 26.1). */
export const REFUND_DAYS = 10;
