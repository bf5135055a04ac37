import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LoginForm } from "~/account/login-form";
import { LoginReason } from "~/account/login-reason";
import { LOGIN_FIELDS, LoginFormSchema, type LoginActionData } from "~/account/login-schema";
import { tokenCookie } from "~/cookies.server";
import { fieldErrorsOf, pickValues } from "~/forms/reply";
import { readForm } from "~/forms/read-form.server";
import { upstreamConfirmation, withoutFormErrors } from "~/forms/reply.server";
import type { Toast } from "~/toasts/toast";
import type { ToastList } from "~/toasts/toast-list.server";
import { isViaFetcher } from "~/forms/via-fetcher";
import { clientTry, CODE_REQUESTS, LOGIN_TRIES } from "~/http/client-limit.server";
import { privateRedirect } from "~/http/cache.server";
import { safeRedirect } from "~/http/safe-redirect";
import type { RouteHandle } from "~/layouts/page-layout";
import { pageMeta } from "~/seo/meta";
import { login, requestCode } from "~/upstream-client/auth.server";
import { secondary } from "~/upstream-client/failure-modes.server";
import { upstreamWithToasts } from "~/upstream-client/request-client.server";
import { UpstreamError } from "~/upstream-client/upstream-error.server";
import { GUEST } from "~/contract/user";
import { getUser } from "~/upstream-client/user.server";
import { dataWithToasts } from "~/upstream-client/respond.server";
import type { Toasts } from "~/toasts/toast-list.server";

export const handle: RouteHandle = { layout: "default" };

export const meta: MetaFunction = ({ location, matches }) => pageMeta({ title: "Вход", location, matches });

/** Spec §6: /login bounces an authorised user to /personal/. */
export async function loader(args: LoaderFunctionArgs) {
  const { api, toasts } = await upstreamWithToasts(args);
  const user = api.token ? await secondary(getUser(api), GUEST) : GUEST;
  const redirectTo = safeRedirect(new URL(args.request.url).searchParams.get("redirectTo"), "/personal/");
  // Spec §6: an authorised user is bounced to the account (or to where a guard sent them from).
  if (user.id > 0) throw privateRedirect(redirectTo);
  return dataWithToasts({ redirectTo }, toasts);
}

export async function action(args: ActionFunctionArgs) {
  const form = await readForm(args.request);
  const { api, toasts } = await upstreamWithToasts(args);
  const viaFetcher = isViaFetcher(form);
  const redirectTo = safeRedirect(form.redirectTo, "/personal/");
  const parsed = LoginFormSchema.safeParse(form);
  // The target rides along every step, so a full-page (no JavaScript) login still returns where it started.
  const reply = (data: LoginActionData, status = 200, init: ResponseInit = {}, shown: Toasts = toasts) =>
    dataWithToasts({ redirectTo, ...data }, shown, { ...init, status });

  if (!parsed.success) {
    const errors = fieldErrorsOf(parsed.error, LOGIN_FIELDS);
    const step = form.intent === "login" && !errors.fieldErrors.phone ? "code" : "phone";
    return reply({ step, phone: form.phone ?? "", ...errors, values: pickValues(form, LOGIN_FIELDS) }, 400);
  }
  const input = parsed.data;

  if (input.intent === "code") {
    // Limits stop sending more codes; a code sent a moment ago still works, so the shopper goes on to enter it.
    const asked = await clientTry(args, CODE_REQUESTS);
    if (!asked.allowed) {
      return reply(
        {
          step: "code",
          phone: input.phone,
          notice: `Слишком много запросов кода. Новый код можно запросить через ${asked.minutes} мин.`,
        },
        429,
      );
    }
    try {
      await requestCode(api, input.phone);
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      // The refusal stands in the form (notice or field) only, not again in a toast.
      const shown = withoutFormErrors(toasts, [error.message]);
      if (error.status === 429)
        return reply({ step: "code", phone: input.phone, notice: error.message }, 200, {}, shown);
      return reply(
        { step: "phone", phone: input.phone, fieldErrors: { phone: error.message } },
        error.status >= 500 ? 502 : 400,
        {},
        shown,
      );
    }
    const { notice, shown } = infoAsNotice(toasts);
    return reply({ step: "code", phone: input.phone, notice }, 200, {}, shown);
  }

  const values = pickValues(form, LOGIN_FIELDS);
  // Per client as well: the upstream voids a phone's code after 5 wrong tries, this limits one client trying many phones.
  const tried = await clientTry(args, LOGIN_TRIES);
  if (!tried.allowed)
    return reply(
      {
        step: "code",
        phone: input.phone,
        fieldErrors: { code: `Слишком много попыток входа. Повторите через ${tried.minutes} мин.` },
        values,
      },
      429,
    );

  let token: string;
  try {
    token = await login(api, input.phone, input.code);
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    // The refusal («Неверный код») stands next to the code field only, not again in a toast that outlives the form.
    return reply(
      { step: "code", phone: input.phone, fieldErrors: { code: error.message }, values },
      error.status >= 500 ? 502 : 400,
      {},
      withoutFormErrors(toasts, [error.message]),
    );
  }
  const headers = new Headers({ "Set-Cookie": await tokenCookie.serialize(token) });
  if (viaFetcher) return reply({ step: "code", ok: true, redirectTo }, 200, { headers });
  return redirect(redirectTo, { status: 303, headers });
}

/**
 * The upstream's word on a sent code (the demo backend's «введите код 123456») belongs to the code step: shown in the
 * form, it goes away with the form once the shopper is in, instead of outliving the login as a toast.
 */
function infoAsNotice(toasts: ToastList): { notice: string | undefined; shown: Toast[] } {
  return { notice: upstreamConfirmation(toasts), shown: toasts.all.filter((toast) => toast.type !== "info") };
}

export default function LoginPage() {
  const { redirectTo } = useLoaderData<typeof loader>();
  return (
    <div className="login-page">
      <h1>Вход в личный кабинет</h1>
      <LoginReason redirectTo={redirectTo} />
      <LoginForm redirectTo={redirectTo} />
    </div>
  );
}
