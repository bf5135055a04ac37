import { shade } from "./colour";

/** What a gift certificate design shows besides its colours (certificate_designs.motif). */
export const CERTIFICATE_MOTIFS = ["monogram", "balloons", "flowers", "snowflakes", "tulips", "hearts"] as const;
export type CertificateMotif = (typeof CERTIFICATE_MOTIFS)[number];

type CertificatePicture = { motif: CertificateMotif; title: string; colorFrom: string; colorTo: string; ink: string };

/** The card's size: a bank card's proportions (the plastic certificate is one). */
export const CERTIFICATE_SIZE = [640, 400] as const;

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[char]!);

/** Positions on the right half of the card where a motif repeats: [x, y, scale]. */
const SPOTS: [number, number, number][] = [
  [470, 120, 1.1],
  [560, 230, 0.8],
  [420, 270, 0.65],
  [585, 80, 0.55],
];

const heart = "M0 12 C-14 -4 -30 8 -18 24 L0 42 L18 24 C30 8 14 -4 0 12 Z";

function motifShapes(motif: CertificateMotif, from: string, to: string): string {
  const light = shade(from, 0.45);
  const dark = shade(to, -0.25);
  const at = ([x, y, s]: [number, number, number], body: string) =>
    `<g transform="translate(${x} ${y}) scale(${s})">${body}</g>`;
  switch (motif) {
    case "monogram":
      return `<circle cx="500" cy="200" r="150" fill="none" stroke="${light}" stroke-width="2" opacity="0.5"/>
<circle cx="500" cy="200" r="118" fill="none" stroke="${light}" stroke-width="1" opacity="0.4"/>
<text x="500" y="252" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="150" fill="${light}" opacity="0.55">L</text>`;
    case "balloons":
      return SPOTS.slice(0, 3)
        .map((spot, index) =>
          at(
            spot,
            `<path d="M0 60 C-6 90 10 110 0 150" fill="none" stroke="${dark}" stroke-width="2"/>
<ellipse cx="0" cy="0" rx="46" ry="58" fill="${index % 2 ? light : dark}" opacity="0.85"/>
<path d="M-6 58 L6 58 L0 66 Z" fill="${index % 2 ? light : dark}"/>`,
          ),
        )
        .join("\n");
    case "flowers":
      return SPOTS.map((spot) =>
        at(
          spot,
          [0, 72, 144, 216, 288]
            .map(
              (angle) =>
                `<ellipse cx="0" cy="-34" rx="20" ry="34" fill="${light}" opacity="0.8" transform="rotate(${angle})"/>`,
            )
            .join("") + `<circle r="16" fill="${dark}"/>`,
        ),
      ).join("\n");
    case "snowflakes":
      return SPOTS.map((spot) =>
        at(
          spot,
          [0, 60, 120]
            .map(
              (angle) =>
                `<g transform="rotate(${angle})"><line x1="0" y1="-60" x2="0" y2="60" stroke="${light}" stroke-width="5" stroke-linecap="round"/>` +
                `<path d="M-14 -46 L0 -32 L14 -46 M-14 46 L0 32 L14 46" fill="none" stroke="${light}" stroke-width="4" stroke-linecap="round"/></g>`,
            )
            .join(""),
        ),
      ).join("\n");
    case "tulips":
      return SPOTS.slice(0, 3)
        .map((spot) =>
          at(
            spot,
            `<path d="M0 30 C4 70 -4 100 0 140" fill="none" stroke="${dark}" stroke-width="5"/>
<path d="M0 110 C22 88 40 92 44 80 C24 78 8 90 0 110 Z" fill="${dark}" opacity="0.7"/>
<path d="M-30 -30 L-16 -6 L0 -34 L16 -6 L30 -30 C36 10 20 34 0 34 C-20 34 -36 10 -30 -30 Z" fill="${light}"/>`,
          ),
        )
        .join("\n");
    case "hearts":
      return SPOTS.map((spot, index) =>
        at(spot, `<path d="${heart}" transform="scale(2.4)" fill="${index % 2 ? dark : light}" opacity="0.8"/>`),
      ).join("\n");
  }
}

/** A gift certificate card: the design's gradient and motif, the store's name and the design's title (the nominal is the storefront's). */
export function renderCertificateSvg({ motif, title, colorFrom, colorTo, ink }: CertificatePicture): string {
  const [width, height] = CERTIFICATE_SIZE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colorFrom}"/><stop offset="1" stop-color="${colorTo}"/></linearGradient></defs>
<rect width="${width}" height="${height}" rx="24" fill="url(#g)"/>
${motifShapes(motif, colorFrom, colorTo)}
<g font-family="'Helvetica Neue', Arial, sans-serif" fill="${ink}">
<text x="40" y="70" font-size="30" font-weight="700" letter-spacing="4">LOVE STORE</text>
<text x="40" y="310" font-size="18" letter-spacing="3">ПОДАРОЧНЫЙ СЕРТИФИКАТ</text>
<text x="40" y="352" font-size="30" font-weight="700">${escapeXml(title)}</text>
</g>
</svg>`;
}
