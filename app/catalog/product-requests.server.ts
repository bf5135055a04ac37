import type { ActionFunctionArgs } from "@remix-run/node";
import { pickValues, upstreamErrorsOf } from "~/forms/reply";
import { readForm } from "~/forms/read-form.server";
import { isViaFetcher } from "~/forms/via-fetcher";
import { ensureToken } from "~/http/guest-token.server";
import { TOO_MANY_WRITES, writeTry } from "~/http/write-limits.server";
import { safeRedirect } from "~/http/safe-redirect";
import { setWishlisted } from "~/upstream-client/basket.server";
import { UpstreamError } from "~/upstream-client/upstream-error.server";
import { upstreamWithToasts } from "~/upstream-client/request-client.server";
import { preorder, subscribeToSize } from "~/upstream-client/product.server";
import { makeToast } from "~/toasts/toast";
import type { ToastList } from "~/toasts/toast-list.server";
import { ProductFormSchema } from "./product-form-schema";
import { REQUEST_FIELDS, wishlistChanged, type ProductActionData } from "./product-forms";
import { dataWithToasts, redirectWithToasts } from "~/upstream-client/respond.server";

/**
 * The product requests of cards and the product page: wishlist, back-in-stock subscription, preorder. Every route
 * that shows product cards re-exports this as its action (adding to the basket posts to `/basket/` instead).
 * Without JavaScript a wishlist change redirects back (PRG, toasts in the flash cookie); with JavaScript (fetchers)
 * it answers with data. Subscriptions, preorders and failures answer with data in both; a sender past its budget of
 * subscriptions or preorders (write-limits.server.ts) gets 429 with the message in the form.
 */
export async function action(args: ActionFunctionArgs) {
  const form = await readForm(args.request);
  const { api, toasts } = await upstreamWithToasts(args);
  const viaFetcher = isViaFetcher(form);
  const back = safeRedirect(form.redirectTo, new URL(args.request.url).pathname);
  const parsed = ProductFormSchema.safeParse(form);
  const values = pickValues(form, REQUEST_FIELDS);
  if (!parsed.success) {
    const fieldErrors: ProductActionData["fieldErrors"] = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "form");
      const key = ((REQUEST_FIELDS as readonly string[]).includes(field) ? field : "form") as keyof NonNullable<
        ProductActionData["fieldErrors"]
      >;
      fieldErrors[key] ??=
        key === "form" ? "Не удалось отправить форму. Обновите страницу и попробуйте ещё раз." : issue.message;
    }
    return answer(
      toasts,
      { intent: form.intent ?? "", productId: Number(form.productId) || undefined, ok: false, fieldErrors, values },
      400,
    );
  }
  const input = parsed.data;
  const headers = new Headers();

  try {
    if (input.intent === "wishlist") {
      await ensureToken(api, headers);
      await setWishlisted(api, input.productId, input.wishlisted);
      toasts.add(makeToast("success", wishlistChanged(input.wishlisted)));
      const data: ProductActionData = { intent: input.intent, productId: input.productId, ok: true };
      return viaFetcher ? answer(toasts, data, 200, headers) : redirectWithToasts(api, back, toasts, { headers });
    }

    const contacts = input.intent === "subscribe" ? [input.email] : [input.phone, input.email];
    if (!(await writeTry(args, input.intent, contacts)))
      return answer(
        toasts,
        { intent: input.intent, productId: input.productId, ok: false, fieldErrors: { form: TOO_MANY_WRITES }, values },
        429,
      );
    await ensureToken(api, headers);
    const accepted =
      input.intent === "subscribe"
        ? await subscribeToSize(api, input.productId, { offer: input.offer, email: input.email })
        : await preorder(api, input.productId, {
            offer: input.offer,
            name: input.name,
            phone: input.phone,
            email: input.email,
          });
    return answer(
      toasts,
      { intent: input.intent, productId: input.productId, ok: true, message: accepted.message },
      200,
      headers,
    );
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    const { fieldErrors: shown, formError } = upstreamErrorsOf(error.errors, REQUEST_FIELDS, error.message);
    const fieldErrors: ProductActionData["fieldErrors"] = formError ? { ...shown, form: formError } : shown;
    return answer(
      toasts,
      { intent: input.intent, productId: input.productId, ok: false, fieldErrors, values },
      error.status >= 500 ? 502 : error.status,
      headers,
    );
  }
}

function answer(toasts: ToastList, data: ProductActionData, status: number, headers?: Headers) {
  return dataWithToasts(data, toasts, { status, headers });
}
