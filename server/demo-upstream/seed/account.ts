import type Database from "better-sqlite3";
import { createCertificateSeeder } from "./certificates";
import { createOrderDrafter } from "./demo-order-drafts";
import { createDemoOrderWriter } from "./demo-orders";
import { DEMO_USERS } from "./demo-users";
import { knownCardEvents, seedCard, seedRecycling, type LoyaltyEvent } from "./loyalty-card";
import { seedNotices } from "./notices";
import { createRandom } from "./random";
import { DAY, SEED_NOW } from "./time";

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
  const cityByCode = db.prepare<[string], { id: number; name: string }>("SELECT id, name FROM cities WHERE code = ?");
  const soldOutOffers = db
    .prepare<[], { id: number; product_id: number }>(
      "SELECT id, product_id FROM offers ORDER BY total_quantity > 0, id LIMIT 2",
    )
    .all();
  const subscribe = db.prepare(
    "INSERT INTO stock_subscriptions (user_id, product_id, offer_id, email, created_at) VALUES (?, ?, ?, ?, ?)",
  );
  const certificates = createCertificateSeeder(db);
  const draftOrders = createOrderDrafter(db);
  const writeOrders = createDemoOrderWriter(db);

  certificates.pool();
  let nextOrderId = 1;
  DEMO_USERS.forEach((user, userIndex) => {
    const random = createRandom(`account-${userIndex + 1}`);
    const isCardHolder = userIndex === 0;
    const userId = Number(
      insertUser.run(
        user.phone,
        user.firstName,
        user.lastName,
        user.email,
        user.birthDay,
        Number(user.newsEmail),
        Number(user.newsSms),
        SEED_NOW - 400 * DAY,
      ).lastInsertRowid,
    );
    user.addresses.forEach((address, index) => {
      insertAddress.run(
        userId,
        address.city,
        address.street,
        address.building,
        address.apartment,
        address.entrance,
        address.floor,
        address.comment,
        index === 0 ? 1 : 0,
        SEED_NOW - (390 - index * 100) * DAY,
      );
    });
    const home = user.addresses[0];
    const city = cityByCode.get(home.city)!;

    const drafts = draftOrders(random, isCardHolder, { cityId: city.id, cityName: city.name, ...home }, nextOrderId);
    nextOrderId += drafts.length;
    const doneSum = drafts
      .filter((draft) => draft.plan.status === "done")
      .reduce((sum, draft) => sum + draft.basketAmount - draft.couponAmount, 0);
    const events: LoyaltyEvent[] = isCardHolder ? knownCardEvents(doneSum) : [];
    const spends = writeOrders(user, userId, city.id, drafts, isCardHolder, events);

    if (isCardHolder) {
      seedCard(db, userId, events);
      certificates.owned(userId, spends);
      seedRecycling(db, userId);
      // Back-in-stock subscriptions, sold-out sizes first.
      soldOutOffers.forEach((offer, index) =>
        subscribe.run(userId, offer.product_id, offer.id, user.email, SEED_NOW - (20 - index * 10) * DAY),
      );
    }
    seedNotices(
      db,
      userId,
      userIndex,
      drafts.map((draft) => draft.id),
      random,
    );
  });
}
