import type { Upstream } from "./client.server";
import { BasketSchema } from "~/contract/basket";
import { CertificateOptionsSchema, type CertificateLineBody } from "~/contract/gift-certificates";

/** Gift certificates to buy (docs/upstream-api.md, *Gift certificates to buy*). */

export const getCertificateOptions = (api: Upstream) => api.get("/api/certificates/options", CertificateOptionsSchema);

/** Spec §4 (as for products): the add counts only with status 200; the answer is the new basket. */
export const addCertificateToBasket = (api: Upstream, body: CertificateLineBody) =>
  api.call("POST", "/api/basket/certificates", BasketSchema, { body });

export const removeCertificateFromBasket = (api: Upstream, lineId: number) =>
  api.delete(`/api/basket/certificates/${lineId}`, BasketSchema);
