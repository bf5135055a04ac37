/**
 * «Пересчитать» without JavaScript: a delivery method's fields show as soon as it is chosen (CSS), but its price,
 * intervals and payment methods are the upstream's answer. The note shows (CSS, `.checkout--static`) while the choice
 * on the page is not the one calculated.
 */
export function RecalculateButton() {
  return (
    <div className="checkout__recalc">
      <p className="checkout__stale" id="checkout-stale">
        Нажмите «Пересчитать»: цена доставки, интервалы и итог обновятся для выбранного способа.
      </p>
      <button type="submit" name="intent" value="calculate" className="button button--ghost">
        Пересчитать
      </button>
    </div>
  );
}
