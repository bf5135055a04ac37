import { outline, shade } from "./colour";
import { GARMENTS, type Garment } from "./garments";

type ProductPicture = { garment: Garment; colorHex: string; index: number; width: number; height: number };

/** Each picture index is another shot of the same item: front, back, detail crop, studio, flat lay. */
const SHOTS = [
  { background: "#f4f1ec", view: "front", closeUp: false, transform: "" },
  { background: "#ece8e1", view: "back", closeUp: false, transform: "" },
  { background: "#f1ede6", view: "front", closeUp: true, transform: "" },
  { background: "#e3ded5", view: "front", closeUp: false, transform: "translate(30 40) scale(0.8)" },
  { background: "#efe9df", view: "front", closeUp: false, transform: "rotate(-8 150 200)" },
] as const;

/** A product picture: the garment silhouette in the product colour on a neutral studio background. */
export function renderProductSvg({ garment, colorHex, index, width, height }: ProductPicture): string {
  const drawing = GARMENTS[garment];
  const shot = SHOTS[index % SHOTS.length];
  const stroke = outline(colorHex);
  const [focusX, focusY] = drawing.focus ?? [150, 150];
  const viewBox = shot.closeUp ? `${focusX - 75} ${focusY - 100} 150 200` : "0 0 300 400";
  const details = shot.view === "front" ? drawing.front : drawing.back;
  const studioFloor = shot.transform.startsWith("translate")
    ? `<ellipse cx="150" cy="360" rx="110" ry="14" fill="${shade(shot.background, -0.12)}"/>`
    : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}" preserveAspectRatio="xMidYMid slice">
<rect x="-300" y="-400" width="900" height="1200" fill="${shot.background}"/>
${studioFloor}<g transform="${shot.transform}" stroke-linejoin="round" stroke-linecap="round">
${(drawing.straps ?? []).map((d) => `<path d="${d}" fill="none" stroke="${colorHex}" stroke-width="10"/>`).join("\n")}
<path d="${drawing.body}" fill="${colorHex}" stroke="${stroke}" stroke-width="2"${drawing.evenOdd ? ' fill-rule="evenodd"' : ""}/>
${details.map((d) => `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="1.5" stroke-dasharray="${shot.view === "back" ? "0" : "4 3"}"/>`).join("\n")}
</g>
<text x="150" y="392" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="9" letter-spacing="3" fill="${shade(shot.background, -0.35)}">LOVE STORE</text>
</svg>`;
}

/** What the image CDN answers for paths with `no-photo`: a neutral frame with a caption. */
export function renderNoPhotoSvg(width: number, height: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 300 400">
<rect width="300" height="400" fill="#eeeeee"/>
<path d="M110 170 L130 170 L138 158 L162 158 L170 170 L190 170 L190 234 L110 234 Z" fill="none" stroke="#b5b5b5" stroke-width="4" stroke-linejoin="round"/>
<circle cx="150" cy="201" r="16" fill="none" stroke="#b5b5b5" stroke-width="4"/>
<text x="150" y="272" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="16" fill="#8c8c8c">Нет фото</text>
</svg>`;
}
