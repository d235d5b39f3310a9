import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { PersonImport } from '@sp/shared/api/person-imports';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorText } from '../../../lib/api-error';
import { snackbar } from '../../../lib/snackbar-store';
import { useDeleteImport } from '../api/person-imports';

/** «Удалить» of an upload whose import never started («Не запущен»): the file goes after a confirmation. */
export function DeleteUpload({ job }: { job: PersonImport }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteImport();
  const label = `Удалить «${job.file_name}»`;
  return (
    <>
      <Tooltip title="Удалить">
        <IconButton aria-label={label} onClick={() => setConfirming(true)}>
          <DeleteOutlined />
        </IconButton>
      </Tooltip>
      <ConfirmDialog
        open={confirming}
        text={`Удалить загруженный файл «${job.file_name}»? Его импорт не запускали; файл удалится.`}
        busy={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(job.id, {
            onSuccess: () => {
              setConfirming(false);
              snackbar.success('Файл удалён');
            },
            onError: (error) => {
              setConfirming(false);
              snackbar.error(errorText(error));
            },
          })
        }
      />
    </>
  );
}
