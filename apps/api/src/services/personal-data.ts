import { and, eq, ne } from "drizzle-orm";
import type { Clock } from "../clock.ts";
import type { Db } from "../db/client.ts";
import {
  favorites,
  fixtures,
  leagues,
  notifications,
  passwordResetTokens,
  priceAlerts,
  teams,
  users,
} from "../db/schema.ts";
import type { UserRow } from "./accounts.ts";
import { HttpError } from "../http-error.ts";
import { verifyPassword } from "./passwords.ts";

export const DELETE_WRONG_PASSWORD = "Senha incorreta. A conta não foi excluída.";
export const LAST_ADMIN =
  "Você é o único administrador ativo: dê acesso de administrador a outra pessoa antes de excluir a sua conta.";
export const ACCOUNT_DELETED = "Sua conta foi excluída. Os seus dados pessoais foram apagados.";

/**
 * The LGPD's self-service rights (art. 18): a copy of every personal datum kept about the signed-in user, and the
 * deletion of the account. What the site keeps and for how long is written for people in the privacy page
 * (`apps/site/src/pages/privacy.tsx`); keep the two in step.
 */
export class PersonalDataService {
  constructor(private readonly deps: { db: Db; clock: Clock }) {}

  /** Everything held about `user`, as JSON a person can read. The password is kept only as a hash, which is not given. */
  async export(user: UserRow) {
    const recovery = await this.deps.db
      .select({
        createdAt: passwordResetTokens.createdAt,
        expiresAt: passwordResetTokens.expiresAt,
        usedAt: passwordResetTokens.usedAt,
      })
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    const followed = await this.deps.db
      .select({
        kind: favorites.kind,
        id: favorites.targetId,
        createdAt: favorites.createdAt,
        team: teams.name,
        league: leagues.name,
      })
      .from(favorites)
      .leftJoin(teams, and(eq(favorites.kind, "team"), eq(teams.id, favorites.targetId)))
      .leftJoin(leagues, and(eq(favorites.kind, "league"), eq(leagues.id, favorites.targetId)))
      .where(eq(favorites.userId, user.id))
      .orderBy(favorites.createdAt, favorites.targetId);
    const alerts = await this.deps.db
      .select({
        game: fixtures.afbFixtureId,
        house: priceAlerts.house,
        outcome: priceAlerts.outcome,
        target: priceAlerts.target,
        createdAt: priceAlerts.createdAt,
        firedAt: priceAlerts.firedAt,
      })
      .from(priceAlerts)
      .innerJoin(fixtures, eq(fixtures.id, priceAlerts.fixtureId))
      .where(eq(priceAlerts.userId, user.id))
      .orderBy(priceAlerts.createdAt, priceAlerts.id);
    const notes = await this.deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, user.id))
      .orderBy(notifications.createdAt, notifications.id);
    return {
      exportedAt: this.deps.clock.now().toISOString(),
      about:
        "Dados pessoais que o Placar guarda sobre você (LGPD, art. 18). A senha é guardada apenas como hash e não é exportada.",
      account: {
        id: user.id,
        name: user.name,
        email: user.email,
        cpf: user.cpf,
        phone: user.phone,
        birthdate: user.birthdate,
        admin: user.admin,
        active: user.active,
        roles: user.roles,
        plan: {
          productId: user.planProductId,
          active: user.planActive,
          createdAt: user.planCreatedAt?.toISOString() ?? null,
          expires: user.planExpires?.toISOString() ?? null,
        },
        createdAt: user.createdAt.toISOString(),
        updatedAt: user.updatedAt.toISOString(),
      },
      passwordRecoveryLinks: recovery.map((r) => ({
        createdAt: r.createdAt.toISOString(),
        expiresAt: r.expiresAt.toISOString(),
        usedAt: r.usedAt?.toISOString() ?? null,
      })),
      favorites: followed.map((f) => ({
        kind: f.kind === "team" ? ("team" as const) : ("league" as const),
        id: f.id,
        name: (f.kind === "team" ? f.team : f.league) ?? null,
        since: f.createdAt.toISOString(),
      })),
      alerts: {
        emails: user.alertEmails,
        kickoff: user.kickoffAlerts,
        price: alerts.map((a) => ({
          game: a.game,
          house: a.house,
          outcome: a.outcome,
          target: a.target,
          createdAt: a.createdAt.toISOString(),
          firedAt: a.firedAt?.toISOString() ?? null,
        })),
      },
      notifications: notes.map((n) => ({
        kind: n.kind,
        title: n.title,
        body: n.body,
        link: n.link,
        createdAt: n.createdAt.toISOString(),
        readAt: n.readAt?.toISOString() ?? null,
      })),
      inYourBrowser:
        "A sessão (chave 'user'), o tema (chave 'theme'), a data do último aviso de boas-vindas e, enquanto você não entra, os times e campeonatos que segue (chave 'favorites') ficam no armazenamento do seu navegador, não no servidor.",
    };
  }

  /**
   * Deletes the account of `user` after checking their password: the row goes (recovery links, favourites, alerts, kick-off announcements and notifications by cascade), so every
   * session ends and the e-mail and CPF can be registered again. The last active admin cannot leave the site
   * without one.
   */
  async deleteOwnAccount(user: UserRow, password: string): Promise<void> {
    if (!(await verifyPassword(user.passwordHash, password))) {
      throw new HttpError(400, "wrong_password", DELETE_WRONG_PASSWORD, { password: [DELETE_WRONG_PASSWORD] });
    }
    await this.deps.db.transaction(async (tx) => {
      if (user.admin) {
        const [other] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.admin, true), eq(users.active, true), ne(users.id, user.id)))
          .limit(1);
        if (!other) throw new HttpError(409, "last_admin", LAST_ADMIN);
      }
      await tx.delete(users).where(eq(users.id, user.id));
    });
  }
}
