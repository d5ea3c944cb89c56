import { Link } from "react-router-dom";
import { NO_MORE } from "@placar/core/messages";
import type { HeadData } from "../lib/head.ts";
import { href } from "../route-map.ts";

export function articlesHead(): HeadData {
  return {
    title: "Estatísticas e análises de futebol | Placar",
    description: "Análises e estatísticas dos jogos de futebol escritas pela equipe do Placar, com as melhores odds de cada partida.",
    canonicalPath: "/estatisticas",
  };
}

/** The article list arrives with the news API; until then the page says so instead of failing. */
export function ArticlesPage() {
  return (
    <section aria-labelledby="titulo-estatisticas" className="mx-auto flex max-w-3xl flex-col gap-4">
      <h1 id="titulo-estatisticas" className="font-display text-2xl font-bold">
        Estatísticas
      </h1>
      <p className="rounded-md border border-border bg-card p-6 text-center">
        {NO_MORE}. As primeiras análises estão a caminho; enquanto isso, veja as estatísticas de cada partida a partir dos{" "}
        <Link to={href.home()} className="text-primary underline">
          jogos de hoje
        </Link>
        .
      </p>
    </section>
  );
}
