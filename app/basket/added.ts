import type { CardItem } from "~/domain/card-item";

export type AddedProduct = { item: CardItem; size: string };
/** A gift certificate just added: its kind's name, design, formatted nominal and, for a digital one, the recipient. */
export type AddedCertificate = {
  name: string;
  design: string;
  image: string;
  nominal: string;
  recipient: string | null;
};
/** What was just added to the basket, for the success modal. */
export type Added = { product: AddedProduct } | { certificate: AddedCertificate };
