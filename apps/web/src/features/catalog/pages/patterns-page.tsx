import LibraryAddOutlined from '@mui/icons-material/LibraryAddOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import TablePagination from '@mui/material/TablePagination';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { CatalogKind, PatternCategory } from '@sp/shared/api/catalog';
import { pluralRu } from '@sp/shared/format/plural';
import * as paths from '@sp/shared/routes/cabinet-paths';
import { useState } from 'react';
import { PageHeader } from '../../../components/page-header';
import { PageState } from '../../../components/page-state';
import { PAGE_SIZE_OPTIONS, usePaging } from '../../../components/paging';
import { errorText } from '../../../lib/api-error';
import { RouterLink } from '../../../lib/router-link';
import { snackbar } from '../../../lib/snackbar-store';
import { type CopyResult, useCopyPatterns } from '../api/copy-patterns';
import { usePatterns } from '../api/patterns';
import { rubles } from '../components/price';
import { SearchField } from '../components/search-field';
import { useCatalogRights } from '../components/use-catalog-rights';

const count = (n: number, forms: [string, string, string]) => `${n} ${pluralRu(n, forms)}`;

export function copyResultText(result: CopyResult): string {
  return `Добавлено: ${count(result.categories, ['категория', 'категории', 'категорий'])}, ${count(result.products, ['товар', 'товара', 'товаров'])}, ${count(result.services, ['услуга', 'услуги', 'услуг'])}`;
}

type CategoryCardProps = {
  category: PatternCategory;
  readOnly: boolean;
  categoryChosen: boolean;
  itemChosen: (id: number) => boolean;
  onCategory: (checked: boolean) => void;
  onItem: (id: number, checked: boolean) => void;
};

