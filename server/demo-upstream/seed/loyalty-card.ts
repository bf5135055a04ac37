import type Database from "better-sqlite3";
import {
  BIRTHDAY_BONUSES,
  BIRTHDAY_DESCRIPTION,
  loyaltyCardNumber,
  WELCOME_BONUSES,
  WELCOME_DESCRIPTION,
} from "../account/loyalty";
import { DAY, HOUR, SEED_NOW } from "./time";

/** Bonuses accrued per rouble of a demo purchase, in percent. */
export const ACCRUAL_PERCENT = 5;

/** User 1's LOVE 2.0 visits: clothes handed in at a shop for bonuses. */
export const RECYCLING = [
  {
    daysAgo: 250,
    store: "LOVE STORE, ТРЦ «Авиапарк»",
    items: 5,
    bonuses: 250,
    description: "Джинсы, два свитера, платье и шарф",
  },
  {
    daysAgo: 120,
    store: "LOVE STORE, Флагманский магазин",
    items: 3,
    bonuses: 150,
    description: "Куртка, рубашка и юбка",
  },
  {
    daysAgo: 30,
    store: "LOVE STORE, ТЦ «Европейский»",
    items: 7,
    bonuses: 350,
    description: "Пальто, три футболки, брюки, кардиган и берет",
  },
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

export type LoyaltyEvent = {
  at: number;
  type: "accrual" | "spending";
  amount: number;
  orderId: number | null;
  purchase: number;
  description: string;
};

/**
 * The card holder's events known before her orders are priced: welcome bonuses, shop purchases, birthday and LOVE 2.0
 * visits. Shop purchases top `doneSum` (her completed orders) up to PURCHASES_TARGET, so the level is Gold whatever
 * the catalogue.
 */
export function knownCardEvents(doneSum: number): LoyaltyEvent[] {
  const events: LoyaltyEvent[] = [
    {
      at: SEED_NOW - 380 * DAY,
      type: "accrual",
      amount: WELCOME_BONUSES,
      orderId: null,
      purchase: 0,
      description: WELCOME_DESCRIPTION,
    },
  ];
  const shopTotal = Math.max(PURCHASES_TARGET - doneSum, 3000);
  let left = shopTotal;
  SHOP_PURCHASES.forEach((purchase, index) => {
    const amount =
      index === SHOP_PURCHASES.length - 1 ? left : Math.round((shopTotal * purchase.share) / 100 / 100) * 100 - 1;
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
  events.push({
    at: Date.UTC(2025, 3, 12, 6) / 1000,
    type: "accrual",
    amount: BIRTHDAY_BONUSES,
    orderId: null,
    purchase: 0,
    description: BIRTHDAY_DESCRIPTION,
  });
  for (const visit of RECYCLING) {
    events.push({
      at: SEED_NOW - visit.daysAgo * DAY + 13 * HOUR,
      type: "accrual",
      amount: visit.bonuses,
      orderId: null,
      purchase: 0,
      description: "LOVE 2.0: вещи сданы на переработку",
    });
  }
  return events;
}

/** The bonus balance after the events up to `at`. */
export function balanceAt(events: LoyaltyEvent[], at: number): number {
  return events
    .filter((event) => event.at <= at)
    .reduce((sum, event) => sum + (event.type === "accrual" ? event.amount : -event.amount), 0);
}

/** The card with its transactions in time order. */
export function seedCard(db: Database.Database, userId: number, events: LoyaltyEvent[]): void {
  db.prepare("INSERT INTO loyalty_cards (user_id, number, created_at) VALUES (?, ?, ?)").run(
    userId,
    loyaltyCardNumber(userId),
    SEED_NOW - 380 * DAY,
  );
  const insert = db.prepare(
    `INSERT INTO loyalty_transactions (user_id, type, amount, order_id, purchase_amount, description, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const event of [...events].sort((a, b) => a.at - b.at)) {
    insert.run(userId, event.type, event.amount, event.orderId, event.purchase, event.description, event.at);
  }
}

export function seedRecycling(db: Database.Database, userId: number): void {
  const storeByName = db.prepare<[string], number>("SELECT id FROM stores WHERE name = ?").pluck();
  const insert = db.prepare(
    "INSERT INTO recycling_visits (user_id, store_id, items_count, bonuses, description, created_at) VALUES (?, ?, ?, ?, ?, ?)",
  );
  for (const visit of RECYCLING) {
    const storeId = storeByName.get(visit.store);
    if (storeId === undefined) throw new Error(`seed: no store named ${visit.store}`);
    insert.run(
      userId,
      storeId,
      visit.items,
      visit.bonuses,
      visit.description,
      SEED_NOW - visit.daysAgo * DAY + 13 * HOUR,
    );
  }
}
