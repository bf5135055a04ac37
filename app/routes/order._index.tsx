import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LoginForm } from "~/account/login-form";
import { hasOrderLines, isBasketEmpty } from "~/basket/basket-form";
import { BasketSection } from "~/basket/basket-section";
import { BasketUndoProvider, LoneBasketUndo } from "~/basket/basket-undo-row";
import { undoOnBasketPage } from "~/basket/basket-undo.server";
import { EmptyBasket } from "~/basket/empty-basket";
import type { RouteHandle } from "~/layouts/page-layout";
import { DEFAULT_CITY } from "~/domain/location";
import { readForm } from "~/forms/read-form.server";
import { shopperLocation } from "~/location/shopper-city.server";
import { checkoutAction } from "~/order/checkout/checkout-action.server";
import { asState } from "~/order/checkout/draft-calculation.server";
import { keepInput } from "~/checkout-cookie.server";
import { inputInCity } from "~/order/checkout/kept-input.server";
import { toOrderPayload } from "~/order/checkout/order-answer";
import { CheckoutView } from "~/order/checkout/checkout-view";
import { pageMeta } from "~/seo/meta";
import { getAddresses } from "~/upstream-client/account.server";
import { getBasket } from "~/upstream-client/basket.server";
import { mainData, secondary } from "~/upstream-client/failure-modes.server";
import { orGuest } from "~/upstream-client/session.server";
import { upstreamWithToasts } from "~/upstream-client/request-client.server";
import type { Basket } from "~/contract/basket";
import type { CheckoutInput } from "~/contract/order";
import type { Upstream } from "~/upstream-client/client.server";
import { calculateOrder } from "~/upstream-client/order.server";
import { GUEST } from "~/contract/user";
import { getUser } from "~/upstream-client/user.server";
import accountStyles from "~/styles/account.css";
import orderStyles from "~/styles/order.css";
import certificateStyles from "~/styles/certificate.css";
import { dataWithToasts } from "~/upstream-client/respond.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: accountStyles },
  { rel: "stylesheet", href: orderStyles },
  { rel: "stylesheet", href: certificateStyles },
];

export const handle: RouteHandle = { layout: "no-footer" };

export const meta: MetaFunction = ({ location, matches }) =>
  pageMeta({ title: "Корзина и оформление заказа", location, matches });

/** The checkout of the shopper's input, calculated now (spec §7); null when the upstream cannot calculate it. */
async function calculated(api: Upstream, input: CheckoutInput) {
  const outcome = await secondary(calculateOrder(api, toOrderPayload(input), { silent: true }), null);
  return outcome?.status === 200 ? secondary(asState(api, input, outcome.data), null) : null;
}

/**
 * `/order`: the basket and the checkout. Checkout's delivery city is the shopper's city (the header's): an input of
 * another city, or none yet, starts there (spec §4 'order init'), so the city's delivery methods show at once. The
 * storefront keeps the input (a cookie) and has it calculated on every view: the basket may have changed since.
 */
export async function loader(args: LoaderFunctionArgs) {
  const { api, toasts } = await upstreamWithToasts(args);
  if (!api.token) return dataWithToasts({ user: GUEST, basket: null, state: null, addresses: [], undo: null }, toasts);
  // «Вернуть» after a removal posted without JavaScript.
  const { undo, headers } = await undoOnBasketPage(args.request, api);
  const [user, basket, location] = await Promise.all([
    secondary(getUser(api), GUEST),
    mainData(orGuest<Basket | null>(api, getBasket(api), null)),
    secondary(shopperLocation(api, args.request), null),
  ]);
  if (!basket)
    return dataWithToasts({ user: GUEST, basket: null, state: null, addresses: [], undo }, toasts, { headers });
  const answer = new Headers(headers);
  // Spec §4: with the last product gone the order state starts over.
  if (isBasketEmpty(basket)) {
    for (const cookie of keepInput(args.request, null, args.context).getSetCookie())
      answer.append("Set-Cookie", cookie);
    return dataWithToasts({ user, basket, state: null, addresses: [], undo }, toasts, { headers: answer });
  }
  const input = await inputInCity(api, args, user, location?.city ?? DEFAULT_CITY);
  const state = await calculated(api, input);
  if (state)
    for (const cookie of keepInput(args.request, state.input, args.context).getSetCookie())
      answer.append("Set-Cookie", cookie);
  // The saved delivery addresses, offered in the courier address (secondary: without them the address is typed).
  const addresses = user.id > 0 ? await secondary(getAddresses(api), []) : [];
  // The basket as the order's city has it: an input that just moved city caps its lines anew.
  return dataWithToasts({ user, basket: state?.basket ?? basket, state, addresses, undo }, toasts, { headers: answer });
}

/** The checkout form's action; the basket's own forms post to `/basket/`. */
export async function action(args: ActionFunctionArgs) {
  return checkoutAction(args, await readForm(args.request));
}

/** The «Вернуть» row of a removed line outlives the basket emptying and filling again: its provider always stays. */
export default function OrderPage() {
  const { undo } = useLoaderData<typeof loader>();
  return (
    <BasketUndoProvider initial={undo}>
      <OrderContent />
    </BasketUndoProvider>
  );
}

function OrderContent() {
  const { user, basket, state, addresses } = useLoaderData<typeof loader>();
  const authorised = user.id > 0;
  if (!basket || isBasketEmpty(basket)) {
    return (
      <div className="order-page">
        <h1>Корзина</h1>
        <LoneBasketUndo />
        <EmptyBasket />
      </div>
    );
  }
  return (
    <div className="order-page">
      <h1 className="visually-hidden">Корзина и оформление заказа</h1>
      <BasketSection basket={basket} />
      {hasOrderLines(basket) && (
        <>
          <h2 className="order-page__checkout-title">Оформление заказа</h2>
          {!authorised && (
            <section className="checkout__section checkout__login" aria-labelledby="login-title">
              <h2 id="login-title" className="checkout__title">
                Вход
              </h2>
              <p>Войдите по номеру телефона — корзина сохранится.</p>
              <LoginForm redirectTo="/order/" />
            </section>
          )}
          {state ? (
            <CheckoutView state={state} authorised={authorised} addresses={addresses} />
          ) : (
            <p role="alert">Не удалось рассчитать заказ. Обновите страницу.</p>
          )}
        </>
      )}
    </div>
  );
}
