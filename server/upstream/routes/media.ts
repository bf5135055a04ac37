import { Router, type Response } from "express";
import type { UpstreamContext } from "../context";
import { HttpError } from "../http/envelope";
import { renderBannerSvg } from "../media/banner-svg";
import type { Garment } from "../media/garments";
import { readProductClips } from "../media/product-clips";
import { renderNoPhotoSvg, renderProductSvg } from "../media/product-svg";
import { BANNER_VARIANTS, IMAGE_VARIANTS, type BannerVariant, type ImageVariant } from "../media/urls";

const IMMUTABLE = "public, max-age=31536000, immutable";
const PRODUCT_VARIANT = `:variant(${Object.keys(IMAGE_VARIANTS).join("|")})`;
const BANNER_VARIANT = `:variant(${Object.keys(BANNER_VARIANTS).join("|")})`;
const PATHS: Record<"product" | "noPhoto" | "banner" | "video", string> = {
  product: `/images/products/:id(\\d{1,9})/:index(\\d)/${PRODUCT_VARIANT}.svg`,
  noPhoto: `/images/no-photo/${PRODUCT_VARIANT}.svg`,
  banner: `/images/banners/:id(\\d{1,9})/${BANNER_VARIANT}.svg`,
  video: "/videos/:id(\\d{1,9}).webm",
};

function sendMedia(res: Response, contentType: string, body: string | Buffer): void {
  res.set({ "Content-Type": contentType, "Cache-Control": IMMUTABLE, "X-Content-Type-Options": "nosniff" }).send(body);
}
export const sendSvg = (res: Response, svg: string) => sendMedia(res, "image/svg+xml; charset=utf-8", svg);
export const notFound = () => HttpError.of(404, "Файл не найден", { code: "media_not_found" });

/** The image CDN and video host of the demo: generated SVG pictures and a tiny WebM clip. */
export function mediaRoutes({ db }: UpstreamContext): Router {
  const product = db.prepare<
    [number],
    { color_hex: string; picture_count: number; video_count: number; garment: Garment }
  >(
    `SELECT p.color_hex, p.picture_count, p.video_count, s.garment
     FROM products p JOIN sections s ON s.id = p.section_id WHERE p.id = ?`,
  );
  const banner = db.prepare<[number], { garment: Garment; color_from: string; color_to: string }>(
    "SELECT garment, color_from, color_to FROM banners WHERE id = ?",
  );
  const clips = readProductClips();

  return Router()
    .get(PATHS.product, (req, res) => {
      const row = product.get(Number(req.params.id));
      const index = Number(req.params.index);
      if (!row || index >= row.picture_count) throw notFound();
      const [width, height] = IMAGE_VARIANTS[req.params.variant as ImageVariant];
      sendSvg(res, renderProductSvg({ garment: row.garment, colorHex: row.color_hex, index, width, height }));
    })
    .get(PATHS.noPhoto, (req, res) => {
      const [width, height] = IMAGE_VARIANTS[req.params.variant as ImageVariant];
      sendSvg(res, renderNoPhotoSvg(width, height));
    })
    .get(PATHS.banner, (req, res) => {
      const row = banner.get(Number(req.params.id));
      if (!row) throw notFound();
      const [width, height] = BANNER_VARIANTS[req.params.variant as BannerVariant];
      sendSvg(
        res,
        renderBannerSvg({ garment: row.garment, colorFrom: row.color_from, colorTo: row.color_to, width, height }),
      );
    })
    .get(PATHS.video, (req, res) => {
      const row = product.get(Number(req.params.id));
      const clip = row && row.video_count > 0 ? clips.get(row.color_hex) : undefined;
      if (!clip) throw notFound();
      sendMedia(res, "video/webm", clip);
    });
}
