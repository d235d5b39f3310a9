import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { CatalogKind, Category } from '@sp/shared/api/catalog';
import { formatDate } from '@sp/shared/format/date';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { type Column, DataTable } from '../../../components/data-table';
import { usePaging } from '../../../components/paging';
import { errorText } from '../../../lib/api-error';
import { snackbar } from '../../../lib/snackbar-store';
import { type CategoryScope, useCategories } from '../api/categories';
import { useDeleteCategory } from '../api/delete-category';
import { CategoryDialog } from './category-dialog';
import { KIND_TEXT } from './kind-text';
import { RowActions } from './row-actions';
import { SearchField } from './search-field';
import { useCatalogRights } from './use-catalog-rights';

type Editing = { category: Category | null } | null;

type CategoriesListProps = {
  scope: CategoryScope;
  kind: CatalogKind;
  header: (onAdd: (() => void) | null) => ReactNode;
};

/**
 * Categories of products or services. For a company: the public ones (marked «Общая», not editable)
 * and its own (create, rename, delete). For administrators: the public ones, all editable.
 */
export function CategoriesList({ scope, kind, header }: CategoriesListProps) {
  const companyRights = useCatalogRights();
  const rights = scope === 'admin' ? { readOnly: false, canEdit: true, canDelete: true } : companyRights;
  const compact = useMediaQuery('(max-width:599.95px)', { noSsr: true });
  const paging = usePaging();
  const [name, setName] = useState('');
  const categories = useCategories(scope, kind, {
    name: name || undefined,
    offset: paging.offset,
    limit: paging.limit,
  });
  const remove = useDeleteCategory(scope, kind);
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<Category | null>(null);
  const editable = (category: Category) => scope === 'admin' || !category.is_public;

  const handleRemove = () => {
    if (!removing) return;
    const category = removing;
    remove.mutate(category.id, {
      onSuccess: () => {
        snackbar.success(`Категория «${category.name}» удалена`);
        setEditing(null);
      },
      onError: (error) => snackbar.error(errorText(error)),
      onSettled: () => setRemoving(null),
    });
  };

  const allColumns: Column<Category>[] = [
    {
      key: 'name',
      label: 'Название',
      card: 'title',
      render: (category) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'break-word' }}>
            {category.name}
          </Typography>
          {scope === 'company' && category.is_public && (
            <Chip size="small" variant="outlined" color="primary" label="Общая" />
          )}
          {category.is_urgent_evacuation && (
            <Chip size="small" variant="outlined" color="error" label="Срочный вызов" />
          )}
        </Stack>
      ),
    },
    {
      key: 'created',
      label: 'Создана',
      width: 110,
      render: (category) => formatDate(category.created_at),
    },
    {
      key: 'actions',
      label: 'Действия',
      width: 100,
      render: (category) =>
        editable(category) ? (
          <RowActions
            name={category.name}
            canEdit={rights.canEdit}
            canDelete={rights.canDelete}
            onOpen={() => setEditing({ category })}
            onDelete={() => setRemoving(category)}
          />
        ) : (
          <Typography variant="caption" color="text.secondary">
            Ведёт администратор
          </Typography>
        ),
    },
  ];
  const columns = compact ? allColumns.filter((column) => column.key !== 'created') : allColumns;

  return (
    <>
      {header(rights.canEdit ? () => setEditing({ category: null }) : null)}
      <Stack sx={{ mb: 2, maxWidth: { sm: 420 } }}>
        <SearchField
          label="Поиск по названию"
          onSearch={(text) => {
            setName(text);
            paging.setPage(1);
          }}
        />
      </Stack>
      <DataTable
        label={KIND_TEXT[kind].categoriesTitle}
        columns={columns}
        rows={categories.data?.results}
        count={categories.data?.count ?? 0}
        paging={paging}
        rowKey={(category) => category.id}
        loading={categories.isPending}
        error={categories.error}
        onRetry={() => void categories.refetch()}
        emptyTitle={name ? undefined : 'Категорий пока нет'}
        emptyText={
          name
            ? 'Ничего не нашлось: попробуйте другое название'
            : scope === 'admin'
              ? `Общие категории видят все компании: они группируют ${kind === 'product' ? 'товары' : 'услуги'} в каталогах и в поиске.`
              : `Категории группируют ${kind === 'product' ? 'товары' : 'услуги'} в каталоге и на странице компании. Добавьте свою или возьмите готовые в «Шаблонах каталога».`
        }
        emptyAction={
          !name && rights.canEdit ? (
            <Button variant="outlined" startIcon={<Add />} onClick={() => setEditing({ category: null })}>
              Добавить категорию
            </Button>
          ) : undefined
        }
      />
      {editing && (
        <CategoryDialog
          key={editing.category?.id ?? 'new'}
          scope={scope}
          kind={kind}
          category={editing.category}
          readOnly={!rights.canEdit || (editing.category !== null && !editable(editing.category))}
          canDelete={rights.canDelete}
          onDelete={setRemoving}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        text={
          removing
            ? `Удалить категорию «${removing.name}»? Записи из неё останутся без категории.`
            : undefined
        }
        busy={remove.isPending}
        onConfirm={handleRemove}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}
