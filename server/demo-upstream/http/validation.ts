import { countOf, WORDS } from "../plural";
import { z } from "zod";
import { HttpError } from "./envelope";

/**
 * Russian messages for zod issues; passed per parse so the process-wide zod settings stay untouched. A contextual map
 * outranks the schema's own (`required_error`, `invalid_type_error`, `errorMap`), so a Russian message a schema
 * sets that way arrives here as `defaultError` and is kept.
 */
const russianErrorMap: z.ZodErrorMap = (issue, context) => {
  if (/[а-яё]/i.test(context.defaultError)) return { message: context.defaultError };
  switch (issue.code) {
    case z.ZodIssueCode.invalid_type:
      if (issue.received === "undefined") return { message: "Обязательное поле" };
      if (issue.expected === "integer") return { message: "Ожидается целое число" };
      if (issue.expected === "number") return { message: "Ожидается число" };
      return { message: "Неверный тип значения" };
    case z.ZodIssueCode.too_small:
      if (issue.type === "string") return { message: `Минимальная длина — ${issue.minimum} симв.` };
      if (issue.type === "array")
        return { message: `Нужно не меньше ${countOf(Number(issue.minimum), WORDS.valuesGenitive)}` };
      return { message: `Значение должно быть не меньше ${issue.minimum}` };
    case z.ZodIssueCode.too_big:
      if (issue.type === "string") return { message: `Максимальная длина — ${issue.maximum} симв.` };
      if (issue.type === "array")
        return { message: `Нужно не больше ${countOf(Number(issue.maximum), WORDS.valuesGenitive)}` };
      return { message: `Значение должно быть не больше ${issue.maximum}` };
    case z.ZodIssueCode.invalid_enum_value:
      return { message: `Допустимые значения: ${issue.options.join(", ")}` };
    case z.ZodIssueCode.invalid_string:
      return { message: "Неверный формат" };
    case z.ZodIssueCode.unrecognized_keys:
      return { message: `Неизвестные поля: ${issue.keys.join(", ")}` };
    default:
      return { message: context.defaultError === "Required" ? "Обязательное поле" : "Неверное значение" };
  }
};

/** Parses request input; a failure becomes a 400 with one Russian error per issue, `field` set to its path. */
export function parseInput<T extends z.ZodTypeAny>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input ?? {}, { errorMap: russianErrorMap });
  if (result.success) return result.data;
  throw new HttpError(
    400,
    result.error.issues.map((issue) => ({
      message: issue.message,
      code: "validation",
      ...(issue.path.length ? { field: issue.path.join(".") } : {}),
    })),
  );
}
