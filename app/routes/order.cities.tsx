import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { z } from "zod";
import { CITY_SEARCH_MIN_CHARS } from "~/domain/timing";
import { upstreamFor } from "~/upstream/client.server";
import { searchCities } from "~/upstream/order.server";

const Query = z.string().trim().min(CITY_SEARCH_MIN_CHARS).max(100);

/** City suggestions for the checkout's city search (JavaScript); the same list the no-JS search step shows. */
export async function loader(args: LoaderFunctionArgs) {
  const q = Query.safeParse(new URL(args.request.url).searchParams.get("q") ?? "");
  if (!q.success) return json({ items: [] });
  const api = await upstreamFor(args);
  return json({ items: await searchCities(api, q.data).catch(() => []) }, { headers: { "Cache-Control": "public, max-age=300" } });
}

/** Cities do not change with the checkout's draft: a checkout submission does not ask for them again. */
export const shouldRevalidate = () => false;
