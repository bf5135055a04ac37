import { describe, expect, it } from "vitest";
import { endpointOf } from "~/upstream-client/endpoint.server";

describe("endpointOf: the upstream endpoint's path template, a bounded metrics label", () => {
  it("names ids and codes by their placeholder", () => {
    expect(endpointOf("http://127.0.0.1:3001/v1/catalog/products/52?city=moscow")).toBe("/v1/catalog/products/{id}");
    expect(endpointOf("http://up/api/user/orders/7/payment")).toBe("/api/user/orders/{id}/payment");
    expect(endpointOf("http://up/api/shops/%D0%BC%D1%81%D0%BA")).toBe("/api/shops/{city}");
  });

  it("prefers a fixed segment to a placeholder", () => {
    expect(endpointOf("http://up/api/user/certificates/activate")).toBe("/api/user/certificates/activate");
    expect(endpointOf("http://up/api/user/certificates/1234-5678")).toBe("/api/user/certificates/{number}");
    expect(endpointOf("http://up/api/basket/certificates")).toBe("/api/basket/certificates");
    expect(endpointOf("http://up/api/user")).toBe("/api/user");
  });

  it("matches below a base URL's own path, and calls anything unlisted other", () => {
    expect(endpointOf("https://api.example/store/v2/api/init")).toBe("/api/init");
    expect(endpointOf("http://up/api/unknown/thing")).toBe("other");
  });
});
