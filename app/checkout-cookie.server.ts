import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { deflateRawSync, inflateRawSync } from "node:zlib";
import { parse, serialize } from "cookie";
import { cookieSecrets } from "~/config.server";
import { CheckoutInputSchema, type CheckoutInput } from "~/contract/order";
import { COOKIE_MAX_AGE_S } from "~/domain/timing";

/**
 * The shopper's checkout input between requests (spec §7: the storefront sends it whole to calculate and save; no
 * draft is kept upstream). It holds a certificate's code, so it is encrypted as well as authenticated (AES-256-GCM
 * under a key derived from SESSION_SECRET; the previous secrets still open it), compressed, and bounded: a value
 * longer than a browser keeps, or one that does not open or parse, counts as absent.
 */
const NAME = "checkout";
const MAX_VALUE_LENGTH = 3800;

const keyOf = (secret: string) => createHash("sha256").update(`checkout-input|${secret}`).digest();

/** The limits of the checkout form (and the upstream's): a cookie past them was not written by us. */
const StoredInputSchema = CheckoutInputSchema.superRefine((input, context) => {
  if (input.certificate.length > 5) context.addIssue({ code: "custom", message: "too many certificates" });
});

function seal(input: CheckoutInput): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyOf(cookieSecrets()[0]), iv);
  const body = Buffer.concat([cipher.update(deflateRawSync(JSON.stringify(input))), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
}

function open(value: string): unknown {
  const raw = Buffer.from(value, "base64url");
  if (raw.length < 29) return null;
  for (const secret of cookieSecrets()) {
    try {
      const decipher = createDecipheriv("aes-256-gcm", keyOf(secret), raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      const packed = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]);
      return JSON.parse(inflateRawSync(packed, { maxOutputLength: 16_384 }).toString("utf8"));
    } catch {
      // Another secret, or not ours.
    }
  }
  return null;
}

/**
 * The kept checkout input, or null (none, expired, tampered with, or of an older shape). With the request's load
 * context, what its action has just kept comes first: a post without JavaScript answered with the page runs the
 * loaders after the action, on the cookie the browser sent, which the action has replaced.
 */
export function readCheckoutInput(request: Request, context?: object): CheckoutInput | null {
  if (context && keptByAction.has(context)) return keptByAction.get(context) ?? null;
  if (!opened.has(request)) opened.set(request, openCookie(request));
  return opened.get(request) ?? null;
}

/** By load context (one per request, shared by its action and loaders): the input an action kept. */
const keptByAction = new WeakMap<object, CheckoutInput | null>();

/** Each request's cookie is decrypted and parsed once, however many steps of its action or loader ask. */
const opened = new WeakMap<Request, CheckoutInput | null>();

function openCookie(request: Request): CheckoutInput | null {
  const value = parse(request.headers.get("Cookie") ?? "")[NAME];
  if (!value || value.length > MAX_VALUE_LENGTH || !/^[\w-]+$/.test(value)) return null;
  const parsed = StoredInputSchema.safeParse(open(value));
  return parsed.success ? parsed.data : null;
}

const attributes = { httpOnly: true, secure: true, sameSite: "strict", path: "/" } as const;

/** The Set-Cookie header that keeps the input (null: forget it — the order starts over). */
export function checkoutInputCookie(input: CheckoutInput | null): string {
  const value = input ? seal(input) : "";
  if (!input || value.length > MAX_VALUE_LENGTH) return serialize(NAME, "", { ...attributes, maxAge: 0 });
  return serialize(NAME, value, { ...attributes, maxAge: COOKIE_MAX_AGE_S });
}

/**
 * The Set-Cookie header that keeps `input` when it differs from the kept one (none when nothing changed). An action
 * passes its load context, so that the loaders after it read this input (readCheckoutInput).
 */
export function keepInput(request: Request, input: CheckoutInput | null, actionContext?: object): Headers {
  const headers = new Headers();
  const kept = readCheckoutInput(request, actionContext);
  if (actionContext) keptByAction.set(actionContext, input);
  if (JSON.stringify(kept) !== JSON.stringify(input)) headers.append("Set-Cookie", checkoutInputCookie(input));
  return headers;
}
