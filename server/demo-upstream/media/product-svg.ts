import { outline, shade } from "./colour";
import { GARMENTS, type Silhouette } from "./garments";

type ProductPicture = { silhouette: Silhouette; colorHex: string; index: number; width: number; height: number };

/** Each picture index is another shot of the same item: front, back, detail crop, studio, flat lay. */
const SHOTS = [
  { background: "#f4f1ec", view: "front", closeUp: false, transform: "" },
  { background: "#ece8e1", view: "back", closeUp: false, transform: "" },
  { background: "#f1ede6", view: "front", closeUp: true, transform: "" },
  { background: "#e3ded5", view: "front", closeUp: false, transform: "translate(30 40) scale(0.8)" },
  { background: "#efe9df", view: "front", closeUp: false, transform: "rotate(-8 150 200)" },
] as const;

/** The garment's silhouette in 300×400 drawing units: handles, the body filled with the colour, seams and trims. */
export function garmentPaths(silhouette: Silhouette, colorHex: string, view: "front" | "back"): string {
  const drawing = GARMENTS[silhouette];
  const stroke = outline(colorHex);
  const details = view === "front" ? drawing.front : drawing.back;
  return [
    ...(drawing.straps ?? []).map((d) => `<path d="${d}" fill="none" stroke="${colorHex}" stroke-width="10"/>`),
    `<path d="${drawing.body}" fill="${colorHex}" stroke="${stroke}" stroke-width="2"${drawing.evenOdd ? ' fill-rule="evenodd"' : ""}/>`,
    ...details.map(
      (d) =>
        `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="1.5" stroke-dasharray="${view === "back" ? "0" : "4 3"}"/>`,
    ),
  ].join("\n");
}

/** A product picture: the garment silhouette in the product colour on a neutral studio background. */
export function renderProductSvg({ silhouette, colorHex, index, width, height }: ProductPicture): string {
  const shot = SHOTS[index % SHOTS.length];
  const [focusX, focusY] = GARMENTS[silhouette].focus ?? [150, 150];
  const viewBox = shot.closeUp ? `${focusX - 75} ${focusY - 100} 150 200` : "0 0 300 400";
  const studioFloor = shot.transform.startsWith("translate")
    ? `<ellipse cx="150" cy="360" rx="110" ry="14" fill="${shade(shot.background, -0.12)}"/>`
    : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}" preserveAspectRatio="xMidYMid slice">
<rect x="-300" y="-400" width="900" height="1200" fill="${shot.background}"/>
${studioFloor}<g transform="${shot.transform}" stroke-linejoin="round" stroke-linecap="round">
${garmentPaths(silhouette, colorHex, shot.view)}
</g>
<text x="150" y="392" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="9" letter-spacing="3" fill="${shade(shot.background, -0.35)}">LOVE STORE</text>
</svg>`;
}

/**
 * What the image CDN answers for paths with `no-photo`: the store's studio background with a garment on a hanger
 * drawn in outline and «Фото скоро появится» (the storefront shows its own copy, public/images/no-photo.svg).
 */
export function renderNoPhotoSvg(width: number, height: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 300 400" preserveAspectRatio="xMidYMid slice">
<rect x="-300" y="-400" width="900" height="1200" fill="#f4f1ec"/>
<g fill="none" stroke="#c4bbad" stroke-width="2.5" stroke-linejoin="round" stroke-linecap="round">
<path d="M140 32 a10 10 0 1 1 14 9 q-4 2 -4 7 L150 52"/>
<path d="M150 52 L94 76 L206 76 Z" fill="#ebe6de"/>
<path d="M122 78 Q150 100 178 78 L204 88 L195 136 L186 180 L234 350 Q150 366 66 350 L114 180 L105 136 L96 88 Z" fill="#ebe6de" stroke-dasharray="6 5"/>
<path d="M114 180 Q150 190 186 180"/>
</g>
<text x="150" y="378" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="12" fill="#7d7468">Фото скоро появится</text>
<text x="150" y="393" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="7" letter-spacing="3" fill="#a59c8f">LOVE STORE</text>
</svg>`;
}
