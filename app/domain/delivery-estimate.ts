/**
 * The product page's delivery estimate in words: the fastest courier, and the fastest way to pick the product up
 * (a shop, else a pickup point — whichever is sooner, the cheaper of two equally soon).
 */
import type { DeliveryOption } from "~/contract/delivery-estimate";
import { formatRub } from "./money";

const MONTHS = [
  "января",
  "февраля",
  "марта",
  "апреля",
  "мая",
  "июня",
  "июля",
  "августа",
  "сентября",
  "октября",
  "ноября",
  "декабря",
];

/** «сегодня», «завтра», «послезавтра», else the day: «15 сентября». */
export function whenLabel(option: Pick<DeliveryOption, "days" | "date">): string {
  if (option.days === 0) return "сегодня";
  if (option.days === 1) return "завтра";
  if (option.days === 2) return "послезавтра";
  const [, month, day] = option.date.split("-").map(Number);
  return `${day} ${MONTHS[month - 1]}`;
}

export const priceLabel = (price: number): string => (price === 0 ? "бесплатно" : formatRub(price));

const WAY: Record<DeliveryOption["kind"], string> = {
  courier: "курьером",
  store: "самовывоз из магазина",
  pickupPoint: "самовывоз из пункта выдачи",
};

const sooner = (a: DeliveryOption, b: DeliveryOption) =>
  a.days < b.days || (a.days === b.days && a.price <= b.price) ? a : b;

/** One line each: «курьером — завтра, 299 ₽», «самовывоз из магазина — сегодня, бесплатно». */
export function estimateLines(options: readonly DeliveryOption[]): string[] {
  const fastest = (kinds: DeliveryOption["kind"][]) =>
    options
      .filter((option) => kinds.includes(option.kind))
      .reduce<DeliveryOption | null>((best, option) => (best ? sooner(best, option) : option), null);
  return [fastest(["courier"]), fastest(["store", "pickupPoint"])].flatMap((option) =>
    option ? [`${WAY[option.kind]} — ${whenLabel(option)}, ${priceLabel(option.price)}`] : [],
  );
}
