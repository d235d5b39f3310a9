import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import GridViewOutlined from '@mui/icons-material/GridViewOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import ViewListOutlined from '@mui/icons-material/ViewListOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { formatFileSize, type MediaFile, type MediaKind } from '@sp/shared/api/files';
import { formatDate } from '@sp/shared/format/date';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { type Column, DataTable } from '../../../components/data-table';
import { MediaImg } from '../../../components/media-image';
import { PageHeader } from '../../../components/page-header';
import { PageState } from '../../../components/page-state';
import { PAGE_SIZE_OPTIONS, usePaging } from '../../../components/paging';
import { mediaUrl } from '../../../lib/api-base';
import { errorText } from '../../../lib/api-error';
import { isPrivateMedia, openMedia } from '../../../lib/media-src';
import { snackbar } from '../../../lib/snackbar-store';
import { useDestroyMedia } from '../api/destroy-media';
import { useFiles } from '../api/files';
import { FileUploader } from '../components/file-uploader';

type View = 'grid' | 'list';
const VIEW_KEY = 'files-view';

const SORTS = [
  { value: '-created_at', label: 'Сначала новые' },
  { value: 'created_at', label: 'Сначала старые' },
  { value: '-size', label: 'Сначала большие' },
  { value: 'name', label: 'По имени' },
] as const;

const KIND_LABEL: Record<MediaKind, string> = { image: 'Изображение', document: 'Документ PDF' };

const fileName = (file: MediaFile) => file.name || (file.kind === 'image' ? 'Изображение' : 'Документ');

/** A thumbnail `size` px square, or as wide as its tile (and as high). */
function Preview({ file, size }: { file: MediaFile; size?: number }) {
  const box = size ? { width: size, height: size } : { width: '100%', aspectRatio: '1 / 1' };
  if (file.kind === 'image') {
    return (
      <MediaImg
        url={file.thumbnail ?? file.url}
        alt={fileName(file)}
        loading="lazy"
        sx={{ ...box, objectFit: 'cover', display: 'block', bgcolor: 'grey.100' }}
      />
    );
  }
  return (
    <Box
      sx={{
        ...box,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'grey.100',
      }}
    >
      <PictureAsPdfOutlined sx={{ fontSize: 40, color: 'error.light' }} aria-label="Документ PDF" />
    </Box>
  );
}

