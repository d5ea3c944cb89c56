/**
 * The betting houses' admin copy ('Casas'), beside messages.ts and owned with it: a module of its own so that the
 * public pages' first script, which holds messages.ts whole, does not carry the admin screen's words.
 */

// ── Betting houses as managed data (docs/product.md#casas) ───────────────────────────────────────────────
export const MENU_MANAGE_HOUSES = "Casas";
export const HOUSES_TITLE = "Casas de apostas";
export const HOUSE_NEW = "Nova casa";
export const HOUSE_EDIT = "Editar casa";
export const HOUSE_SAVE = "Salvar";
export const HOUSE_SAVED = "Casa salva com sucesso!";
export const HOUSE_SAVE_FAILED = "Não foi possível salvar a casa. Tente novamente.";
export const HOUSE_LOAD_FAILED = "Não foi possível carregar as casas. Tente novamente.";
export const HOUSES_EMPTY = "Nenhuma casa cadastrada.";
export const HOUSE_ACTIVE = "Ativa";
export const HOUSE_INACTIVE = "Inativa";
export const HOUSE_FIELD_NAME = "Nome";
export const HOUSE_FIELD_LOGO = "Logotipo";
export const HOUSE_FIELD_COLOR = "Cor da marca";
export const HOUSE_FIELD_TEXT_COLOR = "Cor do texto";
export const HOUSE_FIELD_AFFILIATE = "Link de afiliado";
export const HOUSE_FIELD_LICENCE = "Licença SPA/MF";
export const HOUSE_FIELD_DOMAIN = "Domínio .bet.br";
export const HOUSE_FIELD_ACTIVE = "Ativa (aparece no site)";
export const HOUSE_FIELD_SOURCE_KEYS = "Chaves das fontes de odds";
export const HOUSE_FIELD_SOURCE_KEYS_HINT = "Separadas por vírgula, ex.: betano, pinnacle";
export const HOUSE_NAME_REQUIRED = "Informe o nome da casa.";
export const HOUSE_NAME_TOO_LONG = "O nome pode ter no máximo 40 caracteres.";
export const HOUSE_NAME_TAKEN = "Já existe uma casa com esse nome.";
export const HOUSE_LICENCE_INVALID = "Informe a portaria de autorização no formato “Portaria SPA/MF nº 1.234/2024”.";
export const HOUSE_DOMAIN_INVALID = "O domínio precisa terminar em .bet.br (só casas licenciadas no Brasil).";
export const HOUSE_AFFILIATE_INVALID = "O link de afiliado precisa ser https e apontar para o domínio da casa.";
export const HOUSE_COLOR_INVALID = "Use uma cor no formato #rrggbb.";
export const HOUSE_SOURCE_KEY_INVALID =
  "Chaves das fontes: use letras minúsculas, números, “_” ou “-”, separadas por vírgula.";
export const HOUSE_SOURCE_KEY_TAKEN = "Essa chave de fonte já alimenta outra casa.";
export const HOUSE_NOT_FOUND = "Casa de apostas não encontrada.";
export const HOUSE_LOGO_INVALID = "O logotipo precisa ser uma imagem JPG, PNG, WebP, AVIF ou GIF.";

// ── The house feed (docs/odds-feed.md) ─────────────────────────────────────────────────────────────────────
export const HOUSE_FIELD_FEED_URL = "URL do feed de odds";
export const HOUSE_FIELD_FEED_URL_HINT =
  "Opcional: endereço http(s) do feed da casa, consultado a cada minuto (formato em docs/odds-feed.md).";
export const HOUSE_FEED_URL_INVALID = "Informe um endereço http:// ou https:// válido, sem usuário e senha.";
export const HOUSE_FEED_URL_INTERNAL =
  "O feed precisa estar num endereço público da internet: endereços internos (localhost, rede privada, link-local) não são lidos.";
export const HOUSE_FEED_URL_NOT_FOUND =
  "Esse endereço não existe (o nome não foi encontrado no DNS); confira a URL do feed.";
export const HOUSE_FEED_URL_DNS_FAILED =
  "Não foi possível verificar o endereço do feed agora (falha de DNS); tente salvar de novo em instantes.";
export const HOUSE_FEED_SECRET_TITLE = "Segredo de envio do feed";
export const HOUSE_FEED_SECRET_NONE = "Sem segredo: envios da casa são recusados.";
export const HOUSE_FEED_SECRET_SET = "Segredo criado em";
export const HOUSE_FEED_SECRET_ROTATE = "Gerar novo segredo";
export const HOUSE_FEED_SECRET_ROTATE_HINT =
  "Um novo segredo substitui o anterior na hora: os envios assinados com o antigo passam a ser recusados.";
export const HOUSE_FEED_SECRET_SHOWN =
  "Copie o segredo agora e entregue-o à casa por um canal seguro: ele não será mostrado de novo.";
export const HOUSE_FEED_SECRET_FAILED = "Não foi possível gerar o segredo. Tente novamente.";