function CategoryCard({
  category,
  readOnly,
  categoryChosen,
  itemChosen,
  onCategory,
  onItem,
}: CategoryCardProps) {
  return (
    <Paper variant="outlined" component="section" aria-label={category.name} sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <FormControlLabel
          sx={{ flexGrow: 1, mr: 0 }}
          control={
            <Checkbox
              checked={categoryChosen}
              disabled={readOnly}
              onChange={(event) => onCategory(event.target.checked)}
            />
          }
          label={<Typography sx={{ fontWeight: 500 }}>{category.name} — вся категория</Typography>}
        />
        <Typography variant="body2" color="text.secondary">
          {count(category.items.length, ['позиция', 'позиции', 'позиций'])}
        </Typography>
      </Box>
      {category.items.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, pl: { xs: 2, sm: 4 } }}>
          {category.items.map((item) => (
            <Box component="li" key={item.id} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <FormControlLabel
                sx={{ flexGrow: 1, mr: 0, minWidth: 0 }}
                control={
                  <Checkbox
                    size="small"
                    checked={categoryChosen || itemChosen(item.id)}
                    disabled={readOnly || categoryChosen}
                    onChange={(event) => onItem(item.id, event.target.checked)}
                  />
                }
                label={
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    {item.name}
                  </Typography>
                }
              />
              <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                {rubles(item.price)}
                {item.unit ? ` / ${item.unit}` : ''}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
}

const toggle = (set: ReadonlySet<number>, id: number, on: boolean) => {
  const next = new Set(set);
  if (on) next.add(id);
  else next.delete(id);
  return next;
};

/**
 * /app/patterns: the platform's ready catalog templates by kind. Tick whole categories or single items
 * and «Добавить в мой каталог» copies them into the company's products and services.
 */
export function PatternsPage() {
  const rights = useCatalogRights();
  const readOnly = !rights.canEdit;
  const [kind, setKind] = useState<CatalogKind>('product');
  const [name, setName] = useState('');
  const paging = usePaging();
  const patterns = usePatterns({ kind, name: name || undefined, offset: paging.offset, limit: paging.limit });
  const [categoryIds, setCategoryIds] = useState<ReadonlySet<number>>(new Set());
  const [itemIds, setItemIds] = useState<ReadonlySet<number>>(new Set());
  const [result, setResult] = useState<CopyResult | null>(null);
  const copy = useCopyPatterns();
  const chosen = categoryIds.size + itemIds.size;
  const noTemplates = patterns.data?.count === 0 && !name;

  const handleCopy = () =>
    copy.mutate(
      { category_ids: [...categoryIds], item_ids: [...itemIds] },
      {
        onSuccess: (answer) => {
          setResult(answer);
          setCategoryIds(new Set());
          setItemIds(new Set());
          snackbar.success('Шаблоны добавлены в ваш каталог');
        },
        onError: (error) => snackbar.error(errorText(error)),
      },
    );

  return (
    <Box>
      <PageHeader
        title="Шаблоны каталога"
        actions={
          // with no templates at all there is nothing to add: the empty list below says why
          !readOnly &&
          !noTemplates && (
            // a disabled button says why (issue 12 §3)
            <Stack spacing={0.5} sx={{ alignItems: { xs: 'flex-start', sm: 'flex-end' } }}>
              <Button
                variant="contained"
                startIcon={<LibraryAddOutlined />}
                disabled={chosen === 0 || copy.isPending}
                onClick={handleCopy}
                aria-describedby={chosen === 0 ? 'patterns-copy-hint' : undefined}
              >
                Добавить в мой каталог{chosen > 0 ? ` (${chosen})` : ''}
              </Button>
              {chosen === 0 && (
                <Typography id="patterns-copy-hint" variant="caption" color="text.secondary">
                  Сначала отметьте категории или позиции ниже
                </Typography>
              )}
            </Stack>
          )
        }
      />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Готовые категории товаров и услуг с ценами. Отметьте нужное — копии появятся в вашем каталоге, и их
        можно будет изменить.
      </Typography>
      {readOnly && !noTemplates && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Добавлять шаблоны в каталог могут сотрудники с правом изменять каталог. Попросите владельца компании
          дать вам это право или добавить нужное.
        </Alert>
      )}
      {result && (
        <Alert severity="success" onClose={() => setResult(null)} sx={{ mb: 2 }}>
          {copyResultText(result)}
        </Alert>
      )}
      <Tabs
        value={kind}
        onChange={(_, next: CatalogKind) => {
          setKind(next);
          paging.setPage(1);
        }}
        aria-label="Вид шаблонов"
        sx={{ mb: 2 }}
      >
        <Tab value="product" label="Товары" />
        <Tab value="service" label="Услуги" />
      </Tabs>
      <Stack sx={{ mb: 2, maxWidth: { sm: 420 } }}>
        <SearchField
          label="Поиск категории"
          onSearch={(text) => {
            setName(text);
            paging.setPage(1);
          }}
        />
      </Stack>
      {patterns.isPending && <PageState kind="loading" />}
      {patterns.isError && (
        <PageState kind="error" error={patterns.error} onRetry={() => void patterns.refetch()} />
      )}
      {patterns.data && patterns.data.results.length === 0 && (
        <PageState
          kind="empty"
          title={name ? undefined : 'Шаблонов пока нет'}
          text={
            name
              ? 'Ничего не нашлось: попробуйте другое название категории'
              : 'Готовые категории с ценами публикует администратор платформы. Пока их нет, товары и услуги можно добавить в каталог вручную.'
          }
          action={
            name || readOnly ? undefined : (
              <Button component={RouterLink} to={kind === 'product' ? paths.products() : paths.services()}>
                {kind === 'product' ? 'Перейти к товарам' : 'Перейти к услугам'}
              </Button>
            )
          }
        />
      )}
      {patterns.data && patterns.data.results.length > 0 && (
        <Stack spacing={1.5}>
          {patterns.data.results.map((category) => (
            <CategoryCard
              key={category.id}
              category={category}
              readOnly={readOnly}
              categoryChosen={categoryIds.has(category.id)}
              itemChosen={(id) => itemIds.has(id)}
              onCategory={(on) => setCategoryIds((set) => toggle(set, category.id, on))}
              onItem={(id, on) => setItemIds((set) => toggle(set, id, on))}
            />
          ))}
        </Stack>
      )}
      {patterns.data && patterns.data.count > 0 && (
        <TablePagination
          component="div"
          count={patterns.data.count}
          page={paging.page - 1}
          rowsPerPage={paging.limit}
          rowsPerPageOptions={[...PAGE_SIZE_OPTIONS]}
          onPageChange={(_, page) => paging.setPage(page + 1)}
          onRowsPerPageChange={(event) => paging.setLimit(Number(event.target.value))}
          sx={{
            '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', rowGap: 0.5 },
            '& .MuiTablePagination-spacer': { display: { xs: 'none', sm: 'block' } },
          }}
        />
      )}
    </Box>
  );
}
