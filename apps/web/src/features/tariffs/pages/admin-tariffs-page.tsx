import type { Tariff } from '@sp/shared/api/tariffs';
import { useAdminTariffs, useSaveTariff } from '../api/admin-tariffs';
import { draftOfTariff, emptyOffer, tariffBodyOf } from '../components/offer-form';
import { OffersPage } from '../components/offers-page';

const EMPTY = emptyOffer(1);
const view = (tariff: Tariff) => tariff;

/** /admin/tariffs: the tariffs of families and companies, what each grants and costs (issue 14 §2). */
export function AdminTariffsPage() {
  const tariffs = useAdminTariffs();
  const save = useSaveTariff();
  return (
    <OffersPage
      kind="tariff"
      title="Тарифы"
      addText="Новый тариф"
      emptyText="Тарифов пока нет: добавьте первый"
      offers={tariffs}
      view={view}
      draftOf={draftOfTariff}
      emptyDraft={EMPTY}
      save={{
        isPending: save.isPending,
        run: (id, draft) => save.mutateAsync({ id, body: tariffBodyOf(draft) }),
      }}
    />
  );
}
