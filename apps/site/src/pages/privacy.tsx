import type { HeadData } from "../lib/head.ts";
import { href } from "@placar/core/routes";

export function privacyHead(): HeadData {
  return {
    title: "Privacidade — que dados o Placar guarda e como exercer seus direitos | Placar",
    description:
      "O que o Placar guarda sobre você, por quê e por quanto tempo, e como baixar os seus dados ou excluir a sua conta a qualquer momento (LGPD).",
    canonicalPath: href.privacy(),
  };
}

const STORED = [
  {
    what: "Dados da conta: nome, e-mail, CPF, telefone e data de nascimento",
    why: "Identificar você, confirmar que é maior de idade (as apostas são proibidas para menores de 18 anos) e evitar contas duplicadas.",
    howLong: "Enquanto a conta existir. Excluída a conta, são apagados na hora.",
  },
  {
    what: "Senha",
    why: "Entrar na conta. Guardamos apenas um resumo criptográfico (hash Argon2id): ninguém, nem a equipe do Placar, consegue ler a senha.",
    howLong: "Enquanto a conta existir.",
  },
  {
    what: "Links de recuperação de senha",
    why: "Trocar a senha quando você a esquece. Guardamos só o resumo do link, que vale 30 minutos e uma única vez.",
    howLong: "Apagados com a conta.",
  },
  {
    what: "Times e campeonatos que você segue",
    why: "Mostrar os jogos deles primeiro e no filtro 'Meus jogos'.",
    howLong: "Até você deixar de segui-los ou excluir a conta.",
  },
  {
    what: "Alertas de preço, avisos de início de jogo e notificações",
    why: "Avisar você, uma única vez por alerta, por e-mail e na página de notificações: guardamos o jogo, a casa, o resultado e a odd escolhidos, se os e-mails estão ligados e os avisos já enviados.",
    howLong:
      "Até você apagar o alerta ou excluir a conta. Os e-mails param com o link 'Cancelar e-mails de alertas' de qualquer aviso.",
  },
  {
    what: "Endereço IP das tentativas de entrada, cadastro e recuperação",
    why: "Proteger as contas contra quem tenta adivinhar senhas.",
    howLong: "Contadores que expiram sozinhos entre 15 minutos e 1 hora.",
  },
  {
    what: "Registros de acesso (endereço IP, data e hora)",
    why: "Exigência do Marco Civil da Internet (Lei 12.965/2014, art. 15) para quem oferece aplicações na internet.",
    howLong: "6 meses, inclusive depois da exclusão da conta, e só entregues por ordem judicial.",
  },
];

const BROWSER = [
  "A sua sessão (a chave 'user'), para você continuar conectado.",
  "O tema escolhido, claro ou escuro (a chave 'theme').",
  "A data em que o aviso de boas-vindas foi mostrado, para não repeti-lo no mesmo dia.",
  "Enquanto você não entra, os times e campeonatos que segue (a chave 'favorites'). Ao entrar, eles passam para a sua conta e saem do navegador.",
];

/** 'Privacidade': what is stored, why, for how long, and how to exercise the LGPD rights. */
export function PrivacyPage() {
  return (
    <article aria-labelledby="titulo-privacidade" className="mx-auto flex max-w-3xl flex-col gap-8">
      <header className="flex flex-col gap-3">
        <h1 id="titulo-privacidade" className="font-display text-3xl font-bold">
          Privacidade
        </h1>
        <p className="text-lg text-muted-foreground">
          O Placar guarda o mínimo necessário para a sua conta funcionar e ser segura. Você pode baixar tudo o que
          guardamos e excluir a sua conta quando quiser, sem pedir a ninguém (Lei Geral de Proteção de Dados, art. 18).
        </p>
      </header>

      <section aria-labelledby="o-que-guardamos" className="flex flex-col gap-3">
        <h2 id="o-que-guardamos" className="font-display text-xl font-bold">
          O que guardamos, por quê e por quanto tempo
        </h2>
        <ul className="flex flex-col gap-3">
          {STORED.map((s) => (
            <li key={s.what} className="rounded-lg border border-border bg-card p-4">
              <p className="font-semibold">{s.what}</p>
              <p className="mt-1 text-sm">
                <span className="font-medium">Por quê: </span>
                {s.why}
              </p>
              <p className="mt-1 text-sm">
                <span className="font-medium">Por quanto tempo: </span>
                {s.howLong}
              </p>
            </li>
          ))}
        </ul>
        <p className="text-sm text-muted-foreground">
          Quem não tem conta só deixa registros de acesso. Não vendemos nem compartilhamos dados pessoais. Os links para
          as casas de apostas levam você ao site delas, que tem a sua própria política de privacidade.
        </p>
      </section>

      <section aria-labelledby="no-navegador" className="flex flex-col gap-3">
        <h2 id="no-navegador" className="font-display text-xl font-bold">
          O que fica no seu navegador
        </h2>
        <ul className="list-disc space-y-1.5 pl-6">
          {BROWSER.map((b) => (
            <li key={b}>{b}</li>
          ))}
        </ul>
        <p className="text-sm text-muted-foreground">
          Não usamos cookies de rastreamento nem ferramentas de publicidade de terceiros.
        </p>
      </section>

      <section aria-labelledby="seus-direitos" className="flex flex-col gap-3">
        <h2 id="seus-direitos" className="font-display text-xl font-bold">
          Seus direitos
        </h2>
        <ul className="list-disc space-y-1.5 pl-6">
          <li>
            <strong>Baixar os seus dados:</strong> no seu{" "}
            <a className="text-primary underline" href={href.profile()}>
              perfil
            </a>
            , use “Baixar meus dados” para receber um arquivo JSON com tudo o que guardamos sobre você.
          </li>
          <li>
            <strong>Corrigir:</strong> nome e telefone podem ser corrigidos pela administração; escreva para o e-mail de
            contato do site.
          </li>
          <li>
            <strong>Excluir a conta:</strong> no seu perfil, use “Excluir minha conta” e confirme com a sua senha. A
            conta e os dados dela são apagados na hora, as sessões são encerradas e o e-mail e o CPF ficam livres para
            um novo cadastro. Só os registros de acesso exigidos por lei ficam guardados pelo prazo acima. Notícias
            publicadas por administradores continuam no ar com o nome de autor que foi escrito nelas.
          </li>
        </ul>
      </section>
    </article>
  );
}
