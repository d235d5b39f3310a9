import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { pluralRu } from '@sp/shared/format/plural';
import * as paths from '@sp/shared/routes/cabinet-paths';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { PageState } from '../../../components/page-state';
import { RouterLink } from '../../../lib/router-link';
import { useFamilyTree } from '../api/family-tree';
import { TreeList } from '../components/tree-list';
import { PEOPLE_FORMS } from '../components/tree-model';
import { buildOutline, expandableIds } from '../components/tree-outline';

/**
 * /app/oldtree: the same tree as an indented list of descendants, for screen readers, keyboards and very large
 * families. Enter (or a double click) opens the person on the chart.
 */
export function OldTreePage() {
  const navigate = useNavigate();
  const tree = useFamilyTree();
  const outline = useMemo(() => (tree.data ? buildOutline(tree.data) : null), [tree.data]);
  const all = useMemo(() => (outline ? expandableIds(outline) : new Set<number>()), [outline]);
  const [expanded, setExpanded] = useState<Set<number> | null>(null);
  const shown = expanded ?? all;
  const count = tree.data?.nodes.length ?? 0;

  return (
    <Box>
      <PageHeader
        title="Древо списком"
        actions={
          <Button component={RouterLink} to={paths.tree()} startIcon={<AccountTreeOutlined />}>
            Схема древа
          </Button>
        }
      />
      {tree.isPending ? (
        <PageState kind="loading" />
      ) : tree.isError ? (
        <PageState kind="error" error={tree.error} onRetry={() => void tree.refetch()} />
      ) : !outline || count === 0 ? (
        <Stack spacing={2} sx={{ alignItems: 'center', py: 6 }}>
          <Typography color="text.secondary">В древе пока никого нет.</Typography>
          <Button variant="contained" component={RouterLink} to={paths.tree()}>
            Начать древо
          </Button>
        </Stack>
      ) : (
        <>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ mb: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
          >
            <Typography color="text.secondary">
              {count} {pluralRu(count, PEOPLE_FORMS)}. Стрелки перемещают по списку и раскрывают ветви, Enter
              открывает человека на схеме.
            </Typography>
            <Stack direction="row" spacing={1}>
              <Button onClick={() => setExpanded(new Set(all))}>Раскрыть всё</Button>
              <Button onClick={() => setExpanded(new Set())}>Свернуть всё</Button>
            </Stack>
          </Stack>
          <TreeList
            outline={outline}
            expanded={shown}
            onExpandedChange={setExpanded}
            onOpen={(id) => navigate(paths.tree(id))}
          />
        </>
      )}
    </Box>
  );
}
