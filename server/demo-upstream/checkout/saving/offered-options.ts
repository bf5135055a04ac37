import { shipmentKind } from "../../../../app/contract/ids";
import type { ApiMessage } from "../../http/envelope";
import type { Computation } from "../calculation";
import type { SaveBody } from "../input";
import { invalid } from "./problems";

/**
 * The chosen delivery, slot, pickup point, shop and payment must be among those the calculation offered (400); an
 * order that needs no delivery has none to check.
 */
export function notOffered(computation: Computation, body: SaveBody): ApiMessage[] {
  const { system, slot, pickupPoint } = computation.delivery;
  if (!system && computation.deliveryRequired)
    return [invalid("delivery.shipmentId", "Этот способ доставки недоступен для вашего заказа")];
  const problems: ApiMessage[] = [];
  switch (shipmentKind(system?.id)) {
    case "courier":
      if (!slot) problems.push(invalid("delivery.intervalId", "Выберите интервал доставки из списка"));
      break;
    case "pickupPoint":
      if (!pickupPoint) problems.push(invalid("delivery.pickupPointId", "Пункт выдачи не найден"));
      if (!slot) problems.push(invalid("delivery.intervalId", "Выберите день получения из списка"));
      break;
    case "store":
      if (!computation.state.stores.some((store) => store.id === body.delivery.properties.storeId)) {
        problems.push(invalid("delivery.storeId", "Магазин не найден в этом городе"));
      }
      break;
  }
  if (!computation.state.paymentMethods.some((method) => method.id === body.payment.id)) {
    problems.push(invalid("payment", "Этот способ оплаты недоступен для вашего заказа"));
  }
  return problems;
}
