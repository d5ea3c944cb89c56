import { Card, CardContent, CardHeader, CardTitle } from "@placar/ui/primitives/card";
import { href } from "@placar/core/routes";
import type { HeadData } from "../lib/head.ts";

export function communityHead(): HeadData {
  return {
    title: "Comunidade Placar — converse sobre futebol e odds | Placar",
    description:
      "A comunidade do Placar: torcedores e apostadores trocando análises, estatísticas e alertas de odds, com apostas responsáveis em primeiro lugar.",
    canonicalPath: href.community(),
  };
}

const POINTS = [
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
];

export function CommunityPage() {
  return (
    <section aria-labelledby="titulo-comunidade" className="mx-auto flex max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 id="titulo-comunidade" className="font-display text-3xl font-bold">
          Comunidade Placar
        </h1>
        <p className="text-lg text-muted-foreground">
          Um lugar para quem gosta de futebol e de números conversar sobre os jogos do dia, as estatísticas e as odds
          das casas licenciadas.
        </p>
      </header>
      <ul className="grid gap-4 sm:grid-cols-3">
        {POINTS.map((p) => (
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
      <p className="text-sm text-muted-foreground">
        O grupo gratuito de mensagens da comunidade abre em breve. Enquanto isso, acompanhe os jogos ao vivo e as
        melhores odds aqui no Placar.
      </p>
    </section>
  );
}
