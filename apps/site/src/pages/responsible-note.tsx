import { Link } from "react-router-dom";
import { href } from "@placar/core/routes";

/** The line beside every list of house links: 18+, no income, and the way to the responsible-gambling page. */
export function ResponsibleNote({ className = "" }: { className?: string }) {
  return (
    <p data-slot="responsible-note" className={`text-xs text-muted-foreground ${className}`}>
      Proibido para menores de 18 anos. Apostar envolve risco de perda e não é fonte de renda.{" "}
      <Link
        to={href.responsible()}
        className="font-medium text-foreground underline underline-offset-2 outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        Jogo responsável
      </Link>
    </p>
  );
}
