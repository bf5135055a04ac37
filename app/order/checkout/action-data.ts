import type { ByField } from "~/forms/reply";
import type { CheckoutIntent, EchoedField } from "./checkout-form";
import type { CheckoutField } from "./completeness";

/** What the checkout action answers: the fetcher's data with JavaScript, the action data without. */
export type CheckoutActionData = {
  ok?: boolean;
  /** The intent answered: an answer to a coupon's or certificate's own intent replaces what was said at its field. */
  intent?: CheckoutIntent;
  fieldErrors?: Partial<Record<CheckoutField, string>>;
  cityQuery?: string;
  cityResults?: { code: string; name: string; region: string }[];
  /** What was submitted, as typed: the form shows it again whatever the draft could keep. */
  values?: ByField<EchoedField>;
};

/** Answers the checkout form with data and a status (200 unless told). */
export type Reply = (data: CheckoutActionData, status?: number) => Response;
