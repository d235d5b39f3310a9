import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SiteRequestItemKind } from '@sp/shared/api/requests';
import { useState } from 'react';
import { GenericDialog } from '../../../components/generic-dialog';
import { PageState } from '../../../components/page-state';
import { useDebounced } from '../../../lib/use-debounced';
import { useModuleRights } from '../../../lib/use-module-rights';
import { type CatalogOption, useCatalogSearch } from '../api/catalog-search';
import { rubles } from './format';

const TABS: { kind: SiteRequestItemKind; label: string }[] = [
  { kind: 'product', label: 'Товары' },
  { kind: 'service', label: 'Услуги' },
  { kind: 'composition', label: 'Готовые решения' },
];

type CatalogDialogProps = {
  open: boolean;
  onClose: () => void;
  onAdd: (option: CatalogOption) => void;
  /** how many lines of each entry the deal holds now, keyed `${kind}-${id}` */
  added: Record<string, number>;
};

/** The company's catalog: products, services and ready-made solutions by name; each «Добавить» adds a line. */
export function CatalogDialog({ open, onClose, onAdd, added }: CatalogDialogProps) {
  const [kind, setKind] = useState<SiteRequestItemKind>('product');
  const [text, setText] = useState('');
  const [offset, setOffset] = useState(0);
  const name = useDebounced(text, 250);
  const rights = useModuleRights('services');
  // the catalog belongs to the services module: without it nothing is asked
  const canRead = rights.canEdit || rights.readOnly;
  const list = useCatalogSearch(kind, name, offset, open && canRead);
  const count = list.data?.count ?? 0;

  return (
    <GenericDialog open={open} title="Добавить из каталога" onClose={onClose} hideButtons maxWidth="md">
      <Tabs
        value={kind}
        onChange={(_, next: SiteRequestItemKind) => {
          setKind(next);
          setOffset(0);
        }}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2 }}
      >
        {TABS.map((tab) => (
          <Tab key={tab.kind} value={tab.kind} label={tab.label} />
        ))}
      </Tabs>
      <TextField
        size="small"
        type="search"
        label="Поиск по названию"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOffset(0);
        }}
        fullWidth
        autoFocus
      />
      {!canRead && <PageState kind="empty" text="Нет доступа к каталогу компании (раздел «Услуги»)" />}
      {canRead && list.isPending && <PageState kind="loading" />}
      {list.isError && <PageState kind="error" error={list.error} onRetry={() => list.refetch()} />}
      {list.data && list.data.results.length === 0 && (
        <PageState kind="empty" text={name ? 'Ничего не нашлось' : 'В каталоге пока нет записей'} />
      )}
      {list.data && list.data.results.length > 0 && (
        <List aria-label="Каталог" sx={{ mt: 1 }}>
          {list.data.results.map((option) => {
            const times = added[`${option.kind}-${option.id}`] ?? 0;
            return (
              <ListItem
                key={`${option.kind}-${option.id}`}
                divider
                secondaryAction={
                  <Button
                    size="small"
                    variant={times ? 'outlined' : 'contained'}
                    onClick={() => onAdd(option)}
                    aria-label={`Добавить: ${option.name}`}
                  >
                    {times ? `Ещё (${times})` : 'Добавить'}
                  </Button>
                }
                sx={{ pr: 14 }}
              >
                <ListItemText
                  primary={option.name}
                  secondary={`${rubles(option.price)}${option.unit ? ` за ${option.unit}` : ''}`}
                  slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                />
              </ListItem>
            );
          })}
        </List>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1, flexWrap: 'wrap' }}>
        {count > 10 && (
          <>
            <Button size="small" disabled={offset === 0} onClick={() => setOffset((value) => value - 10)}>
              Назад
            </Button>
            <Typography variant="body2" color="text.secondary">
              {offset + 1}–{Math.min(offset + 10, count)} из {count}
            </Typography>
            <Button
              size="small"
              disabled={offset + 10 >= count}
              onClick={() => setOffset((value) => value + 10)}
            >
              Дальше
            </Button>
          </>
        )}
        <Box sx={{ flexGrow: 1 }} />
        <Button variant="contained" onClick={onClose}>
          Готово
        </Button>
      </Box>
    </GenericDialog>
  );
}
