/** The city of a shopper who has chosen none (spec §3, §9: Moscow), for stock, delivery and the shops pages. */
export const DEFAULT_CITY = { code: "moscow", name: "Москва" } as const;
