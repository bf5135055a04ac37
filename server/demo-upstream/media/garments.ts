/**
 * Garment silhouettes for the generated product pictures, drawn in a 300×400 box.
 * `body` is filled with the product colour; `front`/`back` are seams and trims stroked over it.
 */
export type Garment =
  | "dress"
  | "blouse"
  | "tshirt"
  | "knit"
  | "coat"
  | "jacket"
  | "trousers"
  | "jeans"
  | "skirt"
  | "shoes"
  | "boots"
  | "bag"
  | "belt"
  | "scarf"
  | "hat"
  | "jewelry";

/**
 * `straps` are thick strokes in the product colour (handles); `evenOdd` cuts nested shapes out of the body (hoops);
 * `focus` is the centre of the close-up shot (default: the upper middle, where tops have their details).
 */
export type GarmentDrawing = {
  body: string;
  front: string[];
  back: string[];
  straps?: string[];
  evenOdd?: boolean;
  focus?: [number, number];
};

/** What a picture draws: the section's garment, or for shoes the kind the product's name says (flat ones differ). */
export type Silhouette = Garment | "sneakers" | "flats";

/** Sneakers and flat shoes are drawn without a heel; the product's name tells them from the section's court shoes. */
export function silhouetteOf(garment: Garment, productName: string): Silhouette {
  if (garment !== "shoes") return garment;
  const name = productName.toLowerCase();
  if (/кроссовки|кеды/.test(name)) return "sneakers";
  if (/балетки|лоферы|мокасины|слипоны/.test(name)) return "flats";
  return garment;
}

const circle = (cx: number, cy: number, r: number) =>
  `M${cx - r} ${cy} a${r} ${r} 0 1 0 ${2 * r} 0 a${r} ${r} 0 1 0 ${-2 * r} 0 Z`;

