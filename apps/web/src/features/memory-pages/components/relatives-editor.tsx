import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MAX_PAGE_RELATIVES, type MemoryPageRelative, RELATION_MAX } from '@sp/shared/api/memory-pages';
import * as paths from '@sp/shared/routes/paths';
import { useDeferredValue, useState } from 'react';
import { errorText } from '../../../lib/api-error';
import { RouterLink } from '../../../lib/router-link';
import { snackbar } from '../../../lib/snackbar-store';
import { type RelativeOption, useRelativeOptions } from '../api/relative-options';
import { useSaveMemoryPage } from '../api/save-memory-page';
import { lifeYearsText } from './person-format';

type RelativesEditorProps = { pageId: number; relatives: readonly MemoryPageRelative[]; readOnly: boolean };

const optionLabel = (option: RelativeOption) => {
  const years = lifeYearsText(option.date_birth, option.date_death);
  return years ? `${option.full_name} (${years})` : option.full_name;
};

/** Links to relatives' pages: the family's own pages or anyone's public page, with the relation («мать»). */
export function RelativesEditor({ pageId, relatives, readOnly }: RelativesEditorProps) {
  const save = useSaveMemoryPage(pageId);
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const [chosen, setChosen] = useState<RelativeOption | null>(null);
  const [relation, setRelation] = useState('');
  const [focused, setFocused] = useState(false);
  const options = useRelativeOptions(deferred.trim(), focused && !readOnly);
  const linked = new Set(relatives.map((relative) => relative.page_id));

  const write = (next: { page_id: number; relation: string }[], done: string) =>
    save.mutate(
      { relatives: next },
      {
        onSuccess: () => {
          snackbar.success(done);
          setChosen(null);
          setRelation('');
          setQuery('');
        },
        onError: (error) => snackbar.error(errorText(error)),
      },
    );
  const current = relatives.map(({ page_id, relation: text }) => ({ page_id, relation: text }));

  return (
    <Box>
      {relatives.length === 0 ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Ссылок на страницы родных пока нет.
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label="Родные"
          sx={{ listStyle: 'none', p: 0, m: 0, mb: 2, display: 'grid', gap: 1 }}
        >
          {relatives.map((relative) => (
            <Box
              component="li"
              key={relative.page_id}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                flexWrap: 'wrap',
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                px: 1.5,
                py: 1,
              }}
            >
              <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
                {relative.hidden ? (
                  <Typography sx={{ fontWeight: 500 }} color="text.secondary">
                    {relative.full_name}
                  </Typography>
                ) : (
                  <Link component={RouterLink} to={paths.person(relative.page_id)} sx={{ fontWeight: 500 }}>
                    {relative.full_name}
                  </Link>
                )}
                <Typography variant="body2" color="text.secondary">
                  {[relative.relation, lifeYearsText(relative.date_birth, relative.date_death)]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography>
              </Box>
              {relative.hidden ? (
                <Chip
                  size="small"
                  label="Страница закрыта"
                  title="Владелец закрыл эту страницу: её имя, даты и фото не показываются. Ссылку можно убрать"
                />
              ) : (
                relative.visibility !== 'public' && (
                  <Chip
                    size="small"
                    label="Гости её не видят"
                    title="Страница не открыта всем: на вашей странице гости не увидят ссылку"
                  />
                )
              )}
              {!readOnly && (
                <IconButton
                  size="small"
                  aria-label={`Убрать ссылку на ${relative.full_name}`}
                  disabled={save.isPending}
                  onClick={() =>
                    write(
                      current.filter((link) => link.page_id !== relative.page_id),
                      'Ссылка убрана',
                    )
                  }
                >
                  <DeleteOutline fontSize="small" />
                </IconButton>
              )}
            </Box>
          ))}
        </Box>
      )}
      {!readOnly && relatives.length < MAX_PAGE_RELATIVES && (
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          <Autocomplete
            options={(options.data ?? []).filter(
              (option) => option.page_id !== pageId && !linked.has(option.page_id),
            )}
            value={chosen}
            onChange={(_event, value) => setChosen(value)}
            inputValue={query}
            onInputChange={(_event, value) => setQuery(value)}
            onOpen={() => setFocused(true)}
            getOptionLabel={optionLabel}
            isOptionEqualToValue={(a, b) => a.page_id === b.page_id}
            filterOptions={(list) => list}
            loading={options.isFetching}
            loadingText="Поиск…"
            noOptionsText="Ничего не найдено: ваши страницы и открытые всем страницы по имени"
            renderOption={(props, option) => (
              <li {...props} key={option.page_id}>
                <Box>
                  <Typography>{optionLabel(option)}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {option.own ? 'Ваша страница' : 'Открытая страница'}
                  </Typography>
                </Box>
              </li>
            )}
            renderInput={(params) => <TextField {...params} label="Страница родственника" />}
          />
          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
            <TextField
              label="Кем приходится"
              value={relation}
              onChange={(event) => setRelation(event.target.value)}
              placeholder="мать, брат, дед…"
              slotProps={{ htmlInput: { maxLength: RELATION_MAX } }}
              sx={{ flex: '1 1 160px' }}
            />
            <Button
              variant="outlined"
              size="large"
              disabled={!chosen || save.isPending}
              onClick={() =>
                chosen &&
                write(
                  [...current, { page_id: chosen.page_id, relation: relation.trim() }],
                  'Ссылка добавлена',
                )
              }
              sx={{ height: 56 }}
            >
              Добавить
            </Button>
          </Box>
        </Box>
      )}
    </Box>
  );
}
