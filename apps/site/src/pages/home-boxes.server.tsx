import { LeagueList } from "@placar/ui/product/league-list";
import { LeagueStrip } from "@placar/ui/product/league-strip";
import { NewsList } from "@placar/ui/product/news-list";
import { OffersBox } from "@placar/ui/product/offers-box";
import HomeGuideChunk from "./home-guide.tsx";
import { registerStaticHomeBoxes } from "./home-boxes.ts";
import { SiteFooter } from "@placar/ui/product/site-footer";
import { registerStaticLayoutBoxes } from "./layout-boxes.ts";

// Server only (imported by entry-server.tsx): the first HTML holds the boxes' content without waiting on a chunk.
registerStaticHomeBoxes({ OffersBox, NewsList, WhyUseGuide: HomeGuideChunk, LeagueList, LeagueStrip });
registerStaticLayoutBoxes({ SiteFooter });
