import * as React from "react";
import { ChartColumn, Radio, Scale, UserPlus } from "lucide-react";

import { Button } from "./button.tsx";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "./dialog.tsx";
import { defaultRenderLink, type NavLinkProps } from "./mobile-menu.tsx";
import { ResponsibleNotice } from "./offers-box.tsx";
import { useControllableState } from "./use-controllable-state.ts";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Whether the once-a-day welcome should open: `today` is the Brazilian business date (YYYY-MM-DD) and
 * `lastShown` the date stored when it last opened (null when never). A stored value that is not a date
 * counts as never; a `today` that is not a date never opens it, so a clock failure cannot show it on
 * every page.
 */
export function shouldShowDailyModal(lastShown: string | null, today: string): boolean {
  if (!ISO_DATE.test(today)) return false;
  if (lastShown === null || !ISO_DATE.test(lastShown)) return true;
  return lastShown !== today;
}

export type DailyModalProps = {
  /** Whether the modal is open (controlled); pair with `onOpenChange`. */
  open?: boolean;
  /** Whether the modal starts open (uncontrolled). */
  defaultOpen?: boolean;
  /** Called with the new state when the modal opens or closes (including through its link). */
  onOpenChange?: (open: boolean) => void;
  /** Where 'Criar conta grátis' leads: /login, whose tabs offer registration. */
  loginHref: string;
  /** Renders the link (e.g. with a router's Link); a plain <a> by default. */
  renderLink?: (props: NavLinkProps) => React.ReactNode;
  /** Where the portal renders; defaults to `document.body`. */
  container?: HTMLElement | null;
};

const HIGHLIGHTS = [
  { icon: ChartColumn, text: "A melhor odd de cada resultado entre sete casas licenciadas, lado a lado." },
  { icon: Radio, text: "Placares ao vivo, estatísticas e análises das partidas do dia." },
  { icon: Scale, text: "Informação para decidir com calma, sem promessa de ganho." },
] as const;

/**
 * The welcome shown to anonymous visitors at most once per Brazilian day (decide with
 * `shouldShowDailyModal`): what Placar offers, an invitation to a free account, and the 18+ notice.
 */
export function DailyModal({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  loginHref,
  renderLink = defaultRenderLink,
  container,
}: DailyModalProps) {
  const [open, setOpen] = useControllableState(openProp, defaultOpen, onOpenChange);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent data-slot="daily-modal" container={container ?? undefined} className="max-w-md">
        <DialogHeader>
          <DialogTitle className="text-xl">Boas-vindas ao Placar!</DialogTitle>
          <DialogDescription>
            Compare as odds de futebol do dia, acompanhe os jogos ao vivo e leia as análises da nossa equipe, tudo em um
            só lugar e de graça.
          </DialogDescription>
        </DialogHeader>
        <ul data-slot="daily-modal-highlights" className="flex flex-col gap-2.5 text-sm">
          {HIGHLIGHTS.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-start gap-3">
              <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-secondary text-primary">
                <Icon aria-hidden="true" className="size-4" />
              </span>
              <span className="pt-1">{text}</span>
            </li>
          ))}
        </ul>
        <p className="text-sm text-muted-foreground">
          Crie sua conta gratuita para acessar o Placar de qualquer aparelho.
        </p>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Agora não</Button>
          </DialogClose>
          <Button asChild>
            {renderLink({
              href: loginHref,
              className: "",
              // Following the link leaves the page's modal state behind: close it so a client-side route
              // change does not keep it on screen.
              onClick: () => setOpen(false),
              children: (
                <>
                  <UserPlus aria-hidden="true" />
                  Criar conta grátis
                </>
              ),
            })}
          </Button>
        </DialogFooter>
        <ResponsibleNotice className="border-t border-border pt-3">
          Jogue com responsabilidade. Apostas envolvem risco de perda e não são fonte de renda.
        </ResponsibleNotice>
      </DialogContent>
    </Dialog>
  );
}
