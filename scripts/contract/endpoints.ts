import { DEMO_LOGIN, USER_CHECKS } from "./checks/account";
import { BASKET_CHECKS, GUEST_CLEANUP } from "./checks/basket";
import { CATALOGUE_CHECKS } from "./checks/catalogue";
import { CHECKOUT_CHECKS, ORDER_CHECKS } from "./checks/checkout";
import { CONTENT_CHECKS, MEDIA_CHECKS } from "./checks/content";
import { EMBEDDED_CLEANUP, SCRATCH_USER_CHECKS } from "./checks/scratch-user";
import type { Check } from "./types";

/**
 * Every check, in the order they run: later ones use what earlier answers gave (a product in stock, a basket line,
 * the checkout's options). Each names its endpoint, its group (`types.ts`: what it may change) and the storefront's
 * schema of the answer — the one `app/upstream-client/*.server.ts` validates that call with.
 */
export const CONTRACT_CHECKS: readonly Check[] = [
  ...CATALOGUE_CHECKS,
  ...CONTENT_CHECKS,
  ...MEDIA_CHECKS,
  ...BASKET_CHECKS,
  ...CHECKOUT_CHECKS,
  ...GUEST_CLEANUP,
  ...DEMO_LOGIN,
  ...USER_CHECKS,
  ...SCRATCH_USER_CHECKS,
  ...ORDER_CHECKS,
  ...EMBEDDED_CLEANUP,
];
