import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";

import { AuthSlide } from "./auth-slide.tsx";
import { AUTH_SLIDES, AUTH_WELCOME, withHouseCount } from "./auth-slides.tsx";
import { Button } from "../primitives/button.tsx";

const [odds, competitions, stats] = AUTH_SLIDES;

const meta = {
  title: "Placar/AuthSlide",
  component: AuthSlide,
  args: {
    title: odds.title,
    text: odds.text,
    illustration: <odds.Illustration />,
    step: 1,
    total: 4,
    skipHref: "#entrar",
    // Stories stay on the page: switching steps is the app's business.
    onSkip: fn((event) => event.preventDefault()),
    onNext: fn(),
  },
  decorators: [
    (Story) => (
      <div className="flex justify-center">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AuthSlide>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the houses are known (or if they fail to load), the first slide names no number of houses. */
export const FirstSlide: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Compare as odds das casas" })).toBeVisible();
    await expect(canvas.getByText(/^Veja lado a lado as odds das casas de apostas licenciadas/)).toBeVisible();
    await expect(canvas.getByText("1 de 4")).toBeVisible();
    const skip = canvas.getByRole("link", { name: "Pular" });
    await expect(skip).toHaveAttribute("href", "#entrar");
    await userEvent.click(canvas.getByRole("button", { name: "Próximo" }));
    await expect(args.onNext).toHaveBeenCalledOnce();
    await userEvent.click(skip);
    await expect(args.onSkip).toHaveBeenCalledOnce();
  },
};

/**
 * With the houses loaded: the real number of active houses (docs/product.md#casas: admins switch them on and off), not
 * a number written into the copy.
 */
export const FirstSlideWithHouseCount: Story = {
  args: {
    title: withHouseCount(odds, 8).title,
    text: withHouseCount(odds, 8).text,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Compare as odds de 8 casas" })).toBeVisible();
    await expect(canvas.getByText(/^Veja lado a lado as odds de 8 casas de apostas licenciadas/)).toBeVisible();
    // Fewer than two houses is no comparison to count: the words without a number.
    await expect(withHouseCount(odds, 1).title).toBe("Compare as odds das casas");
    await expect(withHouseCount(competitions, 8)).toBe(competitions);
  },
};

/** The slide that cites the competitions (docs/product.md#login-area: `1.000+ competições`). */
export const Competitions: Story = {
  args: { title: competitions.title, text: competitions.text, illustration: <competitions.Illustration />, step: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "1.000+ competições" })).toBeVisible();
    await expect(canvas.getByText(/mais de 1\.000 competições/)).toBeVisible();
    await expect(canvas.getByText("2 de 4")).toBeVisible();
  },
};

export const Statistics: Story = {
  args: { title: stats.title, text: stats.text, illustration: <stats.Illustration />, step: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/proibido para menores de 18 anos/)).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Pular" })).toBeVisible();
  },
};

/** The fourth slide offers login or register instead of 'Próximo', and has nothing to skip. */
export const Welcome: Story = {
  args: {
    title: AUTH_WELCOME.title,
    text: AUTH_WELCOME.text,
    illustration: <AUTH_WELCOME.Illustration />,
    step: 4,
    skipHref: undefined,
    onSkip: undefined,
    actions: (
      <>
        <Button size="lg">Entrar</Button>
        <Button size="lg" variant="outline">
          Criar conta
        </Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Bem-vindo ao Placar" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Entrar" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Criar conta" })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Próximo" })).toBeNull();
    await expect(canvas.queryByText("Pular")).toBeNull();
  },
};

/** Without an address, 'Pular' is a button that only calls `onSkip`. */
export const SkipAsButton: Story = {
  args: { skipHref: undefined, onSkip: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Pular" }));
    await expect(args.onSkip).toHaveBeenCalledOnce();
  },
};

export const KeyboardOrder: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Pular" })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Próximo" })).toHaveFocus();
  },
};

export const Mobile: Story = { ...Competitions, globals: { viewport: { value: "mobile320", isRotated: false } } };

/** The four slides side by side, as the login area shows them one after the other. */
export const AllSlides: Story = {
  render: () => (
    <div className="grid w-full max-w-4xl grid-cols-1 gap-4 lg:grid-cols-2">
      {AUTH_SLIDES.map((slide, i) => (
        <AuthSlide
          key={slide.id}
          title={slide.title}
          text={slide.text}
          illustration={<slide.Illustration />}
          step={i + 1}
          total={4}
          skipHref="#entrar"
          onNext={() => undefined}
        />
      ))}
      <AuthSlide
        title={AUTH_WELCOME.title}
        text={AUTH_WELCOME.text}
        illustration={<AUTH_WELCOME.Illustration />}
        step={4}
        total={4}
        actions={
          <>
            <Button size="lg">Entrar</Button>
            <Button size="lg" variant="outline">
              Criar conta
            </Button>
          </>
        }
      />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("heading", { level: 1 }).map((h) => h.textContent)).toEqual([
      "Compare as odds das casas",
      "1.000+ competições",
      "Informação antes do palpite",
      "Bem-vindo ao Placar",
    ]);
  },
};

export const AllSlidesLight: Story = { ...AllSlides, globals: { theme: "light" } };
