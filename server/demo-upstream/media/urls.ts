/** The media URL scheme: every link in a response is absolute, built from the public base URL. */

/** Picture sizes per image list of a catalogue item, [width, height] (3:4). */
export const IMAGE_VARIANTS = {
  original: [1200, 1600],
  detail: [900, 1200],
  list: [600, 800],
  list375: [375, 500],
} as const;
export type ImageVariant = keyof typeof IMAGE_VARIANTS;
export const IMAGE_VARIANT_NAMES = Object.keys(IMAGE_VARIANTS) as ImageVariant[];

export const BANNER_VARIANTS = { desktop: [1600, 700], mobile: [750, 1000] } as const;
export type BannerVariant = keyof typeof BANNER_VARIANTS;

export const productImageUrl = (publicUrl: string, productId: number, index: number, variant: ImageVariant) =>
  `${publicUrl}/images/products/${productId}/${index}/${variant}.svg`;

/** The storefront swaps any path containing `no-photo` for its own placeholder. */
export const noPhotoUrl = (publicUrl: string, variant: ImageVariant) => `${publicUrl}/images/no-photo/${variant}.svg`;

/** A product's first picture in the list size, or the placeholder when it has none. */
export const listImageUrl = (publicUrl: string, productId: number, pictureCount: number | null) =>
  pictureCount ? productImageUrl(publicUrl, productId, 0, "list") : noPhotoUrl(publicUrl, "list");

export const bannerImageUrl = (publicUrl: string, bannerId: number, variant: BannerVariant) =>
  `${publicUrl}/images/banners/${bannerId}/${variant}.svg`;

/** A look's cover: its pieces laid out together (3:4, the product picture sizes). */
export const suiteImageUrl = (publicUrl: string, code: string, variant: ImageVariant) =>
  `${publicUrl}/images/suites/${code}/${variant}.svg`;

/**
 * The raster copy of a picture for link previews (Open Graph): a PNG of the product and look pictures' 3:4 at 600 px
 * wide, and of a banner's picture at the 1 200×630 link previews are drawn at.
 */
export const SHARE_SIZES = { picture: [600, 800], banner: [1200, 630] } as const;
export const productShareUrl = (publicUrl: string, productId: number, pictureCount: number | null) =>
  pictureCount ? `${publicUrl}/images/products/${productId}/0/share.png` : `${publicUrl}/images/no-photo/share.png`;
export const suiteShareUrl = (publicUrl: string, code: string) => `${publicUrl}/images/suites/${code}/share.png`;
export const bannerShareUrl = (publicUrl: string, bannerId: number) =>
  `${publicUrl}/images/banners/${bannerId}/share.png`;

export const productVideoUrl = (publicUrl: string, productId: number) => `${publicUrl}/videos/${productId}.webm`;
