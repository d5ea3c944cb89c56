import * as React from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";

import { OPEN_LAYER_A11Y, OverlayFrame, keepStoryLastForScreenshot } from "./overlay-frame.fixtures.tsx";
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from "./select.tsx";

type SelectStoryArgs = React.ComponentProps<typeof Select> & { invalid?: boolean; triggerClassName?: string };

function renderLeagueSelect({ invalid, triggerClassName = "w-64", ...args }: SelectStoryArgs) {
  return (
    <OverlayFrame className="h-[26rem]">
      {(container) => (
        <div className="flex flex-col gap-1.5">
          <label htmlFor="liga" className="text-sm font-medium">
            Liga
          </label>
          <Select {...args}>
            <SelectTrigger id="liga" aria-invalid={invalid || undefined} className={triggerClassName}>
              <SelectValue placeholder="Escolha a liga" />
            </SelectTrigger>
            <SelectContent container={container}>
              <SelectGroup>
                <SelectLabel>Brasil</SelectLabel>
                <SelectItem value="serie-a">Brasileirão Série A</SelectItem>
                <SelectItem value="serie-b">Brasileirão Série B</SelectItem>
                <SelectItem value="copa-do-brasil">Copa do Brasil</SelectItem>
              </SelectGroup>
              <SelectSeparator />
              <SelectGroup>
                <SelectLabel>América do Sul</SelectLabel>
                <SelectItem value="libertadores">Libertadores</SelectItem>
                <SelectItem value="sul-americana" disabled>
                  Sul-Americana
                </SelectItem>
              </SelectGroup>
            </SelectContent>
          </Select>
        </div>
      )}
    </OverlayFrame>
  );
}

const meta = {
  title: "Primitivos/Select",
  component: Select,
  args: { onValueChange: fn(), onOpenChange: fn() },
  render: renderLeagueSelect,
} satisfies Meta<SelectStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("combobox", { name: "Liga" });
    await expect(trigger).toHaveTextContent("Escolha a liga");
    await expect(trigger).toHaveAttribute("data-placeholder");
  },
};

export const WithValue: Story = {
  args: { defaultValue: "libertadores" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: "Liga" })).toHaveTextContent("Libertadores");
  },
};

export const Open: Story = {
  parameters: OPEN_LAYER_A11Y,
  args: { defaultValue: "serie-a" },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole("combobox", { name: "Liga" }));
    const listbox = await canvas.findByRole("listbox");
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await expect(within(listbox).getByRole("option", { name: "Brasileirão Série A" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(within(listbox).getByRole("option", { name: "Sul-Americana" })).toHaveAttribute("data-disabled");
    keepStoryLastForScreenshot(canvasElement);
  },
};

export const Choosing: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole("combobox", { name: "Liga" });
    await userEvent.click(trigger);
    const listbox = await canvas.findByRole("listbox");
    await userEvent.click(within(listbox).getByRole("option", { name: "Copa do Brasil" }));
    await expect(args.onValueChange).toHaveBeenCalledWith("copa-do-brasil");
    await waitFor(() => expect(canvas.queryByRole("listbox")).toBeNull());
    await expect(trigger).toHaveTextContent("Copa do Brasil");
  },
};

export const Controlled: Story = {
  render: function ControlledSelect(args) {
    const [value, setValue] = React.useState("serie-b");
    return (
      <div className="flex flex-col gap-2">
        <p className="text-sm text-muted-foreground">Escolhida: {value}</p>
        {renderLeagueSelect({
          ...args,
          value,
          onValueChange: (next) => {
            setValue(next);
            args.onValueChange?.(next);
          },
        })}
      </div>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole("combobox", { name: "Liga" });
    await userEvent.click(trigger);
    await canvas.findByRole("listbox");
    await userEvent.keyboard("{ArrowUp}{Enter}");
    await expect(canvas.getByText("Escolhida: serie-a")).toBeVisible();
    await expect(trigger).toHaveTextContent("Brasileirão Série A");
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "serie-a" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: "Liga" })).toBeDisabled();
  },
};

export const Invalid: Story = { args: { invalid: true } };

export const LongText: Story = {
  parameters: OPEN_LAYER_A11Y,
  args: { defaultValue: "serie-a", triggerClassName: "w-44" },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole("combobox", { name: "Liga" }));
    await canvas.findByRole("listbox");
    keepStoryLastForScreenshot(canvasElement);
  },
};

export const Mobile: Story = {
  ...Open,
  args: { defaultValue: "serie-a", triggerClassName: "w-full" },
  globals: { viewport: { value: "mobile320", isRotated: false } },
};

export const OpenLight: Story = { ...Open, globals: { theme: "light" } };
