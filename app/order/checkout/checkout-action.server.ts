import type { ActionFunctionArgs } from "@remix-run/node";
import { BROKEN_FORM_MESSAGE, pickValues, type PostedForm } from "~/forms/reply";
import { isViaFetcher } from "~/forms/via-fetcher";
import { makeToast } from "~/toasts/toast";
import { chosenCityHeaders } from "~/location/city-cookies.server";
import { getAddresses } from "~/upstream-client/account.server";
import { secondary } from "~/upstream-client/failure-modes.server";
import { upstreamWithToasts } from "~/upstream-client/request-client.server";
import { getLocation, searchCities } from "~/upstream-client/location.server";
import { withAddress, withCity } from "~/domain/checkout-draft";
import { clientTry, CERTIFICATE_TRIES } from "~/http/client-limit.server";
import type { CheckoutActionData } from "./action-data";
import { CheckoutFormSchema, CheckoutIntentSchema, ECHOED_FIELDS, type CheckoutIntent } from "./checkout-form";
import { calculateDraft, type DraftChange, type IntentContext } from "./draft-calculation.server";
import { placeOrder } from "./order-placing.server";
import { ENTER_INTENT, impliedIntent } from "./implied-intent";
import { readCheckoutInput } from "~/checkout-cookie.server";
import { tooLongErrors } from "./too-long";
import { dataWithToasts, redirectWithToasts } from "~/upstream-client/respond.server";

type IntentHandler = (context: IntentContext) => Promise<Response>;

/** A stored draft: the form asks for its page again (without JavaScript, a redirect back to /order/). */
async function stored(context: IntentContext, more?: HeadersInit): Promise<Response> {
  const { api, toasts, viaFetcher, input } = context;
  const headers = new Headers(context.headers);
  for (const [name, value] of new Headers(more)) headers.append(name, value);
  const data: CheckoutActionData = { ok: true, intent: input.intent };
  return viaFetcher
    ? dataWithToasts(data, toasts, { headers })
    : redirectWithToasts(api, "/order/", toasts, { headers });
}

/**
 * The draft with what the form says (and the intent's own change), calculated and stored. A coupon or certificate the
 * calculation refused is told at its field, the typed value kept (the draft itself is stored without it).
 */
async function recalculate(context: IntentContext, how: { change?: DraftChange; checkBonuses?: boolean } = {}) {
  const draft = await calculateDraft(context, how);
  if (draft instanceof Response) return draft;
  if (draft.refused) return context.reply({ ok: false, fieldErrors: draft.refused }, 400);
  return stored(context);
}

/** The city search step without JavaScript (spec §9: from 2 letters); the draft is not touched. */
async function searchCity({ api, input, reply }: IntentContext): Promise<Response> {
  const q = (input.cityQuery ?? "").trim();
  if (q.length < 2)
    return reply(
      { cityQuery: q, cityResults: [], fieldErrors: { city: "Введите хотя бы 2 буквы названия города" } },
      400,
    );
  return reply({ cityQuery: q, cityResults: await searchCities(api, q) });
}

/** A certificate's number and code are tried a limited number of times per client. */
async function applyCertificate(context: IntentContext): Promise<Response> {
  const tried = await clientTry(context.args, CERTIFICATE_TRIES);
  if (tried.allowed) return recalculate(context);
  const message = `Слишком много попыток ввести сертификат. Повторите через ${tried.minutes} мин.`;
  return context.reply({ ok: false, fieldErrors: { certificate: message } }, 429);
}

/** The city picked from the search results, as the upstream knows it (spec §4: it clears the address). */
const chooseCity: DraftChange = async ({ api, input, reply }, draft) => {
  const code = input.cityCode;
  if (!code) return reply({ fieldErrors: { city: "Выберите город из списка" } }, 400);
  const location = await secondary(getLocation(api, code), null);
  if (!location || location.city.code !== code) return reply({ fieldErrors: { city: "Такой город не найден" } }, 400);
  return withCity(draft, { name: location.city.name, id: location.city.code });
};

/** A city chosen in checkout becomes the shopper's city: the header shows it, and checkout's city stays the header's. */
async function setCity(context: IntentContext): Promise<Response> {
  const draft = await calculateDraft(context, { change: chooseCity });
  if (draft instanceof Response) return draft;
  // A new city answers with its page (a redirect without JavaScript): a refused coupon or certificate goes as a toast.
  for (const message of Object.values(draft.refused ?? {})) context.toasts.add(makeToast("error", message));
  return stored(context, await chosenCityHeaders(draft.next.delivery.properties.cityId));
}

/** One of the shopper's saved addresses in the address fields; only one in the draft's city. */
const useSavedAddress: DraftChange = async ({ api, input, reply }, draft, user) => {
  const saved = user.id > 0 && input.savedAddressId ? await secondary(getAddresses(api), []) : [];
  const address = saved.find((entry) => String(entry.id) === input.savedAddressId);
  if (!address || address.cityCode !== draft.delivery.properties.cityId)
    return reply({ fieldErrors: { street: "Этот адрес в другом городе или удалён: введите адрес" } }, 400);
  return withAddress(draft, {
    street: address.street,
    streetId: "",
    building: address.building,
    buildingId: "",
    apartment: address.apartment,
  });
};

/** Each intent of the checkout form and what answers it; the coupon and certificate changes are the form's (applyForm). */
const INTENT_HANDLERS: Record<CheckoutIntent, IntentHandler> = {
  calculate: (context) => recalculate(context, { checkBonuses: true }),
  save: placeOrder,
  "apply-coupon": (context) => recalculate(context),
  "remove-coupon": (context) => recalculate(context),
  "apply-certificate": applyCertificate,
  "remove-certificate": (context) => recalculate(context),
  "search-city": searchCity,
  "set-city": setCity,
  "use-address": (context) => recalculate(context, { change: useSavedAddress }),
};

/**
 * The checkout form's action: every change recalculates (spec §4, §7); 'save' creates the order.
 * Without JavaScript it answers with a redirect back to /order/ (the input kept in its cookie) or with
 * field errors; with JavaScript (fetcher) it answers with data.
 */
export async function checkoutAction(args: ActionFunctionArgs, posted: PostedForm): Promise<Response> {
  const { api, toasts } = await upstreamWithToasts(args);
  // Enter in a field (no JavaScript): that field's own action, not the first button's.
  const form =
    posted.intent === ENTER_INTENT
      ? { ...posted, intent: impliedIntent(posted, readCheckoutInput(args.request)?.coupon ?? "") }
      : posted;
  // A refusal, or a step that does not store the draft (city search), echoes what was submitted; after a stored
  // calculation the draft is the truth (a changed city has, rightly, dropped the old shipment).
  const values = pickValues(form, ECHOED_FIELDS);
  const intent = CheckoutIntentSchema.safeParse(form.intent);
  const headers = new Headers();
  const reply = (data: CheckoutActionData, status = 200) =>
    dataWithToasts(
      {
        ...(intent.success && { intent: intent.data }),
        ...(status >= 400 || data.cityResults ? { values, ...data } : data),
      },
      toasts,
      { status, headers },
    );
  // An unknown intent fails here, like any malformed field; text longer than its input allows is told at its field.
  const parsed = CheckoutFormSchema.safeParse(form);
  if (!parsed.success) return reply({ fieldErrors: tooLongErrors(parsed.error) ?? { form: BROKEN_FORM_MESSAGE } }, 400);
  const context = { args, api, toasts, input: parsed.data, viaFetcher: isViaFetcher(form), values, reply, headers };
  return INTENT_HANDLERS[parsed.data.intent](context);
}
