import { Router } from "express";
import { z } from "zod";
import type { AcceptedSchema } from "../../../app/contract/basket";
import type { ProductDetail } from "../../../app/contract/product";
import { createCatalogItemLoader, ItemViewSchema, itemView } from "../catalog/catalog-items";
import { createProductDetails } from "../catalog/product-detail";
import type { UpstreamContext } from "../context";
import { HttpError, sendData } from "../http/envelope";
import { EmailSchema, PhoneSchema, idNumber, idString } from "../http/fields";
import { parseInput } from "../http/validation";
import { createProductQuery } from "../catalog/product-query";

const ProductParamsSchema = z.object({ id: idString("Неверный идентификатор товара") });
const RelatedQuerySchema = z.object({
  id: idString("Укажите идентификатор товара"),
  city: z.string().max(64).optional(),
  view: ItemViewSchema,
});
const OfferField = idNumber("Выберите размер");

const SubscribeSchema = z.object({ offer: OfferField, email: EmailSchema });
const PreorderSchema = z.object({
  offer: OfferField,
  name: z
    .string({ required_error: "Укажите имя", invalid_type_error: "Укажите имя" })
    .trim()
    .min(2, "Укажите имя")
    .max(60, "Имя — не длиннее 60 символов"),
  phone: PhoneSchema,
  email: EmailSchema,
});

type Accepted = z.infer<typeof AcceptedSchema>;

const productNotFound = () => HttpError.of(404, "Товар не найден", { code: "product_not_found" });

/**
 * GET /v1/catalog/products/{id}, GET /api/catalog/products/related?id=, and the size requests
 * POST /api/catalog/{id}/subscribe and /api/catalog/{id}/preorder (a guest or user token required).
 */
export function productRoutes({ db, sections, publicUrl, sessions, productRequests }: UpstreamContext): Router {
  const details = createProductDetails(db, sections, createCatalogItemLoader(db, sections, publicUrl), publicUrl);
  const { stockCity } = createProductQuery(db);

  return Router()
    .get("/v1/catalog/products/:id", (req, res) => {
      const { id } = parseInput(ProductParamsSchema, req.params);
      const data: ProductDetail | null = details.detail(id);
      if (!data) throw productNotFound();
      sendData(res, data);
    })
    .get("/api/catalog/products/related", (req, res) => {
      const { id, city, view } = parseInput(RelatedQuerySchema, req.query);
      const data = details.related(id, itemView(view, stockCity(city)));
      if (!data) throw productNotFound();
      sendData(res, data);
    })
    .post("/api/catalog/:id/subscribe", (req, res) => {
      const { owner } = sessions.requireSession(req);
      const { id } = parseInput(ProductParamsSchema, req.params);
      productRequests.subscribe(owner, id, parseInput(SubscribeSchema, req.body));
      const data: Accepted = { ok: true, message: "Мы сообщим вам, когда размер появится в наличии" };
      sendData(res, data);
    })
    .post("/api/catalog/:id/preorder", (req, res) => {
      const { owner } = sessions.requireSession(req);
      const { id } = parseInput(ProductParamsSchema, req.params);
      productRequests.preorder(owner, id, parseInput(PreorderSchema, req.body));
      const data: Accepted = { ok: true, message: "Заявка на предзаказ принята" };
      sendData(res, data);
    });
}