export const GARMENTS: Record<Silhouette, GarmentDrawing> = {
  dress: {
    body: "M122 58 Q150 84 178 58 L206 70 L196 124 L186 172 L238 352 Q150 370 62 352 L114 172 L104 124 L94 70 Z",
    front: ["M114 172 Q150 182 186 172", "M150 80 L186 172", "M124 210 Q140 280 118 350"],
    back: ["M114 172 Q150 182 186 172", "M150 66 L150 172"],
  },
  blouse: {
    body: "M124 66 Q150 90 176 66 L214 80 L256 196 L230 206 L206 146 L208 306 L92 306 L94 146 L70 206 L44 196 L86 80 Z",
    front: ["M150 88 L150 306", circle(150, 124, 4), circle(150, 170, 4), circle(150, 216, 4), circle(150, 262, 4)],
    back: ["M96 112 Q150 124 204 112"],
  },
  tshirt: {
    body: "M118 68 Q150 96 182 68 L236 88 L262 146 L228 160 L210 136 L212 322 L88 322 L90 136 L72 160 L38 146 L64 88 Z",
    front: ["M124 74 Q150 102 176 74", "M90 300 L212 300"],
    back: ["M124 70 Q150 80 176 70", "M90 300 L212 300"],
  },
  knit: {
    body: "M116 66 Q150 92 184 66 L230 82 L264 258 L232 266 L212 152 L216 320 L84 320 L88 152 L68 266 L36 258 L70 82 Z",
    front: [
      "M86 298 L214 298",
      "M130 120 Q140 160 130 200 Q120 240 130 280",
      "M170 120 Q160 160 170 200 Q180 240 170 280",
      "M40 240 L68 248",
      "M260 240 L232 248",
    ],
    back: ["M86 298 L214 298", "M40 240 L68 248", "M260 240 L232 248"],
  },
  coat: {
    body: "M124 54 L150 124 L176 54 L222 70 L260 292 L230 298 L214 168 L230 372 L70 372 L86 168 L70 298 L40 292 L78 70 Z",
    front: [
      "M124 54 L138 150 L150 124",
      "M176 54 L162 150 L150 124",
      "M150 124 L150 372",
      "M86 214 L214 214",
      circle(138, 176, 5),
      circle(138, 256, 5),
      circle(138, 306, 5),
    ],
    back: ["M150 60 L150 372", "M86 214 L214 214"],
  },
  jacket: {
    body: "M124 56 L150 120 L176 56 L220 72 L256 250 L228 256 L212 160 L218 292 L82 292 L88 160 L72 256 L44 250 L80 72 Z",
    front: ["M150 120 L150 292", "M98 232 L132 232", "M168 232 L202 232", "M84 276 L216 276"],
    back: ["M92 116 Q150 130 208 116", "M84 276 L216 276"],
  },
  trousers: {
    body: "M96 46 L204 46 L218 366 L166 366 L150 132 L134 366 L82 366 Z",
    front: ["M96 64 L204 64", "M116 82 L108 360", "M184 82 L192 360", "M150 64 L150 120"],
    back: ["M96 64 L204 64", "M108 86 L140 86 L140 114 L108 114 Z", "M160 86 L192 86 L192 114 L160 114 Z"],
  },
  jeans: {
    body: "M100 46 L200 46 L206 366 L162 366 L150 136 L138 366 L94 366 Z",
    front: [
      "M100 62 L200 62",
      "M104 70 Q124 96 136 70",
      "M196 70 Q176 96 164 70",
      "M150 62 L150 126",
      "M96 352 L140 352",
      "M160 352 L204 352",
    ],
    back: [
      "M100 62 L200 62",
      "M110 88 L140 84 L142 118 L126 126 L112 118 Z",
      "M190 88 L160 84 L158 118 L174 126 L188 118 Z",
    ],
  },
  skirt: {
    body: "M104 76 L196 76 L242 322 Q150 342 58 322 Z",
    front: ["M104 94 L196 94", "M130 94 L112 330", "M150 94 L150 336", "M170 94 L188 330"],
    back: ["M104 94 L196 94", "M150 76 L150 150"],
  },
  shoes: {
    focus: [150, 280],
    body: "M40 300 L44 252 Q52 230 80 234 L132 244 Q190 262 236 272 Q266 280 264 300 L264 312 L40 312 Z M40 312 L44 348 L66 348 L72 312 Z",
    front: ["M88 246 Q120 264 152 256", "M44 304 L264 304"],
    back: ["M44 304 L264 304"],
  },
  sneakers: {
    focus: [150, 270],
    body: "M36 300 Q34 262 64 250 L112 232 Q132 226 150 240 L196 262 Q246 272 262 292 L266 312 Q266 328 250 330 L50 330 Q36 328 36 312 Z",
    front: [
      "M36 308 L266 308",
      "M120 240 L136 256",
      "M108 246 L124 262",
      "M96 252 L112 268",
      "M64 280 Q120 296 196 282",
    ],
    back: ["M36 308 L266 308", "M56 262 Q60 290 84 296"],
  },
  flats: {
    focus: [150, 280],
    body: "M42 306 Q40 270 70 262 L124 252 Q176 256 224 272 Q262 284 262 304 L262 314 Q262 322 252 322 L52 322 Q42 322 42 314 Z",
    front: ["M96 262 Q132 282 170 264", "M44 314 L260 314"],
    back: ["M44 314 L260 314"],
  },
  boots: {
    focus: [170, 230],
    body: "M96 70 L170 70 L174 236 Q230 246 258 276 L262 312 L92 312 Z M92 312 L96 348 L128 348 L132 312 Z",
    front: ["M160 82 L162 230", "M92 302 L262 302", "M96 90 L170 90"],
    back: ["M92 302 L262 302", "M133 76 L133 300"],
  },
  bag: {
    focus: [150, 220],
    body: "M66 168 L234 168 L250 330 Q250 344 236 344 L64 344 Q50 344 50 330 Z",
    front: ["M66 168 L150 232 L234 168", circle(150, 232, 8)],
    back: ["M80 200 L220 200"],
    straps: ["M108 168 Q108 86 150 86 Q192 86 192 168"],
  },
  belt: {
    focus: [100, 200],
    body: "M30 186 L270 186 Q278 200 270 214 L30 214 Z",
    front: ["M78 176 L118 176 L118 224 L78 224 Z", circle(170, 200, 3), circle(194, 200, 3), circle(218, 200, 3)],
    back: ["M34 192 L266 192", "M34 208 L266 208"],
  },
  scarf: {
    body: "M96 40 L204 40 L214 180 Q230 260 206 360 L164 360 Q178 270 160 200 L150 150 L140 200 Q122 270 136 360 L94 360 Q70 260 86 180 Z",
    front: [
      "M100 360 L100 382",
      "M115 360 L115 382",
      "M130 360 L130 382",
      "M170 360 L170 382",
      "M185 360 L185 382",
      "M200 360 L200 382",
      "M92 320 L136 320",
      "M164 320 L208 320",
    ],
    back: ["M92 320 L136 320", "M164 320 L208 320"],
  },
  hat: {
    focus: [150, 200],
    body: `M78 262 Q72 120 150 108 Q228 120 222 262 Z M70 250 L230 250 L230 292 L70 292 Z ${circle(150, 100, 22)}`,
    front: [
      "M90 250 L90 292",
      "M110 250 L110 292",
      "M130 250 L130 292",
      "M150 250 L150 292",
      "M170 250 L170 292",
      "M190 250 L190 292",
      "M210 250 L210 292",
    ],
    back: ["M70 262 L230 262"],
  },
  jewelry: {
    focus: [150, 215],
    body: `${circle(105, 230, 44)} ${circle(105, 230, 34)} ${circle(195, 230, 44)} ${circle(195, 230, 34)} ${circle(105, 172, 9)} ${circle(195, 172, 9)}`,
    front: [],
    back: [],
    evenOdd: true,
  },
};
