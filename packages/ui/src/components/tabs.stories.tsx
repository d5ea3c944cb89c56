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
