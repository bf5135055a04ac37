import { Router } from "express";
import { z } from "zod";
import { countOf, WORDS } from "../plural";
import type { Basket } from "../../../app/contract/basket";
import { CERTIFICATE_KINDS, type CertificateOptions } from "../../../app/contract/gift-certificates";
import type { UpstreamContext } from "../context";
import { nominalProblem } from "../gift-certificates/nominal";
import { CERTIFICATE_KIND_OFFERS, CERTIFICATE_LIMITS, type CertificateOffer } from "../gift-certificates/offer";
import { sendData } from "../http/envelope";
import { EmailSchema, idNumber, idString } from "../http/fields";
import { parseInput } from "../http/validation";
import { renderCertificateSvg } from "../media/certificate-svg";
import { notFound as mediaNotFound, sendSvg } from "./media";

const text = (max: number) =>
  z
    .string({ invalid_type_error: "Ожидается строка" })
    .trim()
    .max(max, `Не длиннее ${countOf(max, WORDS.charactersGenitive)}`)
    .default("");

/** A certificate line to add: the kind's design and nominal; a digital one also needs its recipient's name and e-mail. */
const addSchema = (offer: CertificateOffer) =>
  z
    .object({
      kind: z.enum(CERTIFICATE_KINDS, {
        errorMap: () => ({ message: "Выберите вид сертификата: digital или plastic" }),
      }),
      design: idNumber("Выберите дизайн сертификата"),
      nominal: z.number({ required_error: "Укажите номинал", invalid_type_error: "Номинал — целое число рублей" }),
      recipientName: text(CERTIFICATE_LIMITS.name),
      recipientEmail: text(254),
      senderName: text(CERTIFICATE_LIMITS.name),
      message: text(CERTIFICATE_LIMITS.message),
    })
    .superRefine((body, context) => {
      const problem = (path: string, message: string) =>
        context.addIssue({ code: z.ZodIssueCode.custom, path: [path], message });
      if (!offer.design(body.kind, body.design)) problem("design", "Такого дизайна нет у этого сертификата");
      const nominal = nominalProblem(body.nominal, CERTIFICATE_KIND_OFFERS[body.kind].nominals);
      if (nominal) problem("nominal", nominal);
      if (body.kind !== "digital") return;
      if (!body.recipientName) problem("recipientName", "Укажите имя получателя");
      if (!EmailSchema.safeParse(body.recipientEmail).success) problem("recipientEmail", "Введите корректный email");
    })
    .transform((body) => ({ ...body, recipientEmail: body.recipientEmail.toLowerCase() }));

const LineParamsSchema = z.object({ id: idString("Неверный идентификатор сертификата в корзине") });
const PICTURE_PATH = "/images/certificates/:code([a-z0-9-]{1,40}).svg";

/**
 * Gift certificates to buy: GET /api/certificates/options (no token), POST /api/basket/certificates and
 * DELETE /api/basket/certificates/{id} (a guest or user token), and the designs' pictures /images/certificates/{code}.svg.
 */
export function giftCertificateRoutes({ sessions, basket, giftCertificates }: UpstreamContext): Router {
  const { offer, lines } = giftCertificates;
  const AddSchema = addSchema(offer);
  return Router()
    .get("/api/certificates/options", (_req, res) => {
      const data: CertificateOptions = offer.options();
      sendData(res, data);
    })
    .post("/api/basket/certificates", (req, res) => {
      const { owner } = sessions.requireSession(req);
      lines.add(owner, parseInput(AddSchema, req.body));
      const data: Basket = basket.basket(owner);
      sendData(res, data, { messages: [{ message: "Сертификат добавлен в корзину" }] });
    })
    .delete("/api/basket/certificates/:id", (req, res) => {
      const { owner } = sessions.requireSession(req);
      lines.remove(owner, parseInput(LineParamsSchema, req.params).id);
      const data: Basket = basket.basket(owner);
      sendData(res, data);
    })
    .get(PICTURE_PATH, (req, res) => {
      const design = offer.designByCode(req.params.code);
      if (!design) throw mediaNotFound();
      sendSvg(
        res,
        renderCertificateSvg({
          motif: design.motif,
          title: design.name,
          colorFrom: design.color_from,
          colorTo: design.color_to,
          ink: design.ink,
        }),
      );
    });
}
