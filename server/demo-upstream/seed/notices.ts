import type Database from "better-sqlite3";
import { shipmentKind } from "../../../app/contract/ids";
import { WELCOME_BONUSES } from "../account/loyalty";
import { orderNumber } from "../account/order-vocabulary";
import { formatDay, formatRoubles } from "../format";
import { EXPIRED_AT, OWNED_CERTIFICATES } from "./certificates";
import { ORDER_PLAN } from "./demo-order-plan";
import { RECYCLING } from "./loyalty-card";
import type { Random } from "./random";
import { DAY, HOUR, SEED_NOW } from "./time";

type Notice = [type: "info" | "order" | "promo", title: string, text: string, link: string | null, at: number];

/** A demo user's notices: two about their orders, then user 1's about her card and certificate, or promos for user 2. */
export function seedNotices(
  db: Database.Database,
  userId: number,
  userIndex: number,
  orderIds: number[],
  random: Random,
): void {
  const insertNotice = db.prepare(
    "INSERT INTO notices (user_id, type, title, text, link, created_at) VALUES (?, ?, ?, ?, ?, ?)",
  );
  const delivery = db.prepare<[number], { delivery_address: string; delivery_interval: string }>(
    "SELECT delivery_address, delivery_interval FROM orders WHERE id = ?",
  );
  const orderAt = (index: number) => SEED_NOW - ORDER_PLAN[index].daysAgo * DAY;
  const shipped = ORDER_PLAN.findIndex(
    (plan) => plan.status === "delivering" && shipmentKind(plan.shipment) === "courier",
  );
  const ready = ORDER_PLAN.findIndex((plan) => plan.status === "ready");
  const shippedOrder = delivery.get(orderIds[shipped])!;
  const readyOrder = delivery.get(orderIds[ready])!;
  const notices: Notice[] = [
    [
      "order",
      `Заказ ${orderNumber(orderIds[shipped])} передан в доставку`,
      `Курьер привезёт заказ ${shippedOrder.delivery_interval} по адресу: ${shippedOrder.delivery_address}.`,
      `/personal/orders/${orderIds[shipped]}/`,
      orderAt(shipped) + DAY,
    ],
    [
      "order",
      `Заказ ${orderNumber(orderIds[ready])} готов к выдаче`,
      `Заказ ждёт вас 7 дней по адресу: ${readyOrder.delivery_address}.`,
      `/personal/orders/${orderIds[ready]}/`,
      orderAt(ready) + 2 * DAY,
    ],
  ];
  if (userIndex === 0) {
    const expiring = OWNED_CERTIFICATES.expired;
    notices.push(
      [
        "info",
        "Начислены бонусы",
        `За сдачу вещей на переработку (LOVE 2.0) на карту Love Card начислено ${RECYCLING[2].bonuses} бонусов.`,
        "/personal/card/history/",
        SEED_NOW - RECYCLING[2].daysAgo * DAY + 14 * HOUR,
      ],
      [
        "info",
        "Срок действия сертификата истекает",
        `Сертификат № ${expiring.number} на ${formatRoubles(expiring.amount)} действует до ${formatDay(EXPIRED_AT)}. Успейте потратить его.`,
        `/personal/certificates/${expiring.number}/`,
        EXPIRED_AT - 14 * DAY,
      ],
      [
        "promo",
        "Скидка 15% на трикотаж",
        "Только до конца недели для участников Love Card.",
        "/catalog/odezhda/trikotazh/",
        SEED_NOW - 3 * DAY,
      ],
    );
  } else {
    notices.push(
      [
        "promo",
        "Новая коллекция уже на сайте",
        "Посмотрите новинки сезона осень — зима.",
        "/catalog/new/",
        SEED_NOW - 2 * DAY,
      ],
      [
        "promo",
        "Оформите карту Love Card",
        `Получите ${WELCOME_BONUSES} приветственных бонусов и возвращайте до 15% с каждой покупки.`,
        "/personal/card/register/",
        SEED_NOW - 12 * DAY,
      ],
      [
        "info",
        "Подтвердите e-mail",
        "Чтобы получать чеки и новости, подтвердите адрес электронной почты.",
        "/personal/profile/",
        SEED_NOW - 5 * DAY,
      ],
    );
  }
  for (const [type, title, text, link, at] of notices)
    insertNotice.run(userId, type, title, text, link, at + random.int(0, 3) * HOUR);
}