function FileActions({ file, onDelete }: { file: MediaFile; onDelete: () => void }) {
  const name = fileName(file);
  return (
    <Stack direction="row" spacing={0.5}>
      <Tooltip title="Открыть">
        {isPrivateMedia(file.url) ? (
          // a file no public page shows is fetched with the session and opened as a blob: address
          <IconButton size="small" aria-label={`Открыть: ${name}`} onClick={() => void openMedia(file.url)}>
            <OpenInNew fontSize="small" />
          </IconButton>
        ) : (
          <IconButton
            size="small"
            component="a"
            href={mediaUrl(file.url)}
            target="_blank"
            rel="noopener"
            aria-label={`Открыть: ${name}`}
          >
            <OpenInNew fontSize="small" />
          </IconButton>
        )}
      </Tooltip>
      <Tooltip title="Удалить">
        <IconButton size="small" color="error" aria-label={`Удалить: ${name}`} onClick={onDelete}>
          <DeleteOutline fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}

function Usage({ file }: { file: MediaFile }) {
  if (!file.used_in.length) return null;
  return (
    <>
      {file.used_in.map((usage) => (
        <Typography
          key={`${usage.kind}-${usage.person_id}-${usage.memory_page_id}`}
          variant="caption"
          color="text.secondary"
          sx={{ display: 'block', overflowWrap: 'anywhere' }}
        >
          {usage.label}
        </Typography>
      ))}
    </>
  );
}

function FileCard({ file, onDelete }: { file: MediaFile; onDelete: () => void }) {
  return (
    <Card component="li" variant="outlined" sx={{ display: 'flex', flexDirection: 'column' }}>
      <Preview file={file} />
      <CardContent sx={{ flexGrow: 1, p: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
          {fileName(file)}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {formatFileSize(file.size)} · {formatDate(file.created_at)}
        </Typography>
        <Usage file={file} />
      </CardContent>
      <CardActions sx={{ pt: 0, justifyContent: 'flex-end' }}>
        <FileActions file={file} onDelete={onDelete} />
      </CardActions>
    </Card>
  );
}

/**
 * /app/files: everything the account (or the company) uploaded, as tiles or a list, with size, date and
 * where each file is shown; drag-and-drop upload with progress; delete after the confirm dialog.
 */
export function FilesPage() {
  const [view, setView] = useState<View>(() => (localStorage.getItem(VIEW_KEY) === 'list' ? 'list' : 'grid'));
  const [kind, setKind] = useState<'' | MediaKind>('');
  const [sort, setSort] = useState<string>('-created_at');
  const paging = usePaging(25);
  const files = useFiles({
    kind: kind || undefined,
    sort,
    offset: paging.offset,
    limit: paging.limit,
  });
  const destroy = useDestroyMedia();
  const [removing, setRemoving] = useState<MediaFile | null>(null);

  const changeView = (next: View | null) => {
    if (!next) return;
    setView(next);
    localStorage.setItem(VIEW_KEY, next);
  };

  const handleRemove = () => {
    if (!removing) return;
    destroy.mutate(removing.id, {
      onSuccess: () => snackbar.success('Файл удалён'),
      onError: (error) => snackbar.error(errorText(error)),
      onSettled: () => setRemoving(null),
    });
  };

  const compact = useMediaQuery('(max-width:599.95px)', { noSsr: true });
  const allColumns: Column<MediaFile>[] = [
    {
      key: 'preview',
      label: 'Превью',
      width: 64,
      card: 'media',
      render: (file) => <Preview file={file} size={48} />,
    },
    {
      key: 'name',
      label: 'Название',
      card: 'title',
      render: (file) => (
        <Box sx={{ overflowWrap: 'break-word' }}>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {fileName(file)}
          </Typography>
          {compact && (
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              {formatFileSize(file.size)} · {formatDate(file.created_at)}
            </Typography>
          )}
          <Usage file={file} />
        </Box>
      ),
    },
    { key: 'kind', label: 'Тип', render: (file) => KIND_LABEL[file.kind] },
    {
      key: 'size',
      label: 'Размер',
      render: (file) => <span style={{ whiteSpace: 'nowrap' }}>{formatFileSize(file.size)}</span>,
    },
    { key: 'date', label: 'Дата', render: (file) => formatDate(file.created_at) },
    {
      key: 'actions',
      label: 'Действия',
      width: 100,
      render: (file) => <FileActions file={file} onDelete={() => setRemoving(file)} />,
    },
  ];
  // on a phone the list keeps the preview, the name (with size and date under it) and the actions
  const columns = compact
    ? allColumns.filter((column) => ['preview', 'name', 'actions'].includes(column.key))
    : allColumns;

  const emptyText = kind
    ? 'Таких файлов нет'
    : 'Файлов пока нет. Здесь будут все фотографии и документы, которые вы загрузите: перетащите их в поле выше или нажмите «Выберите файлы».';
  const rows = files.data?.results;
  return (
    <Box>
      <PageHeader title="Файлы" />
      <FileUploader />
      <Box sx={{ display: 'flex', gap: 1.5, mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label="Тип"
          value={kind}
          onChange={(event) => {
            setKind(event.target.value as '' | MediaKind);
            paging.setPage(1);
          }}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          sx={{ minWidth: 170 }}
        >
          <MenuItem value="">Все файлы</MenuItem>
          <MenuItem value="image">Изображения</MenuItem>
          <MenuItem value="document">Документы</MenuItem>
        </TextField>
        <TextField
          select
          size="small"
          label="Сортировка"
          value={sort}
          onChange={(event) => {
            setSort(event.target.value);
            paging.setPage(1);
          }}
          sx={{ minWidth: 170 }}
        >
          {SORTS.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ flexGrow: 1 }} />
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          onChange={(_, next: View | null) => changeView(next)}
          aria-label="Вид"
        >
          <ToggleButton value="grid" aria-label="Плиткой">
            <GridViewOutlined fontSize="small" />
          </ToggleButton>
          <ToggleButton value="list" aria-label="Списком">
            <ViewListOutlined fontSize="small" />
          </ToggleButton>
        </ToggleButtonGroup>
      </Box>
      {view === 'list' ? (
        <DataTable
          label="Файлы"
          columns={columns}
          rows={rows}
          count={files.data?.count ?? 0}
          paging={paging}
          rowKey={(file) => file.id}
          loading={files.isPending}
          error={files.error}
          onRetry={() => void files.refetch()}
          emptyText={emptyText}
        />
      ) : files.error ? (
        <PageState kind="error" error={files.error} onRetry={() => void files.refetch()} />
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
          {files.isPending && <PageState kind="loading" />}
          {!files.isPending && rows?.length === 0 && <PageState kind="empty" text={emptyText} />}
          {rows && rows.length > 0 && (
            <Box
              component="ul"
              aria-label="Файлы"
              sx={{
                listStyle: 'none',
                p: 0,
                m: 0,
                display: 'grid',
                gap: { xs: 1, sm: 2 },
                gridTemplateColumns: {
                  xs: 'repeat(2, minmax(0, 1fr))',
                  sm: 'repeat(auto-fill, minmax(180px, 1fr))',
                },
              }}
            >
              {rows.map((file) => (
                <FileCard key={file.id} file={file} onDelete={() => setRemoving(file)} />
              ))}
            </Box>
          )}
          <TablePagination
            component="div"
            count={files.data?.count ?? 0}
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
        </Paper>
      )}
      <ConfirmDialog
        open={removing !== null}
        text={
          removing
            ? `Удалить файл «${fileName(removing)}»?${
                removing.used_in.length
                  ? ` Он пропадёт отовсюду, где показан: ${removing.used_in.map((usage) => usage.label).join('; ')}.`
                  : ''
              }`
            : undefined
        }
        busy={destroy.isPending}
        onConfirm={handleRemove}
        onCancel={() => setRemoving(null)}
      />
    </Box>
  );
}
