import { shade } from "./colour";
import { GARMENTS, type Garment } from "./garments";

type BannerPicture = { garment: Garment; colorFrom: string; colorTo: string; width: number; height: number };

/** A hero banner background: a diagonal gradient, soft circles and a large garment silhouette (text is the storefront's). */
export function renderBannerSvg({ garment, colorFrom, colorTo, width, height }: BannerPicture): string {
  const drawing = GARMENTS[garment];
  const wide = width > height;
  // The silhouette sits at the right of a wide banner and at the bottom of a tall one.
  const scale = wide ? height / 420 : width / 360;
  const x = wide ? width * 0.62 : (width - 300 * scale) / 2;
  const y = wide ? (height - 400 * scale) / 2 : height - 400 * scale - 20;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colorFrom}"/><stop offset="1" stop-color="${colorTo}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
<circle cx="${width * 0.78}" cy="${height * 0.3}" r="${Math.min(width, height) * 0.45}" fill="${shade(colorFrom, 0.4)}" opacity="0.35"/>
<circle cx="${width * 0.15}" cy="${height * 0.85}" r="${Math.min(width, height) * 0.3}" fill="${shade(colorTo, -0.2)}" opacity="0.25"/>
<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${scale.toFixed(3)})">
${(drawing.straps ?? []).map((d) => `<path d="${d}" fill="none" stroke="${shade(colorTo, -0.25)}" stroke-width="10"/>`).join("\n")}
<path d="${drawing.body}" fill="${shade(colorTo, -0.25)}" opacity="0.9"${drawing.evenOdd ? ' fill-rule="evenodd"' : ""}/>
${drawing.front.map((d) => `<path d="${d}" fill="none" stroke="${shade(colorFrom, 0.3)}" stroke-width="1.5" stroke-dasharray="4 3"/>`).join("\n")}
</g>
</svg>`;
}
