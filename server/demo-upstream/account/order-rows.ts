import type Database from "better-sqlite3";

/** An `orders` row as the seed and the checkout write it (see db/schema/orders.ts). */
export type OrderRow = {
  id: number;
  number: string;
  userId: number;
  createdAt: number;
  status: string;
  name: string;
  lastName: string;
  email: string;
  phone: string;
  /** Null only for an order that needs no delivery and named no city. */
  cityId: number | null;
  shipmentId: number;
  shipmentName: string;
  address: string;
  interval: string;
  deliveryPrice: number;
  storeId: number | null;
  pickupPointId: number | null;
  intervalId: number | null;
  paymentId: number;
  paymentName: string;
  isPayed: number;
  coupon: string | null;
  couponAmount: number;
  bonusAmount: number;
  certificateAmount: number;
  basketAmount: number;
  total: number;
  /** Checkout orders only (null for seeded ones). */
  returnUrl: string | null;
  inputHash: string | null;
  metrics: string | null;
};

/** A line of an order at the prices when it was placed (full and selling, per unit). */
export type OrderItemRow = {
  productId: number;
  offerId: number;
  name: string;
  size: string;
  quantity: number;
  price: number;
  discountPrice: number;
};

export function createOrderWriter(db: Database.Database) {
  const insertOrder = db.prepare<OrderRow>(
    `INSERT INTO orders (id, number, user_id, created_at, status, customer_name, customer_last_name, customer_email, customer_phone,
       city_id, shipment_id, shipment_name, delivery_address, delivery_interval, delivery_price, store_id, pickup_point_id, interval_id,
       payment_id, payment_name, is_payed, coupon, coupon_amount, bonus_amount, certificate_amount, basket_amount, total,
       return_url, input_hash, metrics)
     VALUES (@id, @number, @userId, @createdAt, @status, @name, @lastName, @email, @phone,
       @cityId, @shipmentId, @shipmentName, @address, @interval, @deliveryPrice, @storeId, @pickupPointId, @intervalId,
       @paymentId, @paymentName, @isPayed, @coupon, @couponAmount, @bonusAmount, @certificateAmount, @basketAmount, @total,
       @returnUrl, @inputHash, @metrics)`,
  );
  const insertItem = db.prepare<[number, number, number, string, string, number, number, number, number]>(
    `INSERT INTO order_items (order_id, product_id, offer_id, name, size, quantity, price, discount_price, sum)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  return {
    order: (row: OrderRow): void => {
      insertOrder.run(row);
    },
    /** The item's sum is the selling price times the quantity. */
    item: (orderId: number, item: OrderItemRow): void => {
      insertItem.run(
        orderId,
        item.productId,
        item.offerId,
        item.name,
        item.size,
        item.quantity,
        item.price,
        item.discountPrice,
        item.discountPrice * item.quantity,
      );
    },
  };
}

export type OrderWriter = ReturnType<typeof createOrderWriter>;
