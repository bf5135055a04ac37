import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { viewBeacon } from "~/catalog/recently-viewed.server";
import { PRIVATE } from "~/http/cache.server";

const ProductId = z
  .string()
  .regex(/^\d{1,12}$/)
  .transform(Number)
  .pipe(z.number().int().positive());

/** `GET /viewed/{productId}/`: the product page's view beacon without JavaScript (a private 1×1 image). */
export function loader({ request, params }: LoaderFunctionArgs) {
  const id = ProductId.safeParse(params.id);
  if (!id.success) return new Response(null, { status: 404, headers: { "Cache-Control": PRIVATE } });
  return viewBeacon(request, id.data);
}
