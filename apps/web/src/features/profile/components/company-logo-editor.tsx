import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { ImageCropDialog } from '../../../components/image-crop-dialog';
import { mediaUrl } from '../../../lib/api-base';
import { errorText } from '../../../lib/api-error';
import { snackbar } from '../../../lib/snackbar-store';
import { useCompanyMutations } from '../api/company-profile';

export function CompanyLogoEditor({ logo, readOnly }: { logo: string | null; readOnly: boolean }) {
  const [open, setOpen] = useState(false);
  const { logo: upload } = useCompanyMutations();
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Avatar variant="rounded" src={mediaUrl(logo)} alt="Логотип компании" sx={{ width: 96, height: 96 }} />
      {!readOnly && (
        <Button variant="outlined" onClick={() => setOpen(true)}>
          {logo ? 'Изменить логотип' : 'Загрузить логотип'}
        </Button>
      )}
      {open && (
        <ImageCropDialog
          open
          title="Логотип компании"
          aspect={1}
          busy={upload.isPending}
          onClose={() => setOpen(false)}
          onDone={(file) =>
            upload.mutate(file, {
              onSuccess: () => setOpen(false),
              onError: (error) => snackbar.error(errorText(error)),
            })
          }
        />
      )}
    </Stack>
  );
}
