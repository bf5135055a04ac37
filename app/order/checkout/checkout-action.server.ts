import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { isViaFetcher } from "~/forms/via-fetcher";
import { readSaveMetrics } from "~/cookies.server";
import { makeToast } from "~/toasts/toast";
import { secondary, upstreamFor, UpstreamError, type Upstream } from "~/upstream/client.server";
import { getLocation } from "~/upstream/location.server";
import { calculateOrder, getOrderState, saveOrder, searchCities, suggestAddress } from "~/upstream/order.server";
import type { CheckoutInput } from "~/upstream/schemas/order";
import { GUEST } from "~/upstream/schemas/user";
import { getUser } from "~/upstream/user.server";
import { withCity } from "../draft";
import { applyForm, CheckoutFormSchema } from "./checkout-form";
import { bonusRequestError } from "./bonus-limit";
import { checkoutErrors, formField, type CheckoutField } from "./completeness";

export type CheckoutActionData = {
  ok?: boolean;
  fieldErrors?: Partial<Record<CheckoutField, string>>;
  cityQuery?: string;
  cityResults?: { code: string; name: string; region: string }[];
};

/** Street and building typed by hand (no JavaScript) get their ids from the address service. */
async function resolveAddressIds(api: Upstream, input: CheckoutInput): Promise<CheckoutInput> {
  const p = input.delivery.properties;
  const exact = (items: { id: string; name: string }[], name: string) => items.find((i) => i.name.toLowerCase() === name.toLowerCase());
  let { streetId, buildingId } = p;
  if (p.street && !streetId && p.cityId) streetId = exact(await secondary(suggestAddress(api, { type: "street", cityId: p.cityId, name: p.street }), []), p.street)?.id ?? "";
  if (p.building && !buildingId && streetId) buildingId = exact(await secondary(suggestAddress(api, { type: "building", streetId, name: p.building }), []), p.building)?.id ?? "";
  return { ...input, delivery: { ...input.delivery, properties: { ...p, streetId, buildingId } } };
}

/**
 * The checkout form's action: every change recalculates (spec §4, §7); 'save' creates the order.
 * Without JavaScript it answers with a redirect back to /order/ (the draft lives upstream) or with
 * field errors; with JavaScript (fetcher) it answers with data.
 */
export async function checkoutAction(args: ActionFunctionArgs, form: FormData): Promise<Response> {
  const api = await upstreamFor(args);
  const viaFetcher = isViaFetcher(form);
  const reply = (data: CheckoutActionData, status = 200) => api.json(data, { status });
  const parsed = CheckoutFormSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return reply({ fieldErrors: { form: "Не удалось отправить форму. Обновите страницу и попробуйте ещё раз." } }, 400);
  const input = parsed.data;

  if (input.intent === "search-city") {
    const q = (input.cityQuery ?? "").trim();
    if (q.length < 2) return reply({ cityQuery: q, cityResults: [], fieldErrors: { city: "Введите хотя бы 2 буквы названия города" } }, 400);
    return reply({ cityQuery: q, cityResults: await searchCities(api, q) });
  }

  const [user, state] = await Promise.all([api.token ? secondary(getUser(api), GUEST) : GUEST, api.token ? secondary(getOrderState(api), null) : null]);
  if (!state) {
    api.toasts.push(makeToast("error", "Корзина пуста или сессия истекла. Добавьте товары и попробуйте снова."));
    return viaFetcher ? reply({ ok: false }, 409) : api.redirect("/order/");
  }
  const bonusError = input.intent === "calculate" || input.intent === "save" ? bonusRequestError(input, state.bonus.budget) : undefined;
  if (bonusError) return reply({ fieldErrors: { loyaltyPay: bonusError } }, 400);
  let next = applyForm(state.input, input, user.id);
  if (input.intent === "set-city") {
    const code = input.cityCode;
    if (!code) return reply({ fieldErrors: { city: "Выберите город из списка" } }, 400);
    const location = await secondary(getLocation(api, code), null);
    if (!location || location.city.code !== code) return reply({ fieldErrors: { city: "Такой город не найден" } }, 400);
    next = withCity(next, { name: location.city.name, id: location.city.code });
  }
  next = await resolveAddressIds(api, next);

  const calculated = await calculateOrder(api, next).catch((error: unknown) => {
    if (error instanceof UpstreamError) return null;
    throw error;
  });
  // Spec §8: only status 200 counts; otherwise nothing changes and the upstream's messages are shown.
  if (!calculated || calculated.status !== 200) return viaFetcher ? reply({ ok: false }, 502) : api.redirect("/order/");

  if (input.intent === "save") {
    const fieldErrors = checkoutErrors(next);
    if (Object.keys(fieldErrors).length > 0) return reply({ fieldErrors }, 400);
    try {
      const origin = new URL(args.request.url).origin;
      const metrics = readSaveMetrics(args.request);
      const saved = await saveOrder(api, next, metrics, origin);
      if (saved.status === 200 && saved.data.order.id) {
        // A redirect for fetchers too: the basket is empty now, so the checkout form that asked is gone.
        return redirect(`/order/confirm/?orderId=${saved.data.order.id}`, 303);
      }
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      const errors: Partial<Record<CheckoutField, string>> = {};
      for (const e of error.errors) errors[formField(e.field)] ??= e.message;
      // Spec §4: save without an order id recalculates.
      await secondary(calculateOrder(api, next), null);
      return reply({ fieldErrors: errors }, error.status >= 500 ? 502 : 400);
    }
  }
  return viaFetcher ? reply({ ok: true }) : api.redirect("/order/");
}
