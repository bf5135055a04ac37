import { useFetcher } from "@remix-run/react";
import type { ReactNode } from "react";
import { ViaFetcherField } from "~/forms/via-fetcher";
import type { BasketLine } from "~/contract/basket";
import { BASKET_INTENT, BASKET_PAGE, BASKET_ROUTE, type BasketActionData, type BasketIntent } from "./basket-form";
import { useReportUndo } from "./basket-undo-row";

/** The id of an active line's remove or delay form, for buttons elsewhere on /order/ (the checkout's blocked lines). */
export const basketLineFormId = (lineId: number, intent: typeof BASKET_INTENT.remove | typeof BASKET_INTENT.delay) =>
  `${intent}-line-${lineId}`;

/** One button acting on one line; its accessible name starts with the visible label and names the product. */
export function LineButton({
  line,
  intent,
  fields = {},
  disabled,
  label,
  formId,
}: {
  line: BasketLine;
  intent: BasketIntent;
  fields?: Record<string, string>;
  disabled: boolean;
  label: string;
  formId?: string;
}) {
  const fetcher = useFetcher<BasketActionData>();
  useReportUndo(fetcher.data);
  return (
    <LineForm fetcher={fetcher} line={line} intent={intent} fields={fields} id={formId}>
      <button
        type="submit"
        className="link-button basket-line__action"
        aria-label={`${label}: ${line.name}, размер ${line.size}`}
        disabled={disabled}
      >
        {label}
      </button>
    </LineForm>
  );
}

export function LineForm({
  fetcher,
  line,
  intent,
  fields = {},
  className,
  id,
  children,
}: {
  fetcher: ReturnType<typeof useFetcher>;
  line: BasketLine;
  intent: BasketIntent;
  fields?: Record<string, string>;
  className?: string;
  id?: string;
  children: ReactNode;
}) {
  return (
    <fetcher.Form
      method="post"
      action={BASKET_ROUTE}
      className={className ?? "basket-line__form"}
      id={id}
      preventScrollReset
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="lineId" value={line.id} />
      <input type="hidden" name="redirectTo" value={BASKET_PAGE} />
      <ViaFetcherField />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </fetcher.Form>
  );
}
