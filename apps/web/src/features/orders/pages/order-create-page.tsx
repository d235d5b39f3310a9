import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Order } from '@sp/shared/api/orders';
import { categoryFor, ORDER_CATEGORIES, type OrderCategory, type OrderType } from '@sp/shared/orders/kinds';
import * as paths from '@sp/shared/routes/cabinet-paths';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { PageState } from '../../../components/page-state';
import { useCreateOrder } from '../api/create-order';
import { CategoryChooser } from '../components/category-chooser';

function categoryParam(value: string | null): OrderCategory | undefined {
  const number = Number(value);
  return (ORDER_CATEGORIES as readonly number[]).includes(number) ? (number as OrderCategory) : undefined;
}

/**
 * /app/orders/create?type=1|2&category_order=N (SPEC §2 add menu): a deal (type 1) first asks for its category,
 * a sale (type 2) is category 4 at once; the deal is created («Новая») and its page opens.
 */
export function OrderCreatePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const type: OrderType = params.get('type') === '2' ? 2 : 1;
  const category = categoryFor(type, categoryParam(params.get('category_order')));
  const create = useCreateOrder();
  const started = useRef<string | null>(null);

  const start = (chosen: OrderCategory) => {
    create.mutate(
      { type_order: type, category_order: chosen },
      { onSuccess: (order: Order) => navigate(paths.order(order.id), { replace: true }) },
    );
  };

  // a sale, or a link with the category: create once (the ref survives React's double effect in development)
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per type and category
  useEffect(() => {
    if (category === null) return;
    const key = `${type}:${category}`;
    if (started.current === key) return;
    started.current = key;
    start(category);
  }, [type, category]);

  const title = type === 2 ? 'Новая продажа' : 'Новая сделка';
  return (
    <Box>
      <PageHeader title={title} />
      {create.isError ? (
        <PageState
          kind="error"
          error={create.error}
          onRetry={() => {
            if (category !== null) start(category);
            else create.reset();
          }}
        />
      ) : category === null ? (
        <>
          <Typography sx={{ mb: 2 }}>Выберите категорию сделки</Typography>
          <CategoryChooser onPick={start} disabled={create.isPending} />
          {create.isPending && <PageState kind="loading" />}
        </>
      ) : (
        <PageState kind="loading" />
      )}
    </Box>
  );
}
