/** Where the looks live (spec §2: `/outfits`, `/suite/{code}`). */
export const OUTFITS_PATH = "/outfits/";

export const outfitPath = (code: string) => `/suite/${encodeURIComponent(code)}/`;
