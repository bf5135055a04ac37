import { Router, type NextFunction, type Response } from "express";
import { createProductMedia } from "../catalog/product-media";
import type { UpstreamContext } from "../context";
import { createBannerStore } from "../editorial/banners";
import { HttpError } from "../http/envelope";
import { renderBannerSvg } from "../media/banner-svg";
import { readProductClips } from "../media/product-clips";
import { renderNoPhotoSvg, renderProductSvg } from "../media/product-svg";
import { shareImages } from "../media/share-images";
import { BANNER_VARIANTS, IMAGE_VARIANTS, SHARE_SIZES, type BannerVariant, type ImageVariant } from "../media/urls";

const IMMUTABLE = "public, max-age=31536000, immutable";
const PRODUCT_VARIANT = `:variant(${Object.keys(IMAGE_VARIANTS).join("|")})`;
const BANNER_VARIANT = `:variant(${Object.keys(BANNER_VARIANTS).join("|")})`;
type MediaPath = "product" | "productShare" | "noPhoto" | "noPhotoShare" | "banner" | "bannerShare" | "video";
const PATHS: Record<MediaPath, string> = {
  product: `/images/products/:id(\\d{1,9})/:index(\\d)/${PRODUCT_VARIANT}.svg`,
  productShare: "/images/products/:id(\\d{1,9})/:index(\\d)/share.png",
  noPhoto: `/images/no-photo/${PRODUCT_VARIANT}.svg`,
  noPhotoShare: "/images/no-photo/share.png",
  banner: `/images/banners/:id(\\d{1,9})/${BANNER_VARIANT}.svg`,
  bannerShare: "/images/banners/:id(\\d{1,9})/share.png",
  video: "/videos/:id(\\d{1,9}).webm",
};

function sendMedia(res: Response, contentType: string, body: string | Buffer): void {
  res.set({ "Content-Type": contentType, "Cache-Control": IMMUTABLE, "X-Content-Type-Options": "nosniff" }).send(body);
}
export const sendSvg = (res: Response, svg: string) => sendMedia(res, "image/svg+xml; charset=utf-8", svg);
/**
 * The PNG of a picture for link previews; 503 while the renders are all busy (the preview fetcher asks again). A failed
 * render goes to the error handler (Express 4 does not see a rejected promise).
 */
export function sendSharePng(res: Response, next: NextFunction, svg: string, width: number): void {
  shareImages.png(svg, width).then((png) => {
    if (png) sendMedia(res, "image/png", png);
    else res.status(503).set({ "Retry-After": "1", "Cache-Control": "no-store" }).type("text/plain").send("busy");
  }, next);
}
export const notFound = () => HttpError.of(404, "Файл не найден", { code: "media_not_found" });

/** The image CDN and video host of the demo: generated SVG pictures and a tiny WebM clip. */
export function mediaRoutes({ db, publicUrl }: UpstreamContext): Router {
  const productMedia = createProductMedia(db);
  const banners = createBannerStore(db, publicUrl);
  const clips = readProductClips();

  return Router()
    .get(PATHS.product, (req, res) => {
      const media = productMedia(Number(req.params.id));
      const index = Number(req.params.index);
      if (!media || index >= media.pictureCount) throw notFound();
      const [width, height] = IMAGE_VARIANTS[req.params.variant as ImageVariant];
      sendSvg(res, renderProductSvg({ silhouette: media.silhouette, colorHex: media.colorHex, index, width, height }));
    })
    .get(PATHS.productShare, (req, res, next) => {
      const media = productMedia(Number(req.params.id));
      const index = Number(req.params.index);
      if (!media || index >= media.pictureCount) throw notFound();
      const [width, height] = SHARE_SIZES.picture;
      const svg = renderProductSvg({ silhouette: media.silhouette, colorHex: media.colorHex, index, width, height });
      sendSharePng(res, next, svg, width);
    })
    .get(PATHS.noPhotoShare, (_req, res, next) => {
      const [width, height] = SHARE_SIZES.picture;
      sendSharePng(res, next, renderNoPhotoSvg(width, height), width);
    })
    .get(PATHS.noPhoto, (req, res) => {
      const [width, height] = IMAGE_VARIANTS[req.params.variant as ImageVariant];
      sendSvg(res, renderNoPhotoSvg(width, height));
    })
    .get(PATHS.banner, (req, res) => {
      const picture = banners.picture(Number(req.params.id));
      if (!picture) throw notFound();
      const [width, height] = BANNER_VARIANTS[req.params.variant as BannerVariant];
      sendSvg(res, renderBannerSvg({ ...picture, width, height }));
    })
    .get(PATHS.bannerShare, (req, res, next) => {
      const picture = banners.picture(Number(req.params.id));
      if (!picture) throw notFound();
      const [width, height] = SHARE_SIZES.banner;
      sendSharePng(res, next, renderBannerSvg({ ...picture, width, height }), width);
    })
    .get(PATHS.video, (req, res) => {
      const media = productMedia(Number(req.params.id));
      const clip = media && media.videoCount > 0 ? clips.get(media.colorHex) : undefined;
      if (!clip) throw notFound();
      sendMedia(res, "video/webm", clip);
    });
}
