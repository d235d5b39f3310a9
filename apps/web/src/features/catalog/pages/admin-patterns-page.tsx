import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { CatalogKind, PatternCategory, PatternItem } from '@sp/shared/api/catalog';
import { pluralRu } from '@sp/shared/format/plural';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { type Column, DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { PageState } from '../../../components/page-state';
import { usePaging } from '../../../components/paging';
import { errorText } from '../../../lib/api-error';
import { snackbar } from '../../../lib/snackbar-store';
import {
  useAdminPatternCategories,
  useAdminPatternItems,
  useDeletePatternCategory,
  useDeletePatternItem,
} from '../api/admin-patterns';
import { KIND_TEXT } from '../components/kind-text';
import { PatternCategoryDialog } from '../components/pattern-category-dialog';
import { PatternItemDialog } from '../components/pattern-item-dialog';
import { rubles } from '../components/price';
import { RowActions } from '../components/row-actions';
import { SearchField } from '../components/search-field';

/** «Удалить категорию …»: what goes with it is said, and that companies keep their copies. */
export function categoryRemovalText(category: PatternCategory): string {
  const n = category.items.length;
  const withItems = n ? ` вместе с ${n} ${pluralRu(n, ['позицией', 'позициями', 'позициями'])}` : '';
  return `Удалить категорию шаблонов «${category.name}»${withItems}? Копии в каталогах компаний останутся.`;
}

type Editing<T> = { record: T | null } | null;

function SectionTitle({ id, children }: { id: string; children: string }) {
  return (
    <Typography id={id} variant="h6" component="h2" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  );
}

type ItemsPanelProps = {
  category: PatternCategory | null;
  onAdd: () => void;
  onOpen: (item: PatternItem) => void;
  onRemove: (item: PatternItem) => void;
};

/** «25 000,50 ₽ / шт» */
function Price({ item }: { item: PatternItem }) {
  return (
    <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {rubles(item.price)}
      {item.unit && (
        <Typography component="span" variant="caption" color="text.secondary">
          {` / ${item.unit}`}
        </Typography>
      )}
    </Typography>
  );
}

/** The chosen category's items, paged by the server; on a phone the price goes under the name. */
function ItemsPanel({ category, onAdd, onOpen, onRemove }: ItemsPanelProps) {
  const compact = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const paging = usePaging();
  const items = useAdminPatternItems(category?.id ?? null, paging.offset, paging.limit);
  const columns: Column<PatternItem>[] = [
    {
      key: 'name',
      label: 'Название',
      card: 'title',
      render: (item) => (
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'break-word' }}>
            {item.name}
          </Typography>
          {compact && <Price item={item} />}
          {item.description && (
            <Typography
              variant="caption"
              color="text.secondary"
              sx={{
                display: '-webkit-box',
                WebkitLineClamp: 2,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
                overflowWrap: 'break-word',
              }}
            >
              {item.description}
            </Typography>
          )}
        </Box>
      ),
    },
    ...(compact
      ? []
      : [{ key: 'price', label: 'Цена', width: 130, render: (item: PatternItem) => <Price item={item} /> }]),
    {
      key: 'actions',
      label: 'Действия',
      width: 96,
      render: (item) => (
        <RowActions
          name={item.name}
          canEdit
          canDelete
          onOpen={() => onOpen(item)}
          onDelete={() => onRemove(item)}
        />
      ),
    },
  ];
  return (
    <Box component="section" aria-labelledby="pattern-items-title" sx={{ minWidth: 0 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5, minHeight: 40 }}>
        <SectionTitle id="pattern-items-title">
          {category ? `Позиции: ${category.name}` : 'Позиции'}
        </SectionTitle>
        {category && (
          <Button variant="outlined" startIcon={<Add />} onClick={onAdd} sx={{ flexShrink: 0 }}>
            Новая позиция
          </Button>
        )}
      </Stack>
      {category ? (
        <DataTable
          label={`Позиции категории «${category.name}»`}
          columns={columns}
          rows={items.data?.results}
          count={items.data?.count ?? 0}
          paging={paging}
          rowKey={(item) => item.id}
          loading={items.isPending}
          error={items.error}
          onRetry={() => void items.refetch()}
          emptyText="В категории пока нет позиций: добавьте товар или услугу с ценой, и компании смогут скопировать их."
          emptyAction={
            <Button variant="outlined" startIcon={<Add />} onClick={onAdd}>
              Добавить позицию
            </Button>
          }
          onRowClick={onOpen}
        />
      ) : (
        <Paper variant="outlined">
          <PageState kind="empty" text="Выберите категорию, чтобы увидеть её позиции" />
        </Paper>
      )}
    </Box>
  );
}

