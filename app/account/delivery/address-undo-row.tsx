import { useEffect } from "react";
import { UndoRow } from "~/forms/undo-row";
import { useRootData } from "~/hooks/use-root-data";
import { targetedMessages } from "~/toasts/toast";
import { DELIVERY_PATH } from "./address-item";
import { ADDRESS_UNDO_TARGET, type AddressUndo } from "./address-undo";

/** The list's title takes focus once the row it held is gone (the address is back). */
export const DELIVERY_TITLE_ID = "delivery-title";

const focusTitle = () => document.getElementById(DELIVERY_TITLE_ID)?.focus();

/**
 * `Адрес «Москва, ул. Ленина, д. 5» удалён` and «Вернуть», where the address was. It comes from the list's loader
 * (the deletion's cookie, with JavaScript or without), so it goes with the next change of the list.
 */
export function AddressUndoRow({ undo, as }: { undo: AddressUndo; as?: "li" | "div" }) {
  const redirected = targetedMessages(useRootData(), ADDRESS_UNDO_TARGET).form;
  // With JavaScript the list's reload after «Вернуть» can take the row away before its answer settles.
  useEffect(
    () => () => {
      if (document.activeElement === document.body) focusTitle();
    },
    [],
  );
  return (
    <UndoRow
      as={as}
      text={`Адрес «${undo.label}» удалён`}
      name={`адрес ${undo.label}`}
      action={DELIVERY_PATH}
      fields={{ intent: "restore", undo: undo.seal }}
      error={redirected}
      onRestored={focusTitle}
    />
  );
}
