import type { z } from "zod";
import type { CheckoutInput, OrderAnswer } from "../../app/contract/order";

/**
 * Which checks run against which upstream:
 * - `read`: no token, nothing changes;
 * - `guest`: a scratch guest's basket, wishlist and checkout calculations, removed again at the end;
 * - `user`: reads with a user token (the embedded upstream's demo user, or `CONTRACT_USER_TOKEN`);
 * - `order`: places an order (the embedded upstream, or with `--place-order` and `CONTRACT_USER_TOKEN`);
 * - `embedded`: the embedded upstream only — logging in needs an SMS code there is no way to read from a real API, and
 *   these calls change a user's account or send applications to people.
 */
export type Group = "read" | "guest" | "user" | "order" | "embedded";

/** Whose token a call carries: none, the scratch guest's, the reading user's, or the user that may be changed. */
export type Caller = "none" | "guest" | "user" | "scratch";

export type Method = "GET" | "POST" | "PATCH" | "DELETE";

/** What earlier answers told the later calls (ids, tokens, the checkout's options). */
export type Found = {
  tokens: Partial<Record<Exclude<Caller, "none">, string>>;
  city: string;
  cityName?: string;
  sectionPath?: string;
  productId?: number;
  offerId?: number;
  lineId?: number;
  certificateLineId?: number;
  certificateKind?: { kind: "digital" | "plastic"; design: number; nominal: number };
  streetId?: string;
  street?: string;
  buildingId?: string;
  building?: string;
  state?: OrderAnswer;
  input?: CheckoutInput;
  suiteCode?: string;
  newsIds?: number[];
  informationCode?: string;
  franchiseFormat?: string;
  readOrderId?: number;
  orderId?: number;
  otherPaymentId?: number;
  payCode?: string;
  addressId?: number;
  subscriptionId?: number;
  certificateNumber?: string;
  vacancyId?: number;
  media: Partial<Record<MediaKind, string>>;
};

export type MediaKind =
  | "product"
  | "productShare"
  | "noPhoto"
  | "noPhotoShare"
  | "video"
  | "banner"
  | "bannerShare"
  | "suite"
  | "suiteShare"
  | "news"
  | "page"
  | "certificate";

/** How the answer is judged: the storefront's schema for `data`, a file of a content type, or a redirect. */
export type Expect = { schema: z.ZodTypeAny; status?: number } | { file: RegExp } | { redirect: number };

export type Check = {
  /** The documented endpoint, e.g. `PATCH /api/basket/{lineId}`: the report's row. */
  endpoint: string;
  /** What this call of the endpoint tries, when the endpoint is called more than once (`courier 41`). */
  label?: string;
  group: Group;
  as: Caller;
  method: Method;
  /** The concrete path and query; throws `Missing` when an earlier answer did not give what it needs. */
  path: (found: Found) => string;
  body?: (found: Found) => unknown;
  /** A form body (`application/x-www-form-urlencoded`) instead of JSON. */
  form?: (found: Found) => Record<string, string>;
  expect: Expect;
  /** Takes what later checks need from a valid answer's `data`. */
  keep?: (data: unknown, found: Found) => void;
};

export type Issue = { path: string; expected: string; received: string };

export type Outcome =
  | { kind: "ok" }
  | { kind: "status"; expected: number; got: number; errors: string[] }
  | { kind: "schema"; issues: Issue[] }
  | { kind: "envelope"; detail: string }
  | { kind: "unreachable"; detail: string }
  | { kind: "skipped"; reason: string };

export type Result = {
  endpoint: string;
  label?: string;
  group: Group;
  method: Method;
  /** The path called (no query), or null when the check was skipped. */
  path: string | null;
  outcome: Outcome;
};

/** An earlier answer lacked what this check needs: the check is skipped with this reason. */
export class Missing extends Error {}

export function need<T>(value: T | undefined | null, what: string): T {
  if (value === undefined || value === null) throw new Missing(`needs ${what}`);
  return value;
}
