import * as React from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";

import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs.tsx";

const meta = {
  title: "Primitivos/Tabs",
  component: Tabs,
  args: { defaultValue: "live", onValueChange: fn() },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Situação dos jogos">
        <TabsTrigger value="live" count={3}>
          Ao Vivo
        </TabsTrigger>
        <TabsTrigger value="finished" count={1}>
          Finalizado
        </TabsTrigger>
        <TabsTrigger value="upcoming" count={12}>
          Próximo
        </TabsTrigger>
      </TabsList>
      <TabsContent value="live">Jogos em andamento.</TabsContent>
      <TabsContent value="finished">Jogos encerrados hoje.</TabsContent>
      <TabsContent value="upcoming">Jogos que ainda vão começar.</TabsContent>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithCounts: Story = {
  play: async ({ canvas }) => {
    // The count badge is spelled out: "Ao Vivo, 3 jogos", singular for one.
    await expect(canvas.getByRole("tab", { name: "Ao Vivo, 3 jogos" })).toHaveAttribute("data-state", "active");
    await expect(canvas.getByRole("tab", { name: "Finalizado, 1 jogo" })).toBeVisible();
    await expect(canvas.getByRole("tabpanel")).toHaveTextContent("Jogos em andamento.");
  },
};

export const SwitchingTabs: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("tab", { name: /Próximo/ }));
    await expect(args.onValueChange).toHaveBeenCalledWith("upcoming");
    await expect(canvas.getByRole("tabpanel")).toHaveTextContent("Jogos que ainda vão começar.");
    await expect(canvas.getByRole("tab", { name: /Próximo/ })).toHaveAttribute("aria-selected", "true");
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("tab", { name: /Ao Vivo/ })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("tab", { name: /Finalizado/ })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenCalledWith("finished");
    await expect(canvas.getByRole("tabpanel")).toHaveTextContent("Jogos encerrados hoje.");
  },
};

export const Controlled: Story = {
  args: { defaultValue: undefined },
  render: function ControlledTabs(args) {
    const [value, setValue] = React.useState("finished");
    return (
      <div className="flex flex-col gap-2">
        <Tabs
          {...args}
          value={value}
          onValueChange={(next) => {
            setValue(next);
            args.onValueChange?.(next);
          }}
        >
          <TabsList aria-label="Situação dos jogos">
            <TabsTrigger value="live" count={0}>
              Ao Vivo
            </TabsTrigger>
            <TabsTrigger value="finished" count={8}>
              Finalizado
            </TabsTrigger>
          </TabsList>
          <TabsContent value="live">Nenhum jogo ao vivo.</TabsContent>
          <TabsContent value="finished">Oito jogos encerrados.</TabsContent>
        </Tabs>
        <p className="text-sm text-muted-foreground">Selecionada: {value}</p>
      </div>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole("tab", { name: "Ao Vivo, 0 jogos" })).toBeVisible();
    await userEvent.click(canvas.getByRole("tab", { name: /Ao Vivo/ }));
    await expect(canvas.getByText("Selecionada: live")).toBeVisible();
  },
};

export const LineVariant: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabsList variant="line" aria-label="Seções">
        <TabsTrigger value="live" count={3}>
          Ao Vivo
        </TabsTrigger>
        <TabsTrigger value="finished">Finalizado</TabsTrigger>
        <TabsTrigger value="upcoming" disabled>
          Próximo
        </TabsTrigger>
      </TabsList>
      <TabsContent value="live">Jogos em andamento.</TabsContent>
      <TabsContent value="finished">Jogos encerrados hoje.</TabsContent>
    </Tabs>
  ),
};

export const DisabledTab: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Situação dos jogos">
        <TabsTrigger value="live" count={3}>
          Ao Vivo
        </TabsTrigger>
        <TabsTrigger value="finished" count={0} disabled>
          Finalizado
        </TabsTrigger>
      </TabsList>
      <TabsContent value="live">Jogos em andamento.</TabsContent>
    </Tabs>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("tab", { name: /Finalizado/ })).toBeDisabled();
  },
};

export const FocusVisible: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("tab", { name: /Finalizado/ })).toHaveFocus();
  },
};

export const Light: Story = { globals: { theme: "light" } };
export const LineVariantLight: Story = { ...LineVariant, globals: { theme: "light" } };

// The keyboard and ARIA contract of Radix Tabs (whose API and markup this component keeps), checked story by story:
// roving tabindex, wrapping arrows, Home and End, disabled tabs skipped, the panel reachable with Tab, manual
// activation and vertical lists.

