import { useLoaderData } from "react-router-dom";
import { CommunityPage as CommunityView } from "@placar/ui/product/community-page";
import { href } from "@placar/core/routes";
import type { HeadData } from "../lib/head.ts";
import type { RouteDeps } from "../route-types.ts";
import { RouterLink } from "./auth-shared.tsx";

export function communityHead(): HeadData {
  return {
    title: "Comunidade Placar — converse sobre futebol e odds | Placar",
    description:
      "A comunidade do Placar: um grupo gratuito de mensagens com análises, estatísticas e alertas de odds, suas regras e o convite para entrar, com apostas responsáveis em primeiro lugar.",
    canonicalPath: href.community(),
  };
}

interface CommunityData {
  /** COMMUNITY_GROUP_URL, or null while the operator has set none (docs/product.md#community). */
  groupUrl: string | null;
}

/**
 * The invitation comes from the operator's settings, through the loader: the server renders it into the first HTML
 * (the same for every visitor, so the page cache may keep it) and the browser reads the same value back.
 */
export function communityLoader(deps: RouteDeps) {
  return (): CommunityData => ({ groupUrl: deps.features.communityGroupUrl });
}

export function CommunityPage() {
  const { groupUrl } = useLoaderData<CommunityData>();
  return (
    <CommunityView
      groupUrl={groupUrl}
      responsibleHref={href.responsible()}
      liveHref={href.live()}
      renderLink={RouterLink}
    />
  );
}
