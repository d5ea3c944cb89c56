import * as React from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor } from "storybook/test";

import { LoadMore } from "./load-more.tsx";

const meta = {
  title: "Placar/LoadMore",
  component: LoadMore,
  args: { hasMore: true, onLoadMore: fn() },
} satisfies Meta<typeof LoadMore>;

export default meta;
type Story = StoryObj<typeof meta>;

const status = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-slot="load-more-status"]')!;

export const Idle: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const button = canvas.getByRole("button", { name: "Carregar mais" });
    await expect(status(canvasElement)).toHaveAttribute("aria-live", "polite");
    await expect(status(canvasElement)).toHaveTextContent("");
    await userEvent.click(button);
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const button = canvas.getByRole("button", { name: "Carregando mais estatísticas..." });
    await expect(button).toHaveAttribute("aria-busy", "true");
    await expect(button).toHaveAttribute("aria-disabled", "true");
    await expect(status(canvasElement)).toHaveTextContent("Carregando mais estatísticas...");
    // A second press while a page is on its way does not ask for it twice.
    await userEvent.click(button);
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

export const NothingLeft: Story = {
  args: { hasMore: false },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole("button")).toBeNull();
    await expect(status(canvasElement)).toHaveTextContent("Não há mais estatísticas");
    await expect(status(canvasElement)).toBeVisible();
  },
};

export const Failed: Story = {
  args: { error: true },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await expect(status(canvasElement)).toHaveTextContent("Não foi possível carregar mais estatísticas.");
    await expect(status(canvasElement)).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Tentar de novo" }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};

/** Pages load one after another until the last; keyboard focus is never dropped on the way. */
export const LoadingUntilTheEnd: Story = {
  render: function Pager(args) {
    const [pages, setPages] = React.useState(1);
    const [loading, setLoading] = React.useState(false);
    return (
      <div className="flex flex-col gap-2">
        <p className="text-sm">Páginas carregadas: {pages}</p>
        <LoadMore
          hasMore={pages < 3}
          loading={loading}
          onLoadMore={() => {
            args.onLoadMore();
            setLoading(true);
            setTimeout(() => {
              setPages((n) => n + 1);
              setLoading(false);
            }, 150);
          }}
        />
      </div>
    );
  },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.tab();
    const button = canvas.getByRole("button", { name: "Carregar mais" });
    await expect(button).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(button).toHaveAccessibleName("Carregando mais estatísticas...");
    await expect(status(canvasElement)).toHaveTextContent("Carregando mais estatísticas...");
    // Busy, not disabled: focus stays on the button.
    await expect(button).toHaveFocus();
    await waitFor(() => expect(canvas.getByText("Páginas carregadas: 2")).toBeVisible());
    await expect(button).toHaveAccessibleName("Carregar mais");
    await expect(button).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(canvas.getByText("Páginas carregadas: 3")).toBeVisible());
    await expect(args.onLoadMore).toHaveBeenCalledTimes(2);
    // The button is gone; focus lands on the closing message rather than on the page's body.
    await expect(canvas.queryByRole("button")).toBeNull();
    await expect(status(canvasElement)).toHaveTextContent("Não há mais estatísticas");
    await expect(status(canvasElement)).toHaveFocus();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile320", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Carregar mais" })).toBeVisible();
  },
};
