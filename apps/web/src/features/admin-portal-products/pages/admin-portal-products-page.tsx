import ImageOutlined from '@mui/icons-material/ImageOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  PORTAL_PRODUCT_KIND_LABELS,
  PORTAL_PRODUCT_KINDS,
  PORTAL_PRODUCT_STATUS_LABELS,
  PORTAL_PRODUCT_STATUSES,
  type PortalProduct,
  type PortalProductKind,
  type PortalProductStatus,
} from '@sp/shared/api/portal-products';
import { formatDate } from '@sp/shared/format/date';
import { formatRubles } from '@sp/shared/format/money';
import { useState } from 'react';
import { type Column, DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { usePaging } from '../../../components/paging';
import { mediaUrl } from '../../../lib/api-base';
import { useDebounced } from '../../../lib/use-debounced';
import { usePortalProducts, usePublicCategories } from '../api/portal-products';
import { OfferActions } from '../components/offer-actions';
import { type CompanyFilter, OfferCompany } from '../components/offer-company';

const ABOUT =
  'Здесь товары, услуги и готовые решения всех компаний — так, как их видят посетители портала. Если ' +
  'предложение нарушает правила (оскорбительное фото, ложная цена, не ритуальный товар), скройте его с причиной: ' +
  'оно пропадёт из поиска, со страницы компании и из корзины, а владелец компании получит сообщение.';

/** «1 234,00 ₽», with the unit when there is one. */
const price = (offer: PortalProduct) =>
  `${formatRubles(Math.round(offer.price * 100))}${offer.unit ? ` / ${offer.unit}` : ''}`;

function Photo({ offer }: { offer: PortalProduct }) {
  return (
    <Avatar
      variant="rounded"
      src={mediaUrl(offer.photo)}
      alt={offer.photo ? offer.name : undefined}
      sx={{ width: 48, height: 48, bgcolor: 'grey.100', color: 'grey.500' }}
    >
      <ImageOutlined aria-label="Нет фото" />
    </Avatar>
  );
}

function Status({ offer }: { offer: PortalProduct }) {
  if (!offer.hidden) return <Chip size="small" variant="outlined" color="success" label="На портале" />;
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start', overflowWrap: 'anywhere' }}>
      <Chip size="small" variant="outlined" color="error" label="Скрыто" />
      <Typography variant="caption" color="text.secondary">
        {formatDate(offer.hidden.at)}
        {offer.hidden.by ? `, ${offer.hidden.by.name}` : ''}: {offer.hidden.reason}
      </Typography>
    </Stack>
  );
}

const columns = ({ onPick, picked }: CompanyFilter): readonly Column<PortalProduct>[] => [
  { key: 'photo', label: 'Фото', width: 64, card: 'media', render: (offer) => <Photo offer={offer} /> },
  {
    key: 'name',
    label: 'Название',
    card: 'title',
    render: (offer) => (
      <Stack spacing={0.25} sx={{ overflowWrap: 'anywhere' }}>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {offer.name}
        </Typography>
        {offer.category && (
          <Typography variant="caption" color="text.secondary">
            {offer.category.name}
          </Typography>
        )}
      </Stack>
    ),
  },
  { key: 'kind', label: 'Вид', width: 150, render: (offer) => PORTAL_PRODUCT_KIND_LABELS[offer.kind] },
  {
    key: 'company',
    label: 'Компания',
    // a name of up to some 25 letters and its filter button on one line at 1440 px (the cell, with its padding)
    width: 260,
    render: (offer) => <OfferCompany offer={offer} onPick={onPick} picked={picked} />,
  },
  {
    key: 'price',
    label: 'Цена',
    width: 150,
    render: (offer) => <Box sx={{ whiteSpace: 'nowrap' }}>{price(offer)}</Box>,
  },
  { key: 'status', label: 'Статус', width: 180, render: (offer) => <Status offer={offer} /> },
  { key: 'actions', label: '', width: 120, render: (offer) => <OfferActions offer={offer} /> },
];

