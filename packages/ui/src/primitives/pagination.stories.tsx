import * as React from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";

import { Pagination } from "./pagination.tsx";

const meta = {
  title: "Primitivos/Pagination",
  component: Pagination,
  args: { totalItems: 237, onPageChange: fn(), onPageSizeChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "Paginação" });
    await expect(within(nav).getByText("Página 1 de 24")).toBeVisible();
    await expect(within(nav).getByRole("button", { name: "Página anterior" })).toBeDisabled();
    await expect(within(nav).getByRole("button", { name: "Próxima página" })).toBeEnabled();
    await expect(within(nav).getByRole("combobox", { name: "Itens por página" })).toHaveTextContent("10");
  },
};

export const ChangingPage: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Próxima página" }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByText("Página 2 de 24")).toBeVisible();
    await expect(canvas.getByText("11–20 de 237")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Próxima página" }));
    await userEvent.click(canvas.getByRole("button", { name: "Página anterior" }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByText("Página 2 de 24")).toBeVisible();
  },
};

export const ChangingPageSize: Story = {
  args: { defaultPage: 3 },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText("Página 3 de 24")).toBeVisible();
    await userEvent.click(canvas.getByRole("combobox", { name: "Itens por página" }));
    const listbox = await within(document.body).findByRole("listbox");
    await expect(
      within(listbox)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["10", "25", "50", "100"]);
    await userEvent.click(within(listbox).getByRole("option", { name: "50" }));
    await waitFor(() => expect(within(document.body).queryByRole("listbox")).toBeNull());
    await expect(args.onPageSizeChange).toHaveBeenCalledWith(50);
    // A new page size starts again from the first page.
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    await expect(canvas.getByText("Página 1 de 5")).toBeVisible();
    await expect(canvas.getByRole("combobox", { name: "Itens por página" })).toHaveTextContent("50");
  },
};

export const LastPage: Story = {
  args: { defaultPage: 24, showEdges: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Página 24 de 24")).toBeVisible();
    await expect(canvas.getByText("231–237 de 237")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Próxima página" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Última página" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Primeira página" })).toBeEnabled();
  },
};

export const Controlled: Story = {
  render: function ControlledPagination(args) {
    const [page, setPage] = React.useState(5);
    const [pageSize, setPageSize] = React.useState(25);
    return (
      <div className="flex flex-col gap-2">
        <Pagination
          {...args}
          page={page}
          pageSize={pageSize}
          onPageChange={(next) => {
            setPage(next);
            args.onPageChange?.(next);
          }}
          onPageSizeChange={(next) => {
            setPageSize(next);
            args.onPageSizeChange?.(next);
          }}
        />
        <p className="text-sm text-muted-foreground">
          Estado: página {page}, {pageSize} por página
        </p>
      </div>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText("Página 5 de 10")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Página anterior" }));
    await expect(canvas.getByText("Estado: página 4, 25 por página")).toBeVisible();
    await userEvent.click(canvas.getByRole("combobox", { name: "Itens por página" }));
    const listbox = await within(document.body).findByRole("listbox");
    await userEvent.click(within(listbox).getByRole("option", { name: "100" }));
    await expect(canvas.getByText("Estado: página 1, 100 por página")).toBeVisible();
    await expect(canvas.getByText("Página 1 de 3")).toBeVisible();
  },
};

export const Empty: Story = {
  args: { totalItems: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Página 1 de 1")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Próxima página" })).toBeDisabled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultPage: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Página anterior" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Próxima página" })).toBeDisabled();
    await expect(canvas.getByRole("combobox", { name: "Itens por página" })).toBeDisabled();
  },
};

export const Mobile: Story = {
  args: { defaultPage: 12, showEdges: true },
  globals: { viewport: { value: "mobile320", isRotated: false } },
};

export const Light: Story = { args: { defaultPage: 2, showEdges: true }, globals: { theme: "light" } };
