import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect, redirectDocument } from "@remix-run/node";
import { shipmentKind } from "~/contract/ids";
import { needsDelivery } from "~/domain/checkout";
import { pickValues, type ByField, type PostedForm } from "~/forms/reply";
import { isViaFetcher } from "~/forms/via-fetcher";
import { readSaveMetrics } from "~/cookies.server";
import { chosenCityHeaders } from "~/location/city-cookies.server";
import { makeToast } from "~/toasts/toast";
import { getAddresses } from "~/upstream/account.server";
import { secondary } from "~/upstream/failure-modes.server";
import { upstreamFor } from "~/upstream/request-client.server";
import { UpstreamError } from "~/upstream/upstream-error.server";
import type { Upstream } from "~/upstream/client.server";
import { getLocation, searchCities } from "~/upstream/location.server";
import { calculateOrder, getOrderState, saveOrder, suggestAddress } from "~/upstream/order.server";
import type { CheckoutInput, OrderState } from "~/contract/order";
import { GUEST } from "~/contract/user";
import { getUser } from "~/upstream/user.server";
import { withAddress, withCity } from "~/domain/checkout-draft";
import { bonusRequestError } from "./bonus-limit";
import { applyForm, CheckoutFormSchema, ECHOED_FIELDS, type EchoedField } from "./checkout-form";
import { checkoutErrors, formField, type CheckoutField } from "./completeness";
import { changesSince, readConfirmed, withNewTotal, type Confirmed } from "./confirmed";
import { formatRub } from "~/domain/money";
import { publicOrigin } from "~/http/origin.server";
import { clientTry, CERTIFICATE_TRIES } from "~/http/client-limit.server";

export type CheckoutActionData = {
  ok?: boolean;
  fieldErrors?: Partial<Record<CheckoutField, string>>;
  cityQuery?: string;
  cityResults?: { code: string; name: string; region: string }[];
  /** What was submitted, as typed: the form shows it again whatever the draft could keep. */
  values?: ByField<EchoedField>;
};

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

/**
 * The payment page of a saved order still to be paid online, else null (pay on receipt, or nothing left to pay). A
 * path (the embedded upstream's page, served through the storefront) is on the store's public origin.
 */
