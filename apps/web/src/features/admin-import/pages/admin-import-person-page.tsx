import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import type { DryRun, ImportUpload } from '@sp/shared/api/person-imports';
import { useState } from 'react';
import { PageHeader } from '../../../components/page-header';
import { errorText } from '../../../lib/api-error';
import {
  isRunning,
  useDryRun,
  usePersonImport,
  useStartImport,
  useUploadImport,
} from '../api/person-imports';
import { ChooseFileStep, type ChosenCemetery } from '../components/choose-file-step';
import { DryRunResult } from '../components/dry-run-result';
import { counted, ROWS } from '../components/import-figures';
import { ImportProgress } from '../components/import-progress';
import { ImportsList } from '../components/imports-list';
import { type Mapping, MappingStep, mappingProblem } from '../components/mapping-step';

const STEPS = ['Файл', 'Колонки', 'Проверка', 'Импорт'];

/**
 * /admin/import-person «Импорт персон» (issue 16 §1, §3): an administrator imports a cemetery's register — the
 * cemetery and the file, each column onto a field, a dry run that writes nothing, then the import in the
 * background with its progress, a cancel and the report; the imports made so far below.
 */
export function AdminImportPersonPage() {
  const [cemetery, setCemetery] = useState<ChosenCemetery | null>(null);
  const [upload, setUpload] = useState<ImportUpload | null>(null);
  const [mapping, setMapping] = useState<Mapping>([]);
  const [checked, setChecked] = useState<DryRun | null>(null);
  const [jobId, setJobId] = useState<number | null>(null);
  const uploading = useUploadImport();
  const dryRun = useDryRun();
  const start = useStartImport();
  const job = usePersonImport(jobId);

  const step = jobId !== null ? 3 : checked ? 2 : upload ? 1 : 0;
  const problem = upload ? mappingProblem(mapping) : null;
  const body = () => ({ cemetery_id: cemetery?.id ?? 0, mapping });

  const restart = () => {
    setUpload(null);
    setMapping([]);
    setChecked(null);
    setJobId(null);
    uploading.reset();
    dryRun.reset();
    start.reset();
  };

  return (
    <Box>
      <PageHeader title="Импорт персон" />
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 760 }}>
        Загрузите реестр захоронений кладбища (CSV или XLSX): персоны войдут в учёт его муниципальной
        организации, похороненные — в могилы по номерам. Сначала проверьте файл: проверка ничего не
        записывает.
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, mb: 4 }}>
        <Stepper
          activeStep={job.data?.status === 'done' ? STEPS.length : step}
          alternativeLabel
          sx={{ mb: 3 }}
        >
          {STEPS.map((label) => (
            <Step key={label}>
              <StepLabel>{label}</StepLabel>
            </Step>
          ))}
        </Stepper>

        {step === 0 && (
          <ChooseFileStep
            cemetery={cemetery}
            onCemetery={setCemetery}
            busy={uploading.isPending}
            error={uploading.error}
            onFile={(file) =>
              uploading.mutate(file, {
                onSuccess: (taken) => {
                  setUpload(taken);
                  setMapping(taken.mapping);
                },
              })
            }
          />
        )}

        {upload && step < 3 && (
          <Stack spacing={2}>
            <Typography>
              «{upload.file_name}»: {counted(upload.total, ROWS)}, кладбище «{cemetery?.name}». Укажите, что в
              какой колонке; поле со звёздочкой обязательно.
            </Typography>
            {step === 1 && (
              <MappingStep
                upload={upload}
                mapping={mapping}
                onChange={(next) => {
                  setMapping(next);
                  dryRun.reset();
                }}
              />
            )}
            {problem && <Alert severity="warning">{problem}</Alert>}
            {Boolean(dryRun.error) && <Alert severity="error">{errorText(dryRun.error)}</Alert>}
            {checked && <DryRunResult result={checked} />}
            {Boolean(start.error) && <Alert severity="error">{errorText(start.error)}</Alert>}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              {step === 1 && (
                <Button
                  variant="contained"
                  disabled={Boolean(problem) || dryRun.isPending}
                  onClick={() =>
                    dryRun.mutate(
                      { id: upload.id, body: body() },
                      { onSuccess: (result) => setChecked(result) },
                    )
                  }
                >
                  {dryRun.isPending ? 'Проверяем…' : 'Проверить'}
                </Button>
              )}
              {step === 2 && (
                <>
                  <Button
                    variant="contained"
                    disabled={start.isPending || !checked || checked.persons === 0}
                    onClick={() =>
                      start.mutate(
                        { id: upload.id, body: body() },
                        { onSuccess: (started) => setJobId(started.id) },
                      )
                    }
                  >
                    Импортировать
                  </Button>
                  <Button color="inherit" onClick={() => setChecked(null)}>
                    Изменить колонки
                  </Button>
                </>
              )}
              <Button color="inherit" onClick={restart}>
                Другой файл
              </Button>
            </Stack>
          </Stack>
        )}

        {step === 3 && job.data && <ImportProgress job={job.data} onRestart={restart} />}
      </Paper>

      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Прошлые импорты
      </Typography>
      <ImportsList polling={isRunning(job.data)} />
    </Box>
  );
}
