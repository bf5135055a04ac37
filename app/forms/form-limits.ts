// The bounds of every posted form, in one place: the Node server's edge (server/http/form-bounds.ts) and the app's own
// reader (read-form.server.ts) apply the same ones. Plain values only, so the server bundle can import this file.

/**
 * Far above what the store's largest form sends (checkout: about 30 fields; `redirectTo` up to the 8 KB URL bound, a
 * message of 2,000 Cyrillic letters ≈ 4 KB), far below what makes a form costly to read.
 */
export const FORM_LIMITS = {
  /** Fields of one form (`&`-separated pieces of a urlencoded body, parts of a multipart one). */
  fields: 256,
  /** Bytes of a field's name, decoded (UTF-8). */
  nameBytes: 256,
  /** Bytes of a field's value, decoded (UTF-8); each schema's own `.max` gives its message below this. */
  valueBytes: 16 * 1024,
  /** Bytes of the whole body, as the server's default BODY_LIMIT_BYTES: the app's bound where no server sets one. */
  bodyBytes: 1024 * 1024,
};

export type FormLimits = typeof FORM_LIMITS;

/** Bytes a multipart part may spend on its headers (`Content-Disposition` with the name, a `Content-Type`). */
export const PART_HEADER_BYTES = 1024;

/** A refused form: its status and what the shopper is told (a page's title and text). */
export type FormRefusal = { status: number; title: string; text: string };

export const FORM_REFUSALS = {
  tooLarge: {
    status: 413,
    title: "Слишком большой запрос",
    text: "Отправленные данные слишком велики, магазин их не принял. Сократите текст и отправьте форму ещё раз.",
  },
  tooManyFields: {
    status: 413,
    title: "Слишком много полей",
    text: "В отправленной форме слишком много полей, магазин её не принял. Обновите страницу и отправьте форму ещё раз.",
  },
  fieldTooLong: {
    status: 413,
    title: "Слишком длинное поле",
    text: "Одно из полей формы слишком длинное, магазин её не принял. Сократите текст и отправьте форму ещё раз.",
  },
} satisfies Record<string, FormRefusal>;

export type FormProblem = keyof typeof FORM_REFUSALS;
