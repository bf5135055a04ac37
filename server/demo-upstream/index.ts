import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { createAddressStore } from "./account/addresses";
import { createBasketStore } from "./account/basket";
import { createBenefitClaims } from "./account/benefit-claims";
import { createCartStore } from "./account/carts";
import { createCatalogRefs } from "./account/catalog-refs";
import { createCertificateStore } from "./account/certificates";
import { createCouponStore } from "./account/coupons";
import { createGuestSweep, DEFAULT_GUEST_SWEEP_MS } from "./account/guest-sweep";
import { createAccountErasure } from "./account/erasure";
import { createLoyaltyStore } from "./account/loyalty";
import { createCodeStore } from "./account/one-time-codes";
import { createOrderStore } from "./account/orders";
import { createPaymentStore } from "./account/payments";
import { createProductRequestStore } from "./account/product-requests";
import { createRecyclingStore } from "./account/recycling";
import { createSubscriptionStore } from "./account/subscriptions";
import { createUnpaidOrders, DEFAULT_SWEEP_MS, DEFAULT_UNPAID_ORDER_MINUTES } from "./account/unpaid-orders";
import { createUserStore } from "./account/users";
import { createWishlistStore } from "./account/wishlist";
import { createApp } from "./app";
import { createFaultLayer, type FaultLayer } from "./faults";
import { createTestClock } from "./faults/test-clock";
import type { FaultRule } from "./faults/rules";
import { loadSectionIndex } from "./catalog/sections";
import { createCheckout } from "./checkout/checkout";
import { createDraftStore } from "./checkout/drafts";
import { createGiftCertificates } from "./gift-certificates/gift-certificates";
import { stdoutLog } from "./logger";
import { openDatabase } from "./db/open";
import { createSessionStore } from "./http/sessions";
import { withRequestId } from "./http/request-id";
import { shareImages } from "./media/share-images";

export type UpstreamOptions = {
  /** 0 = a free port. Default 3001. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Holds `store-${seedProducts}.sqlite`, created and seeded on first start. */
  dataDir: string;
  /** Default 300. */
  seedProducts?: number;
  /**
   * Base of the links to its public files (pictures, videos, the payment page `/pay/{code}`): `""` gives same-origin
   * paths, for a storefront that serves them through its own origin (server/upstream-public.ts); default
   * http://localhost:{actual port} (the upstream run on its own).
   */
  publicUrl?: string;
  /** Base of picture and video links when an image CDN serves them; default publicUrl. */
  mediaUrl?: string;
  /**
   * The store's origin, where the payment page returns for an order saved without a return URL (the seed's); default
   * `""`: a path on the origin that serves the payment page.
   */
  storeUrl?: string;
  /** Receives every log entry; default: JSON lines on stdout. */
  log?: (entry: Record<string, unknown>) => void;
  /** Now in milliseconds: delivery days, slots, same-day pickup, the time to pay an order; default Date.now. */
  clock?: () => number;
  /** How long an order awaiting online payment holds its stock, certificates, bonuses and coupon; default 30. */
  unpaidOrderMinutes?: number;
  /** How often the sweep deletes guest sessions GUEST_IDLE_DAYS old, in milliseconds; default an hour. */
  guestSweepMs?: number;
  /** How often the sweep cancels orders past their time to pay, in milliseconds; default 60 000. */
  unpaidSweepMs?: number;
  /** The tag-manager id `/api/init` answers; default none (empty). */
  gtmId?: string;
  /**
   * Test mode: the switchable fault layer (faults/index.ts) with these rules to start with; its control endpoint
   * `/__faults` answers loopback clients only. Off (absent) by default.
   */
  faults?: { rules?: FaultRule[] };
  /** Answers cut to the fields the spec names, with a field nobody knows added (spec-minimal/); default false. */
  specMinimal?: boolean;
  /** Demo codes: every SMS code is 123456 (default); false: six random digits, written to the log. */
  demoCodes?: boolean;
};

export type RunningUpstream = {
  url: string;
  port: number;
  close(): Promise<void>;
  faults?: FaultLayer;
  publicUrl: string;
};

