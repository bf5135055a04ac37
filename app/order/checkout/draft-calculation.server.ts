import type { ActionFunctionArgs } from "@remix-run/node";
import { bonusRequestError } from "./bonus-limit";
import { applyForm, type CheckoutForm, type EchoedField } from "./checkout-form";
import type { Reply } from "./action-data";
import { formField, type CheckoutField } from "./completeness";
import { readConfirmed, withNewTotal, type Confirmed } from "./confirmed";
import { shipmentKind } from "~/contract/ids";
import type { ByField } from "~/forms/reply";
import { makeToast } from "~/toasts/toast";
import type { Outcome, Upstream } from "~/upstream-client/client.server";
import { secondary } from "~/upstream-client/failure-modes.server";
import { UpstreamError } from "~/upstream-client/upstream-error.server";
import { calculateOrder, suggestAddress } from "~/upstream-client/order.server";
import { getUser } from "~/upstream-client/user.server";
import { getBasket } from "~/upstream-client/basket.server";
import { shopperLocation } from "~/location/shopper-city.server";
import { DEFAULT_CITY } from "~/domain/location";
import type { CheckoutInput, OrderAnswer, OrderState } from "~/contract/order";
import { GUEST, type User } from "~/contract/user";
import { keepInput, readCheckoutInput } from "~/checkout-cookie.server";
import { inputInCity } from "./kept-input.server";
import { adoptAnswer, checkoutState, toOrderPayload } from "./order-answer";
import { redirectWithToasts } from "~/upstream-client/respond.server";
import { ToastList } from "~/toasts/toast-list.server";

/** What an intent's handler works with: the request, its upstream client, the parsed form and how to answer. */
export type IntentContext = {
  args: ActionFunctionArgs;
  api: Upstream;
  /** The action's toasts: what its calls tell (through `api`) and its own; `reply` and the redirects return them. */
  toasts: ToastList;
  input: CheckoutForm;
  viaFetcher: boolean;
  /** What was submitted, as typed (see `CheckoutActionData.values`). */
  values: ByField<EchoedField>;
  reply: Reply;
  /** Headers every answer carries: the kept checkout input once a calculation changed it. */
  headers: Headers;
};

/** An intent's own change to the draft before it is calculated: the new draft, or the answer that refuses it. */
export type DraftChange = (
  context: IntentContext,
  draft: CheckoutInput,
  user: User,
) => Promise<CheckoutInput | Response>;

/**
 * A draft the upstream has calculated (status 200), with the calculation the shopper confirmed when saving, and why a
 * coupon or certificate asked for was refused (`kept`, the input the storefront keeps, is without it).
 */
export type CalculatedDraft = {
  next: CheckoutInput;
  kept: CheckoutInput;
  calculated: Outcome<OrderState>;
  confirmed: Confirmed | null;
  refused: DiscountErrors | null;
};

/** The fields whose refusals a calculation answers with status 200: told at the field, never as a toast. */
type DiscountErrors = Partial<Record<"coupon" | "certificate", string>>;

function discountErrors(errors: Outcome<OrderState>["errors"]): DiscountErrors | null {
  const refused: DiscountErrors = {};
  for (const e of errors) {
    const field = formField(e.field);
    if (field === "coupon" || field === "certificate") refused[field] ??= e.message;
  }
  return Object.keys(refused).length > 0 ? refused : null;
}

/** The checkout's view of a calculation: an upstream that answers no basket with it has it read apart. */
export async function asState(api: Upstream, body: CheckoutInput, answer: OrderAnswer): Promise<OrderState> {
  const basket = answer.basket ?? (await getBasket(api));
  return checkoutState(adoptAnswer(body, answer), answer, basket);
}

/** When the chosen shipment offers exactly one shop or pickup point and none is chosen, that one is chosen for the shopper. */
function withSolePlace(input: CheckoutInput, state: OrderState): CheckoutInput | null {
  const p = input.delivery.properties;
  const kind = shipmentKind(input.delivery.shipmentId);
  if (kind === "store" && !p.storeId && state.stores.length === 1)
    return { ...input, delivery: { ...input.delivery, properties: { ...p, storeId: state.stores[0].id } } };
  if (kind === "pickupPoint" && !p.pickupPointId && state.pickupPoints.length === 1) {
    return { ...input, delivery: { ...input.delivery, properties: { ...p, pickupPointId: state.pickupPoints[0].id } } };
  }
  return null;
}

/** Street and building typed by hand (no JavaScript) get their ids from the address service. */
async function resolveAddressIds(api: Upstream, input: CheckoutInput): Promise<CheckoutInput> {
  const p = input.delivery.properties;
  const exact = (items: { id: string; name: string }[], name: string) =>
    items.find((i) => i.name.toLowerCase() === name.toLowerCase());
  let { streetId, buildingId } = p;
  if (p.street && !streetId && p.cityId)
    streetId =
      exact(await secondary(suggestAddress(api, { type: "street", cityId: p.cityId, name: p.street }), []), p.street)
        ?.id ?? "";
  if (p.building && !buildingId && streetId)
    buildingId =
      exact(await secondary(suggestAddress(api, { type: "building", streetId, name: p.building }), []), p.building)
        ?.id ?? "";
  return { ...input, delivery: { ...input.delivery, properties: { ...p, streetId, buildingId } } };
}

