import * as React from "react";
import { ExternalLink, MessagesSquare } from "lucide-react";
import { COMMUNITY_ADULTS_ONLY, COMMUNITY_JOIN } from "@placar/core/messages-community";

import { cn } from "../lib/cn.ts";
import { Button } from "../primitives/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../primitives/card.tsx";
import { defaultRenderLink, type NavLinkProps } from "./nav-link.tsx";
import { ResponsibleNotice } from "./offers-box.tsx";

/** What the group offers (docs/product.md#community). */
export const COMMUNITY_POINTS = [
  {
    title: "Análises antes do jogo",
    text: "Quem acompanha de perto cada campeonato compartilha escalações prováveis, desfalques e números que ajudam a entender o confronto.",
  },
  {
    title: "Alertas de odds",
    text: "Quando uma casa paga bem acima das outras em um resultado, a comunidade avisa. Você decide com calma, sem pressa nem promessa de lucro.",
  },
  {
    title: "Jogo responsável",
    text: "Apostar é entretenimento para maiores de 18 anos. Aqui ninguém vende aposta como renda: falamos de limites, pausas e de quando parar.",
  },
] as const;

/** The group's rules, in the order the page lists them (docs/product.md#community). */
export const COMMUNITY_RULES = [
  "Só para maiores de 18 anos.",
  "Respeito sempre: nada de ofensas, preconceito, ameaças ou ataques pessoais.",
  "Nada de promessa de lucro: é proibido vender palpites, sinais, métodos ou “green garantido”.",
  "Nada de propaganda: links de afiliado, de casas sem licença no Brasil ou de outros grupos não são permitidos.",
  "Seus dados são seus: não publique CPF, telefone, endereço ou prints de conta, seus ou de outras pessoas.",
  "O assunto é futebol: jogos, estatísticas e odds. Correntes e spam ficam de fora.",
  "A moderação apaga mensagens e remove quem descumprir estas regras.",
] as const;

export type CommunityPageProps = Omit<React.ComponentProps<"section">, "children"> & {
  /** The group's invitation link (the operator's COMMUNITY_GROUP_URL), or null while there is none. */
  groupUrl: string | null;
  /** The responsible-gambling page. */
  responsibleHref: string;
  /** Where to follow the games meanwhile (the live odds page). */
  liveHref: string;
  /** Renders the page's own links; a plain <a> by default (the site passes its router's link). */
  renderLink?: (props: NavLinkProps) => React.ReactNode;
};

const inlineLink =
  "font-medium text-foreground underline underline-offset-2 outline-none focus-visible:ring-2 focus-visible:ring-ring";

/**
 * The community page (docs/product.md#community): what the free messaging group is, what happens in it, its rules,
 * and the invitation when the operator has set one; without it, a plain 'not open yet' with where to go meanwhile.
 */
export function CommunityPage({
  groupUrl,
  responsibleHref,
  liveHref,
  renderLink = defaultRenderLink,
  className,
  ...props
}: CommunityPageProps) {
  const ids = React.useId();
  const id = (name: string) => `comunidade-${name}-${ids}`;
  return (
    <section
      data-slot="community-page"
      aria-labelledby={id("titulo")}
      className={cn("mx-auto flex max-w-3xl flex-col gap-8", className)}
      {...props}
    >
      <header className="flex flex-col gap-2">
        <h1 id={id("titulo")} className="font-display text-3xl font-bold">
          Comunidade Placar
        </h1>
        <p className="text-lg text-muted-foreground">
          Um grupo gratuito de mensagens para quem gosta de futebol e de números: as análises do Placar, as estatísticas
          dos principais jogos do dia e a conversa de torcedores e apostadores adultos, com o jogo responsável em
          primeiro lugar.
        </p>
      </header>

      <Card
        data-slot="community-invitation"
        data-state={groupUrl ? "open" : "closed"}
        aria-labelledby={id("convite")}
        role="region"
        className={cn("flex-row items-start gap-4 p-4 sm:p-5", groupUrl ? "border-primary" : "border-border")}
      >
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-primary">
          <MessagesSquare aria-hidden="true" className="size-5" />
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          {groupUrl ? (
            <>
              <h2 id={id("convite")} className="font-display text-xl leading-tight font-semibold">
                Entre no grupo
              </h2>
              <p className="text-sm text-muted-foreground">
                É grátis e você sai quando quiser. O convite abre o aplicativo de mensagens em uma nova aba; ao entrar,
                você aceita as regras abaixo.
              </p>
              <div className="flex flex-wrap items-center gap-x-3 gap-y-2 pt-1">
                <Button asChild>
                  <a data-slot="community-join" href={groupUrl} target="_blank" rel="noopener noreferrer">
                    {COMMUNITY_JOIN}
                    <span className="sr-only"> (abre em nova aba)</span>
                    <ExternalLink aria-hidden="true" />
                  </a>
                </Button>
                <span className="text-xs text-muted-foreground">{COMMUNITY_ADULTS_ONLY}</span>
              </div>
            </>
          ) : (
            <>
              <h2 id={id("convite")} className="font-display text-xl leading-tight font-semibold">
                O grupo ainda não está aberto
              </h2>
              <p className="text-sm text-muted-foreground">
                O convite para o grupo ainda não foi publicado; quando for, o link para entrar aparece aqui. Enquanto
                isso, acompanhe os jogos e compare as melhores odds no Placar.
              </p>
              <p className="text-sm">
                {renderLink({ href: liveHref, className: inlineLink, children: "Ver as odds ao vivo" })}
              </p>
            </>
          )}
        </div>
      </Card>

      <section aria-labelledby={id("o-que")} className="flex flex-col gap-3">
        <h2 id={id("o-que")} className="font-display text-xl font-semibold">
          O que acontece no grupo
        </h2>
        <ul className="grid gap-4 sm:grid-cols-3">
          {COMMUNITY_POINTS.map((p) => (
            <li key={p.title}>
              <Card className="h-full">
                <CardHeader>
                  <CardTitle>{p.title}</CardTitle>
                </CardHeader>
                <CardContent>
                  <p className="text-sm">{p.text}</p>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby={id("regras")} className="flex flex-col gap-3">
        <h2 id={id("regras")} className="font-display text-xl font-semibold">
          Regras do grupo
        </h2>
        <ol className="flex list-decimal flex-col gap-2 pl-6 text-sm marker:font-semibold marker:text-primary">
          {COMMUNITY_RULES.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ol>
      </section>

      <ResponsibleNotice className="border-t border-border pt-4">
        Apostar envolve risco de perda e não é fonte de renda.{" "}
        {renderLink({ href: responsibleHref, className: inlineLink, children: "Jogo responsável" })}
      </ResponsibleNotice>
    </section>
  );
}
