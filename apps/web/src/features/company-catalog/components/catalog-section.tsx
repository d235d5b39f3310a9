import AddShoppingCart from '@mui/icons-material/AddShoppingCart';
import Check from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PublicComposition, PublicItem } from '@sp/shared/api/public';
import { type CartKind, hasItem, priceKopecks, toggleItem } from '@sp/shared/cart/cart';
import { formatRubles } from '@sp/shared/format/money';
import { ItemIllustration } from '../../../components/item-illustration';
import { PageState } from '../../../components/page-state';
import { mediaUrl } from '../../../lib/api-base';
import { cartStore, useCart } from '../../../lib/cart-store';
import { type CatalogSource, usePublicItems } from '../api/public-items';

const KIND: Record<CatalogSource, CartKind> = {
  products: 'products',
  services: 'services',
  'composition-products': 'compositions',
};

type CatalogSectionProps = { title: string; source: CatalogSource; companyId: number; query: string };

/** One kind of the company's offer with «В корзину» / «В корзине» toggles and «Показать ещё». */
export function CatalogSection({ title, source, companyId, query }: CatalogSectionProps) {
  const list = usePublicItems(source, companyId, query);
  const cart = useCart();
  const kind = KIND[source];
  const items = (list.data?.pages ?? []).flatMap((page) => page.results) as (
    | PublicItem
    | PublicComposition
  )[];
  const count = list.data?.pages[0]?.count ?? 0;

  return (
    <Box component="section" aria-label={title} sx={{ mb: 4 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}{' '}
        {list.data ? (
          <Typography component="span" color="text.secondary">
            ({count})
          </Typography>
        ) : null}
      </Typography>
      {list.isPending && <Skeleton variant="rounded" height={72} />}
      {list.isError && <PageState kind="error" error={list.error} onRetry={() => void list.refetch()} />}
      {list.data && items.length === 0 && (
        <Typography color="text.secondary">{query ? 'Ничего не найдено' : 'Пока ничего нет'}</Typography>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
        }}
      >
        {items.map((item) => {
          const inCart = hasItem(cart, kind, item);
          const details =
            'items' in item
              ? item.items.map((part) => `${part.name} × ${part.count}`).join(', ')
              : [item.category?.name, item.unit].filter(Boolean).join(' · ');
          return (
            <Card key={item.id} variant="outlined" sx={{ p: 1.5, display: 'flex', gap: 1.5 }}>
              <Box sx={{ width: 64, height: 64, borderRadius: 1, overflow: 'hidden', flexShrink: 0 }}>
                {'photo' in item && item.photo ? (
                  <Box
                    component="img"
                    src={mediaUrl(item.photo)}
                    alt=""
                    loading="lazy"
                    sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
                  />
                ) : (
                  <ItemIllustration
                    category={'category' in item ? item.category?.name : null}
                    name={item.name}
                    kind={source === 'services' ? 'service' : 'product'}
                    sx={{ '& svg': { width: '70%', height: '70%' } }}
                  />
                )}
              </Box>
              <Stack sx={{ flexGrow: 1, minWidth: 0 }} spacing={0.5}>
                <Typography variant="subtitle2" sx={{ overflowWrap: 'anywhere' }}>
                  {item.name}
                </Typography>
                {details && (
                  <Typography variant="caption" color="text.secondary">
                    {details}
                  </Typography>
                )}
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 'auto' }}>
                  <Typography variant="body2" sx={{ fontWeight: 600, flexGrow: 1 }}>
                    {formatRubles(priceKopecks(item.price))}
                  </Typography>
                  <Button
                    size="small"
                    variant={inCart ? 'outlined' : 'contained'}
                    startIcon={inCart ? <Check /> : <AddShoppingCart />}
                    aria-pressed={inCart}
                    aria-label={`${inCart ? 'В корзине' : 'В корзину'}: ${item.name}`}
                    onClick={() => cartStore.update((state) => toggleItem(state, kind, item))}
                  >
                    {inCart ? 'В корзине' : 'В корзину'}
                  </Button>
                </Box>
              </Stack>
            </Card>
          );
        })}
      </Box>
      {list.hasNextPage && (
        <Box sx={{ textAlign: 'center', mt: 2 }}>
          <Button onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
            Показать ещё
          </Button>
        </Box>
      )}
    </Box>
  );
}
