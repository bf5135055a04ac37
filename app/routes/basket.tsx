import { redirect } from "@remix-run/node";
import { BASKET_PAGE } from "~/basket/basket-form";

/**
 * `/basket/`: the one home of the basket's mutations (a resource route, like Hydrogen's `/cart`). Product cards, the
 * product page, outfits and the basket on /order/ post here (`action="/basket/"`); see `basketAction` for the replies.
 * There is nothing to show: a GET goes to the basket page.
 */
export { basketAction as action } from "~/basket/basket-actions.server";

export const loader = () => redirect(BASKET_PAGE);
