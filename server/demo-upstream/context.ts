import type Database from "better-sqlite3";
import type { AddressStore } from "./account/addresses";
import type { BasketStore } from "./account/basket";
import type { CartStore } from "./account/carts";
import type { CatalogRefs } from "./account/catalog-refs";
import type { CertificateStore } from "./account/certificates";
import type { CouponStore } from "./account/coupons";
import type { AccountErasure } from "./account/erasure";
import type { LoyaltyStore } from "./account/loyalty";
import type { CodeStore } from "./account/one-time-codes";
import type { OrderStore } from "./account/orders";
import type { PaymentStore } from "./account/payments";
import type { ProductRequestStore } from "./account/product-requests";
import type { RecyclingStore } from "./account/recycling";
import type { SubscriptionStore } from "./account/subscriptions";
import type { UnpaidOrders } from "./account/unpaid-orders";
import type { UserStore } from "./account/users";
import type { WishlistStore } from "./account/wishlist";
import type { SectionIndex } from "./catalog/sections";
import type { Checkout } from "./checkout/checkout";
import type { FaultLayer } from "./faults";
import type { TestClock } from "./faults/test-clock";
import type { GiftCertificates } from "./gift-certificates/gift-certificates";
import type { SessionStore } from "./http/sessions";
import type { Logger } from "./logger";

/** What the routes share: the database, the public base URL for media links, the stores, the clock and the logger. */
export type UpstreamContext = {
  db: Database.Database;
  /** Base of picture and video links (the upstream's mediaUrl). */
  publicUrl: string;
  /** Milliseconds since the epoch: delivery days and slots, same-day pickup, time to pay (tests fix or move it). */
  clock: () => number;
  sessions: SessionStore;
  sections: SectionIndex;
  users: UserStore;
  /** DELETE /api/user: open unpaid orders cancelled, the welcome bonus's claim kept, the personal data deleted. */
  erasure: AccountErasure;
  carts: CartStore;
  refs: CatalogRefs;
  basket: BasketStore;
  wishlist: WishlistStore;
  productRequests: ProductRequestStore;
  addresses: AddressStore;
  orders: OrderStore;
  loyalty: LoyaltyStore;
  certificates: CertificateStore;
  subscriptions: SubscriptionStore;
  recycling: RecyclingStore;
  coupons: CouponStore;
  payments: PaymentStore;
  /** Orders awaiting online payment: the cap, the deadline, cancelling them and returning what they hold. */
  unpaid: UnpaidOrders;
  checkout: Checkout;
  giftCertificates: GiftCertificates;
  /** The tag-manager id `/api/init` answers; empty when none is configured. */
  gtmId: string;
  /** Spec-minimal mode: answers cut to the spec's fields, an unknown field added (spec-minimal/middleware.ts). */
  specMinimal: boolean;
  /** Present in test mode only (UPSTREAM_FAULTS=1): faults played on matching requests. */
  faults?: FaultLayer;
  /** Present in test mode only, with the fault layer: the clock a test moves on (`POST /__clock`). */
  testClock?: TestClock;
  /** One-time SMS codes: login and phone change. */
  codes: CodeStore;
  /** Demo mode: every code is 123456 (DEMO_CODES, on unless "0"). */
  demoCodes: boolean;
  log: Logger;
};
