import { BasketSchema } from "../../../app/contract/basket";
import { InitSchema } from "../../../app/contract/content";
import type { CheckoutInput } from "../../../app/contract/order";
import { call } from "../demo-upstream/helpers";
import { db, init, upstream } from "./checkout-upstream";

/** The gift-certificate tests' own set-up on top of checkout-upstream.ts: certificate lines and their checkout. */
export const CUSTOMER = { name: "Ольга", lastName: "Петрова", email: "olga.petrova@example.ru", phone: "+79161234567" };

export const designId = (code: string) =>
  db.prepare<[string], number>("SELECT id FROM certificate_designs WHERE code = ?").pluck().get(code)!;

type Line = {
  kind: "digital" | "plastic";
  design: number;
  nominal: number;
  recipientName?: string;
  recipientEmail?: string;
  senderName?: string;
  message?: string;
};
export const digital = (patch: Partial<Line> = {}): Line => ({
  kind: "digital",
  design: designId("birthday"),
  nominal: 5000,
  recipientName: "Мария",
  recipientEmail: "Maria.Ivanova@Example.ru",
  senderName: "Ольга",
  message: "С днём рождения!",
  ...patch,
});
export const plastic = (patch: Partial<Line> = {}): Line => ({
  kind: "plastic",
  design: designId("classic"),
  nominal: 3000,
  ...patch,
});

export const addCertificate = (token: string | undefined, body: unknown) =>
  call(upstream, "/api/basket/certificates", { token, body });
export async function addOk(token: string, line: Line) {
  const result = await addCertificate(token, line);
  if (result.status !== 200) throw new Error(`add answered ${result.status}: ${JSON.stringify(result.errors)}`);
  return BasketSchema.parse(result.data);
}
export const removeCertificate = (token: string, id: number) =>
  call(upstream, `/api/basket/certificates/${id}`, { token, method: "DELETE" });
export const counters = async (token: string) =>
  (await call(upstream, "/api/init", { token, schema: InitSchema })).data.counters;

/** The draft of a fresh checkout with the customer filled in. */
export async function startCheckout(token: string): Promise<CheckoutInput> {
  const input = structuredClone((await init(token)).data.input);
  Object.assign(input.customer, CUSTOMER);
  return input;
}
