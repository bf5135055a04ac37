import { createHash } from "node:crypto";
import type Database from "better-sqlite3";
import type { Basket, BasketLine } from "../../../app/upstream/schemas/basket";
import type { CheckoutInput, OrderState } from "../../../app/upstream/schemas/order";
import type { AddressStore } from "../account/addresses";
import type { BasketStore } from "../account/basket";
import type { CertificateStore } from "../account/certificates";
import { normaliseCoupon, type CouponStore } from "../account/coupons";
import type { LoyaltyStore } from "../account/loyalty";
import {
  COURIER_SHIPMENTS,
  deliveryPrice,
  ON_RECEIPT_SHIPMENTS,
  orderNumber,
  PAYMENTS,
  SHIPMENTS,
  STORE_SHIPMENTS,
  type PaymentId,
  type ShipmentId,
} from "../account/order-vocabulary";
import type { PaymentStore } from "../account/payments";
import type { UserStore } from "../account/users";
import { money, nowSeconds } from "../format";
import { HttpError, type ApiMessage } from "../http/envelope";
import { EmailSchema, PhoneSchema } from "../http/fields";
import type { Owner } from "../http/sessions";
import { sizeMask } from "../seed/catalog-vocabulary";
import { DEFAULT_CITY_CODE } from "../seed/locations";
import { economySlots, expressSlots, moscowDay, moscowHour, pickupDays, ruDate, TODAY_PICKUP_UNTIL, type Slot } from "./calendar";
import type { DraftStore, LineSnapshot } from "./drafts";
import { emptyInput, type SaveBody } from "./input";

/** Bonuses pay at most this share of the goods after the coupon. */
export const BONUS_SHARE = 0.3;
export const BONUS_RULES =
  "Бонусами можно оплатить до 30 % стоимости товаров с учётом купона, 1 бонус = 1 ₽. После получения заказа на карту " +
  "начисляется 5–15 % его стоимости в зависимости от уровня карты. Бонусы не списываются за доставку.";
/** The same owner saving the same request within this many seconds gets the order placed by the first one. */
export const REPEAT_WINDOW_SECONDS = 10;

type CityRow = { id: number; code: string; name: string; region: string; has_courier: number };
type PlaceRow = { id: number; name: string; address: string; schedule: string; lat: number; lon: number };
type Place = OrderState["stores"][number];

type Variant = { code: "economy" | "express"; name: string; price: number; period: string; slots: Slot[] };
type DeliverySystem = { id: ShipmentId; description: string; variants: Variant[] };

/** Everything a calculation decided: the state for the storefront plus what saving an order needs. */
type Computation = {
  state: OrderState;
  input: CheckoutInput;
  errors: ApiMessage[];
  messages: ApiMessage[];
  city: CityRow | null;
  system: DeliverySystem | null;
  variant: Variant | null;
  slot: Slot | null;
  cityStores: PlaceRow[];
  pickupPoint: PlaceRow | null;
  onlineStock: Map<number, number>;
  storeStock: Map<number, Map<number, number>>;
  coupon: { code: string; discount: number } | null;
  bonus: number;
  certificates: { number: string; amount: number }[];
  amounts: { goods: number; delivery: number; coupon: number; bonus: number; certificate: number; total: number };
};

export type SavedOrder = { order: { id: number; number: string; payment: { id: number; isPayed: boolean; link: string | null } } };

const toPlace = (row: PlaceRow): Place => ({ id: String(row.id), name: row.name, address: row.address, schedule: row.schedule, coordinates: [row.lat, row.lon] });
const snapshot = (basket: Basket): LineSnapshot => basket.activeProducts.map((line) => [line.offerId, line.quantity]);
const lineName = (line: BasketLine) => `${line.name}, размер ${line.size}`;
const invalid = (field: string, message: string): ApiMessage => ({ message, code: "validation", field });

type Dependencies = {
  db: Database.Database;
  clock: () => number;
  basket: BasketStore;
  users: UserStore;
  addresses: AddressStore;
  loyalty: LoyaltyStore;
  certificates: CertificateStore;
  coupons: CouponStore;
  payments: PaymentStore;
  drafts: DraftStore;
};

