import type { ActionFunctionArgs } from "@remix-run/node";
import { repeatOrder } from "~/account/orders/repeat-order.server";
import { notFound } from "~/http/not-found.server";

/** `POST /personal/orders/{id}/repeat/`: the order's goods into the basket again (the order and payment pages' button). */
export const action = (args: ActionFunctionArgs) => repeatOrder(args);

/** Nothing to show: a GET is a 404. */
export const loader = ({ request }: ActionFunctionArgs) => {
  throw notFound(new URL(request.url).pathname);
};
