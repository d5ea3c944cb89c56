import type { HeadData } from "../lib/head.ts";
import { href } from "@placar/core/routes";

export function responsibleHead(): HeadData {
  return {
    title: "Jogo responsável — sinais de alerta, limites e onde buscar ajuda | Placar",
    description:
      "Apostar é entretenimento para maiores de 18 anos, nunca fonte de renda. Os sinais de alerta, os limites e a autoexclusão que as casas licenciadas devem oferecer, e onde buscar ajuda.",
    canonicalPath: href.responsible(),
  };
}

const SIGNS = [
  "Apostar mais do que tinha planejado, ou por mais tempo.",
  "Apostar para recuperar o que perdeu.",
  "Pedir dinheiro emprestado, vender coisas ou atrasar contas para apostar.",
  "Esconder da família ou dos amigos quanto aposta.",
  "Sentir-se ansioso, irritado ou culpado quando não aposta ou depois de apostar.",
  "Deixar de lado trabalho, estudo, sono ou pessoas próximas por causa das apostas.",
];

const TOOLS = [
  {
    title: "Limites de depósito e de perda",
    text: "Um teto por dia, semana ou mês. Reduzir vale na hora; aumentar só depois de um prazo, para a decisão não ser tomada no calor do momento.",
  },
  {
    title: "Limite de tempo e alertas",
    text: "Avisos de quanto tempo você está conectado e de quanto já apostou na sessão, e encerramento automático quando o limite chega.",
  },
  {
    title: "Pausa",
    text: "Bloquear a conta por um período curto (dias ou semanas), sem precisar explicar o motivo.",
  },
  {
    title: "Autoexclusão",
    text: "Encerrar o acesso por meses ou por tempo indeterminado. As casas licenciadas no Brasil devem oferecer a autoexclusão e respeitá-la, sem enviar publicidade a quem se excluiu.",
  },
];

const HELP = [
  { name: "CVV — Centro de Valorização da Vida", how: "Ligue 188 (gratuito, 24 horas) ou converse em cvv.org.br." },
  {
    name: "CAPS — Centros de Atenção Psicossocial (SUS)",
    how: "Atendimento gratuito pelo SUS; procure a unidade de saúde mais perto de você.",
  },
  { name: "Jogadores Anônimos", how: "Grupos de apoio mútuo, presenciais e on-line, para quem quer parar de jogar." },
];

/** 'Jogo responsável': the warning signs, the limits and self-exclusion licensed houses must offer, and where to get help. */
export function ResponsiblePage() {
  return (
    <article aria-labelledby="titulo-jogo-responsavel" className="mx-auto flex max-w-3xl flex-col gap-8">
      <header className="flex flex-col gap-3">
        <h1 id="titulo-jogo-responsavel" className="font-display text-3xl font-bold">
          Jogo responsável
        </h1>
        <p className="text-lg text-muted-foreground">
          Apostar é entretenimento para maiores de 18 anos. Envolve risco de perda e nunca é fonte de renda. O Placar
          compara odds para informar, não para incentivar apostas.
        </p>
      </header>

      <section aria-labelledby="sinais" className="flex flex-col gap-3">
        <h2 id="sinais" className="font-display text-xl font-bold">
          Sinais de alerta
        </h2>
        <p>Se você se reconhece em algum destes pontos, é hora de parar e conversar com alguém:</p>
        <ul className="list-disc space-y-1.5 pl-6">
          {SIGNS.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="limites" className="flex flex-col gap-3">
        <h2 id="limites" className="font-display text-xl font-bold">
          Limites e autoexclusão
        </h2>
        <p>
          Toda casa licenciada no Brasil deve oferecer estas ferramentas na sua conta. Use-as antes de precisar delas:
        </p>
        <dl className="grid gap-4 sm:grid-cols-2">
          {TOOLS.map((t) => (
            <div key={t.title} className="rounded-lg border border-border bg-card p-4">
              <dt className="font-display font-semibold">{t.title}</dt>
              <dd className="mt-1 text-sm text-muted-foreground">{t.text}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="ajuda" className="flex flex-col gap-3">
        <h2 id="ajuda" className="font-display text-xl font-bold">
          Onde buscar ajuda
        </h2>
        <ul className="flex flex-col gap-3">
          {HELP.map((h) => (
            <li key={h.name} className="rounded-lg border border-border bg-card p-4">
              <p className="font-semibold">{h.name}</p>
              <p className="text-sm text-muted-foreground">{h.how}</p>
            </li>
          ))}
        </ul>
        <p className="text-sm text-muted-foreground">
          Em caso de crise ou pensamentos de se machucar, ligue 188 (CVV) ou 192 (SAMU) agora.
        </p>
      </section>
    </article>
  );
}
