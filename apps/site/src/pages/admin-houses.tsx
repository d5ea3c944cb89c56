import { useQuery, useQueryClient } from "@tanstack/react-query";
import {
  createAdminHouseMutation,
  listAdminHousesOptions,
  rotateAdminHouseFeedSecretMutation,
  updateAdminHouseMutation,
  uploadAdminHouseLogoMutation,
} from "@placar/api-client/queries";
import { HOUSES_TITLE, MENU_MANAGE_HOUSES } from "@placar/core/messages-houses";
import { HouseManager } from "@placar/ui/admin/house-manager";
import { useApi } from "../lib/api-context.tsx";
import { AdminPage, AdminOnly, adminFormError, adminHead, useLeaveWhenRefused } from "./admin-gate.tsx";

export function adminHousesHead() {
  return adminHead(MENU_MANAGE_HOUSES);
}

/**
 * The betting houses (/gerenciar-casas, admins only; docs/product.md#casas). A save reaches the public pages at once:
 * the server drops its cached pages and day views when a house changes.
 */
export function AdminHousesPage() {
  return <AdminOnly loading="Carregando casas…">{() => <HousesManager />}</AdminOnly>;
}

function HousesManager() {
  const api = useApi();
  const queryClient = useQueryClient();
  const list = useQuery({ ...listAdminHousesOptions(api), staleTime: 0 });
  useLeaveWhenRefused(list.error);

  return (
    <AdminPage title={HOUSES_TITLE}>
      <p className="max-w-3xl text-sm text-muted-foreground">
        As casas comparadas no site: o que aparece nos botões de odds, na caixa de ofertas e no guia. Uma casa inativa
        some do site e suas odds deixam de aparecer; as chaves das fontes dizem quais preços da fonte de odds são dela,
        e o feed da casa (URL consultada ou envio assinado com o segredo) traz os preços da própria casa.
      </p>
      <HouseManager
        houses={list.data?.results}
        error={list.isError}
        onRetry={() => void list.refetch()}
        onRotateSecret={async (id) => {
          try {
            const answer = await rotateAdminHouseFeedSecretMutation(api).mutationFn({ params: { path: { id } } });
            return answer.secret;
          } finally {
            await queryClient.invalidateQueries({ queryKey: ["listAdminHouses"] });
          }
        }}
        onSave={async (id, values, logo) => {
          try {
            const saved =
              id === null
                ? await createAdminHouseMutation(api).mutationFn({ body: values })
                : await updateAdminHouseMutation(api).mutationFn({ params: { path: { id } }, body: values });
            if (logo) {
              const form = new FormData();
              form.append("logo", logo);
              await uploadAdminHouseLogoMutation(api).mutationFn({
                params: { path: { id: saved.id } },
                body: form as never,
              });
            }
          } catch (err) {
            throw adminFormError(err);
          } finally {
            await queryClient.invalidateQueries({ queryKey: ["listAdminHouses"] });
          }
          // The public list the site's pages read changes with it.
          await queryClient.invalidateQueries({ queryKey: ["getHouses"] });
        }}
      />
    </AdminPage>
  );
}
