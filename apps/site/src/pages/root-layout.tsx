import { useEffect } from "react";
import { isRouteErrorResponse, Link, NavLink, Outlet, useMatches, useRouteError } from "react-router-dom";
import { NAV_COMMUNITY, NAV_GUIDE, NAV_LIVE, NAV_SCOREBOARD, NAV_STATISTICS, SIGN_IN } from "@placar/core/messages";
import { href } from "../route-map.ts";
import type { RouteHandle } from "../routes.tsx";

const NAV = [
  { to: href.home(), label: NAV_SCOREBOARD, end: true },
  { to: href.live(), label: NAV_LIVE, end: false },
  { to: href.guide(), label: NAV_GUIDE, end: false },
  { to: href.community(), label: NAV_COMMUNITY, end: false },
  { to: href.articles(), label: NAV_STATISTICS, end: false },
] as const;

/** Keeps the document title in step with the deepest matched route on client-side navigation. */
function useDocumentHead() {
  const matches = useMatches();
  useEffect(() => {
    for (let i = matches.length - 1; i >= 0; i--) {
      const m = matches[i]!;
      const handle = m.handle as RouteHandle | undefined;
      if (handle?.head) {
        document.title = handle.head(m.loaderData).title;
        return;
      }
    }
  }, [matches]);
}

function Header() {
  return (
    <header className="border-b border-border bg-card/80">
      <div className="mx-auto flex h-14 max-w-[1440px] items-center gap-6 px-4">
        <Link to={href.home()} className="font-display text-xl font-bold tracking-wide text-primary">
          Placar
        </Link>
        <nav aria-label="Principal" className="hidden gap-1 md:flex">
          {NAV.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              end={item.end}
              className="rounded-md px-3 py-1.5 font-display text-sm font-semibold text-muted-foreground hover:text-foreground aria-[current=page]:bg-primary/15 aria-[current=page]:text-primary"
            >
              {item.label}
            </NavLink>
          ))}
        </nav>
        <Link to={href.login()} className="ml-auto rounded-md bg-primary px-4 py-1.5 font-display text-sm font-semibold text-primary-foreground">
          {SIGN_IN}
        </Link>
      </div>
    </header>
  );
}

function Footer() {
  return (
    <footer className="mt-10 border-t border-border py-6 text-sm text-muted-foreground">
      <div className="mx-auto flex max-w-[1440px] flex-wrap items-center gap-4 px-4">
        <span className="rounded border border-border px-2 py-0.5 font-bold text-foreground" aria-label="Proibido para menores de 18 anos">
          18+
        </span>
        <p className="flex-1">Aposte com responsabilidade: apostas não são fonte de renda. Jogue só o que pode perder e, se precisar, peça ajuda.</p>
        <p>© 2025 Placar</p>
      </div>
    </footer>
  );
}

export function RootLayout() {
  useDocumentHead();
  return (
    <div className="flex min-h-dvh flex-col bg-background font-sans text-foreground">
      <Header />
      <main id="conteudo" className="mx-auto w-full max-w-[1440px] flex-1 px-4 py-6">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}

export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error) ? `${error.status} — ${error.statusText}` : "Algo deu errado ao carregar esta página.";
  return (
    <div className="mx-auto max-w-xl p-10 text-center text-foreground">
      <h1 className="font-display text-2xl font-bold">Ops!</h1>
      <p className="mt-2 text-muted-foreground">{message}</p>
      <a className="mt-6 inline-block text-primary underline" href={href.home()}>
        Voltar para o início
      </a>
    </div>
  );
}
