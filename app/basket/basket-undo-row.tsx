import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { UndoRow } from "~/forms/undo-row";
import { useRootData } from "~/hooks/use-root-data";
import { targetedMessages } from "~/toasts/toast";
import { BASKET_INTENT, BASKET_PAGE, BASKET_ROUTE, type BasketActionData, type BasketUndo } from "./basket-form";
import { BASKET_UNDO_TARGET } from "./basket-undo";

type UndoState = { undo: BasketUndo | null; setUndo: (undo: BasketUndo | null) => void };

const BasketUndoContext = createContext<UndoState>({ undo: null, setUndo: () => undefined });

/**
 * The «Вернуть» row of the last removed line, kept for as long as /order/ is open (the basket may empty and fill again
 * under it): `initial` is the loader's (a removal posted without JavaScript), a removal's fetcher answer replaces it.
 */
export function BasketUndoProvider({ initial, children }: { initial: BasketUndo | null; children: ReactNode }) {
  const [undo, setUndo] = useState(initial);
  useEffect(() => {
    if (initial) setUndo(initial);
  }, [initial]);
  const value = useMemo(() => ({ undo, setUndo }), [undo]);
  return <BasketUndoContext.Provider value={value}>{children}</BasketUndoContext.Provider>;
}

export const useBasketUndo = () => useContext(BasketUndoContext).undo;

/** Hands a removal's «Вернуть» (its fetcher's answer) to the basket. */
export function useReportUndo(data: BasketActionData | undefined) {
  const { setUndo } = useContext(BasketUndoContext);
  useEffect(() => {
    if (data?.undo) setUndo(data.undo);
  }, [data, setUndo]);
}

/** `Блузка, размер 44 — удалён из корзины` and «Вернуть», in the removed line's place. */
export function BasketUndoRow({ undo, as }: { undo: BasketUndo; as?: "li" | "div" }) {
  const { setUndo } = useContext(BasketUndoContext);
  const redirected = targetedMessages(useRootData(), BASKET_UNDO_TARGET).form;
  return (
    <UndoRow
      as={as}
      text={`${undo.label} — удалён из корзины`}
      name={undo.label}
      action={BASKET_ROUTE}
      fields={{ intent: BASKET_INTENT.restore, undo: undo.seal, redirectTo: BASKET_PAGE }}
      error={undo.error ?? redirected}
      onRestored={() => {
        setUndo(null);
        document.getElementById("basket-title")?.focus();
      }}
      onRefused={(error) => setUndo({ ...undo, error })}
    />
  );
}

/** The row alone, when the removal emptied the basket. */
export function LoneBasketUndo() {
  const undo = useBasketUndo();
  return undo ? <BasketUndoRow undo={undo} as="div" /> : null;
}
