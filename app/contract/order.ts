import { z } from "zod";
import { BasketSchema } from "./basket";
import { ShipmentKindSchema } from "./ids";

const MoneySchema = z.object({ value: z.number(), format: z.string() });
const ZERO = { value: 0, format: "0 ₽" };

const PropertiesSchema = z.object({
  city: z.string(),
  cityId: z.string(),
  cityDetail: z.string(),
  street: z.string(),
  streetId: z.string(),
  building: z.string(),
  buildingId: z.string(),
  apartment: z.string(),
  intervalId: z.string(),
  pickupPointId: z.string(),
  storeId: z.string(),
});

/**
 * The shopper's checkout input as the storefront keeps it between requests (a form field each; empty strings mean
 * 'not chosen'). It goes to calculate and save as the spec's order payload (`toOrderPayload`).
 */
export const CheckoutInputSchema = z.object({
  customer: z.object({
    id: z.number().int(),
    name: z.string(),
    lastName: z.string(),
    /** Spec §3: always '-'. */
    secondName: z.string(),
    email: z.string(),
    phone: z.string(),
  }),
  delivery: z.object({
    shipmentId: z.number().int().nullable(),
    /** The chosen variant of the delivery system (spec §3 deliverySystems.variants); sent as `shipment.code`. */
    serviceLevelTypeCode: z.string(),
    properties: PropertiesSchema,
  }),
  payment: z.object({ id: z.number().int().nullable() }),
  coupon: z.string(),
  loyalty: z.object({ active: z.boolean(), pay: z.number().int() }),
  certificate: z.array(z.object({ number: z.string(), code: z.string() })),
});
export type CheckoutInput = z.infer<typeof CheckoutInputSchema>;

/** Spec §3 Order `delivery.shipment`: the chosen delivery system; `code` is its variant's service level. */
export const ShipmentSchema = z.object({
  id: z.number().int(),
  code: z.string().catch(""),
  price: z.number().catch(0),
  name: z.string().catch(""),
});
export type Shipment = z.infer<typeof ShipmentSchema>;

/** The body of POST /api/order/calculate (spec §7: customer, delivery, payment, coupon, loyalty, certificate). */
export type OrderPayload = Omit<CheckoutInput, "delivery"> & {
  delivery: { properties: CheckoutInput["delivery"]["properties"]; shipment: Shipment | null };
};

const PlaceSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string().catch(""),
  schedule: z.string().catch(""),
  coordinates: z.tuple([z.number(), z.number()]).nullable().catch(null),
  /** Ours, shops only: from when the order can be picked up there under the chosen store shipment («Сегодня с 13:00»). */
  pickupTime: z.string().catch(""),
});

/** Names of the delivery systems when an upstream sends none (spec §9 ids). */
const SYSTEM_NAMES: Record<number, string> = {
  41: "Курьер",
  42: "Курьер до двери (примерка)",
  43: "Пункт выдачи",
  44: "Самовывоз из магазина",
  46: "Самовывоз из магазина сегодня",
};

/**
 * The answer of init and calculate: the spec's Order (§3) — read tolerantly: what the storefront needs is required,
 * what the spec does not name falls back — plus our documented additions (basket, places, payment methods, blocked
 * lines; docs/upstream-api.md).
 */
