import type { AdditionalPackage } from '@sp/shared/api/tariffs';
import { useAdminPackages, useSavePackage } from '../api/admin-tariffs';
import { draftOfPackage, emptyOffer, packageBodyOf } from '../components/offer-form';
import { OffersPage } from '../components/offers-page';

const EMPTY = emptyOffer(1);
const view = (item: AdditionalPackage) => ({ ...item, limits: item.grants });

/** /admin/packets: additional packages, what each adds to a tariff's limits and for how long (issue 14 §2). */
export function AdminPacketsPage() {
  const packages = useAdminPackages();
  const save = useSavePackage();
  return (
    <OffersPage
      kind="package"
      title="Дополнительные пакеты"
      addText="Новый пакет"
      emptyText="Пакетов пока нет: добавьте первый"
      offers={packages}
      view={view}
      draftOf={draftOfPackage}
      emptyDraft={EMPTY}
      save={{
        isPending: save.isPending,
        run: (id, draft) => save.mutateAsync({ id, body: packageBodyOf(draft) }),
      }}
    />
  );
}
