import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { z } from "zod";
import { upstreamFor } from "~/upstream-client/request-client.server";
import { suggestAddress } from "~/upstream-client/order.server";
import accountStyles from "~/styles/account.css";
import orderStyles from "~/styles/order.css";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: accountStyles },
  { rel: "stylesheet", href: orderStyles },
];

const Query = z.union([
  z.object({ type: z.literal("street"), name: z.string().trim().min(1).max(100), cityId: z.string().min(1).max(64) }),
  // An empty name lists the chosen street's house numbers.
  z.object({
    type: z.literal("building"),
    name: z.string().trim().max(20).default(""),
    streetId: z.string().regex(/^\d{1,9}$/),
  }),
]);

/** Street and building suggestions (`GET /address`) for the checkout's address fields (JavaScript only). */
export async function loader(args: LoaderFunctionArgs) {
  const query = Query.safeParse(Object.fromEntries(new URL(args.request.url).searchParams));
  if (!query.success) return json({ items: [] });
  const api = await upstreamFor(args);
  return json(
    { items: await suggestAddress(api, query.data).catch(() => []) },
    { headers: { "Cache-Control": "public, max-age=300" } },
  );
}

/** Suggestions do not change with the checkout's draft: a checkout submission does not ask for them again. */
export const shouldRevalidate = () => false;
