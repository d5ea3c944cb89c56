import { Tabs, TabsContent, TabsList, TabsTrigger } from "../primitives/tabs.tsx";
import {
  DayGamesLinksPanel,
  DayGamesPanelFrame,
  TabBody,
  dayGamesTabs,
  type DayGamesPanelProps,
  type DayGamesTab,
} from "./day-games-links-panel.tsx";

export {
  dayGamesTabs,
  OPEN_LEAGUES_BY_DEFAULT,
  type DayGamesLeague,
  type DayGamesPanelProps,
  type DayGamesTab,
} from "./day-games-links-panel.tsx";

/**
 * 'Melhores Odds para Apostar Hoje' (or the chosen day): the day switcher, the Ao Vivo / Finalizado / Próximo tabs with
 * counts, and the selected tab's leagues (the first four open). Data comes in through props. With `tabHref` the tabs
 * are links (DayGamesLinksPanel), otherwise buttons.
 */
export function DayGamesPanel(props: DayGamesPanelProps) {
  const { tabHref, tab, defaultTab = "upcoming", onTabChange, counts } = props;
  if (tabHref) return <DayGamesLinksPanel {...props} tabHref={tabHref} />;
  return (
    <DayGamesPanelFrame
      {...props}
      tabs={(body) => (
        <Tabs
          {...(tab !== undefined ? { value: tab } : { defaultValue: defaultTab })}
          onValueChange={(value) => onTabChange?.(value as DayGamesTab)}
          className="gap-4"
        >
          {/* On the narrowest phones the count sits under the title so all three tabs fit. */}
          <TabsList aria-label="Situação dos jogos" className="w-full max-[420px]:h-auto sm:w-fit">
            {dayGamesTabs.map(({ value, title }) => (
              <TabsTrigger
                key={value}
                value={value}
                count={counts[value]}
                className="flex-1 max-[420px]:flex-col max-[420px]:gap-0.5 max-[420px]:py-1 sm:flex-none"
              >
                {title}
              </TabsTrigger>
            ))}
          </TabsList>
          {dayGamesTabs.map(({ value }) => (
            // Only the active panel is mounted, so switching tabs re-opens the first four leagues.
            <TabsContent key={value} value={value}>
              <TabBody tab={value} {...body} />
            </TabsContent>
          ))}
        </Tabs>
      )}
    />
  );
}
