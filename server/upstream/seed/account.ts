import type Database from "better-sqlite3";
import { loyaltyCardNumber, WELCOME_BONUSES, WELCOME_DESCRIPTION } from "../account/loyalty";
import { deliveryPrice, orderNumber, PAYMENTS, SHIPMENTS, type OrderStatusCode, type PaymentId, type ShipmentId } from "../account/order-vocabulary";
import { formatDay, formatRoubles } from "../format";
import { SEED_NOW } from "./products";
import { createRandom, type Random } from "./random";

const DAY = 86_400;
const HOUR = 3_600;

/** Certificates issued for the demo stay valid this long after SEED_NOW (five years), so they remain active. */
const CERTIFICATE_VALID_UNTIL = SEED_NOW + 1826 * DAY;

type DemoAddress = { city: string; street: string; building: string; apartment: string; entrance: string; floor: string; comment: string };

type DemoUser = {
  phone: string;
  firstName: string;
  lastName: string;
  email: string;
  birthDay: string;
  newsEmail: boolean;
  newsSms: boolean;
  addresses: DemoAddress[];
};

export const DEMO_USERS: DemoUser[] = [
  {
    phone: "+79990000001", firstName: "Анна", lastName: "Смирнова", email: "anna.smirnova@example.ru", birthDay: "12.04.1992",
    newsEmail: true, newsSms: false,
    addresses: [
      { city: "moscow", street: "ул. Тверская", building: "12", apartment: "45", entrance: "2", floor: "5", comment: "Домофон 45, код 1234" },
      { city: "st_petersburg", street: "Невский пр.", building: "88", apartment: "17", entrance: "1", floor: "3", comment: "" },
    ],
  },
  {
    phone: "+79990000002", firstName: "Мария", lastName: "Иванова", email: "maria.ivanova@example.ru", birthDay: "03.11.1988",
    newsEmail: false, newsSms: true,
    addresses: [{ city: "kazan", street: "ул. Баумана", building: "15", apartment: "8", entrance: "", floor: "2", comment: "Позвонить за час" }],
  },
];

/** Unowned certificates for `POST /api/user/certificates/activate` (documented in docs/upstream-api.md). */
export const CERTIFICATE_POOL: { number: string; code: string; type: "digital" | "plastic"; amount: number; expired?: true }[] = [
  { number: "1000-2000-3000-4001", code: "1234", type: "digital", amount: 3000 },
  { number: "1000-2000-3000-4002", code: "2345", type: "digital", amount: 5000 },
  { number: "1000-2000-3000-4003", code: "3456", type: "plastic", amount: 1000 },
  { number: "1000-2000-3000-4004", code: "4567", type: "plastic", amount: 2000 },
  { number: "1000-2000-3000-4005", code: "5678", type: "digital", amount: 10000 },
  { number: "1000-2000-3000-4006", code: "6789", type: "digital", amount: 1500 },
  { number: "1000-2000-3000-4007", code: "7890", type: "plastic", amount: 3000 },
  { number: "1000-2000-3000-4008", code: "8901", type: "digital", amount: 5000 },
  { number: "1000-2000-3000-4009", code: "9012", type: "plastic", amount: 2000 },
  { number: "1000-2000-3000-4010", code: "0123", type: "digital", amount: 1000, expired: true },
];

/** Demo user 1's own certificates: two active (one partly spent), one used up, one expired. */
const OWNED_CERTIFICATES = {
  fresh: { number: "1000-2000-3000-0001", code: "1111", type: "digital", amount: 5000, activatedDaysAgo: 35 },
  partial: { number: "1000-2000-3000-0002", code: "2222", type: "plastic", amount: 3000, activatedDaysAgo: 160 },
  used: { number: "1000-2000-3000-0003", code: "3333", type: "digital", amount: 2000, activatedDaysAgo: 300 },
  expired: { number: "1000-2000-3000-0004", code: "4444", type: "plastic", amount: 1000, activatedDaysAgo: 370 },
} as const;
const EXPIRED_AT = SEED_NOW - 12 * DAY;

