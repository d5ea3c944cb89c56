import { z } from "zod";
import { FAVORITES_MAX } from "@placar/core/messages";
import { idParam, MAX_ID } from "./common.ts";

export const FavoritesSchema = z
  .object({
    teams: z.array(z.number().int()).describe("Ids dos times seguidos, do mais antigo ao mais recente"),
    leagues: z.array(z.number().int()).describe("Ids dos campeonatos seguidos, do mais antigo ao mais recente"),
    max: z.number().int().describe("Quantos times, e quantos campeonatos, uma conta pode seguir"),
  })
  .meta({ id: "Favorites" });

export const FavoriteIdParamsSchema = z.object({ id: idParam() });

const Ids = z
  .array(z.number().int().positive().max(MAX_ID))
  // A browser keeps at most FAVORITES_MAX of each; a little slack for a copy edited in another tab.
  .max(FAVORITES_MAX * 2, `No máximo ${FAVORITES_MAX * 2} ids`);

export const MergeFavoritesBodySchema = z
  .object({ teams: Ids.default([]), leagues: Ids.default([]) })
  .meta({ id: "MergeFavoritesBody" });
