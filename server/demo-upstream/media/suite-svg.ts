import { shade } from "./colour";
import type { Silhouette } from "./garments";
import { garmentPaths } from "./product-svg";

type SuitePicture = { pieces: { silhouette: Silhouette; colorHex: string }[]; width: number; height: number };

const BACKGROUND = "#efe9df";

/**
 * A look's cover: a flat lay of its pieces on the studio background, in a grid of two columns (three from five
 * pieces), each piece in its own colour, slightly turned as if laid out by hand.
 */
export function renderSuiteSvg({ pieces, width, height }: SuitePicture): string {
  const columns = pieces.length > 4 ? 3 : 2;
  const rows = Math.max(1, Math.ceil(pieces.length / columns));
  const scale = Math.min(1 / columns, 1 / rows) * 0.92;
  const cellWidth = 300 / columns;
  const cellHeight = 370 / rows;
  const laid = pieces.map((piece, index) => {
    const row = Math.floor(index / columns);
    const inRow = Math.min(columns, pieces.length - row * columns);
    // A short last row is centred.
    const left = (300 - inRow * cellWidth) / 2 + (index % columns) * cellWidth;
    const x = left + (cellWidth - 300 * scale) / 2;
    const y = 10 + row * cellHeight + (cellHeight - 400 * scale) / 2;
    const turn = index % 2 === 0 ? -4 : 4;
    return `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${scale.toFixed(3)}) rotate(${turn} 150 200)" stroke-linejoin="round" stroke-linecap="round">
${garmentPaths(piece.silhouette, piece.colorHex, "front")}
</g>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 300 400" preserveAspectRatio="xMidYMid slice">
<rect x="-300" y="-400" width="900" height="1200" fill="${BACKGROUND}"/>
${laid.join("\n")}
<text x="150" y="392" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="9" letter-spacing="3" fill="${shade(BACKGROUND, -0.35)}">LOVE STORE</text>
</svg>`;
}
