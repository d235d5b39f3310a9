import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BACKUP_MAX_MB, BACKUP_MSG } from '@sp/shared/api/backups';
import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/page-header';
import { downloadArchive, downloadGed, downloadGedzip, importGedcom, restoreArchive } from '../api/backups';
import { ArchiveImport } from '../components/archive-import';
import { DownloadButton } from '../components/download-button';

function Section({ title, text, children }: { title: string; text: ReactNode; children: ReactNode }) {
  return (
    <Paper component="section" aria-label={title} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 760 }}>
        {text}
      </Typography>
      {children}
    </Paper>
  );
}

function Subheading({ children }: { children: ReactNode }) {
  return (
    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mt: 3, mb: 1 }}>
      {children}
    </Typography>
  );
}

/** /app/backups: the family's archive (download, restore) and GEDCOM 7 exchange with other programs. */
export function BackupsPage() {
  return (
    <>
      <PageHeader title="Резервные копии" />
      <Stack spacing={3}>
        <Section
          title="Архив семьи"
          text="Всё, что вы сохранили: персоны, генеалогическое древо, страницы памяти с фотографиями и загруженные файлы — в одном ZIP-архиве. Храните его у себя: из него всё восстанавливается в этот или другой профиль."
        >
          <DownloadButton label="Скачать архив" download={downloadArchive} />
          <Subheading>Восстановить из архива</Subheading>
          <ArchiveImport
            inputLabel="Архив для восстановления"
            accept=".zip,application/zip"
            pattern={/\.zip$/i}
            wrongType="Выберите ZIP-архив резервной копии (.zip)."
            hint={`ZIP-архив, скачанный на этой странице, до ${BACKUP_MAX_MB} Мб`}
            submitLabel="Восстановить"
            verb="Восстановлено"
            modes
            confirmText={(file, mode) =>
              mode === 'replace'
                ? `Все ваши персоны, древо, страницы памяти и файлы будут удалены и заменены содержимым архива «${file.name}». Отменить это нельзя.`
                : `Персоны, древо, страницы памяти и файлы из архива «${file.name}» будут добавлены как новые записи. То, что уже сохранено, не изменится.`
            }
            submit={restoreArchive}
          />
        </Section>
        <Section
          title="GEDCOM"
          text="Обмен с другими программами генеалогии в формате GEDCOM 7: персоны со всеми именами, датами («около», «между», по старому стилю) и местами, родственные связи, браки и фотографии. Архив GEDZIP (.gdz) хранит и фотографии; файл .ged — только сведения, для программ, которые не читают GEDZIP. Загрузить можно файл .ged или архив .gdz."
        >
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            useFlexGap
            sx={{ alignItems: { xs: 'stretch', sm: 'flex-start' } }}
          >
            <DownloadButton label="Скачать GEDCOM (GEDZIP)" download={downloadGedzip} />
            <DownloadButton label="Скачать .ged без фото" download={downloadGed} />
          </Stack>
          <Subheading>Импортировать GEDCOM</Subheading>
          <ArchiveImport
            inputLabel="Файл GEDCOM для импорта"
            accept=".ged,.gdz,.zip"
            pattern={/\.(ged|gdz|zip)$/i}
            wrongType={BACKUP_MSG.gedcomFile}
            hint={`Файл GEDCOM (.ged, UTF-8) или архив GEDZIP (.gdz), до ${BACKUP_MAX_MB} Мб`}
            submitLabel="Импортировать"
            verb="Импортировано"
            confirmText={(file) =>
              `Персоны из файла «${file.name}» будут добавлены в ваш список персон и в древо вместе с родственными связями. То, что уже сохранено, не изменится.`
            }
            submit={(file, _mode, onProgress) => importGedcom(file, onProgress)}
          />
        </Section>
      </Stack>
    </>
  );
}
