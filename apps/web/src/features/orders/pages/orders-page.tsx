import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import * as paths from '@sp/shared/routes/cabinet-paths';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ListBoardSwitch, useListBoardView } from '../../../components/list-board-switch';
import { PageHeader } from '../../../components/page-header';
import { usePaging } from '../../../components/paging';
import { RouterLink } from '../../../lib/router-link';
import { useModuleRights } from '../../../lib/use-module-rights';
import { useResponsibles } from '../api/responsibles';
import {
  filtersFromParams,
  hasFilters,
  type OrderFilterState,
  OrderFilters,
} from '../components/order-filters';
import { OrdersBoard } from '../components/orders-board';
import { OrdersList } from '../components/orders-list';

/**
 * /app/orders: the company's deals — a table (cards on a phone) with the spec's filters and pages, or a board by
 * status (?view=board) where a card is dragged to another column or moved by its menu. A link may set the first
 * filters (?status=…&responsible=…&start_date=…&end_date=…&debt=true: the home page's figures).
 */
export function OrdersPage() {
  const rights = useModuleRights('orders');
  const [view, setView] = useListBoardView();
  const paging = usePaging();
  const [params] = useSearchParams();
  const [filters, setFilters] = useState<OrderFilterState>(() => filtersFromParams(params));
  const responsibles = useResponsibles();

  const changeFilters = (next: Partial<OrderFilterState>) => {
    setFilters((current) => ({ ...current, ...next }));
    paging.setPage(1);
  };

  return (
    <Box>
      <PageHeader
        title="Сделки"
        actions={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <ListBoardSwitch view={view} onChange={setView} />
            {rights.canEdit && (
              <Button
                variant="contained"
                startIcon={<Add />}
                component={RouterLink}
                to={paths.orderCreate(1)}
              >
                Новая сделка
              </Button>
            )}
          </Box>
        }
      />
      <OrderFilters
        value={filters}
        onChange={changeFilters}
        hideStatus={view === 'board'}
        responsibles={responsibles.data?.results}
      />
      {view === 'board' ? (
        <OrdersBoard filters={{ ...filters, status: '' }} canEdit={rights.canEdit} />
      ) : (
        <OrdersList
          filters={filters}
          paging={paging}
          emptyText={
            hasFilters(filters)
              ? 'Ничего не нашлось'
              : 'Здесь будут сделки компании: создайте первую кнопкой «Новая сделка» или из заявки с сайта.'
          }
        />
      )}
    </Box>
  );
}