type OrderPlan = {
  daysAgo: number;
  status: OrderStatusCode;
  shipment: ShipmentId;
  payed: boolean;
  coupon?: true;
  /** User 1 only: pay with bonuses. */
  bonus?: true;
  /** User 1 only: pay with one of the certificates (the basket is made large enough to spend what is planned). */
  certificate?: "used" | "partial";
};

/** 14 orders per demo user, oldest first: 5 done, 2 cancelled, 1 ready, 2 delivering, 2 processing, 2 new. */
const ORDER_PLAN: OrderPlan[] = [
  { daysAgo: 330, status: "done", shipment: 41, payed: true },
  { daysAgo: 290, status: "done", shipment: 44, payed: true, certificate: "used" },
  { daysAgo: 250, status: "cancelled", shipment: 43, payed: false },
  { daysAgo: 205, status: "done", shipment: 41, payed: true, coupon: true, bonus: true },
  { daysAgo: 150, status: "done", shipment: 43, payed: true, certificate: "partial" },
  { daysAgo: 96, status: "cancelled", shipment: 42, payed: false },
  { daysAgo: 61, status: "done", shipment: 46, payed: true },
  { daysAgo: 9, status: "ready", shipment: 44, payed: true },
  { daysAgo: 6, status: "delivering", shipment: 41, payed: true, bonus: true },
  { daysAgo: 4, status: "delivering", shipment: 43, payed: true, coupon: true },
  { daysAgo: 3, status: "processing", shipment: 41, payed: true },
  { daysAgo: 2, status: "processing", shipment: 42, payed: false },
  { daysAgo: 1, status: "new", shipment: 44, payed: false },
  { daysAgo: 0.25, status: "new", shipment: 41, payed: false },
];
const PAYMENT_ROTATION: PaymentId[] = [1, 8, 1, 17];
const COUPON = { code: "LOVE10", percent: 10 };
/** The partly spent certificate pays this much of its order. */
const PARTIAL_SPEND = 1800;
/** Bonuses pay at most this share of the goods. */
const BONUS_SHARE = 0.3;
const ACCRUAL_PERCENT = 5;

const RECYCLING = [
  { daysAgo: 250, store: "LOVE STORE, ТРЦ «Авиапарк»", items: 5, bonuses: 250, description: "Джинсы, два свитера, платье и шарф" },
  { daysAgo: 120, store: "LOVE STORE, Флагманский магазин", items: 3, bonuses: 150, description: "Куртка, рубашка и юбка" },
  { daysAgo: 30, store: "LOVE STORE, ТЦ «Европейский»", items: 7, bonuses: 350, description: "Пальто, три футболки, брюки, кардиган и берет" },
];

/**
 * Demo user 1's purchases in shops with the card: they earn bonuses and count towards the level. Their amounts
 * (shares, in percent, of what is left) top her completed orders up to PURCHASES_TARGET: Gold, 28 130 ₽ to Platinum.
 */
const SHOP_PURCHASES = [
  { daysAgo: 300, store: "ТРЦ «Авиапарк»", share: 35 },
  { daysAgo: 170, store: "ТЦ «Атриум»", share: 40 },
  { daysAgo: 40, store: "Флагманский магазин", share: 25 },
];
export const PURCHASES_TARGET = 41_870;
/** The card holder's order items cost at most this (when the catalogue has such items). */
const AFFORDABLE_PRICE = 4999;

type OfferRow = { offer_id: number; product_id: number; size: string; name: string; price: number; discount_price: number };
type Place = { id: number; name: string; address: string };
type LoyaltyEvent = { at: number; type: "accrual" | "spending"; amount: number; orderId: number | null; purchase: number; description: string };

/**
 * Seeds the demo users' personal accounts: profiles, addresses, orders with items, Love Card (user 1), certificates
 * (user 1's and the unowned pool), back-in-stock subscriptions, LOVE 2.0 visits and notices. Deterministic.
 */
