import type { OfferTerms } from "~/contract/content";

const RETURN_METHODS = { in_store: "ReturnInStore", by_mail: "ReturnByMail" } as const;
const RETURN_FEES = { free: "FreeReturn", shopper: "ReturnFeesCustomerResponsibility" } as const;
const schemaOrg = (name: string) => `https://schema.org/${name}`;

/**
 * schema.org `shippingDetails` and `hasMerchantReturnPolicy` of an Offer at `price` roubles, from the upstream's terms:
 * its delivery costs the terms' price below their free-delivery sum, nothing from it (one item bought alone).
 */
export function offerPolicies(terms: OfferTerms, price: number) {
  const { delivery, returns } = terms;
  const days = ({ min, max }: { min: number; max: number }) => ({
    "@type": "QuantitativeValue",
    minValue: min,
    maxValue: max,
    unitCode: "DAY",
  });
  return {
    shippingDetails: {
      "@type": "OfferShippingDetails",
      shippingDestination: { "@type": "DefinedRegion", addressCountry: terms.country },
      shippingRate: {
        "@type": "MonetaryAmount",
        value: price >= delivery.freeFrom ? 0 : delivery.price,
        currency: terms.currency,
      },
      deliveryTime: {
        "@type": "ShippingDeliveryTime",
        handlingTime: days(delivery.handlingDays),
        transitTime: days(delivery.transitDays),
      },
    },
    hasMerchantReturnPolicy: {
      "@type": "MerchantReturnPolicy",
      applicableCountry: terms.country,
      returnPolicyCategory: schemaOrg("MerchantReturnFiniteReturnWindow"),
      merchantReturnDays: returns.days,
      returnMethod: returns.methods.map((method) => schemaOrg(RETURN_METHODS[method])),
      returnFees: schemaOrg(RETURN_FEES[returns.fees]),
    },
  };
}