function paymentPage(order: { payment: { isPayed: boolean; link: string | null } }, origin: string): string | null {
  const link = order.payment.link;
  if (order.payment.isPayed || !link) return null;
  try {
    const url = new URL(link, origin);
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : null;
  } catch {
    return null;
  }
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

type Reply = (data: CheckoutActionData, status?: number) => Response;

/** The upstream's codes of a save whose calculation is not the one the shopper confirmed (docs/upstream-api.md). */
const isChange = (code: string | undefined) =>
  code?.endsWith("_changed") || code === "coupon_used" || code === "certificate_invalid";

/** The upstream's refusal of a save, told at its fields; a change of the confirmed calculation says the new total. */
function refusalErrors(error: UpstreamError, state: OrderState | null, confirmed: Confirmed) {
  const errors: Partial<Record<CheckoutField, string>> = {};
  for (const e of error.errors) {
    if (e.code === "total_changed") continue;
    errors[e.code === "prices_changed" ? "total" : formField(e.field)] ??= e.message;
  }
  const changed = error.status === 409 && error.errors.some((e) => isChange(e.code));
  if (!changed || !state) return { errors, changed };
  if (Object.keys(errors).length === 0) errors.total = "Сумма заказа изменилась";
  return { errors: withNewTotal(errors, state.summary.total, confirmed.total), changed };
}

/**
 * Places the order with what the shopper confirmed. Paid online: straight to the payment page; else the thank-you
 * page. An upstream that charged more than confirmed anyway sends nobody to pay: the order's page says so.
 */
async function save(
  args: ActionFunctionArgs,
  api: Upstream,
  next: CheckoutInput,
  confirmed: Confirmed,
  reply: Reply,
): Promise<Response> {
  try {
    const origin = publicOrigin(args.request);
    const metrics = readSaveMetrics(args.request);
    const saved = await saveOrder(api, next, metrics, origin, confirmed);
    const { order } = saved.data;
    if (saved.status === 200 && order.id) {
      const charged = order.total?.value;
      if (charged !== undefined && charged > confirmed.total) {
        console.error(
          JSON.stringify({
            level: "warn",
            msg: "saved order total above the confirmed one",
            orderId: order.id,
            charged,
            confirmed: confirmed.total,
          }),
        );
        api.toasts.add(
          makeToast(
            "error",
            `Заказ ${order.number} оформлен на ${order.total!.format} вместо ${formatRub(confirmed.total)}. Мы не стали переводить вас к оплате — проверьте заказ.`,
          ),
        );
        return api.redirect(`/personal/orders/${order.id}/`);
      }
      // Paid online: straight to the payment page (a document redirect: it is no page of the storefront's).
      const pay = paymentPage(order, origin);
      if (pay) return redirectDocument(pay, 303);
      // A redirect for fetchers too: the basket is empty now, so the checkout form that asked is gone.
      return redirect(`/order/confirm/?orderId=${order.id}`, 303);
    }
    return reply({ fieldErrors: { form: "Не удалось оформить заказ. Попробуйте ещё раз." } }, 502);
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    // Spec §4: save without an order id recalculates.
    const state = await secondary(calculateOrder(api, next, { silent: true }), null);
    const { errors, changed } = refusalErrors(error, state?.data ?? null, confirmed);
    return reply({ fieldErrors: errors }, changed ? 409 : error.status >= 500 ? 502 : 400);
  }
}

/**
 * The checkout form's action: every change recalculates (spec §4, §7); 'save' creates the order.
 * Without JavaScript it answers with a redirect back to /order/ (the draft lives upstream) or with
 * field errors; with JavaScript (fetcher) it answers with data.
 */
export async function checkoutAction(args: ActionFunctionArgs, form: PostedForm): Promise<Response> {
  const api = await upstreamFor(args);
  const viaFetcher = isViaFetcher(form);
  // A refusal, or a step that does not store the draft (city search), echoes what was submitted; after a stored
  // calculation the draft is the truth (a changed city has, rightly, dropped the old shipment).
  const values = pickValues(form, ECHOED_FIELDS);
  const reply = (data: CheckoutActionData, status = 200) =>
    api.json(status >= 400 || data.cityResults ? { values, ...data } : data, { status });
  const parsed = CheckoutFormSchema.safeParse(form);
  if (!parsed.success)
    return reply({ fieldErrors: { form: "Не удалось отправить форму. Обновите страницу и попробуйте ещё раз." } }, 400);
  const input = parsed.data;
  if (input.intent === "apply-certificate") {
    const tried = clientTry(args, CERTIFICATE_TRIES);
    if (!tried.allowed) {
      api.toasts.add(
        makeToast("error", `Слишком много попыток ввести сертификат. Повторите через ${tried.minutes} мин.`),
      );
      return reply({ ok: false }, 429);
    }
  }

  if (input.intent === "search-city") {
    const q = (input.cityQuery ?? "").trim();
    if (q.length < 2)
      return reply(
        { cityQuery: q, cityResults: [], fieldErrors: { city: "Введите хотя бы 2 буквы названия города" } },
        400,
      );
    return reply({ cityQuery: q, cityResults: await searchCities(api, q) });
  }

  const [user, state] = await Promise.all([
    api.token ? secondary(getUser(api), GUEST) : GUEST,
    api.token ? secondary(getOrderState(api), null) : null,
  ]);
  if (!state) {
    api.toasts.add(makeToast("error", "Корзина пуста или сессия истекла. Добавьте товары и попробуйте снова."));
    return viaFetcher ? reply({ ok: false }, 409) : api.redirect("/order/");
  }
  const bonusError =
    input.intent === "calculate" || input.intent === "save" ? bonusRequestError(input, state.bonus.budget) : undefined;
  if (bonusError) {
    // Bonuses gone since the page was shown: no order, and the total as it is now (the draft's bonuses are clamped).
    if (input.intent !== "save") return reply({ fieldErrors: { loyaltyPay: bonusError } }, 400);
    return reply(
      {
        fieldErrors: withNewTotal({ loyaltyPay: bonusError }, state.summary.total, readConfirmed(input)?.total ?? null),
      },
      409,
    );
  }
  let next = applyForm(state.input, input, user.id);
  if (input.intent === "set-city") {
    const code = input.cityCode;
    if (!code) return reply({ fieldErrors: { city: "Выберите город из списка" } }, 400);
    const location = await secondary(getLocation(api, code), null);
    if (!location || location.city.code !== code) return reply({ fieldErrors: { city: "Такой город не найден" } }, 400);
    next = withCity(next, { name: location.city.name, id: location.city.code });
  }
  if (input.intent === "use-address") {
    const saved = user.id > 0 && input.savedAddressId ? await secondary(getAddresses(api), []) : [];
    const address = saved.find((entry) => String(entry.id) === input.savedAddressId);
    if (!address || address.cityCode !== next.delivery.properties.cityId)
      return reply({ fieldErrors: { street: "Этот адрес в другом городе или удалён: введите адрес" } }, 400);
    next = withAddress(next, {
      street: address.street,
      streetId: "",
      building: address.building,
      buildingId: "",
      apartment: address.apartment,
    });
  }
  next = await resolveAddressIds(api, next);
  const saving = input.intent === "save";
  const confirmed = saving ? readConfirmed(input) : null;
  // The draft drops a coupon the upstream refused: the save asks for the one the shopper saw, to be told why it went.
  if (confirmed?.coupon && !next.coupon) next = { ...next, coupon: confirmed.coupon };

  // Saving tells a refused coupon or certificate at its field (below), not as a toast.
  const calculate = (body: CheckoutInput) =>
    calculateOrder(api, body, { silent: saving }).catch((error: unknown) => {
      if (error instanceof UpstreamError) return error;
      throw error;
    });
  let calculated = await calculate(next);
  // Spec §8: only status 200 counts; otherwise nothing changes and the upstream's messages are shown. The form
  // keeps what was typed (the values travel back), with or without JavaScript.
  if (calculated instanceof UpstreamError || calculated.status !== 200) {
    const errors: Partial<Record<CheckoutField, string>> = {};
    if (calculated instanceof UpstreamError)
      for (const e of calculated.errors) errors[formField(e.field)] ??= e.message;
    if (Object.keys(errors).length === 0)
      errors.form = "Не удалось пересчитать заказ. Проверьте данные и попробуйте ещё раз.";
    return reply(
      { ok: false, fieldErrors: errors },
      calculated instanceof UpstreamError && calculated.status < 500 ? 400 : 502,
    );
  }
  const sole = withSolePlace(next, calculated.data);
  if (sole) {
    const again = await calculate(sole);
    if (!(again instanceof UpstreamError) && again.status === 200) [next, calculated] = [sole, again];
  }

  if (saving) {
    const fieldErrors = checkoutErrors(next, needsDelivery(calculated.data.basket));
    // What the shopper saw is what is charged: a calculation that differs now places no order. The draft already
    // holds the new calculation; the page shows it with the change told at its field, and the next press saves it.
    const couponRefusal = calculated.errors.find((e) => e.field === "coupon")?.message;
    const changes = changesSince(confirmed, calculated.data, couponRefusal);
    if (Object.keys(changes).length > 0) {
      // The coupon the shopper had stays in its field, to be applied again if they want.
      const kept = changes.coupon && confirmed?.coupon ? { values: { ...values, coupon: confirmed.coupon } } : {};
      return reply({ ...kept, fieldErrors: { ...fieldErrors, ...changes } }, 409);
    }
    if (Object.keys(fieldErrors).length > 0) return reply({ fieldErrors }, 400);
    return save(args, api, next, confirmed!, reply);
  }
  // A city chosen in checkout becomes the shopper's city: the header shows it, and checkout's city stays the header's.
  const headers = input.intent === "set-city" ? await chosenCityHeaders(next.delivery.properties.cityId) : undefined;
  return viaFetcher ? api.json({ ok: true }, { headers }) : api.redirect("/order/", { headers });
}
