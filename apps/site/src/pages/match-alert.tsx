import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { Link } from "react-router-dom";
import { createPriceAlertMutation, listMyAlertsOptions, type GetFixtureByIdData } from "@placar/api-client/queries";
import { bestOddsByHouse } from "@placar/core/odds";
import { PRICE_ALERT_SIGN_IN } from "@placar/core/messages-alerts";
import type { Market } from "@placar/core/markets";
import { PriceAlertDialog, type MarketAlertValues, type PriceAlertValues } from "@placar/ui/product/price-alert-dialog";
import { useApi } from "../lib/api-context.tsx";
import { REFRESH_MS } from "../lib/refresh.ts";
import { boardAlertQuotes, findBoard } from "./market-board.ts";
import { marketsQuery } from "./market-panels.tsx";
import { readSession } from "../lib/session.ts";
import { href } from "@placar/core/routes";
import { formError } from "./auth-shared.tsx";

/**
 * 'Criar alerta de preço' on the match page (docs/product.md#alerts): the dialog for a signed-in user, a sign-in
 * link for a visitor. Decided after hydration: the server's HTML is the same for everybody and shows neither.
 * In 1X2 the houses' prices come with the match; in another market (`market`), from the markets endpoint (the query
 * the market's table already holds), and the alert names the market and the outcome's place in it.
 */
export function MatchPriceAlert({ fixture: f, market }: { fixture: GetFixtureByIdData; market?: Market }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [who, setWho] = useState<"unknown" | "visitor" | "user">("unknown");
  useEffect(() => setWho(readSession() ? "user" : "visitor"), []);
  const home = f.teams.home.name;
  const away = f.teams.away.name;
  const quotes = useMemo(
    () =>
      bestOddsByHouse(f.odds, home, away).flatMap((r) =>
        r.home !== null && r.draw !== null && r.away !== null
          ? [{ house: r.bet, home: r.home, draw: r.draw, away: r.away }]
          : [],
      ),
    [f.odds, home, away],
  );
  const other = market && market.key !== "1x2" ? market : null;
  const markets = useQuery({
    // The match page's own query (with the market's history): one fetch for both.
    ...marketsQuery(api, f.fixture.id, other),
    enabled: other !== null,
    refetchInterval: REFRESH_MS,
  });
  const marketQuotes = useMemo(() => {
    const board = other ? findBoard(markets.data, other) : null;
    return other && board ? boardAlertQuotes(board, other) : [];
  }, [markets.data, other]);
  if (who === "unknown" || (other ? marketQuotes : quotes).length === 0) return null;
  if (who === "visitor") {
    return (
      <p className="text-sm text-muted-foreground">
        <Link
          to={href.login()}
          className="font-semibold text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
        >
          {PRICE_ALERT_SIGN_IN}
        </Link>
      </p>
    );
  }
  const submit = async (values: PriceAlertValues) => {
    try {
      await createPriceAlertMutation(api).mutationFn({ body: { game: f.fixture.id, ...values } });
    } catch (err) {
      throw formError(err);
    }
    void queryClient.invalidateQueries({ queryKey: listMyAlertsOptions(api).queryKey });
  };
  if (other) {
    const submitMarket = async (values: MarketAlertValues) => {
      try {
        await createPriceAlertMutation(api).mutationFn({ body: { game: f.fixture.id, ...values } });
      } catch (err) {
        throw formError(err);
      }
      void queryClient.invalidateQueries({ queryKey: listMyAlertsOptions(api).queryKey });
    };
    return (
      <PriceAlertDialog
        market={other}
        home={home}
        away={away}
        quotes={marketQuotes}
        onSubmit={submitMarket}
        className="self-start"
      />
    );
  }
  return <PriceAlertDialog home={home} away={away} quotes={quotes} onSubmit={submit} className="self-start" />;
}
