import { useActionData, useFetcher, useNavigate, useRevalidator } from "@remix-run/react";
import { Link } from "~/components/link";
import { useEffect } from "react";
import { CODE_MASK, formatPhone } from "~/domain/masks";
import { FormError } from "~/forms/field";
import { MaskedField, PhoneField } from "~/forms/masked-field";
import { ViaFetcherField } from "~/forms/via-fetcher";
import type { LoginActionData } from "./login-schema";
import { isSending } from "~/forms/submit-button";

/**
 * Login by phone and six-digit code. The `/login` page and the `authorization` modal share it and the
 * `/login` action; without JavaScript each step is a full form post, with it a fetcher.
 */
export function LoginForm({
  redirectTo,
  inModal = false,
  onDone,
}: {
  redirectTo: string;
  inModal?: boolean;
  onDone?: () => void;
}) {
  const fetcher = useFetcher<LoginActionData>({ key: inModal ? "login-modal" : "login-page" });
  const actionData = useActionData<LoginActionData>();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const state = fetcher.data ?? (inModal ? undefined : actionData);
  const step = state?.step ?? "phone";
  const errors = state?.fieldErrors ?? {};
  const busy = isSending(fetcher);
  const idPrefix = inModal ? "login-modal" : "login";

  useEffect(() => {
    if (!fetcher.data?.ok) return;
    onDone?.();
    // Spec §4: a login state change refreshes basket, notices and wishlist (the root loader).
    if (inModal) revalidator.revalidate();
    else navigate(fetcher.data.redirectTo ?? "/personal/");
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.data]);

  const target = state?.redirectTo ?? redirectTo;
  // The target stays in the URL too: after a no-JavaScript post the page (and its bounce) still knows it.
  const action = `/login/?redirectTo=${encodeURIComponent(target)}`;
  const hidden = (
    <>
      <input type="hidden" name="redirectTo" value={target} />
      <ViaFetcherField />
    </>
  );

  if (step === "code" && state?.phone) {
    return (
      <div className="login">
        <fetcher.Form method="post" action={action} className="form" noValidate>
          {hidden}
          <input type="hidden" name="phone" value={state.phone} />
          <p>
            Мы отправили код на номер <strong>{formatPhone(state.phone)}</strong>.
          </p>
          {state.notice && (
            <p role="status" className="login__notice">
              {state.notice}
            </p>
          )}
          <MaskedField
            id={`${idPrefix}-code`}
            name="code"
            label="Код из SMS"
            mask={CODE_MASK}
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder="______"
            defaultValue={state.values?.code}
            error={errors.code}
            // The field appears only after the shopper asked for a code, so the caret goes where the next key belongs.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
          />
          <button type="submit" name="intent" value="login" className="button" disabled={busy}>
            Войти
          </button>
        </fetcher.Form>
        <fetcher.Form method="post" action={action} className="login__again">
          {hidden}
          <input type="hidden" name="phone" value={state.phone} />
          <button type="submit" name="intent" value="code" className="button button--ghost" disabled={busy}>
            Получить код ещё раз
          </button>
        </fetcher.Form>
        {!inModal && (
          <Link to={`/login/?redirectTo=${encodeURIComponent(target)}`} className="text-link">
            Изменить номер
          </Link>
        )}
      </div>
    );
  }

  return (
    <fetcher.Form method="post" action={action} className="form login" noValidate>
      {hidden}
      <FormError error={state?.formError} />
      <PhoneField
        id={`${idPrefix}-phone`}
        name="phone"
        label="Номер телефона"
        defaultValue={state?.phone}
        error={errors.phone}
      />
      <button type="submit" name="intent" value="code" className="button" disabled={busy}>
        Получить код
      </button>
    </fetcher.Form>
  );
}
