import { renderBannerSvg } from "../media/banner-svg";
import type { Garment } from "../media/garments";

/** The pictures of editorial pages and news: one wide size (2:1), drawn like the home banners. */
export const EDITORIAL_PICTURE_SIZE = { width: 1200, height: 600 } as const;

export type PictureSpec = { garment: Garment; colorFrom: string; colorTo: string };

export const pagePictureUrl = (publicUrl: string, code: string) => `${publicUrl}/images/pages/${code}.svg`;
export const newsPictureUrl = (publicUrl: string, newsId: number) => `${publicUrl}/images/news/${newsId}.svg`;

export const renderEditorialPicture = (spec: PictureSpec) => renderBannerSvg({ ...spec, ...EDITORIAL_PICTURE_SIZE });
