import { z } from "zod";

const TYPES: Record<string, string> = {
  string: "um texto",
  number: "um número",
  int: "um número inteiro",
  boolean: "verdadeiro ou falso",
  object: "um objeto",
  array: "uma lista",
  date: "uma data",
};

/**
 * Every validation message a person can see is Brazilian Portuguese: the common cases in our own words, the rest
 * from zod's Portuguese locale (schemas that give their own message keep it).
 */
export function installPortugueseMessages(): void {
  z.config(z.locales.pt());
  z.config({
    customError: (iss) => {
      switch (iss.code) {
        case "invalid_type": {
          if (iss.input === undefined) return "Campo obrigatório.";
          if (iss.expected === "number" || iss.expected === "int") return `Informe ${TYPES[iss.expected]}.`;
          return `Valor inválido: esperado ${TYPES[iss.expected] ?? iss.expected}.`;
        }
        case "too_small": {
          const min = Number(iss.minimum);
          if (iss.origin === "string") return min <= 1 ? "Campo obrigatório." : `Use pelo menos ${min} caracteres.`;
          if (iss.origin === "array" || iss.origin === "set")
            return `Informe pelo menos ${min} ${min === 1 ? "item" : "itens"}.`;
          if (iss.origin === "number" || iss.origin === "int" || iss.origin === "bigint") {
            return iss.inclusive ? `O valor mínimo é ${min}.` : `O valor deve ser maior que ${min}.`;
          }
          return undefined;
        }
        case "too_big": {
          const max = Number(iss.maximum);
          if (iss.origin === "string") return `Use no máximo ${max} caracteres.`;
          if (iss.origin === "array" || iss.origin === "set")
            return `Informe no máximo ${max} ${max === 1 ? "item" : "itens"}.`;
          if (iss.origin === "number" || iss.origin === "int" || iss.origin === "bigint") {
            return iss.inclusive ? `O valor máximo é ${max}.` : `O valor deve ser menor que ${max}.`;
          }
          return undefined;
        }
        case "invalid_format":
          return iss.format === "email"
            ? "E-mail inválido."
            : iss.format === "url"
              ? "Endereço (URL) inválido."
              : "Formato inválido.";
        case "invalid_value":
          return `Valor inválido: use ${iss.values.map((v) => String(v)).join(", ")}.`;
        case "unrecognized_keys":
          return `Campo não esperado: ${iss.keys.join(", ")}.`;
        default:
          return undefined;
      }
    },
  });
}