/** Opens (seeding on first start) the database and serves the demo upstream API until `close()`. */
export async function startUpstream(options: UpstreamOptions): Promise<RunningUpstream> {
  const log = withRequestId(options.log ?? stdoutLog);
  const host = options.host ?? "127.0.0.1";
  const seedProducts = options.seedProducts ?? 300;
  if (!Number.isInteger(seedProducts) || seedProducts < 1)
    throw new Error(`seedProducts must be a positive integer, got ${seedProducts}`);
  const holdMinutes = options.unpaidOrderMinutes ?? DEFAULT_UNPAID_ORDER_MINUTES;
  if (!Number.isInteger(holdMinutes) || holdMinutes < 1) {
    throw new Error(`unpaidOrderMinutes must be a positive integer, got ${holdMinutes}`);
  }
  const sweepMs = options.unpaidSweepMs ?? DEFAULT_SWEEP_MS;
  if (!Number.isInteger(sweepMs) || sweepMs < 1)
    throw new Error(`unpaidSweepMs must be a positive integer, got ${sweepMs}`);
  const db = openDatabase(options.dataDir, seedProducts, log);
  shareImages.keepOnDisk(join(options.dataDir, "share-images"));

  const server = createServer();
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(options.port ?? 3001, host, () => {
        server.off("error", reject);
        resolve();
      });
    });
  } catch (error) {
    db.close();
    throw error;
  }
  const { port } = server.address() as AddressInfo;
  const publicUrl = (options.publicUrl ?? `http://localhost:${port}`).replace(/\/+$/, "");
  const mediaUrl = (options.mediaUrl ?? publicUrl).replace(/\/+$/, "");
  const sections = loadSectionIndex(db);
  const refs = createCatalogRefs(db);
  // In test mode a test may move the clock on (faults/test-clock.ts).
  const testClock = options.faults ? createTestClock(options.clock ?? Date.now) : undefined;
  const clock = testClock?.now ?? options.clock ?? Date.now;
  const users = createUserStore(db);
  const giftCertificates = createGiftCertificates(db, mediaUrl, log);
  const basket = createBasketStore(db, sections, refs, mediaUrl, giftCertificates.lines);
  const addresses = createAddressStore(db);
  const claims = createBenefitClaims(db);
  const loyalty = createLoyaltyStore(db, claims);
  const certificates = createCertificateStore(db, clock);
  const coupons = createCouponStore(db);
  const unpaid = createUnpaidOrders(db, { clock, holdMinutes, log });
  const storeUrl = (options.storeUrl ?? "").replace(/\/+$/, "");
  const payments = createPaymentStore(db, publicUrl, giftCertificates.orders.issue, storeUrl, unpaid);
  const faults = options.faults ? createFaultLayer(log, options.faults.rules) : undefined;
  if (faults) log({ level: "warn", msg: "fault layer on (test mode)", rules: options.faults?.rules?.length ?? 0 });
  const app = createApp({
    db,
    publicUrl: mediaUrl,
    clock,
    sessions: createSessionStore(db),
    sections,
    users,
    erasure: createAccountErasure(db, { users, unpaid, claims }),
    carts: createCartStore(db),
    refs,
    basket,
    wishlist: createWishlistStore(db, refs),
    productRequests: createProductRequestStore(db, refs),
    addresses,
    orders: createOrderStore(db, sections, mediaUrl, payments, giftCertificates.orders, unpaid),
    loyalty,
    certificates,
    subscriptions: createSubscriptionStore(db, sections, mediaUrl),
    recycling: createRecyclingStore(db),
    coupons,
    payments,
    unpaid,
    checkout: createCheckout({
      db,
      clock,
      basket,
      users,
      addresses,
      loyalty,
      certificates,
      coupons,
      payments,
      drafts: createDraftStore(db),
      certificateLines: giftCertificates.lines,
      unpaid,
    }),
    gtmId: options.gtmId ?? "",
    specMinimal: options.specMinimal ?? false,
    faults,
    testClock,
    log,
    giftCertificates,
    codes: createCodeStore(db, { demo: options.demoCodes ?? true, clock, log }),
    demoCodes: options.demoCodes ?? true,
  });
  server.on("request", app);
  const stopSweep = unpaid.startSweep(sweepMs);
  const stopGuestSweep = createGuestSweep(db, { clock, log }).startSweep(
    options.guestSweepMs ?? DEFAULT_GUEST_SWEEP_MS,
  );
  const url = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
  log({ level: "info", msg: "upstream listening", url, publicUrl, mediaUrl, seedProducts });

  return {
    url,
    port,
    faults,
    publicUrl,
    close: () =>
      new Promise<void>((resolve, reject) => {
        stopSweep();
        stopGuestSweep();
        server.close((error) => {
          db.close();
          if (error) reject(error);
          else resolve();
        });
        server.closeIdleConnections();
        // A fault holding its answer (`timeout`) must not hold the shutdown.
        if (faults) server.closeAllConnections();
      }),
  };
}
