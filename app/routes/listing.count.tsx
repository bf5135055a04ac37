import type { LoaderFunctionArgs } from "@remix-run/node";
import { listingCount } from "~/catalog/listing/listing-count.server";

/** `GET /listing/count/`: the filter form's «Показать N товаров» (JSON; see listingCount). */
export const loader = (args: LoaderFunctionArgs) => listingCount(args);
