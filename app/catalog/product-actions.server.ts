import type { ActionFunctionArgs } from "@remix-run/node";
import { readCity } from "~/cookies.server";
import { ensureToken } from "~/http/guest-token.server";
import { firstSubmission } from "~/http/once.server";
import { safeRedirect } from "~/http/safe-redirect";
import { addToBasket, setWishlisted } from "~/upstream/basket.server";
import { preorder, subscribeToSize } from "~/upstream/product.server";
import { UpstreamError, upstreamFor, type Upstream } from "~/upstream/client.server";
import { isViaFetcher } from "~/forms/via-fetcher";
import { ProductFormSchema, type ProductActionData } from "./product-forms";

const DEFAULT_CITY = "moscow";

/**
 * The product forms of cards and the product page: add to basket, wishlist, back-in-stock subscription, preorder.
 * Every route that shows product cards re-exports this as its action. Without JavaScript a success redirects back
 * (PRG, toasts in the flash cookie); with JavaScript (fetchers) it answers with data. Failures answer with data in both.
 */
export async function action(args: ActionFunctionArgs) {
  const form = await args.request.formData();
  const api = await upstreamFor(args);
  const viaFetcher = isViaFetcher(form);
  const back = safeRedirect(form.get("redirectTo"), new URL(args.request.url).pathname);
  const parsed = ProductFormSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    const fieldErrors: ProductActionData["fieldErrors"] = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "form");
      const key = (["offer", "email", "name", "phone"].includes(field) ? field : "form") as keyof NonNullable<ProductActionData["fieldErrors"]>;
      fieldErrors[key] ??= key === "form" ? "Не удалось отправить форму. Обновите страницу и попробуйте ещё раз." : issue.message;
    }
    return answer(api, { intent: String(form.get("intent") ?? ""), productId: Number(form.get("productId")) || undefined, ok: false, fieldErrors }, 400);
  }
  const input = parsed.data;
  const headers = new Headers();

  try {
    if (input.intent === "basket-add") {
      if (!input.offer) return answer(api, { intent: input.intent, productId: input.productId, ok: false, fieldErrors: { offer: "Выберите размер" } }, 400);
      await ensureToken(api, headers);
      const once = firstSubmission(`${api.token}|${input.nonce ?? ""}|${input.productId}|${input.offer}`);
      if (once) {
        const outcome = await addToBasket(api, input.productId, { offer: input.offer, city: (await readCity(args.request)) ?? DEFAULT_CITY });
        if (outcome.status !== 200) return answer(api, { intent: input.intent, productId: input.productId, ok: false }, 409, headers);
      }
      const data: ProductActionData = { intent: input.intent, productId: input.productId, ok: true, added: { productId: input.productId, offerId: input.offer } };
      return viaFetcher ? answer(api, data, 200, headers) : api.redirect(back, { headers });
    }

    if (input.intent === "wishlist") {
      await ensureToken(api, headers);
      await setWishlisted(api, input.productId, input.wishlisted);
      const data: ProductActionData = { intent: input.intent, productId: input.productId, ok: true };
      return viaFetcher ? answer(api, data, 200, headers) : api.redirect(back, { headers });
    }

    await ensureToken(api, headers);
    const accepted =
      input.intent === "subscribe"
        ? await subscribeToSize(api, input.productId, { offer: input.offer, email: input.email })
        : await preorder(api, input.productId, { offer: input.offer, name: input.name, phone: input.phone, email: input.email });
    return answer(api, { intent: input.intent, productId: input.productId, ok: true, message: accepted.message }, 200, headers);
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    const fieldErrors = Object.fromEntries(error.errors.filter((e) => e.field).map((e) => [e.field, e.message]));
    return answer(api, { intent: input.intent, productId: input.productId, ok: false, fieldErrors }, error.status >= 500 ? 502 : error.status, headers);
  }
}

function answer(api: Upstream, data: ProductActionData, status: number, headers?: Headers) {
  return api.json(data, { status, headers });
}
