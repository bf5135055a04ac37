import { z } from "zod";
import { BasketSchema } from "./basket";
import { ShipmentKindSchema } from "./ids";

const MoneySchema = z.object({ value: z.number(), format: z.string() });

/** What the storefront sends to calculate and save (spec §3 Order, §7). Empty strings mean 'not chosen'. */
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
    serviceLevelTypeCode: z.string(),
    properties: z.object({
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
    }),
  }),
  payment: z.object({ id: z.number().int().nullable() }),
  coupon: z.string(),
  loyalty: z.object({ active: z.boolean(), pay: z.number().int() }),
  certificate: z.array(z.object({ number: z.string(), code: z.string() })),
});
export type CheckoutInput = z.infer<typeof CheckoutInputSchema>;

/** The state of the shopper's order draft, as init / calculate / GET /api/order answer it. */
export const OrderStateSchema = z.object({
  input: CheckoutInputSchema,
  basket: BasketSchema,
  /** Shipment options for the chosen city (`SHIPMENT` of `ids.ts`). */
  deliverySystems: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      description: z.string(),
      price: MoneySchema,
      period: z.string(),
      variants: z.array(
        z.object({
          serviceLevelTypeCode: z.string(),
          name: z.string(),
          price: MoneySchema,
          intervalId: z.string().nullable(),
        }),
      ),
    }),
  ),
  /** Delivery intervals of the chosen shipment and date. */
  deliveryServiceTimes: z.array(z.object({ value: z.string(), text: z.string() })),
  pickupPoints: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      address: z.string(),
      schedule: z.string(),
      coordinates: z.tuple([z.number(), z.number()]),
    }),
  ),
  /** Stores of the city that have every active basket line in stock. */
  stores: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      address: z.string(),
      schedule: z.string(),
      coordinates: z.tuple([z.number(), z.number()]),
    }),
  ),
  paymentMethods: z.array(z.object({ id: z.number().int(), name: z.string(), description: z.string() })),
  bonus: z.object({
    active: z.boolean(),
    pay: z.number().int(),
    balance: z.number().int(),
    budget: z.number().int(),
    messages: z.array(z.string()),
    rules: z.string(),
  }),
  certificate: z.array(z.object({ number: z.string(), amount: MoneySchema })),
  coupon: z.string(),
  isCouponApplied: z.boolean(),
  summary: z.object({
    basket: MoneySchema,
    delivery: MoneySchema,
    payment: MoneySchema,
    coupon: MoneySchema,
    bonus: MoneySchema,
    certificate: MoneySchema,
    total: MoneySchema,
  }),
  /**
   * Active basket lines that keep a delivery kind (courier, pickupPoint, store) of the chosen city from being offered,
   * with the reason in Russian; empty without a city or when nothing blocks.
   */
  blockedLines: z.array(
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
  ),
  /** The user's default delivery profile (spec §4: applied on init when its city matches). */
  defaultProfile: z.object({ values: z.record(z.string(), z.string()) }).nullable(),
});
export type OrderState = z.infer<typeof OrderStateSchema>;

export const SavedOrderSchema = z.object({
  order: z.object({
    id: z.number().int(),
    number: z.string(),
    /** What is left to pay (the embedded upstream sends it; another upstream may not). */
    total: MoneySchema.optional(),
    payment: z.object({ id: z.number().int(), isPayed: z.boolean(), link: z.string().nullable() }),
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

/** GET /store/cities?q= */
export const StoreCitiesSchema = z.object({
  items: z.array(z.object({ id: z.string(), code: z.string(), name: z.string(), region: z.string() })),
});

/** GET /address?type=city|street|building&name=&cityId=&streetId= */
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
