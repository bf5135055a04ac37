/** The tag manager's data layer (spec §4: a cart event goes to the marketing service on a successful add). */
type DataLayerEvent = Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: DataLayerEvent[];
  }
}

export function pushDataLayer(event: DataLayerEvent) {
  if (typeof window === "undefined") return;
  (window.dataLayer ??= []).push(event);
}

export function cartEvent(
  product: { id: number; name: string; price: number; article: string },
  size: string,
): DataLayerEvent {
  return {
    event: "add_to_cart",
    ecommerce: {
      currency: "RUB",
      value: product.price,
      items: [
        {
          item_id: product.article || String(product.id),
          item_name: product.name,
          item_variant: size,
          price: product.price,
          quantity: 1,
        },
      ],
    },
  };
}