/**
 * /admin/patterns: the catalog templates companies copy on /app/patterns. Categories of products or
 * services on the left (search, pages), the chosen category's items beside them; each is created and
 * edited in the generic dialog and deleted after a confirmation.
 */
export function AdminPatternsPage() {
  const [kind, setKind] = useState<CatalogKind>('product');
  const [name, setName] = useState('');
  const paging = usePaging();
  const categories = useAdminPatternCategories({
    kind,
    name: name || undefined,
    offset: paging.offset,
    limit: paging.limit,
  });
  const [chosen, setChosen] = useState<PatternCategory | null>(null);
  const [editingCategory, setEditingCategory] = useState<Editing<PatternCategory>>(null);
  const [editingItem, setEditingItem] = useState<Editing<PatternItem>>(null);
  const [removingCategory, setRemovingCategory] = useState<PatternCategory | null>(null);
  const [removingItem, setRemovingItem] = useState<PatternItem | null>(null);
  const removeCategory = useDeletePatternCategory();
  const removeItem = useDeletePatternItem();
  // below lg the items come under the categories: choosing one scrolls down to them
  const stacked = useMediaQuery(useTheme().breakpoints.down('lg'), { noSsr: true });
  const itemsRef = useRef<HTMLDivElement>(null);
  const choose = (category: PatternCategory) => {
    setChosen(category);
    if (stacked) itemsRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };

  const rows = categories.data?.results;
  // the chosen category as the list now shows it (renamed, items changed); the first one until chosen
  const current = (chosen && rows?.find((row) => row.id === chosen.id)) ?? chosen ?? rows?.[0] ?? null;

  const changeKind = (next: CatalogKind) => {
    setKind(next);
    setChosen(null);
    paging.setPage(1);
  };

  const handleRemoveCategory = () => {
    const category = removingCategory;
    if (!category) return;
    removeCategory.mutate(category.id, {
      onSuccess: () => {
        snackbar.success(`Категория «${category.name}» удалена`);
        setEditingCategory(null);
        if (current?.id === category.id) setChosen(null);
      },
      onError: (error) => snackbar.error(errorText(error)),
      onSettled: () => setRemovingCategory(null),
    });
  };

  const handleRemoveItem = () => {
    const item = removingItem;
    if (!item) return;
    removeItem.mutate(item.id, {
      onSuccess: () => {
        snackbar.success(`Позиция «${item.name}» удалена`);
        setEditingItem(null);
      },
      onError: (error) => snackbar.error(errorText(error)),
      onSettled: () => setRemovingItem(null),
    });
  };

  const columns: Column<PatternCategory>[] = [
    {
      key: 'name',
      label: 'Категория',
      card: 'title',
      render: (category) => (
        <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'break-word' }}>
          {category.name}
        </Typography>
      ),
    },
    {
      key: 'items',
      label: 'Позиций',
      width: 80,
      render: (category) => category.items.length,
    },
    {
      key: 'actions',
      label: 'Действия',
      width: 96,
      render: (category) => (
        <RowActions
          name={category.name}
          canEdit
          canDelete
          onOpen={() => setEditingCategory({ record: category })}
          onDelete={() => setRemovingCategory(category)}
        />
      ),
    },
  ];

  return (
    <Box>
      <PageHeader
        title="Шаблоны каталога"
        actions={
          <Button
            variant="contained"
            startIcon={<Add />}
            onClick={() => setEditingCategory({ record: null })}
          >
            Новая категория
          </Button>
        }
      />
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 760 }}>
        Готовые категории товаров и услуг с ценами. Компании копируют их в свой каталог на странице «Шаблоны
        каталога», а потом меняют копии как хотят.
      </Typography>
      <Tabs
        value={kind}
        onChange={(_, next: CatalogKind) => changeKind(next)}
        aria-label="Вид шаблонов"
        sx={{ mb: 2 }}
      >
        <Tab value="product" label="Товары" />
        <Tab value="service" label="Услуги" />
      </Tabs>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 5fr) minmax(0, 7fr)' },
        }}
      >
        <Box component="section" aria-labelledby="pattern-categories-title" sx={{ minWidth: 0 }}>
          <Stack direction="row" sx={{ alignItems: 'center', mb: 1.5, minHeight: 40 }}>
            <SectionTitle id="pattern-categories-title">{`Категории: ${KIND_TEXT[kind].title.toLowerCase()}`}</SectionTitle>
          </Stack>
          <Box sx={{ mb: 1.5 }}>
            <SearchField
              key={kind}
              label="Поиск категории"
              onSearch={(text) => {
                if (text === name) return;
                setName(text);
                setChosen(null);
                paging.setPage(1);
              }}
            />
          </Box>
          <DataTable
            label={`Категории шаблонов: ${KIND_TEXT[kind].title.toLowerCase()}`}
            columns={columns}
            rows={rows}
            count={categories.data?.count ?? 0}
            paging={paging}
            rowKey={(category) => category.id}
            loading={categories.isPending}
            error={categories.error}
            onRetry={() => void categories.refetch()}
            emptyTitle={name ? undefined : 'Категорий шаблонов пока нет'}
            emptyText={
              name
                ? 'Ничего не нашлось: попробуйте другое название'
                : 'Компании копируют эти категории с ценами в свой каталог. Создайте категорию, затем добавьте в неё позиции.'
            }
            emptyAction={
              name ? undefined : (
                <Button
                  variant="outlined"
                  startIcon={<Add />}
                  onClick={() => setEditingCategory({ record: null })}
                >
                  Создать первую категорию
                </Button>
              )
            }
            onRowClick={choose}
            selectedKey={current?.id ?? null}
          />
        </Box>
        <Box ref={itemsRef} sx={{ minWidth: 0, scrollMarginTop: 72 }}>
          <ItemsPanel
            key={current?.id ?? 'none'}
            category={current}
            onAdd={() => setEditingItem({ record: null })}
            onOpen={(item) => setEditingItem({ record: item })}
            onRemove={setRemovingItem}
          />
        </Box>
      </Box>

      {editingCategory && (
        <PatternCategoryDialog
          key={editingCategory.record?.id ?? 'new'}
          category={editingCategory.record}
          kind={kind}
          onDelete={setRemovingCategory}
          onClose={() => setEditingCategory(null)}
          onSaved={(saved) => {
            if (saved.kind !== kind) changeKind(saved.kind);
            setChosen(saved);
          }}
        />
      )}
      {editingItem && (
        <PatternItemDialog
          key={editingItem.record?.id ?? 'new'}
          item={editingItem.record}
          kind={current?.kind ?? kind}
          categoryId={current?.id ?? null}
          onDelete={setRemovingItem}
          onClose={() => setEditingItem(null)}
        />
      )}
      <ConfirmDialog
        open={removingCategory !== null}
        text={removingCategory ? categoryRemovalText(removingCategory) : undefined}
        busy={removeCategory.isPending}
        onConfirm={handleRemoveCategory}
        onCancel={() => setRemovingCategory(null)}
      />
      <ConfirmDialog
        open={removingItem !== null}
        text={
          removingItem
            ? `Удалить позицию «${removingItem.name}» из шаблонов? Копии в каталогах компаний останутся.`
            : undefined
        }
        busy={removeItem.isPending}
        onConfirm={handleRemoveItem}
        onCancel={() => setRemovingItem(null)}
      />
    </Box>
  );
}
