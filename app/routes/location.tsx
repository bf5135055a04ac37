import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { z } from "zod";
import { cityConfirmedCookie, cityCookie } from "~/cookies.server";
import { safeRedirect } from "~/http/safe-redirect";
import { makeToast } from "~/toasts/toast";
import { upstreamFor } from "~/upstream/client.server";
import { getLocation } from "~/upstream/location.server";

const CityCode = z.string().regex(/^[a-z0-9_-]{2,64}$/);
const LocationForm = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("set"), city: CityCode }),
  z.object({ intent: z.literal("confirm"), city: CityCode }),
  z.object({ intent: z.literal("reset") }),
]);

/** GET has nothing to show here. */
export const loader = () => redirect("/", 302);

/** Sets, confirms (7 days, spec §4) or resets the shopper's city, then goes back where the form was. */
export async function action(args: ActionFunctionArgs) {
  const form = await args.request.formData();
  const back = safeRedirect(form.get("redirectTo"));
  const api = await upstreamFor(args);
  const parsed = LocationForm.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    api.toasts.push(makeToast("error", "Не удалось изменить город: неверные данные формы."));
    return api.redirect(back);
  }
  const headers = new Headers();
  if (parsed.data.intent === "reset") {
    headers.append("Set-Cookie", await cityCookie.serialize("", { maxAge: 0 }));
    headers.append("Set-Cookie", await cityConfirmedCookie.serialize("", { maxAge: 0 }));
    return api.redirect(back, { headers });
  }
  const location = await getLocation(api, parsed.data.city).catch(() => null);
  if (!location || location.city.code !== parsed.data.city) {
    api.toasts.push(makeToast("error", "Такой город не найден. Выберите город из списка."));
    return api.redirect(back);
  }
  headers.append("Set-Cookie", await cityCookie.serialize(location.city.code));
  headers.append("Set-Cookie", await cityConfirmedCookie.serialize(true));
  if (parsed.data.intent === "set") api.toasts.push(makeToast("success", `Ваш город: ${location.city.name}`));
  return api.redirect(back, { headers });
}
