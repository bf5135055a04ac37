import type { ReactNode } from "react";
import type { OrderDetail } from "~/contract/account";
import { PaymentState } from "./order-list";

/** One titled block of an order's facts (customer, delivery, payment) on the order page and the thank-you page. */
export function OrderFact({
  id,
  title,
  titleClassName,
  children,
}: {
  id: string;
  title: string;
  titleClassName: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="order__fact">
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** How, where and when the order travels; `children` add rows (`<dt>`/`<dd>`). */
export function DeliveryFacts({ delivery, children }: { delivery: OrderDetail["delivery"]; children?: ReactNode }) {
  return (
    <dl className="facts">
      <dt>Способ</dt>
      <dd>{delivery.name}</dd>
      <dt>Адрес</dt>
      <dd>{delivery.address || "—"}</dd>
      <dt>Дата и время</dt>
      <dd>{delivery.interval || "—"}</dd>
      {children}
    </dl>
  );
}

/** How the order is paid and whether it is. */
export function PaymentFacts({ payment }: { payment: OrderDetail["payment"] }) {
  return (
    <dl className="facts">
      <dt>Способ</dt>
      <dd>{payment.name}</dd>
      <dt>Состояние</dt>
      <dd>
        <PaymentState isPayed={payment.isPayed} paymentId={payment.id} />
      </dd>
    </dl>
  );
}