/**
 * The checkout: the order draft per owner (GET /api/order, init, calculate) and placing the order (save). Delivery,
 * payment, coupon, bonuses and certificates are computed against the owner's current basket every time.
 */
export function createCheckout({ db, clock, basket: baskets, users, addresses, loyalty, certificates, coupons, payments, drafts }: Dependencies) {
  const cityByCode = db.prepare<[string], CityRow>("SELECT id, code, name, region, has_courier FROM cities WHERE code = ?");
  const cityByName = db.prepare<[string], CityRow>("SELECT id, code, name, region, has_courier FROM cities WHERE lower(name) = lower(?)");
  const pickupStores = db.prepare<[number], PlaceRow>(
    "SELECT id, name, address, schedule, lat, lon FROM stores WHERE city_id = ? AND is_pickup = 1 ORDER BY id",
  );
  const pickupPoints = db.prepare<[number], PlaceRow>("SELECT id, name, address, schedule, lat, lon FROM pickup_points WHERE city_id = ? ORDER BY id");
  const onlineStock = db.prepare<[string], { id: number; quantity: number }>("SELECT id, quantity FROM offers WHERE id IN (SELECT value FROM json_each(?))");
  const storeStock = db.prepare<[number, string], { store_id: number; offer_id: number; quantity: number }>(
    `SELECT st.store_id, st.offer_id, st.quantity FROM offer_stock st JOIN stores s ON s.id = st.store_id
     WHERE s.city_id = ? AND s.is_pickup = 1 AND st.offer_id IN (SELECT value FROM json_each(?))`,
  );
  const streetByName = db.prepare<[number, string], number>("SELECT id FROM streets WHERE city_id = ? AND name = ?").pluck();
  const buildingByName = db.prepare<[number, string], number>("SELECT id FROM buildings WHERE street_id = ? AND name = ?").pluck();
  const repeatedOrder = db.prepare<[number, string, number], { id: number; number: string; payment_id: number; is_payed: number; status: string; total: number }>(
    `SELECT id, number, payment_id, is_payed, status, total FROM orders
     WHERE user_id = ? AND input_hash = ? AND created_at >= ? ORDER BY id DESC LIMIT 1`,
  );
  const nextOrderId = db.prepare<[], number>("SELECT COALESCE(MAX(id), 0) + 1 FROM orders").pluck();
  const insertOrder = db.prepare(
    `INSERT INTO orders (id, number, user_id, created_at, status, customer_name, customer_last_name, customer_email, customer_phone,
       city_id, shipment_id, shipment_name, delivery_address, delivery_interval, delivery_price, store_id, pickup_point_id, interval_id,
       payment_id, payment_name, is_payed, coupon, coupon_amount, bonus_amount, certificate_amount, basket_amount, total,
       return_url, input_hash, metrics)
     VALUES (@id, @number, @userId, @createdAt, 'new', @name, @lastName, @email, @phone,
       @cityId, @shipmentId, @shipmentName, @address, @interval, @deliveryPrice, @storeId, @pickupPointId, @intervalId,
       @paymentId, @paymentName, @isPayed, @coupon, @couponAmount, @bonusAmount, @certificateAmount, @basketAmount, @total,
       @returnUrl, @inputHash, @metrics)`,
  );
  const insertItem = db.prepare(
    `INSERT INTO order_items (order_id, product_id, offer_id, name, size, quantity, price, discount_price, sum)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const intervalIdByTime = db.prepare<[string, string], number>("SELECT id FROM delivery_intervals WHERE time_from = ? AND time_to = ?").pluck();
  const takeOnline = db.prepare<{ id: number; quantity: number }>(
    "UPDATE offers SET quantity = quantity - @quantity, total_quantity = total_quantity - @quantity WHERE id = @id AND quantity >= @quantity",
  );
  const takeFromStore = db.prepare<{ id: number; store: number; quantity: number }>(
    "UPDATE offer_stock SET quantity = quantity - @quantity WHERE offer_id = @id AND store_id = @store AND quantity >= @quantity",
  );
  const dropEmptyStock = db.prepare<{ id: number; store: number }>("DELETE FROM offer_stock WHERE offer_id = @id AND store_id = @store AND quantity <= 0");
  const lowerTotal = db.prepare<{ id: number; quantity: number }>("UPDATE offers SET total_quantity = total_quantity - @quantity WHERE id = @id");
  const sizesInStock = db.prepare<[number], string>("SELECT size FROM offers WHERE product_id = ? AND total_quantity > 0").pluck();
  const setSizeMask = db.prepare<[number, number]>("UPDATE products SET size_mask = ? WHERE id = ?");
  const deleteLine = db.prepare<[number]>("DELETE FROM basket_items WHERE id = ?");

  const resolveCity = (properties: CheckoutInput["delivery"]["properties"]): CityRow | null => {
    const code = properties.cityId.trim().toLowerCase();
    if (code) return cityByCode.get(code) ?? null;
    const name = properties.city.trim();
    return name ? (cityByCode.get(name.toLowerCase()) ?? cityByName.get(name) ?? null) : null;
  };

  /** The user's default address when it is in the city: { city, cityId, street, building, apartment }. */
  const defaultProfile = (owner: Owner, city: CityRow | null): Record<string, string> | null => {
    if (owner.kind !== "user" || !city) return null;
    const address = addresses.list(owner.id).find((entry) => entry.isDefault);
    if (!address || address.cityCode !== city.code) return null;
    return { city: city.name, cityId: city.code, street: address.street, building: address.building, apartment: address.apartment };
  };

  /** The owner's id on the customer, and the user's profile in the customer fields left empty. */
  const prefillCustomer = (owner: Owner, input: CheckoutInput): void => {
    const customer = input.customer;
    customer.secondName = "-";
    if (owner.kind !== "user") {
      customer.id = 0;
      return;
    }
    const user = users.find(owner.id);
    customer.id = owner.id;
    if (!user) return;
    customer.name ||= user.firstName;
    customer.lastName ||= user.lastName;
    customer.email ||= user.email;
    customer.phone ||= user.phone;
  };

  const deliverySystems = (city: CityRow | null, goods: number, onlineOk: boolean, hasPickupPoints: boolean, hasStores: boolean): DeliverySystem[] => {
    if (!city) return [];
    const now = clock();
    const systems: DeliverySystem[] = [];
    const economy = (id: ShipmentId, period: string, slots: Slot[]): Variant => ({ code: "economy", name: "Обычная", price: deliveryPrice(id, goods), period, slots });
    if (city.has_courier === 1 && onlineOk) {
      systems.push(
        {
          id: 41,
          description: "Доставим по адресу в удобный интервал. Бесплатно от 5 000 ₽, экспресс — за 2 часа",
          variants: [
            economy(41, "Завтра или послезавтра", economySlots(now)),
            { code: "express", name: "Экспресс", price: deliveryPrice(41, goods, true), period: "Сегодня или завтра, интервал 2 часа", slots: expressSlots(now) },
          ],
        },
        {
          id: 42,
          description: "Курьер подождёт 15 минут, пока вы примеряете; оплатите только то, что подошло",
          variants: [economy(42, "Завтра или послезавтра", economySlots(now))],
        },
      );
    }
    if (onlineOk && hasPickupPoints) {
      systems.push({ id: 43, description: "Пункты выдачи СДЭК, Boxberry и 5Post; заказ хранится 7 дней", variants: [economy(43, "От 2 дней", pickupDays(now))] });
    }
    if (hasStores) {
      systems.push({ id: 44, description: "Заберите заказ в магазине LOVE STORE: он будет ждать вас 3 дня", variants: [economy(44, "Завтра, после 12:00", [])] });
      if (moscowHour(now) < TODAY_PICKUP_UNTIL) {
        systems.push({ id: 46, description: "Все товары уже в магазине: заберите сегодня", variants: [economy(46, "Сегодня, через 2 часа", [])] });
      }
    }
    return systems;
  };

  /** Computes the order state of `input` against the owner's basket now; `previousCoupon` decides the 'applied' toast. */
  const compute = (owner: Owner, source: CheckoutInput, previousCoupon: string): Computation => {
    const input: CheckoutInput = structuredClone(source);
    input.customer.id = owner.kind === "user" ? owner.id : 0;
    input.customer.secondName = "-";
    const errors: ApiMessage[] = [];
    const messages: ApiMessage[] = [];
    const basket = baskets.basket(owner);
    const lines = basket.activeProducts;
    const goods = basket.summary.discountValue;
    const city = resolveCity(input.delivery.properties);
    if (city) Object.assign(input.delivery.properties, { city: city.name, cityId: city.code });

    // Stock: online (warehouse) for couriers and pickup points, a store's own for pickup in that store.
    const offerIds = JSON.stringify(lines.map((line) => line.offerId));
    const online = new Map(onlineStock.all(offerIds).map((row) => [row.id, row.quantity]));
    const stock = new Map<number, Map<number, number>>();
    if (city) {
      for (const row of storeStock.all(city.id, offerIds)) {
        if (!stock.has(row.store_id)) stock.set(row.store_id, new Map());
        stock.get(row.store_id)!.set(row.offer_id, row.quantity);
      }
    }
    const onlineOk = lines.every((line) => (online.get(line.offerId) ?? 0) >= line.quantity);
    const cityStores = city ? pickupStores.all(city.id) : [];
    const stores = cityStores.filter((store) => lines.every((line) => (stock.get(store.id)?.get(line.offerId) ?? 0) >= line.quantity));
    const points = city ? pickupPoints.all(city.id) : [];

    const systems = deliverySystems(city, goods, onlineOk, points.length > 0, stores.length > 0);
    const system = systems.find((entry) => entry.id === input.delivery.shipmentId) ?? null;
    const requestedLevel = input.delivery.serviceLevelTypeCode || "economy";
    const variant = system ? (system.variants.find((entry) => entry.code === requestedLevel) ?? system.variants[0]) : null;
    input.delivery.serviceLevelTypeCode = variant?.code ?? requestedLevel;
    const slots = variant?.slots ?? [];
    const slot = slots.find((entry) => entry.value === input.delivery.properties.intervalId) ?? null;
    const pickupPoint = points.find((point) => String(point.id) === input.delivery.properties.pickupPointId) ?? null;
    const delivery = variant?.price ?? 0;

    // Coupon: a rejected one is reported, echoed in `coupon` and dropped from the input.
    const couponCode = normaliseCoupon(input.coupon);
    let coupon: Computation["coupon"] = null;
    if (couponCode) {
      const result = coupons.evaluate(couponCode, goods);
      if (result.ok) {
        coupon = { code: couponCode, discount: result.discount };
        if (couponCode !== normaliseCoupon(previousCoupon)) messages.push({ message: `Купон ${couponCode} применён` });
      } else {
        errors.push({ message: result.reason, code: result.errorCode, field: "coupon" });
      }
    }
    input.coupon = coupon?.code ?? "";
    const couponAmount = coupon?.discount ?? 0;
    const afterCoupon = goods - couponAmount;

    // Love Card bonuses: up to 30 % of the goods after the coupon, and no more than the balance.
    const card = owner.kind === "user" ? loyalty.loyalty(owner.id).card : null;
    let bonus: OrderState["bonus"];
    if (card) {
      const budget = Math.floor(afterCoupon * BONUS_SHARE);
      const limit = Math.min(budget, card.balance);
      const active = input.loyalty.active && limit > 0;
      const pay = active ? Math.min(input.loyalty.pay, limit) : 0;
      const bonusMessages = [limit > 0 ? `Можно списать до ${limit} бонусов` : "Бонусы можно будет списать, когда в корзине будут товары"];
      if (input.loyalty.active && input.loyalty.pay > limit) bonusMessages.push(`Больше ${limit} бонусов списать нельзя`);
      const accrual = Math.floor(((afterCoupon - pay) * card.level.percent) / 100);
      if (accrual > 0) bonusMessages.push(`После получения заказа начислим ${accrual} бонусов`);
      bonus = { active, pay, balance: card.balance, budget, messages: bonusMessages, rules: BONUS_RULES };
    } else {
      bonus = { active: false, pay: 0, balance: 0, budget: 0, messages: ["Оформите Love Card, чтобы копить бонусы"], rules: BONUS_RULES };
    }
    input.loyalty = { active: bonus.active, pay: bonus.pay };

    // Certificates, in the order given, each paying min(its balance, what is left); rejected ones are dropped.
    let remaining = afterCoupon + delivery - bonus.pay;
    const applied: { number: string; code: string; amount: number }[] = [];
    input.certificate.forEach((entry, index) => {
      if (!entry.number.trim() && !entry.code.trim()) return;
      if (owner.kind !== "user") {
        errors.push({ message: "Войдите, чтобы оплатить заказ сертификатом", code: "certificate_login", field: `certificate.${index}` });
        return;
      }
      const result = certificates.usable(owner.id, entry.number, entry.code);
      if (!result.ok) {
        errors.push({ message: result.reason, code: "certificate_invalid", field: `certificate.${index}` });
        return;
      }
      if (applied.some((other) => other.number === result.number)) return;
      const amount = Math.min(result.balance, remaining);
      remaining -= amount;
      applied.push({ number: result.number, code: entry.code.trim(), amount });
    });
    input.certificate = applied.map(({ number, code }) => ({ number, code }));
    const certificateAmount = applied.reduce((sum, entry) => sum + entry.amount, 0);
    const total = remaining;

    const paymentIds: PaymentId[] = total === 0 && certificateAmount > 0 ? [10] : [1, 8, 17];
    if (paymentIds[0] !== 10 && system && ON_RECEIPT_SHIPMENTS.includes(system.id)) paymentIds.push(2);

    const state: OrderState = {
      input,
      basket,
      deliverySystems: systems.map((entry) => ({
        id: entry.id,
        name: SHIPMENTS[entry.id].name,
        description: entry.description,
        price: money(entry.variants[0].price),
        period: (entry === system ? variant! : entry.variants[0]).period,
        variants: entry.variants.map((option) => ({
          serviceLevelTypeCode: option.code,
          name: option.name,
          price: money(option.price),
          intervalId: option.slots[0]?.value ?? null,
        })),
      })),
      deliveryServiceTimes: slots.map(({ value, text }) => ({ value, text })),
      pickupPoints: points.map(toPlace),
      stores: stores.map(toPlace),
      paymentMethods: paymentIds.map((id) => ({ id, name: PAYMENTS[id].name, description: PAYMENTS[id].description })),
      bonus,
      certificate: applied.map(({ number, amount }) => ({ number, amount: money(amount) })),
      coupon: couponCode,
      isCouponApplied: coupon !== null,
      summary: {
        basket: money(goods),
        delivery: money(delivery),
        payment: money(0),
        coupon: money(couponAmount),
        bonus: money(bonus.pay),
        certificate: money(certificateAmount),
        total: money(total),
      },
      defaultProfile: (() => {
        const values = defaultProfile(owner, city);
        return values ? { values } : null;
      })(),
    };
    return {
      state,
      input,
      errors,
      messages,
      city,
      system,
      variant,
      slot,
      cityStores,
      pickupPoint,
      onlineStock: online,
      storeStock: stock,
      coupon,
      bonus: bonus.pay,
      certificates: applied.map(({ number, amount }) => ({ number, amount })),
      amounts: { goods, delivery, coupon: couponAmount, bonus: bonus.pay, certificate: certificateAmount, total },
    };
  };

  const result = (computation: Computation) => ({ state: computation.state, errors: computation.errors, messages: computation.messages });

  /** The draft's input, or an empty one in the city of the last init (Moscow before any). */
  const draftInput = (owner: Owner) => {
    const draft = drafts.get(owner);
    const city = cityByCode.get(draft.cityCode ?? DEFAULT_CITY_CODE) ?? cityByCode.get(DEFAULT_CITY_CODE) ?? null;
    return { draft, input: draft.input ?? emptyInput(city) };
  };

  /** Completeness of spec §5 and the basket: the 400 errors of a save, before anything is checked against stock. */
  const incompleteness = (body: SaveBody, userId: number, computation: Computation): ApiMessage[] => {
    const problems: ApiMessage[] = [];
    const { customer, delivery, payment } = body;
    if (customer.id === 0 || customer.id !== userId) problems.push(invalid("customer.id", "Войдите, чтобы оформить заказ"));
    const named = (value: string, field: string, empty: string, short: string) => {
      if (!value.trim()) problems.push(invalid(field, empty));
      else if (value.trim().length < 3) problems.push(invalid(field, short));
    };
    named(customer.name, "customer.name", "Укажите имя", "Имя — не короче 3 символов");
    named(customer.lastName, "customer.lastName", "Укажите фамилию", "Фамилия — не короче 3 символов");
    if (!customer.email.trim()) problems.push(invalid("customer.email", "Укажите e-mail"));
    else if (customer.email.trim().length < 3 || !EmailSchema.safeParse(customer.email).success) problems.push(invalid("customer.email", "Введите корректный email"));
    if (!customer.phone.trim()) problems.push(invalid("customer.phone", "Укажите телефон"));
    else if (!PhoneSchema.safeParse(customer.phone).success) problems.push(invalid("customer.phone", "Введите номер телефона в формате +7XXXXXXXXXX"));

    const properties = delivery.properties;
    const shipmentId = delivery.shipmentId;
    if (shipmentId === null) problems.push(invalid("delivery.shipmentId", "Выберите способ доставки"));
    else if (!(shipmentId in SHIPMENTS)) problems.push(invalid("delivery.shipmentId", "Неизвестный способ доставки"));
    else if (COURIER_SHIPMENTS.includes(shipmentId)) {
      if (!properties.city.trim() && !properties.cityId.trim()) problems.push(invalid("delivery.city", "Укажите город"));
      else if (!computation.city) problems.push(invalid("delivery.city", "Неизвестный город"));
      if (!properties.street.trim()) problems.push(invalid("delivery.street", "Укажите улицу"));
      if (!properties.building.trim()) problems.push(invalid("delivery.building", "Укажите дом"));
      if (!properties.intervalId.trim()) problems.push(invalid("delivery.intervalId", "Выберите интервал доставки"));
    } else if (shipmentId === 43) {
      if (!properties.pickupPointId.trim()) problems.push(invalid("delivery.pickupPointId", "Выберите пункт выдачи"));
      if (!properties.intervalId.trim()) problems.push(invalid("delivery.intervalId", "Выберите день получения"));
    } else if (!properties.storeId.trim()) {
      problems.push(invalid("delivery.storeId", "Выберите магазин"));
    }
    if (payment.id === null) problems.push(invalid("payment", "Выберите способ оплаты"));
    if (computation.state.basket.activeProducts.length === 0) problems.push(invalid("basket", "Корзина пуста"));
    return problems;
  };

  /** Lines short of stock for the chosen way of delivery: 409 'Товар закончился: …'. */
  const shortages = (computation: Computation, body: SaveBody, snapshotLines: LineSnapshot | null): ApiMessage[] => {
    const basket = computation.state.basket;
    const outOfStock = (line: BasketLine): ApiMessage => ({ message: `Товар закончился: ${lineName(line)}`, code: "out_of_stock", field: "basket" });
    // Lines the last calculation showed that have sold out since (they dropped out of the active lines).
    const vanished = (snapshotLines ?? []).flatMap(([offerId]) => {
      const line = basket.products.find((entry) => entry.offerId === offerId);
      return line && !line.delay && !line.available ? [outOfStock(line)] : [];
    });
    if (vanished.length) return vanished;
    const shipmentId = body.delivery.shipmentId;
    if (shipmentId !== null && STORE_SHIPMENTS.includes(shipmentId)) {
      const storeId = Number(body.delivery.properties.storeId);
      if (!computation.cityStores.some((store) => store.id === storeId)) return [];
      const stock = computation.storeStock.get(storeId);
      return basket.activeProducts.filter((line) => (stock?.get(line.offerId) ?? 0) < line.quantity).map(outOfStock);
    }
    return basket.activeProducts.filter((line) => (computation.onlineStock.get(line.offerId) ?? 0) < line.quantity).map(outOfStock);
  };

  /** The chosen options must be among those offered (400). */
  const unavailable = (computation: Computation, body: SaveBody): ApiMessage[] => {
    const problems: ApiMessage[] = [];
    const { system, slot } = computation;
    if (!system) return [invalid("delivery.shipmentId", "Этот способ доставки недоступен для вашего заказа")];
    if (COURIER_SHIPMENTS.includes(system.id) && !slot) problems.push(invalid("delivery.intervalId", "Выберите интервал доставки из списка"));
    if (system.id === 43) {
      if (!computation.pickupPoint) problems.push(invalid("delivery.pickupPointId", "Пункт выдачи не найден"));
      if (!slot) problems.push(invalid("delivery.intervalId", "Выберите день получения из списка"));
    }
    if (STORE_SHIPMENTS.includes(system.id) && !computation.state.stores.some((store) => store.id === body.delivery.properties.storeId)) {
      problems.push(invalid("delivery.storeId", "Магазин не найден в этом городе"));
    }
    if (!computation.state.paymentMethods.some((method) => method.id === body.payment.id)) {
      problems.push(invalid("payment", "Этот способ оплаты недоступен для вашего заказа"));
    }
    return problems;
  };

  const savedOrder = (row: { id: number; number: string; payment_id: number; is_payed: number; status: string; total: number }): SavedOrder => ({
    order: {
      id: row.id,
      number: row.number,
      payment: { id: row.payment_id, isPayed: row.is_payed === 1, link: payments.payable(row) ? payments.link(row.id, row.total) : null },
    },
  });

  /** Writes the order: stock, coupon, bonuses, certificates, order rows, basket and draft, all or nothing. */
  const place = db.transaction((owner: Owner & { kind: "user" }, body: SaveBody, computation: Computation, inputHash: string): SavedOrder => {
    const { city, system, variant, slot, amounts } = computation;
    const lines = computation.state.basket.activeProducts;
    const shipmentId = system!.id;
    const id = nextOrderId.get()!;
    const number = orderNumber(id);
    const now = nowSeconds();
    const today = clock();
    const properties = body.delivery.properties;
    const storeId = STORE_SHIPMENTS.includes(shipmentId) ? Number(properties.storeId) : null;

    // Stock first: a line short of it aborts everything.
    for (const line of lines) {
      const taken =
        storeId === null
          ? takeOnline.run({ id: line.offerId, quantity: line.quantity }).changes
          : takeFromStore.run({ id: line.offerId, store: storeId, quantity: line.quantity }).changes;
      if (taken !== 1) throw HttpError.of(409, `Товар закончился: ${lineName(line)}`, { code: "out_of_stock", field: "basket" });
      if (storeId !== null) {
        lowerTotal.run({ id: line.offerId, quantity: line.quantity });
        dropEmptyStock.run({ id: line.offerId, store: storeId });
      }
    }
    for (const productId of new Set(lines.map((line) => line.productId))) setSizeMask.run(sizeMask(sizesInStock.all(productId)), productId);

    let address: string;
    let interval: string;
    if (COURIER_SHIPMENTS.includes(shipmentId)) {
      address = `${city!.name}, ${properties.street.trim()}, д. ${properties.building.trim()}${properties.apartment.trim() ? `, кв. ${properties.apartment.trim()}` : ""}`;
      interval = slot!.orderText;
    } else if (shipmentId === 43) {
      const point = computation.pickupPoint!;
      address = `${city!.name}, ${point.name}, ${point.address}`;
      interval = slot!.orderText;
    } else {
      const store = computation.cityStores.find((entry) => entry.id === storeId)!;
      address = `${city!.name}, ${store.name}, ${store.address}`;
      interval = `с ${ruDate(moscowDay(today, shipmentId === 46 ? 0 : 1))}`;
    }
    const paymentId = body.payment.id as PaymentId;
    const isPayed = amounts.total === 0;
    insertOrder.run({
      id,
      number,
      userId: owner.id,
      createdAt: now,
      name: body.customer.name.trim(),
      lastName: body.customer.lastName.trim(),
      email: EmailSchema.parse(body.customer.email),
      phone: PhoneSchema.parse(body.customer.phone),
      cityId: city!.id,
      shipmentId,
      shipmentName: variant!.code === "express" ? `${SHIPMENTS[shipmentId].name}, экспресс` : SHIPMENTS[shipmentId].name,
      address,
      interval,
      deliveryPrice: amounts.delivery,
      storeId,
      pickupPointId: computation.pickupPoint?.id ?? null,
      intervalId: slot && slot.from ? (intervalIdByTime.get(slot.from, slot.to) ?? null) : null,
      paymentId,
      paymentName: PAYMENTS[paymentId].name,
      isPayed: Number(isPayed),
      coupon: computation.coupon?.code ?? null,
      couponAmount: amounts.coupon,
      bonusAmount: amounts.bonus,
      certificateAmount: amounts.certificate,
      basketAmount: amounts.goods,
      total: amounts.total,
      returnUrl: body.returnUrl,
      inputHash,
      metrics: JSON.stringify(body.metrics),
    });
    for (const line of lines) {
      insertItem.run(id, line.productId, line.offerId, line.name, line.size, line.quantity, line.price.value, line.price.discountValue, line.price.discountValue * line.quantity);
    }
    if (computation.coupon) coupons.spend(computation.coupon.code, id, now);
    if (amounts.bonus > 0) loyalty.spend(owner.id, id, amounts.bonus, `Оплата заказа ${number}`);
    for (const certificate of computation.certificates) {
      if (certificate.amount > 0) certificates.spend(certificate.number, id, number, certificate.amount);
    }
    for (const line of lines) deleteLine.run(line.id);
    drafts.clear(owner);
    return savedOrder({ id, number, payment_id: paymentId, is_payed: Number(isPayed), status: "new", total: amounts.total });
  });

  return {
    /** GET /api/order: the draft (or an empty one, the customer filled from the user's profile) against the basket now. */
    current: (owner: Owner) => {
      const { input } = draftInput(owner);
      prefillCustomer(owner, input);
      return result(compute(owner, input, input.coupon));
    },

    /** POST /api/order/init: the draft moves to the city (unknown → 400); shipment and store are cleared. */
    init: (owner: Owner, cityCode: string) => {
      const city = cityByCode.get(cityCode.toLowerCase());
      if (!city) throw HttpError.of(400, "Неизвестный город", { code: "validation", field: "city" });
      const { draft, input } = draftInput(owner);
      const properties = input.delivery.properties;
      if (properties.cityId !== city.code) {
        Object.assign(properties, { street: "", streetId: "", building: "", buildingId: "", apartment: "" });
      }
      Object.assign(properties, { city: city.name, cityId: city.code, cityDetail: city.region, intervalId: "", pickupPointId: "", storeId: "" });
      input.delivery.shipmentId = null;
      prefillCustomer(owner, input);
      const profile = defaultProfile(owner, city);
      if (profile) {
        const streetId = streetByName.get(city.id, profile.street);
        const buildingId = streetId === undefined ? undefined : buildingByName.get(streetId, profile.building);
        Object.assign(properties, {
          street: profile.street,
          streetId: streetId === undefined ? "" : String(streetId),
          building: profile.building,
          buildingId: buildingId === undefined ? "" : String(buildingId),
          apartment: profile.apartment,
        });
      }
      const computation = compute(owner, input, draft.input?.coupon ?? "");
      drafts.put(owner, { cityCode: city.code, input: computation.input, lines: draft.lines });
      return result(computation);
    },

    /** POST /api/order/calculate: stores the input (without a rejected coupon or certificate) as the draft. */
    calculate: (owner: Owner, body: CheckoutInput) => {
      const draft = drafts.get(owner);
      const computation = compute(owner, body, draft.input?.coupon ?? "");
      drafts.put(owner, { cityCode: computation.city?.code ?? draft.cityCode, input: computation.input, lines: snapshot(computation.state.basket) });
      return result(computation);
    },

    /**
     * POST /api/order/save: 400 for an incomplete order, a rejected coupon or certificate, or options not offered;
     * 409 when stock ran out; else the order. The same request again within 10 s answers the same order.
     */
    save: (owner: Owner & { kind: "user" }, body: SaveBody): SavedOrder => {
      const inputHash = createHash("sha256").update(JSON.stringify(body)).digest("hex");
      const repeated = repeatedOrder.get(owner.id, inputHash, nowSeconds() - REPEAT_WINDOW_SECONDS);
      if (repeated) return savedOrder(repeated);

      const draft = drafts.get(owner);
      const computation = compute(owner, body, body.coupon);
      const incomplete = incompleteness(body, owner.id, computation);
      if (incomplete.length) throw new HttpError(400, incomplete);
      if (computation.errors.length) throw new HttpError(400, computation.errors);
      const short = shortages(computation, body, draft.lines);
      if (short.length) throw new HttpError(409, short);
      const problems = unavailable(computation, body);
      if (problems.length) throw new HttpError(400, problems);
      return place(owner, body, computation, inputHash);
    },
  };
}

export type Checkout = ReturnType<typeof createCheckout>;
