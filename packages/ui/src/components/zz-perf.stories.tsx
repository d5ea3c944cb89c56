import * as React from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { busyDay, dayCounts } from "./day-games.fixtures.ts";
import { DayGamesPanel } from "./day-games-panel.tsx";
import { LeagueSection } from "./league-section.tsx";
import { OddsRow } from "./odds-row.tsx";

const leagues = busyDay(30, 10);
const times: Record<string, number[]> = {};
const onRender = (id: string, phase: string, actual: number) => { (times[`${id}-${phase}`] ??= []).push(actual); };
const meta = { title: "zz/Perf", component: DayGamesPanel } satisfies Meta<typeof DayGamesPanel>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Panel300: Story = {
  args: { dateLabel: "Hoje - 14:05", shortDateLabel: "x", counts: dayCounts, leagues, tab: "upcoming" },
  render: (args) => <React.Profiler id="panel" onRender={onRender}><DayGamesPanel {...args} /></React.Profiler>,
  play: async () => { console.log("PERF", JSON.stringify(times)); },
};
export const AllOpen300: Story = {
  args: { dateLabel: "Hoje - 14:05", shortDateLabel: "x", counts: dayCounts, leagues, tab: "upcoming" },
  render: () => {
    const t0 = performance.now();
    React.useLayoutEffect(() => { console.log("PERF all-open commit ms", performance.now() - t0); }, []);
    return <React.Profiler id="allopen" onRender={onRender}><div>{leagues.map((l) => <LeagueSection key={l.id} league={l.name} defaultOpen>{l.rows.map(({ id, ...r }) => <OddsRow key={id} {...r} />)}</LeagueSection>)}</div></React.Profiler>;
  },
  play: async () => { console.log("PERF", JSON.stringify(times)); },
};