export const OrderStateSchema = z.object({
  customer: z
    .object({
      id: z.number().int().catch(0),
      name: z.string().catch(""),
      lastName: z.string().catch(""),
      email: z.string().catch(""),
      phone: z.string().catch(""),
    })
    .partial()
    .nullish(),
  delivery: z
    .object({
      properties: PropertiesSchema.partial().nullish(),
      shipment: ShipmentSchema.nullish(),
    })
    .nullish(),
  payment: z.object({ id: z.number().int().nullable().optional() }).nullish(),
  /** Ours: the basket as the order's city has it (else the storefront reads GET /api/basket). */
  basket: BasketSchema.optional(),
  /** Spec §3: id, variants (serviceLevelTypeCode, intervalId); name, description, price and period are ours. */
  deliverySystems: z
    .array(
      z
        .object({
          id: z.number().int(),
          name: z.string().optional(),
          description: z.string().catch(""),
          price: MoneySchema.catch(ZERO),
          period: z.string().catch(""),
          variants: z
            .array(
              z.object({
                serviceLevelTypeCode: z.string(),
                name: z.string().optional(),
                price: MoneySchema.optional(),
                intervalId: z.string().nullable().catch(null),
              }),
            )
            .catch([]),
        })
        .transform((system) => ({
          ...system,
          name: system.name ?? SYSTEM_NAMES[system.id] ?? "Доставка",
          variants: system.variants.map((variant) => ({
            ...variant,
            name: variant.name ?? (variant.serviceLevelTypeCode === "express" ? "Экспресс" : "Обычная"),
            price: variant.price ?? system.price,
          })),
        })),
    )
    .catch([]),
  /** Delivery intervals of the chosen shipment and date. */
  deliveryServiceTimes: z.array(z.object({ value: z.string(), text: z.string() })).catch([]),
  pickupPoints: z.array(PlaceSchema).catch([]),
  /** Ours: stores of the city that have every active basket line in stock. */
  stores: z.array(PlaceSchema).catch([]),
  /** Ours: the payment methods offered for this order (else the storefront's defaults). */
  paymentMethods: z
    .array(z.object({ id: z.number().int(), name: z.string(), description: z.string().catch("") }))
    .optional(),
  bonus: z
    .object({
      active: z.boolean().catch(false),
      pay: z.number().int().catch(0),
      balance: z.number().int().catch(0),
      budget: z.number().int().catch(0),
      messages: z.array(z.string()).catch([]),
      rules: z.string().catch(""),
    })
    .catch({ active: false, pay: 0, balance: 0, budget: 0, messages: [], rules: "" }),
  /** The certificates applied, each with the amount it pays. */
  certificate: z.array(z.object({ number: z.string(), amount: MoneySchema })).catch([]),
  coupon: z.string().catch(""),
  isCouponApplied: z.boolean().catch(false),
  summary: z.object({
    basket: MoneySchema,
    delivery: MoneySchema.catch(ZERO),
    payment: MoneySchema.catch(ZERO),
    coupon: MoneySchema.catch(ZERO),
    bonus: MoneySchema.catch(ZERO),
    certificate: MoneySchema.catch(ZERO),
    total: MoneySchema,
  }),
  /**
   * Ours: active basket lines that keep a delivery kind (courier, pickupPoint, store) of the chosen city from being
   * offered, with the reason in Russian; empty without a city or when nothing blocks.
   */
  blockedLines: z
    .array(
      z.object({
        /** Basket line id (the basket's remove / delay). */
        lineId: z.number().int(),
        productId: z.number().int(),
        offerId: z.number().int(),
        name: z.string(),
        size: z.string(),
        quantity: z.number().int(),
        kinds: z.array(ShipmentKindSchema),
        reason: z.string(),
      }),
    )
    .catch([]),
  /** The user's default delivery profile (spec §4: applied on init when its city matches). */
  defaultProfile: z
    .object({ values: z.record(z.string(), z.string().catch("")) })
    .nullable()
    .catch(null),
});
/** An answer of init or calculate as read. */
export type OrderAnswer = z.infer<typeof OrderStateSchema>;

/** What the checkout shows: the upstream's calculation of the storefront's input, and that input. */
export type OrderState = Omit<OrderAnswer, "basket" | "paymentMethods"> & {
  input: CheckoutInput;
  basket: z.infer<typeof BasketSchema>;
  paymentMethods: { id: number; name: string; description: string }[];
};

export const SavedOrderSchema = z.object({
  order: z.object({
    id: z.number().int(),
    number: z.string().optional(),
    /** What is left to pay (the embedded upstream sends it; another upstream may not). */
    total: MoneySchema.optional(),
    payment: z
      .object({ id: z.number().int().nullish(), isPayed: z.boolean().catch(false), link: z.string().nullish() })
      .optional(),
  }),
});

/** What the shopper confirmed, sent with a save (the upstream places no order when its calculation differs). */
export type ConfirmedOrder = {
  total: number;
  goods: number;
  delivery: number;
  coupon: string;
  bonus: number;
  certificate: { number: string; amount: number }[];
};

/** GET /address?type=street|building&name=&cityId=&streetId= (a city search: CitySearchSchema, contract/location.ts) */
export const AddressSuggestSchema = z.object({ items: z.array(z.object({ id: z.string(), name: z.string() })) });

/** GET /api/payment/{code}: the result of a payment attempt on the payment page. */
export const PaymentResultSchema = z.object({
  code: z.string(),
  status: z.enum(["paid", "failed", "pending"]),
  orderId: z.number().int(),
  orderNumber: z.string(),
  amount: MoneySchema,
  /** The order is paid (by this attempt or another) or cancelled (declined, or not paid in time): nothing to pay. */
  closed: z.enum(["paid", "cancelled"]).nullable().default(null),
  /** False for an order of digital gift certificates only: nothing is shipped, they go by e-mail. */
  needsDelivery: z.boolean().default(true),
});
export type PaymentResult = z.infer<typeof PaymentResultSchema>;
