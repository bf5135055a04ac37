/** The shopper's city until one is chosen (spec §3, §9: default city Moscow). */
export const DEFAULT_CITY = { code: "moscow", name: "Москва" } as const;
