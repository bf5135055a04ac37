import { shipmentKind, type ShipmentKind } from "~/contract/ids";
import { needsDelivery } from "~/domain/checkout";
import type { Address } from "~/contract/account";
import type { OrderState } from "~/contract/order";
import { Choice } from "~/forms/field";
import type { CheckoutActionData } from "./action-data";
import { AddressFields } from "./address-fields";
import type { SubmitIntent } from "./checkout-form";
import { PlaceChoice } from "./place-choice";

/** The shopper's choices on the page: a refused submission's, else the draft's. */
export type ChosenDelivery = { intervalId: string; pickupPointId: string; storeId: string };

type Props = {
  kind: ShipmentKind;
  state: OrderState;
  errors: CheckoutActionData["fieldErrors"];
  values: CheckoutActionData["values"];
  hydrated: boolean;
  addresses: Address[];
  submit: SubmitIntent;
  chosen: ChosenDelivery;
  /** Remounts the intervals after a calculation, so that they show its choices. */
  optionsKey: string;
};

/**
 * The places' radios are remounted only with a new list (another city, other shops): a point or shop chosen while the
 * method's calculation is under way stays, and useSettledChoices shows the calculation's choice once all is answered.
 */
const placesKey = (places: { id: string }[]) => places.map((place) => place.id).join(",");

/**
 * What a kind of delivery asks for, rendered under its choice whichever is chosen (the CSS shows the chosen one's,
 * script or not): the courier's address, the pickup points, the shops. The intervals (or days) are the calculated
 * shipment's own: other kinds say they come with the calculation.
 */
export function DeliveryDetails(props: Props) {
  const { kind, state, errors, chosen } = props;
  if (kind === "store")
    return (
      <PlaceChoice
        legend="Магазин"
        id="store"
        name="storeId"
        error={errors?.storeId}
        places={state.stores}
        chosen={chosen.storeId}
        optionsKey={placesKey(state.stores)}
        empty="В магазинах города нет всех товаров корзины. Выберите другой способ доставки."
      />
    );
  return (
    <>
      {kind === "courier" ? (
        <AddressFields {...props} />
      ) : (
        <PlaceChoice
          legend="Пункт выдачи"
          id="pickup-point"
          name="pickupPointId"
          error={errors?.pickupPointId}
          places={state.pickupPoints}
          chosen={chosen.pickupPointId}
          optionsKey={placesKey(state.pickupPoints)}
        />
      )}
      <Intervals {...props} />
    </>
  );
}

/** Whether the page lists intervals or days to choose: those of the calculated shipment, when it has them. */
export const hasIntervals = (state: OrderState) =>
  needsDelivery(state.basket) &&
  state.deliverySystems.some((system) => system.id === state.input.delivery.shipmentId) &&
  INTERVAL_KINDS.includes(shipmentKind(state.input.delivery.shipmentId));

const INTERVAL_KINDS: (ShipmentKind | null)[] = ["courier", "pickupPoint"];

/** The calculated shipment's intervals (courier) or days (pickup point). */
function Intervals({ kind, state, errors, hydrated, chosen, optionsKey }: Props) {
  const legend = kind === "courier" ? "Интервал доставки" : "День получения";
  if (shipmentKind(state.input.delivery.shipmentId) !== kind)
    return (
      <p className="checkout__hint">
        {legend} — после пересчёта заказа.{!hydrated && " Нажмите «Пересчитать» ниже."}
      </p>
    );
  return (
    <>
      {!hydrated && <p className="checkout__stale">{legend} — после пересчёта заказа. Нажмите «Пересчитать» ниже.</p>}
      <div className="delivery-times">
        <Choice legend={legend} error={errors?.intervalId} id="interval">
          {state.deliveryServiceTimes.length === 0 && <p>Интервалы появятся, когда адрес будет заполнен.</p>}
          {state.deliveryServiceTimes.map((t) => (
            <label key={`${optionsKey}-${t.value}`} className="option option--inline">
              <input
                type="radio"
                name="intervalId"
                value={t.value}
                defaultChecked={t.value === chosen.intervalId}
                data-autosubmit
              />
              <span>{t.text}</span>
            </label>
          ))}
        </Choice>
      </div>
    </>
  );
}
