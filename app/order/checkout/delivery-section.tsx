import { useRef } from "react";
import { shipmentKind, type ShipmentKind } from "~/contract/ids";
import { needsDelivery } from "~/domain/checkout";
import type { Address } from "~/contract/account";
import type { OrderState } from "~/contract/order";
import type { CheckoutActionData } from "./action-data";
import type { SubmitIntent } from "./checkout-form";
import { Choice } from "~/forms/field";
import { BlockedLines } from "./blocked-lines";
import { CitySearch } from "./city-search";
import { DeliveryDetails } from "./delivery-details";
import { RecalculateButton } from "./recalculate-button";
import { useSettledChoices } from "./use-settled-choices";

type Props = {
  state: OrderState;
  errors: CheckoutActionData["fieldErrors"];
  /** What a refused submission sent, shown again instead of the draft's. */
  values: CheckoutActionData["values"];
  actionData?: CheckoutActionData;
  hydrated: boolean;
  /** The shopper's saved delivery addresses (empty for guests). */
  addresses: Address[];
  submit: SubmitIntent;
  /** Whether a submission waits behind the one under way (useCheckoutSubmit). */
  waiting: () => boolean;
};

type System = OrderState["deliverySystems"][number];

/** An order of digital gift certificates only: nothing to deliver, the certificates go by e-mail. */
function NoDelivery({ count }: { count: number }) {
  return (
    <section className="checkout__section" aria-labelledby="delivery-title">
      <h2 id="delivery-title" className="checkout__title">
        Доставка
      </h2>
      <p className="checkout__note">
        {count > 1
          ? "Электронные сертификаты придут на e-mail получателей"
          : "Электронный сертификат придёт на e-mail получателя"}{" "}
        сразу после оплаты заказа — доставка не нужна.
      </p>
    </section>
  );
}

/** The offered systems by kind of delivery, in the upstream's order: a kind's fields go under its last method. */
function byKind(systems: System[]): { kind: ShipmentKind | null; systems: System[] }[] {
  const groups: { kind: ShipmentKind | null; systems: System[] }[] = [];
  for (const system of systems) {
    const kind = shipmentKind(system.id);
    const group = groups.find((entry) => entry.kind === kind);
    if (group) group.systems.push(system);
    else groups.push({ kind, systems: [system] });
  }
  return groups;
}

/**
 * The delivery methods, each kind's fields under its choice (GOV.UK's conditional reveal): the CSS shows the chosen
 * one's, so without JavaScript an address can be typed right after choosing the courier. Every kind's fields are
 * rendered once, with names of their own (points and shops; the address), and the action takes only the chosen
 * kind's place (applyForm). Intervals are the calculated shipment's (see DeliveryDetails); «Пересчитать» sits right
 * under the choice. With JavaScript a choice recalculates at once.
 */
export function DeliverySection(props: Props) {
  const { state, errors, values, hydrated, waiting } = props;
  const { delivery } = state.input;
  // A refused submission's choices, else the draft's.
  const chosen = {
    shipmentId: values?.shipmentId ? Number(values.shipmentId) : delivery.shipmentId,
    serviceLevelTypeCode: values?.serviceLevelTypeCode || delivery.serviceLevelTypeCode,
    intervalId: values?.intervalId ?? delivery.properties.intervalId,
    pickupPointId: values?.pickupPointId ?? delivery.properties.pickupPointId,
    storeId: values?.storeId ?? delivery.properties.storeId,
  };
  const section = useRef<HTMLElement>(null);
  useSettledChoices(section, { pickupPointId: chosen.pickupPointId, storeId: chosen.storeId }, waiting, state);
  if (!needsDelivery(state.basket)) return <NoDelivery count={state.basket.certificates.length} />;
  const optionsKey = `${delivery.shipmentId}|${state.deliverySystems.map((s) => s.id).join(",")}`;
  /** `data-calculated`: the choice the calculation on the page is of (the CSS tells a stale one without JavaScript). */
  const calculated = (yes: boolean) => (yes ? { "data-calculated": "" } : {});
  return (
    <section className="checkout__section" aria-labelledby="delivery-title" ref={section}>
      <h2 id="delivery-title" className="checkout__title">
        Доставка
      </h2>
      <CitySearch {...props} />
      <Choice legend="Способ доставки" error={errors?.shipmentId} id="shipment">
        {state.deliverySystems.length === 0 && <BlockedLines state={state} />}
        {byKind(state.deliverySystems).map(({ kind, systems }) => (
          <div key={kind ?? "other"} className="delivery-kind">
            {systems.map((s) => (
              <div
                key={s.id}
                className={
                  s.id === delivery.shipmentId ? "delivery-method delivery-method--calculated" : "delivery-method"
                }
              >
                <label key={`${optionsKey}-${s.id}`} className="option">
                  <input
                    type="radio"
                    name="shipmentId"
                    value={s.id}
                    defaultChecked={s.id === chosen.shipmentId}
                    data-autosubmit
                    {...calculated(s.id === delivery.shipmentId)}
                  />
                  <span className="option__name">{s.name}</span>{" "}
                  <span className="option__meta">
                    {s.period} · {s.price.value === 0 ? "бесплатно" : s.price.format}
                  </span>{" "}
                  {s.description && <span className="option__note">{s.description}</span>}
                </label>
                {s.variants.length > 1 && (
                  <div className="delivery-method__details">
                    <Choice legend="Скорость доставки" id={`service-level-${s.id}`}>
                      {s.variants.map((v) => (
                        <label key={`${optionsKey}-${v.serviceLevelTypeCode}`} className="option">
                          <input
                            type="radio"
                            name="serviceLevelTypeCode"
                            value={v.serviceLevelTypeCode}
                            defaultChecked={v.serviceLevelTypeCode === chosen.serviceLevelTypeCode}
                            data-autosubmit
                            {...calculated(
                              s.id === delivery.shipmentId && v.serviceLevelTypeCode === delivery.serviceLevelTypeCode,
                            )}
                          />
                          <span className="option__name">{v.name}</span>
                          <span className="option__meta">{v.price.format}</span>
                        </label>
                      ))}
                    </Choice>
                  </div>
                )}
              </div>
            ))}
            {kind && (
              <div className="delivery-kind__details">
                <DeliveryDetails {...props} kind={kind} chosen={chosen} optionsKey={optionsKey} />
              </div>
            )}
          </div>
        ))}
      </Choice>
      {!hydrated && <RecalculateButton />}
    </section>
  );
}
