import { z } from "zod";
import { PaginationSchema } from "./catalog";
import { CertificateKindSchema, OrderCertificateSchema } from "./gift-certificates";

const Money = { value: z.number(), format: z.string() };
const MoneySchema = z.object(Money);

/** A saved delivery address of the user (`/api/user/addresses`). */
export const AddressSchema = z.object({
  id: z.number().int(),
  city: z.string(),
  cityCode: z.string(),
  street: z.string(),
  building: z.string(),
  apartment: z.string(),
  entrance: z.string(),
  floor: z.string(),
  comment: z.string(),
  isDefault: z.boolean(),
});
export type Address = z.infer<typeof AddressSchema>;
export const AddressListSchema = z.object({ items: z.array(AddressSchema) });

/**
 * The order status codes the storefront reads: the list's filter of every order, and an order with nothing left to pay.
 * The upstream's other statuses are its own, shown by their names.
 */
export const ORDER_STATUS = { all: "all", cancelled: "cancelled" } as const;

export const OrderStatusSchema = z.object({ code: z.string(), name: z.string() });

export const OrderSummarySchema = z.object({
  id: z.number().int(),
  number: z.string(),
  createdAt: z.string(),
  status: OrderStatusSchema,
  itemsCount: z.number().int(),
  total: MoneySchema,
  isPayed: z.boolean(),
  /** How the order is paid (an upstream without it answers none: the list then says only whether it is paid). */
  paymentId: z.number().int().nullable().default(null),
  /** A picture per line of goods, in order (ours: an upstream without them, or with unreadable ones, shows none). */
  pictures: z.array(z.object({ name: z.string(), image: z.string() })).catch([]),
});
export type OrderSummary = z.infer<typeof OrderSummarySchema>;

/** `GET /api/user/orders?status=&page=`: one page of orders and every status with its count ('all' first). */
export const OrderListSchema = z.object({
  items: z.array(OrderSummarySchema),
  statuses: z.array(OrderStatusSchema.extend({ count: z.number().int() })),
  pagination: PaginationSchema,
});

export const OrderDetailSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  createdAt: z.string(),
  status: OrderStatusSchema,
  items: z.array(
    z.object({
      productId: z.number().int(),
      /** The size ordered (ours: «Повторить заказ» adds it again; an upstream without it offers no repeat). */
      offerId: z.number().int().optional(),
      name: z.string(),
      link: z.string(),
      image: z.string(),
      size: z.string(),
      quantity: z.number().int(),
      price: MoneySchema,
      sum: MoneySchema,
    }),
  ),
  /** Gift certificates bought with the order (an upstream without them answers none). */
  certificates: z.array(OrderCertificateSchema).default([]),
  customer: z.object({ name: z.string(), lastName: z.string(), email: z.string(), phone: z.string() }),
  delivery: z.object({
    shipmentId: z.number().int(),
    name: z.string(),
    address: z.string(),
    interval: z.string(),
    price: MoneySchema,
  }),
  payment: z.object({ id: z.number().int(), name: z.string(), isPayed: z.boolean(), link: z.string().nullable() }),
  /** Methods the unpaid order may switch to (PATCH /api/user/orders/{id}/payment); empty when paid or cancelled. */
  paymentMethods: z.array(z.object({ id: z.number().int(), name: z.string(), description: z.string() })).default([]),
  summary: z.object({
    basket: MoneySchema,
    delivery: MoneySchema,
    coupon: MoneySchema,
    bonus: MoneySchema,
    certificate: MoneySchema,
    total: MoneySchema,
  }),
});
export type OrderDetail = z.infer<typeof OrderDetailSchema>;

/** Love Card: null until the user registers one. */
export const LoyaltySchema = z.object({
  card: z
    .object({
      number: z.string(),
      balance: z.number().int(),
      level: z.object({ name: z.string(), percent: z.number() }),
      nextLevel: z.object({ name: z.string(), percent: z.number(), remaining: MoneySchema }).nullable(),
      rulesLink: z.string(),
    })
    .nullable(),
});
export type Loyalty = z.infer<typeof LoyaltySchema>;

export const LoyaltyHistorySchema = z.object({
  items: z.array(
    z.object({
      id: z.number().int(),
      date: z.string(),
      type: z.enum(["accrual", "spending"]),
      amount: z.number().int(),
      description: z.string(),
    }),
  ),
  pagination: PaginationSchema,
});

export const CertificateSchema = z.object({
  number: z.string(),
  type: CertificateKindSchema,
  amount: MoneySchema,
  balance: MoneySchema,
  expiresAt: z.string(),
  status: z.enum(["active", "used", "expired"]),
});
export type Certificate = z.infer<typeof CertificateSchema>;
export const CertificateListSchema = z.object({ items: z.array(CertificateSchema) });
export const CertificateHistorySchema = z.object({
  items: z.array(
    z.object({ date: z.string(), amount: MoneySchema, description: z.string(), orderNumber: z.string().nullable() }),
  ),
});

export const SubscriptionsSchema = z.object({
  email: z.boolean(),
  sms: z.boolean(),
  emailAddress: z.string(),
  phone: z.string(),
  products: z.array(
    z.object({
      id: z.number().int(),
      productId: z.number().int(),
      name: z.string(),
      link: z.string(),
      image: z.string(),
      size: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type Subscriptions = z.infer<typeof SubscriptionsSchema>;

export const RecyclingSchema = z.object({
  totalBonuses: z.number().int(),
  items: z.array(
    z.object({
      id: z.number().int(),
      date: z.string(),
      store: z.string(),
      itemsCount: z.number().int(),
      bonuses: z.number().int(),
      description: z.string(),
    }),
  ),
});
export type Recycling = z.infer<typeof RecyclingSchema>;
