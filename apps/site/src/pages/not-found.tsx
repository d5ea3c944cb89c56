import { Link } from "react-router-dom";
import { href } from "@placar/core/routes";
import type { HeadData } from "../lib/head.ts";

export function notFoundHead(): HeadData {
  return { title: "Página não encontrada — Placar" };
}

export function NotFoundPage() {
  return (
    <section className="mx-auto max-w-xl py-16 text-center">
      <p className="font-display text-6xl font-bold text-primary">404</p>
      <h1 className="mt-4 font-display text-2xl font-bold">Página não encontrada</h1>
      <p className="mt-2 text-muted-foreground">O endereço que você abriu não existe ou mudou de lugar.</p>
      <Link
        to={href.home()}
        className="mt-6 inline-block rounded-md bg-primary px-5 py-2 font-display font-semibold text-primary-foreground"
      >
        Ver os jogos de hoje
      </Link>
    </section>
  );
}