export const RadixKeyboardContract: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const live = canvas.getByRole("tab", { name: /Ao Vivo/ });
    const finished = canvas.getByRole("tab", { name: /Finalizado/ });
    const upcoming = canvas.getByRole("tab", { name: /Próximo/ });
    // One tab stop: the selected tab; the others are reached with the arrows.
    await expect([live, finished, upcoming].map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    // Each tab names its panel, and the panel names its tab.
    const panel = canvas.getByRole("tabpanel");
    await expect(live).toHaveAttribute("aria-controls", panel.id);
    await expect(panel).toHaveAttribute("aria-labelledby", live.id);
    await expect(canvas.getByRole("tablist")).toHaveAttribute("aria-orientation", "horizontal");

    await userEvent.tab();
    await expect(live).toHaveFocus();
    // Left from the first wraps to the last, and focusing a tab selects it (automatic activation).
    await userEvent.keyboard("{ArrowLeft}");
    await expect(upcoming).toHaveFocus();
    await expect(upcoming).toHaveAttribute("aria-selected", "true");
    await expect(args.onValueChange).toHaveBeenLastCalledWith("upcoming");
    await expect([live, finished, upcoming].map((tab) => tab.tabIndex)).toEqual([-1, -1, 0]);
    // Right from the last wraps to the first.
    await userEvent.keyboard("{ArrowRight}");
    await expect(live).toHaveFocus();
    await userEvent.keyboard("{End}");
    await expect(upcoming).toHaveFocus();
    await userEvent.keyboard("{Home}");
    await expect(live).toHaveFocus();
    await expect(canvas.getByRole("tabpanel")).toHaveTextContent("Jogos em andamento.");
    // Tab leaves the list for the panel (focusable, so a panel without links is still reached), Shift+Tab comes back.
    await userEvent.tab();
    await expect(canvas.getByRole("tabpanel")).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(live).toHaveFocus();
  },
};

export const ManualActivation: Story = {
  args: { activationMode: "manual" },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard("{ArrowRight}");
    // The focus moves; the selection waits for Enter or Space.
    const finished = canvas.getByRole("tab", { name: /Finalizado/ });
    await expect(finished).toHaveFocus();
    await expect(finished).toHaveAttribute("aria-selected", "false");
    await expect(canvas.getByRole("tabpanel")).toHaveTextContent("Jogos em andamento.");
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.keyboard("{Enter}");
    await expect(finished).toHaveAttribute("aria-selected", "true");
    await expect(args.onValueChange).toHaveBeenLastCalledWith("finished");
    await userEvent.keyboard("{ArrowRight}");
    await userEvent.keyboard(" ");
    await expect(canvas.getByRole("tab", { name: /Próximo/ })).toHaveAttribute("aria-selected", "true");
    await expect(canvas.getByRole("tabpanel")).toHaveTextContent("Jogos que ainda vão começar.");
  },
};

export const DisabledTabSkipped: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Situação dos jogos">
        <TabsTrigger value="live">Ao Vivo</TabsTrigger>
        <TabsTrigger value="finished" disabled>
          Finalizado
        </TabsTrigger>
        <TabsTrigger value="upcoming">Próximo</TabsTrigger>
      </TabsList>
      <TabsContent value="live">Jogos em andamento.</TabsContent>
      <TabsContent value="upcoming">Jogos que ainda vão começar.</TabsContent>
    </Tabs>
  ),
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("tab", { name: "Próximo" })).toHaveFocus();
    await userEvent.keyboard("{ArrowLeft}");
    await expect(canvas.getByRole("tab", { name: "Ao Vivo" })).toHaveFocus();
    await expect(args.onValueChange).not.toHaveBeenCalledWith("finished");
    // The disabled tab is a disabled button: out of the arrows' path and unclickable.
    await expect(canvas.getByRole("tab", { name: "Finalizado" })).toBeDisabled();
    await expect(canvas.getByRole("tab", { name: "Ao Vivo" })).toHaveAttribute("aria-selected", "true");
  },
};

export const Vertical: Story = {
  args: { orientation: "vertical" },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole("tablist")).toHaveAttribute("aria-orientation", "vertical");
    await userEvent.tab();
    // Up and down move in a vertical list; left and right do nothing there.
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("tab", { name: /Ao Vivo/ })).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    await expect(canvas.getByRole("tab", { name: /Finalizado/ })).toHaveFocus();
    await userEvent.keyboard("{ArrowUp}");
    await userEvent.keyboard("{ArrowUp}");
    await expect(canvas.getByRole("tab", { name: /Próximo/ })).toHaveFocus();
  },
};