/**
 * What every intent but the city search shares (spec §4, §7): the input the storefront keeps (a new one in the
 * shopper's city when it has none) with what the form says and the intent's own change, sent whole to calculate;
 * the input as calculated is kept again (`context.headers`). `checkBonuses`: bonuses asked beyond the order's budget are
 * refused first; `saving`: the calculation is silent (a refusal is told at its field) and carries what was confirmed.
 */
export async function calculateDraft(
  context: IntentContext,
  how: { change?: DraftChange; checkBonuses?: boolean; saving?: boolean } = {},
): Promise<CalculatedDraft | Response> {
  const { api, toasts, input, viaFetcher, reply } = context;
  const { request } = context.args;
  if (!api.token) {
    toasts.add(makeToast("error", "Корзина пуста или сессия истекла. Добавьте товары и попробуйте снова."));
    return viaFetcher ? reply({ ok: false }, 409) : redirectWithToasts(api, "/order/", toasts);
  }
  const user = await secondary(getUser(api), GUEST);
  const base =
    readCheckoutInput(request) ??
    (await inputInCity(
      api,
      context.args,
      user,
      (await secondary(shopperLocation(api, request), null))?.city ?? DEFAULT_CITY,
    ));
  // Bonuses are checked against the budget of the order as it stands, before the form's changes.
  const asksBonuses = how.checkBonuses && input.loyaltyActive === "on" && Boolean(input.loyaltyPay);
  const standing = asksBonuses
    ? await calculateOrder(api, toOrderPayload(base), { silent: true }).catch(() => null)
    : null;
  const bonusError = standing?.status === 200 ? bonusRequestError(input, standing.data.bonus.budget) : undefined;
  if (standing && bonusError) {
    // Bonuses gone since the page was shown: no order, and the total as it is now (the draft's bonuses are clamped).
    if (!how.saving) return reply({ fieldErrors: { loyaltyPay: bonusError } }, 400);
    const confirmedTotal = readConfirmed(input)?.total ?? null;
    return reply(
      { fieldErrors: withNewTotal({ loyaltyPay: bonusError }, standing.data.summary.total, confirmedTotal) },
      409,
    );
  }
  let next = applyForm(base, input, user.id);
  if (how.change) {
    const changed = await how.change(context, next, user);
    if (changed instanceof Response) return changed;
    next = changed;
  }
  next = await resolveAddressIds(api, next);
  const confirmed = how.saving ? readConfirmed(input) : null;
  // The draft drops a coupon the upstream refused: the save asks for the one the shopper saw, to be told why it went.
  if (confirmed?.coupon && !next.coupon) next = { ...next, coupon: confirmed.coupon };

  // Saving tells a refused coupon or certificate at its field (see order-placing), not as a toast. What the
  // calculations tell is gathered apart: a refused coupon or certificate is told at its field, not again as a toast.
  const told = new ToastList();
  const calculating = api.reportingTo(told);
  const calculate = async (body: CheckoutInput): Promise<Outcome<OrderState> | UpstreamError> => {
    try {
      const outcome = await calculateOrder(calculating, toOrderPayload(body), { silent: how.saving });
      return { ...outcome, data: await asState(calculating, body, outcome.data) };
    } catch (error) {
      if (error instanceof UpstreamError) return error;
      throw error;
    }
  };
  let calculated = await calculate(next);
  // Spec §8: only status 200 counts; otherwise nothing changes and the upstream's messages are shown. The form
  // keeps what was typed (the values travel back), with or without JavaScript.
  if (calculated instanceof UpstreamError || calculated.status !== 200) {
    const errors: Partial<Record<CheckoutField, string>> = {};
    if (calculated instanceof UpstreamError)
      for (const e of calculated.errors) errors[formField(e.field)] ??= e.message;
    if (Object.keys(errors).length === 0)
      errors.form = "Не удалось пересчитать заказ. Проверьте данные и попробуйте ещё раз.";
    toasts.add(...told.all);
    return reply(
      { ok: false, fieldErrors: errors },
      calculated instanceof UpstreamError && calculated.status < 500 ? 400 : 502,
    );
  }
  const refused = discountErrors(calculated.errors);
  const sole = withSolePlace(next, calculated.data);
  if (sole) {
    const again = await calculate(sole);
    if (!(again instanceof UpstreamError) && again.status === 200) [next, calculated] = [sole, again];
  }
  const atFields = Object.values(refused ?? {});
  toasts.add(...told.all.filter((toast) => !(toast.type === "error" && atFields.includes(toast.message))));
  const kept = calculated.data.input;
  for (const cookie of keepInput(request, kept, context.args.context).getSetCookie())
    context.headers.append("Set-Cookie", cookie);
  return { next, kept, calculated, confirmed, refused };
}
