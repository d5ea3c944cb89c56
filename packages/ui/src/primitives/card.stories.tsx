import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";

import { Button } from "./button.tsx";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "./card.tsx";

const meta = {
  title: "Primitivos/Card",
  component: Card,
  args: { className: "max-w-sm" },
  argTypes: { variant: { control: "inline-radio", options: ["default", "muted", "outline"] } },
  render: (args) => (
    <Card {...args}>
      <CardHeader>
        <CardTitle>Flamengo x Palmeiras</CardTitle>
        <CardDescription>Brasileirão Série A · Hoje - 16:00</CardDescription>
      </CardHeader>
      <CardContent>
        Os dois líderes se enfrentam no Maracanã. Veja as melhores odds de cada casa antes de decidir.
      </CardContent>
      <CardFooter>
        <Button size="sm">Ver Mais</Button>
        <span className="text-xs text-muted-foreground">18+ · Aposte com responsabilidade</span>
      </CardFooter>
    </Card>
  ),
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("heading", { level: 3, name: "Flamengo x Palmeiras" })).toBeVisible();
    const slots = [...canvasElement.querySelectorAll("[data-slot^='card']")].map((el) => el.getAttribute("data-slot"));
    await expect(slots).toEqual([
      "card",
      "card-header",
      "card-title",
      "card-description",
      "card-content",
      "card-footer",
    ]);
  },
};

export const Muted: Story = { args: { variant: "muted" } };
export const Outline: Story = { args: { variant: "outline" } };

export const LongText: Story = {
  render: (args) => (
    <Card {...args}>
      <CardHeader>
        <CardTitle>
          Análise completa: Clube de Regatas do Flamengo x Sociedade Esportiva Palmeiras pela trigésima oitava rodada
        </CardTitle>
        <CardDescription>Campeonato Brasileiro de Futebol Série A · Estádio Jornalista Mário Filho</CardDescription>
      </CardHeader>
      <CardContent>
        Desfalques, retrospecto recente, confrontos diretos e a variação das odds nas sete casas licenciadas ao longo da
        semana. Um texto longo que precisa quebrar linha sem vazar da borda do cartão, inclusive palavras enormes como
        inconstitucionalissimamente.
      </CardContent>
      <CardFooter>
        <Button size="sm">Ver Mais</Button>
        <Button size="sm" variant="outline">
          Compartilhar
        </Button>
      </CardFooter>
    </Card>
  ),
};

export const Mobile: Story = {
  ...LongText,
  args: { className: "w-full" },
  globals: { viewport: { value: "mobile320", isRotated: false } },
};

/** Every variant side by side. */
export const AllVariants: Story = {
  render: () => (
    <div className="grid max-w-4xl grid-cols-1 gap-4 sm:grid-cols-3">
      {(["default", "muted", "outline"] as const).map((variant) => (
        <Card key={variant} variant={variant}>
          <CardHeader>
            <CardTitle>{variant}</CardTitle>
            <CardDescription>Bateu Bet · Cashback diário</CardDescription>
          </CardHeader>
          <CardContent>Super odds e pagamento antecipado.</CardContent>
          <CardFooter>
            <Button size="sm" variant="secondary">
              Registrar
            </Button>
          </CardFooter>
        </Card>
      ))}
    </div>
  ),
};

export const AllVariantsLight: Story = { ...AllVariants, globals: { theme: "light" } };
