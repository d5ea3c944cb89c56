/*
 * Apart from status.ts on purpose: status.ts is in the home's first script, and this label is shown only by the match
 * header of the lazy pages (match, article, analysis), so its words stay out of that script.
 */
/**
 * What a finished match's header says (docs/product.md#match-page): 'Encerrado', and how it ended when it went past
 * the 90 minutes. AET is also a live code (it stays under Ao Vivo right after the whistle), but the match is over.
 */
export function finishedStatusLabel(code: string): string | undefined {
  switch (code) {
    case "FT":
      return "Encerrado";
    case "AET":
      return "Encerrado após prorrogação";
    case "FT_PEN":
      return "Encerrado nos pênaltis";
    default:
      return undefined;
  }
}