export function seedAccounts(db: Database.Database): void {
  const insertUser = db.prepare(
    `INSERT INTO users (phone, first_name, last_name, email, birth_day, agreement, news_email, news_sms, created_at)
     VALUES (?, ?, ?, ?, ?, 1, ?, ?, ?)`,
  );
  const insertAddress = db.prepare(
    `INSERT INTO addresses (user_id, city_id, street, building, apartment, entrance, floor, comment, is_default, created_at)
     VALUES (?, (SELECT id FROM cities WHERE code = ?), ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertOrder = db.prepare(
    `INSERT INTO orders (id, number, user_id, created_at, status, customer_name, customer_last_name, customer_email, customer_phone,
       city_id, shipment_id, shipment_name, delivery_address, delivery_interval, delivery_price, store_id, pickup_point_id, interval_id,
       payment_id, payment_name, is_payed, coupon, coupon_amount, bonus_amount, certificate_amount, basket_amount, total)
     VALUES (@id, @number, @userId, @createdAt, @status, @name, @lastName, @email, @phone,
       @cityId, @shipmentId, @shipmentName, @address, @interval, @deliveryPrice, @storeId, @pickupPointId, @intervalId,
       @paymentId, @paymentName, @isPayed, @coupon, @couponAmount, @bonusAmount, @certificateAmount, @basketAmount, @total)`,
  );
  const insertItem = db.prepare(
    `INSERT INTO order_items (order_id, product_id, offer_id, name, size, quantity, price, discount_price, sum)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertCertificate = db.prepare(
    `INSERT INTO certificates (number, code, type, amount, balance, expires_at, user_id, activated_at, created_at)
     VALUES (@number, @code, @type, @amount, @balance, @expiresAt, @userId, @activatedAt, @createdAt)`,
  );
  const insertCertificateTransaction = db.prepare(
    "INSERT INTO certificate_transactions (certificate_id, order_id, amount, description, created_at) VALUES (?, ?, ?, ?, ?)",
  );
  const insertNotice = db.prepare("INSERT INTO notices (user_id, type, title, text, link, created_at) VALUES (?, ?, ?, ?, ?, ?)");

  // Offers are drawn by random id (ids are 1…max), so the seed does not load a large catalogue into memory.
  const offerById = db.prepare<[number], OfferRow>(
    `SELECT o.id AS offer_id, o.product_id, o.size, p.name, p.price, p.discount_price
     FROM offers o JOIN products p ON p.id = o.product_id WHERE o.id = ?`,
  );
  const maxOfferId = db.prepare<[], number>("SELECT MAX(id) FROM offers").pluck().get()!;
  /** A random offer; for the card holder one costing at most AFFORDABLE_PRICE when a few draws find one. */
  const pickOffer = (random: Random, affordable: boolean): OfferRow => {
    let fallback: OfferRow | undefined;
    for (let attempt = 0; attempt < 40; attempt++) {
      const offer = offerById.get(random.int(1, maxOfferId));
      if (!offer) continue;
      if (!affordable || offer.discount_price <= AFFORDABLE_PRICE) return offer;
      fallback ??= offer;
    }
    return fallback ?? offerById.get(1)!;
  };
  const cityId = db.prepare<[string], number>("SELECT id FROM cities WHERE code = ?").pluck();
  const cityName = db.prepare<[string], string>("SELECT name FROM cities WHERE code = ?").pluck();
  const pickupStores = db.prepare<[number], Place>("SELECT id, name, address FROM stores WHERE city_id = ? AND is_pickup = 1 ORDER BY id");
  const pickupPoints = db.prepare<[number], Place>("SELECT id, name, address FROM pickup_points WHERE city_id = ? ORDER BY id");
  const intervals = db.prepare<[], { id: number; name: string }>("SELECT id, name FROM delivery_intervals ORDER BY sort").all();
  const storeByName = db.prepare<[string], number>("SELECT id FROM stores WHERE name = ?").pluck();
  const soldOutOffers = db
    .prepare<[], { id: number; product_id: number }>(
      "SELECT id, product_id FROM offers ORDER BY total_quantity > 0, id LIMIT 2",
    )
    .all();

  let nextOrderId = 1;

  // The unowned pool, and user 1's certificates (filled in below once their orders exist).
  for (const certificate of CERTIFICATE_POOL) {
    insertCertificate.run({
      ...certificate,
      balance: certificate.amount,
      expiresAt: certificate.expired ? SEED_NOW - 30 * DAY : CERTIFICATE_VALID_UNTIL,
      userId: null,
      activatedAt: null,
      createdAt: SEED_NOW - 60 * DAY,
    });
  }

  DEMO_USERS.forEach((user, userIndex) => {
    const random = createRandom(`account-${userIndex + 1}`);
    const isCardHolder = userIndex === 0;
    const userId = Number(
      insertUser.run(user.phone, user.firstName, user.lastName, user.email, user.birthDay, Number(user.newsEmail), Number(user.newsSms), SEED_NOW - 400 * DAY)
        .lastInsertRowid,
    );
    user.addresses.forEach((address, index) => {
      insertAddress.run(userId, address.city, address.street, address.building, address.apartment, address.entrance, address.floor, address.comment, index === 0 ? 1 : 0, SEED_NOW - (390 - index * 100) * DAY);
    });
    const home = user.addresses[0];
    const homeCityId = cityId.get(home.city)!;
    const homeCityName = cityName.get(home.city)!;

    // Pass 1: every order's items and delivery (the money comes in pass 2, once the loyalty events are known).
    // The card holder buys one or two affordable items at a time, so her level stays predictable (see SHOP_PURCHASES).
    const drafts = ORDER_PLAN.map((plan) => {
      const id = nextOrderId++;
      const createdAt = Math.round(SEED_NOW - plan.daysAgo * DAY - random.int(1, 10) * HOUR);
      const certificate = isCardHolder ? plan.certificate : undefined;
      const minBasket = certificate === "used" ? OWNED_CERTIFICATES.used.amount + 500 : certificate === "partial" ? PARTIAL_SPEND + 500 : 0;

      // Items: one to three products (one or two for the card holder; more until the basket reaches minBasket).
      const items: { offer: OfferRow; quantity: number }[] = [];
      const wanted = random.int(1, isCardHolder ? 2 : 3);
      let basketAmount = 0;
      while (items.length < wanted || (basketAmount < minBasket && items.length < 8)) {
        let offer = pickOffer(random, isCardHolder);
        for (let attempt = 0; attempt < 10 && items.some((item) => item.offer.product_id === offer.product_id); attempt++) offer = pickOffer(random, isCardHolder);
        const quantity = !isCardHolder && random.chance(0.15) ? 2 : 1;
        items.push({ offer, quantity });
        basketAmount += offer.discount_price * quantity;
      }

      const shipmentId = plan.shipment;
      let address: string;
      let interval: string;
      let storeId: number | null = null;
      let pickupPointId: number | null = null;
      let intervalId: number | null = null;
      const readyDay = formatDay(createdAt + 2 * DAY);
      if (shipmentId === 41 || shipmentId === 42) {
        address = `${homeCityName}, ${home.street}, д. ${home.building}${home.apartment ? `, кв. ${home.apartment}` : ""}`;
        const slot = random.pick(intervals);
        intervalId = slot.id;
        interval = `${shipmentId === 42 ? formatDay(createdAt + DAY) : readyDay}, ${slot.name}`;
      } else if (shipmentId === 43) {
        const point = random.pick(pickupPoints.all(homeCityId));
        pickupPointId = point.id;
        address = `${homeCityName}, ${point.name}, ${point.address}`;
        interval = `с ${readyDay}`;
      } else {
        const store = random.pick(pickupStores.all(homeCityId));
        storeId = store.id;
        address = `${homeCityName}, ${store.name}, ${store.address}`;
        interval = `с ${readyDay}`;
      }
      const couponAmount = plan.coupon ? Math.floor((basketAmount * COUPON.percent) / 100) : 0;
      return { plan, id, createdAt, certificate, items, basketAmount, couponAmount, shipmentId, address, interval, storeId, pickupPointId, intervalId };
    });
    const orderIds = drafts.map((draft) => draft.id);

    // Loyalty events known in advance (card holder): welcome bonuses, shop purchases, birthday, LOVE 2.0 visits.
    // Shop purchases top the completed orders up to PURCHASES_TARGET, so the level is Gold whatever the catalogue.
    const events: LoyaltyEvent[] = [];
    if (isCardHolder) {
      events.push({ at: SEED_NOW - 380 * DAY, type: "accrual", amount: WELCOME_BONUSES, orderId: null, purchase: 0, description: WELCOME_DESCRIPTION });
      const doneSum = drafts.filter((draft) => draft.plan.status === "done").reduce((sum, draft) => sum + draft.basketAmount - draft.couponAmount, 0);
      const shopTotal = Math.max(PURCHASES_TARGET - doneSum, 3000);
      let left = shopTotal;
      SHOP_PURCHASES.forEach((purchase, index) => {
        const amount = index === SHOP_PURCHASES.length - 1 ? left : Math.round((shopTotal * purchase.share) / 100) * 100 - 1;
        left -= amount;
        events.push({
          at: SEED_NOW - purchase.daysAgo * DAY + 15 * HOUR,
          type: "accrual",
          amount: Math.floor((amount * ACCRUAL_PERCENT) / 100),
          orderId: null,
          purchase: amount,
          description: `Покупка в магазине LOVE STORE, ${purchase.store}`,
        });
      });
      events.push({ at: Date.UTC(2025, 3, 12, 6) / 1000, type: "accrual", amount: 300, orderId: null, purchase: 0, description: "Бонусы ко дню рождения" });
      for (const visit of RECYCLING) {
        events.push({ at: SEED_NOW - visit.daysAgo * DAY + 13 * HOUR, type: "accrual", amount: visit.bonuses, orderId: null, purchase: 0, description: "LOVE 2.0: вещи сданы на переработку" });
      }
    }
    const balanceAt = (at: number) =>
      events.filter((event) => event.at <= at).reduce((sum, event) => sum + (event.type === "accrual" ? event.amount : -event.amount), 0);

    // Pass 2: bonuses, certificates, totals and payment, oldest order first.
    const certificateSpends: { key: "used" | "partial"; orderId: number; amount: number; at: number }[] = [];
    drafts.forEach((draft, planIndex) => {
      const { plan, id, createdAt, certificate, basketAmount, couponAmount, shipmentId } = draft;
      const delivery = deliveryPrice(shipmentId, basketAmount);
      let due = basketAmount - couponAmount + delivery;
      let bonusAmount = 0;
      if (isCardHolder && plan.bonus) {
        bonusAmount = Math.min(balanceAt(createdAt), Math.floor((basketAmount - couponAmount) * BONUS_SHARE));
        due -= bonusAmount;
        if (bonusAmount > 0) {
          events.push({ at: createdAt, type: "spending", amount: bonusAmount, orderId: id, purchase: 0, description: `Оплата заказа ${orderNumber(id)}` });
        }
      }
      let certificateAmount = 0;
      if (certificate) {
        certificateAmount = Math.min(due, certificate === "used" ? OWNED_CERTIFICATES.used.amount : PARTIAL_SPEND);
        due -= certificateAmount;
        certificateSpends.push({ key: certificate, orderId: id, amount: certificateAmount, at: createdAt });
      }
      if (isCardHolder && plan.status === "done") {
        const amount = Math.floor(((basketAmount - couponAmount - bonusAmount) * ACCRUAL_PERCENT) / 100);
        events.push({ at: createdAt + 7 * DAY, type: "accrual", amount, orderId: id, purchase: 0, description: `Начисление за заказ ${orderNumber(id)}` });
      }
      const paymentId: PaymentId = due === 0 ? 10 : PAYMENT_ROTATION[planIndex % PAYMENT_ROTATION.length];

      insertOrder.run({
        id,
        number: orderNumber(id),
        userId,
        createdAt,
        status: plan.status,
        name: user.firstName,
        lastName: user.lastName,
        email: user.email,
        phone: user.phone,
        cityId: homeCityId,
        shipmentId,
        shipmentName: SHIPMENTS[shipmentId].name,
        address: draft.address,
        interval: draft.interval,
        deliveryPrice: delivery,
        storeId: draft.storeId,
        pickupPointId: draft.pickupPointId,
        intervalId: draft.intervalId,
        paymentId,
        paymentName: PAYMENTS[paymentId].name,
        isPayed: Number(plan.payed),
        coupon: plan.coupon ? COUPON.code : null,
        couponAmount,
        bonusAmount,
        certificateAmount,
        basketAmount,
        total: due,
      });
      for (const { offer, quantity } of draft.items) {
        insertItem.run(id, offer.product_id, offer.offer_id, offer.name, offer.size, quantity, offer.price, offer.discount_price, offer.discount_price * quantity);
      }
    });

    if (isCardHolder) {
      seedCard(db, userId, events);
      seedOwnedCertificates(userId, certificateSpends);
      seedRecycling(db, userId, storeByName);
    }

    // Back-in-stock subscriptions (sold-out sizes first), user 1 only.
    if (isCardHolder) {
      const subscribe = db.prepare("INSERT INTO stock_subscriptions (user_id, product_id, offer_id, email, created_at) VALUES (?, ?, ?, ?, ?)");
      soldOutOffers.forEach((offer, index) => subscribe.run(userId, offer.product_id, offer.id, user.email, SEED_NOW - (20 - index * 10) * DAY));
    }

    seedNotices(userId, userIndex, orderIds, random);
  });

  function seedOwnedCertificates(userId: number, spends: { key: "used" | "partial"; orderId: number; amount: number; at: number }[]): void {
    for (const [key, certificate] of Object.entries(OWNED_CERTIFICATES) as [keyof typeof OWNED_CERTIFICATES, (typeof OWNED_CERTIFICATES)[keyof typeof OWNED_CERTIFICATES]][]) {
      const activatedAt = SEED_NOW - certificate.activatedDaysAgo * DAY + 11 * HOUR;
      const spent = spends.filter((spend) => spend.key === key);
      const balance = certificate.amount - spent.reduce((sum, spend) => sum + spend.amount, 0);
      const id = Number(
        insertCertificate.run({
          number: certificate.number,
          code: certificate.code,
          type: certificate.type,
          amount: certificate.amount,
          balance,
          expiresAt: key === "expired" ? EXPIRED_AT : CERTIFICATE_VALID_UNTIL,
          userId,
          activatedAt,
          createdAt: activatedAt - 2 * DAY,
        }).lastInsertRowid,
      );
      insertCertificateTransaction.run(id, null, certificate.amount, "Сертификат активирован", activatedAt);
      for (const spend of spent) insertCertificateTransaction.run(id, spend.orderId, -spend.amount, `Оплата заказа ${orderNumber(spend.orderId)}`, spend.at);
    }
  }

  function seedNotices(userId: number, userIndex: number, orderIds: number[], random: Random): void {
    const orderAt = (index: number) => SEED_NOW - ORDER_PLAN[index].daysAgo * DAY;
    const shipped = ORDER_PLAN.findIndex((plan) => plan.status === "delivering" && (plan.shipment === 41 || plan.shipment === 42));
    const ready = ORDER_PLAN.findIndex((plan) => plan.status === "ready");
    const delivery = db.prepare<[number], { delivery_address: string; delivery_interval: string }>("SELECT delivery_address, delivery_interval FROM orders WHERE id = ?");
    const shippedOrder = delivery.get(orderIds[shipped])!;
    const readyOrder = delivery.get(orderIds[ready])!;
    const notices: [type: "info" | "order" | "promo", title: string, text: string, link: string | null, at: number][] = [
      ["order", `Заказ ${orderNumber(orderIds[shipped])} передан в доставку`, `Курьер привезёт заказ ${shippedOrder.delivery_interval} по адресу: ${shippedOrder.delivery_address}.`, `/personal/orders/${orderIds[shipped]}/`, orderAt(shipped) + DAY],
      ["order", `Заказ ${orderNumber(orderIds[ready])} готов к выдаче`, `Заказ ждёт вас 7 дней по адресу: ${readyOrder.delivery_address}.`, `/personal/orders/${orderIds[ready]}/`, orderAt(ready) + 2 * DAY],
    ];
    if (userIndex === 0) {
      const expiring = OWNED_CERTIFICATES.expired;
      notices.push(
        ["info", "Начислены бонусы", `За сдачу вещей на переработку (LOVE 2.0) на карту Love Card начислено ${RECYCLING[2].bonuses} бонусов.`, "/personal/card/history/", SEED_NOW - RECYCLING[2].daysAgo * DAY + 14 * HOUR],
        ["info", "Срок действия сертификата истекает", `Сертификат № ${expiring.number} на ${formatRoubles(expiring.amount)} действует до ${formatDay(EXPIRED_AT)}. Успейте потратить его.`, `/personal/certificates/${expiring.number}/`, EXPIRED_AT - 14 * DAY],
        ["promo", "Скидка 15% на трикотаж", "Только до конца недели для участников Love Card.", "/catalog/odezhda/trikotazh/", SEED_NOW - 3 * DAY],
      );
    } else {
      notices.push(
        ["promo", "Новая коллекция уже на сайте", "Посмотрите новинки сезона осень — зима.", "/catalog/new/", SEED_NOW - 2 * DAY],
        ["promo", "Оформите карту Love Card", `Получите ${WELCOME_BONUSES} приветственных бонусов и возвращайте до 15% с каждой покупки.`, "/personal/card/register/", SEED_NOW - 12 * DAY],
        ["info", "Подтвердите e-mail", "Чтобы получать чеки и новости, подтвердите адрес электронной почты.", "/personal/profile/", SEED_NOW - 5 * DAY],
      );
    }
    for (const [type, title, text, link, at] of notices) insertNotice.run(userId, type, title, text, link, at + random.int(0, 3) * HOUR);
  }
}

function seedCard(db: Database.Database, userId: number, events: LoyaltyEvent[]): void {
  db.prepare("INSERT INTO loyalty_cards (user_id, number, created_at) VALUES (?, ?, ?)").run(userId, loyaltyCardNumber(userId), SEED_NOW - 380 * DAY);
  const insert = db.prepare(
    `INSERT INTO loyalty_transactions (user_id, type, amount, order_id, purchase_amount, description, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const event of [...events].sort((a, b) => a.at - b.at)) {
    insert.run(userId, event.type, event.amount, event.orderId, event.purchase, event.description, event.at);
  }
}

function seedRecycling(db: Database.Database, userId: number, storeByName: Database.Statement<[string], number>): void {
  const insert = db.prepare(
    "INSERT INTO recycling_visits (user_id, store_id, items_count, bonuses, description, created_at) VALUES (?, ?, ?, ?, ?, ?)",
  );
  for (const visit of RECYCLING) {
    const storeId = storeByName.get(visit.store);
    if (storeId === undefined) throw new Error(`seed: no store named ${visit.store}`);
    insert.run(userId, storeId, visit.items, visit.bonuses, visit.description, SEED_NOW - visit.daysAgo * DAY + 13 * HOUR);
  }
}