export const RightToLeft: Story = {
  args: { dir: "rtl" },
  play: async ({ args, canvas, userEvent }) => {
    const live = canvas.getByRole("tab", { name: /Ao Vivo/ });
    const finished = canvas.getByRole("tab", { name: /Finalizado/ });
    const upcoming = canvas.getByRole("tab", { name: /Próximo/ });
    await userEvent.tab();
    await expect(live).toHaveFocus();
    // Right to left, the next tab is on the left: ArrowLeft moves forward, ArrowRight back, both wrapping.
    await userEvent.keyboard("{ArrowLeft}");
    await expect(finished).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith("finished");
    await userEvent.keyboard("{ArrowRight}");
    await expect(live).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(upcoming).toHaveFocus();
    await userEvent.keyboard("{ArrowLeft}");
    await expect(live).toHaveFocus();
    // Home and End keep their meaning: the first and the last tab in reading order.
    await userEvent.keyboard("{End}");
    await expect(upcoming).toHaveFocus();
    await userEvent.keyboard("{Home}");
    await expect(live).toHaveFocus();
    await expect([live, finished, upcoming].map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
  },
};

export const HomeEndSkipDisabled: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Situação dos jogos">
        <TabsTrigger value="postponed" disabled>
          Adiados
        </TabsTrigger>
        <TabsTrigger value="live">Ao Vivo</TabsTrigger>
        <TabsTrigger value="finished">Finalizado</TabsTrigger>
        <TabsTrigger value="upcoming" disabled>
          Próximo
        </TabsTrigger>
      </TabsList>
      <TabsContent value="live">Jogos em andamento.</TabsContent>
      <TabsContent value="finished">Jogos encerrados hoje.</TabsContent>
    </Tabs>
  ),
  play: async ({ args, canvas, userEvent }) => {
    const live = canvas.getByRole("tab", { name: "Ao Vivo" });
    const finished = canvas.getByRole("tab", { name: "Finalizado" });
    await userEvent.tab();
    await expect(live).toHaveFocus();
    // End and Home stop at the last and first tabs that can be chosen; the arrows wrap over the disabled ends.
    await userEvent.keyboard("{End}");
    await expect(finished).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith("finished");
    await userEvent.keyboard("{ArrowRight}");
    await expect(live).toHaveFocus();
    await userEvent.keyboard("{ArrowLeft}");
    await expect(finished).toHaveFocus();
    await userEvent.keyboard("{Home}");
    await expect(live).toHaveFocus();
    await expect(args.onValueChange).not.toHaveBeenCalledWith("postponed");
    await expect(args.onValueChange).not.toHaveBeenCalledWith("upcoming");
  },
};

export const ModifierKeysIgnored: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const live = canvas.getByRole("tab", { name: /Ao Vivo/ });
    await userEvent.tab();
    await expect(live).toHaveFocus();
    // As in Radix, an arrow, Home or End with Shift, Ctrl, Alt or Meta belongs to the browser or the screen reader.
    for (const modifier of ["Shift", "Control", "Alt", "Meta"]) {
      await userEvent.keyboard(`{${modifier}>}{ArrowRight}{End}{/${modifier}}`);
      await expect(live).toHaveFocus();
    }
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("tab", { name: /Finalizado/ })).toHaveFocus();
  },
};

export const TabStopFollowsSelection: Story = {
  args: { activationMode: "manual" },
  play: async ({ canvas, userEvent }) => {
    const live = canvas.getByRole("tab", { name: /Ao Vivo/ });
    const finished = canvas.getByRole("tab", { name: /Finalizado/ });
    const upcoming = canvas.getByRole("tab", { name: /Próximo/ });
    // A click selects the tab and makes it the list's one tab stop.
    await userEvent.click(finished);
    await expect([live, finished, upcoming].map((tab) => tab.tabIndex)).toEqual([-1, 0, -1]);
    // With manual activation the arrows move the focus only: the tab stop stays with the selected tab, so leaving
    // the list and coming back lands on it (WAI-ARIA: focus enters the tab list on the active tab).
    await userEvent.keyboard("{ArrowRight}");
    await expect(upcoming).toHaveFocus();
    await expect([live, finished, upcoming].map((tab) => tab.tabIndex)).toEqual([-1, 0, -1]);
    await userEvent.tab();
    await expect(canvas.getByRole("tabpanel")).toHaveFocus();
    await expect(canvas.getByRole("tabpanel")).toHaveTextContent("Jogos encerrados hoje.");
    await userEvent.tab({ shift: true });
    await expect(finished).toHaveFocus();
    await expect(finished).toHaveAttribute("aria-selected", "true");
  },
};