/**
 * /admin/portal-product «Продукты портала» (SPEC §2, issue 16): every company's products, services and ready-made
 * solutions as the public catalogue shows them, searched by name and by company (a part of its name, or the very
 * company a row's filter button picks) and filtered by kind, status and category; an offer that breaks the rules
 * is hidden with a reason and brought back. A table on a desk, cards on a phone.
 */
export function AdminPortalProductsPage() {
  const paging = usePaging();
  const [search, setSearch] = useState('');
  const [companySearch, setCompanySearch] = useState('');
  // a company picked in a row: by its id (a part of a name could find others too) while the field shows its name
  const [picked, setPicked] = useState<number | null>(null);
  const [kind, setKind] = useState<PortalProductKind | ''>('');
  const [status, setStatus] = useState<PortalProductStatus | ''>('');
  const [category, setCategory] = useState('');
  const query = useDebounced(search.trim());
  const companyQuery = useDebounced(companySearch.trim());
  const categoryKind = kind === 'product' || kind === 'service' ? kind : null;
  const categories = usePublicCategories(categoryKind);
  const offers = usePortalProducts({
    offset: paging.offset,
    limit: paging.limit,
    ...(query ? { query } : {}),
    ...(picked !== null ? { company_id: picked } : companyQuery ? { company: companyQuery } : {}),
    ...(kind ? { kind } : {}),
    ...(status ? { status } : {}),
    ...(category ? { category_id: Number(category) } : {}),
  });
  const filtered = Boolean(query || picked !== null || companyQuery || kind || status || category);
  const choose = (set: () => void) => {
    set();
    paging.setPage(1);
  };
  const table = columns({
    picked,
    onPick: (company) =>
      choose(() => {
        setCompanySearch(company.name);
        setPicked(company.id);
      }),
  });

  return (
    <Box>
      <PageHeader title="Продукты портала" />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          mb: 2,
          gridTemplateColumns: {
            xs: '1fr',
            sm: '1fr 1fr',
            md: 'repeat(3, minmax(0, 1fr))',
            lg: 'minmax(0, 320px) minmax(0, 260px) 180px 170px minmax(0, 240px)',
          },
        }}
      >
        <TextField
          size="small"
          type="search"
          label="Название"
          value={search}
          onChange={(event) => choose(() => setSearch(event.target.value))}
        />
        <TextField
          size="small"
          type="search"
          label="Компания"
          value={companySearch}
          onChange={(event) =>
            choose(() => {
              setCompanySearch(event.target.value);
              setPicked(null);
            })
          }
        />
        <TextField
          select
          size="small"
          label="Вид"
          value={kind}
          onChange={(event) =>
            choose(() => {
              setKind(event.target.value as PortalProductKind | '');
              setCategory('');
            })
          }
        >
          <MenuItem value="">Все</MenuItem>
          {PORTAL_PRODUCT_KINDS.map((value) => (
            <MenuItem key={value} value={value}>
              {PORTAL_PRODUCT_KIND_LABELS[value]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Статус"
          value={status}
          onChange={(event) => choose(() => setStatus(event.target.value as PortalProductStatus | ''))}
        >
          <MenuItem value="">Все</MenuItem>
          {PORTAL_PRODUCT_STATUSES.map((value) => (
            <MenuItem key={value} value={value}>
              {PORTAL_PRODUCT_STATUS_LABELS[value]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Категория"
          value={category}
          disabled={!categoryKind}
          helperText={categoryKind ? undefined : 'Выберите вид: товар или услугу'}
          onChange={(event) => choose(() => setCategory(event.target.value))}
        >
          <MenuItem value="">Все</MenuItem>
          {categories.data?.results.map((row) => (
            <MenuItem key={row.id} value={String(row.id)}>
              {row.name}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <DataTable
        label="Продукты портала"
        columns={table}
        rows={offers.data?.results}
        count={offers.data?.count ?? 0}
        paging={paging}
        rowKey={(offer) => `${offer.kind}-${offer.id}`}
        loading={offers.isPending}
        error={offers.error}
        onRetry={() => void offers.refetch()}
        emptyTitle={filtered ? 'Ничего не нашлось' : 'Предложений пока нет'}
        emptyText={
          filtered ? 'Проверьте название и компанию или выберите другой вид, статус или категорию.' : ABOUT
        }
      />
    </Box>
  );
}
