import { z } from "zod";
import { emailField as email, phoneField as phone } from "~/forms/contact-fields";
import { INTENT } from "./product-forms";

/** The product requests' fields as the action reads them (apart from `product-forms.ts`, so product cards carry no zod). */
const id = z
  .string()
  .regex(/^\d{1,12}$/)
  .transform(Number);
const offer = z
  .string({ required_error: "Выберите размер" })
  .regex(/^\d{1,12}$/, "Выберите размер")
  .transform(Number);

export const ProductFormSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal(INTENT.wishlist),
    productId: id,
    wishlisted: z.enum(["true", "false"]).transform((v) => v === "true"),
  }),
  z.object({ intent: z.literal(INTENT.subscribe), productId: id, offer, email }),
  z.object({
    intent: z.literal(INTENT.preorder),
    productId: id,
    offer,
    name: z.string().trim().min(2, "Введите имя").max(100, "Слишком длинное имя"),
    phone,
    email,
  }),
]);
export type ProductForm = z.infer<typeof ProductFormSchema>;
