import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { AUDIENCE_LABELS, type Audience } from '@sp/shared/api/tariffs';
import { formatRubles } from '@sp/shared/format/money';
import { pluralRu } from '@sp/shared/format/plural';
import { useEffect, useState } from 'react';
import { type Column, DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { usePaging } from '../../../components/paging';
import { ApiError } from '../../../lib/api-error';
import { snackbar } from '../../../lib/snackbar-store';
import { OfferDialog } from './offer-dialog';
import { limitsText, type OfferDraft } from './offer-form';

/** What the page shows of a tariff or a package. */
export type Offer = {
  id: number;
  audience: Audience;
  name: string;
  price: number;
  period_months: number;
  is_archive: boolean;
  is_free?: boolean;
  limits: Record<string, number | null>;
};

type OffersPageProps<T> = {
  kind: 'tariff' | 'package';
  title: string;
  addText: string;
  emptyText: string;
  offers: { data?: T[]; isPending: boolean; error: unknown; refetch: () => unknown };
  view: (offer: T) => Offer;
  draftOf: (offer: T) => OfferDraft;
  emptyDraft: OfferDraft;
  /** saves the draft (a new one when id is null), answering the saved offer's name */
  save: {
    isPending: boolean;
    run: (id: number | null, draft: OfferDraft) => Promise<{ name: string }>;
  };
};

const months = (count: number) => `${count} ${pluralRu(count, ['месяц', 'месяца', 'месяцев'])}`;

const COLUMNS: readonly Column<Offer>[] = [
  {
    key: 'name',
    label: 'Название',
    card: 'title',
    render: (offer) => (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <span>{offer.name}</span>
        {offer.is_free && <Chip size="small" variant="outlined" label="бесплатный" />}
        {offer.is_archive && <Chip size="small" color="warning" label="в архиве" />}
      </Stack>
    ),
  },
  { key: 'audience', label: 'Для кого', render: (offer) => AUDIENCE_LABELS[offer.audience] },
  { key: 'price', label: 'Цена', render: (offer) => formatRubles(Math.round(offer.price * 100)) },
  { key: 'period', label: 'Срок', render: (offer) => months(offer.period_months) },
  { key: 'limits', label: 'Лимиты', render: (offer) => limitsText(offer.limits, offer.audience) || '—' },
];

/** /admin/tariffs and /admin/packets: the catalogue, archived offers too, and the form to add or change one. */
export function OffersPage<T>(props: OffersPageProps<T>) {
  const paging = usePaging();
  const [editing, setEditing] = useState<T | null | undefined>(undefined);
  const [draft, setDraft] = useState<OfferDraft>(props.emptyDraft);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const rows = props.offers.data;
  const { draftOf, emptyDraft } = props;

  useEffect(() => {
    if (editing === undefined) return;
    setDraft(editing === null ? emptyDraft : draftOf(editing));
    setErrors({});
  }, [editing, draftOf, emptyDraft]);

  const byId = new Map(rows?.map((offer) => [props.view(offer).id, offer]));
  const submit = () => {
    const id = editing ? props.view(editing).id : null;
    props.save.run(id, draft).then(
      (saved) => {
        snackbar.success(id === null ? `«${saved.name}» добавлен` : `«${saved.name}» сохранён`);
        setEditing(undefined);
      },
      (error: unknown) => {
        if (error instanceof ApiError && Object.keys(error.fields).length) setErrors(error.fields);
        else snackbar.error(error instanceof ApiError ? error.errors : 'Не удалось сохранить');
      },
    );
  };

  return (
    <>
      <PageHeader
        title={props.title}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)}>
            {props.addText}
          </Button>
        }
      />
      <DataTable
        label={props.title}
        columns={COLUMNS}
        rows={rows?.map(props.view).slice(paging.offset, paging.offset + paging.limit)}
        count={rows?.length ?? 0}
        paging={paging}
        rowKey={(offer) => offer.id}
        loading={props.offers.isPending}
        error={props.offers.error}
        onRetry={() => void props.offers.refetch()}
        emptyText={props.emptyText}
        onRowClick={(offer) => setEditing(byId.get(offer.id) ?? null)}
      />
      <OfferDialog
        open={editing !== undefined}
        title={editing ? `«${props.view(editing).name}»` : props.addText}
        kind={props.kind}
        draft={draft}
        onChange={setDraft}
        errors={errors}
        busy={props.save.isPending}
        audienceFixed={Boolean(editing)}
        onSave={submit}
        onClose={() => setEditing(undefined)}
      />
    </>
  );
}
