/**
 * A failure's message: the generic text ('Erro ao alterar senha', 'Erro ao tentar deletar usuário';
 * docs/product.md#profile, #user-manager) followed by the reason the caller's error carries (the server's Portuguese
 * `detail`), so that different causes never read the same.
 */
export function withReason(base: string, error: unknown): string {
  const reason = error instanceof Error ? error.message.trim() : "";
  return reason && reason !== base ? `${base}: ${reason}` : base;
}
