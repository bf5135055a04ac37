/** What a shop offers, in the order the shops page lists it. `pickup` comes from `stores.is_pickup`, the rest from `store_services`. */
export const STORE_SERVICES = {
  fitting: "Примерочные",
  pickup: "Самовывоз заказов интернет-магазина",
  returns: "Возврат и обмен онлайн-заказов",
  love_card: "Оформление Love Card",
  certificates: "Подарочные сертификаты",
  recycling: "Приём одежды LOVE 2.0",
} as const;

export type StoreService = keyof typeof STORE_SERVICES;

/** The services a shop offers in the seed's `store_services` (every one but pickup). */
export type StoredService = Exclude<StoreService, "pickup">;
