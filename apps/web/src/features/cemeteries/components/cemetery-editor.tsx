import CloseIcon from '@mui/icons-material/Close';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { Cemetery } from '@sp/shared/api/cemeteries';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { CityField } from '../../../components/geo/city-field';
import type { MapPoint, MapShape } from '../../../components/map/drawable-map-types';
import { LazyDrawableMap } from '../../../components/map/lazy-drawable-map';
import { PhoneField } from '../../../components/phone-field';
import { ApiError, errorText } from '../../../lib/api-error';
import { snackbar } from '../../../lib/snackbar-store';
import { useLeaveWarning } from '../../../lib/use-leave-warning';
import { useAreas } from '../api/areas';
import { useSaveCemetery } from '../api/save-cemetery';
import { type AreaDraft, AreasSection, areaDraftChanged } from './areas-section';
import type { CemeteriesScope } from './cemeteries-scope';
import {
  bodyOf,
  type CemeteryDraft,
  centerOf,
  draftOf,
  draftProblems,
  EMPTY_CEMETERY,
  sameDraft,
} from './cemetery-form';
import { MunicipalCompanyField } from './municipal-company-field';

type CemeteryEditorProps = {
  open: boolean;
  /** null: a new cemetery */
  cemetery: Cemetery | null;
  onClose: () => void;
  /** a municipal organisation edits what it governs: who governs the cemetery is the administrator's to change */
  scope: CemeteriesScope;
};

type MapMode = 'outline' | 'center';

/** the body's fields shown beside their own inputs; any other message goes to the snackbar */
const FIELD_KEYS = ['name', 'city_id', 'address', 'opening_hours', 'phone', 'email', 'municipal_company_id'];
const MAP_KEYS = ['outline', 'center'];

/** the messages a change of a draft's field makes stale */
const ERRORS_OF: Record<string, string[]> = {
  city: ['city_id'],
  municipal: ['municipal_company_id'],
  outline: MAP_KEYS,
  center: MAP_KEYS,
};

const AREA_COLOR = '#55604f';

const LEAVE_UNSAVED = 'Закрыть без сохранения? Внесённые изменения будут потеряны.';

/**
 * Adds a cemetery or edits one, full screen: its details beside a map where its outline is drawn and its centre
 * placed (the outline's centroid when not placed), and below the map its areas, added or changed one at a time.
 * With changes not saved, closing asks first and the browser asks before the page is left. An administrator names
 * the governing organisation too; the organisation's own staff do not see that field (the server keeps it).
 */
export function CemeteryEditor({ open, cemetery, onClose, scope }: CemeteryEditorProps) {
  const [draft, setDraft] = useState<CemeteryDraft>(EMPTY_CEMETERY);
  /** the draft as last opened or saved: the changes are told against it */
  const [pristine, setPristine] = useState<CemeteryDraft>(EMPTY_CEMETERY);
  const [leaving, setLeaving] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [mode, setMode] = useState<MapMode>('outline');
  const [area, setArea] = useState<AreaDraft | null>(null);
  /** the city picked for a new cemetery: the map looks there while nothing is drawn */
  const [cityCenter, setCityCenter] = useState<MapPoint | null>(null);
  const save = useSaveCemetery();
  const areas = useAreas(open && cemetery ? cemetery.id : null);

  useEffect(() => {
    if (!open) return;
    const opened = cemetery ? draftOf(cemetery) : EMPTY_CEMETERY;
    setDraft(opened);
    setPristine(opened);
    setLeaving(false);
    setErrors({});
    setMode(cemetery?.outline || !cemetery ? 'outline' : 'center');
    setArea(null);
    setCityCenter(null);
  }, [open, cemetery]);

  const areaChanged = areaDraftChanged(area, areas.data);
  const unsaved = open && (!sameDraft(draft, pristine) || areaChanged);
  useLeaveWarning(unsaved);

  /** the close button and Escape: straight away without changes, else after a confirmation */
  const close = () => {
    if (unsaved) setLeaving(true);
    else onClose();
  };

  const change = (next: Partial<CemeteryDraft>) => {
    setDraft((current) => ({ ...current, ...next }));
    const stale = Object.keys(next).flatMap((key) => ERRORS_OF[key] ?? [key]);
    setErrors((current) =>
      stale.some((key) => current[key])
        ? Object.fromEntries(Object.entries(current).filter(([key]) => !stale.includes(key)))
        : current,
    );
  };

  const submit = () => {
    const problems = draftProblems(draft);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      snackbar.error('Проверьте поля, отмеченные красным');
      return;
    }
    const body = bodyOf(draft);
    // who governs it is not the organisation's to send
    if (scope === 'municipal') delete body.municipal_company_id;
    save.mutate(
      { id: cemetery?.id ?? null, body },
      {
        onSuccess: (saved) => {
          snackbar.success(
            cemetery ? `Кладбище «${saved.name}» сохранено` : `Кладбище «${saved.name}» добавлено`,
          );
          // an area still being drawn keeps the editor open
          if (areaChanged) {
            setDraft(draftOf(saved));
            setPristine(draftOf(saved));
          } else onClose();
        },
        onError: (failure) => {
          const fields = failure instanceof ApiError ? failure.fields : {};
          const known = Object.keys(fields).filter((key) => [...FIELD_KEYS, ...MAP_KEYS].includes(key));
          setErrors(Object.fromEntries(known.map((key) => [key, fields[key]])));
          if (known.length < Object.keys(fields).length || known.length === 0)
            snackbar.error(errorText(failure));
        },
      },
    );
  };

  const fieldError = (key: string) => errors[key]?.join(' ');
  const center = centerOf(draft);
  // the area being changed is drawn as the outline edited, not beside it
  const areaShapes: MapShape[] = (areas.data ?? [])
    .filter((each) => each.id !== area?.id)
    .map((each) => ({
      id: `area-${each.id}`,
      ring: each.outline,
      label: each.name,
      color: AREA_COLOR,
      dashed: true,
      showLabel: true,
    }));
  const outlineShape: MapShape[] = draft.outline
    ? [{ id: 'cemetery', ring: draft.outline, label: draft.name || 'Кладбище' }]
    : [];
  const mapErrors = MAP_KEYS.flatMap((key) => errors[key] ?? []);
  const drawingArea = area !== null;
  const areaTitle =
    area?.id == null
      ? 'Контур нового участка'
      : `Контур участка «${areas.data?.find((each) => each.id === area.id)?.name ?? area.name}»`;
  const title = cemetery ? `Кладбище «${cemetery.name}»` : 'Новое кладбище';

  return (
    <Dialog open={open} onClose={close} fullScreen aria-labelledby="cemetery-editor-title">
      <AppBar
        position="sticky"
        color="inherit"
        elevation={0}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Toolbar sx={{ gap: 1 }}>
          <IconButton edge="start" onClick={close} aria-label="Закрыть" title="Закрыть">
            <CloseIcon />
          </IconButton>
          <Typography id="cemetery-editor-title" variant="h6" component="h1" noWrap sx={{ flexGrow: 1 }}>
            {title}
          </Typography>
          <Button variant="contained" onClick={submit} disabled={save.isPending}>
            Сохранить
          </Button>
        </Toolbar>
      </AppBar>
      <Box
        sx={{
          p: { xs: 2, md: 3 },
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(280px, 400px) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Stack
          spacing={2}
          component="form"
          aria-label="Сведения о кладбище"
          noValidate
          onSubmit={(e) => e.preventDefault()}
        >
          <TextField
            size="small"
            label="Название"
            required
            value={draft.name}
            onChange={(event) => change({ name: event.target.value })}
            error={Boolean(errors.name)}
            helperText={fieldError('name')}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <Box>
            <CityField
              cityId={draft.city?.id ?? null}
              onChange={(city) => {
                change({ city: city ? { id: city.id, name: city.name } : null });
                setCityCenter(city ? { lng: city.longitude, lat: city.latitude } : null);
              }}
            />
            {errors.city_id && <FormHelperText error>{fieldError('city_id')}</FormHelperText>}
          </Box>
          <TextField
            size="small"
            label="Адрес"
            value={draft.address}
            onChange={(event) => change({ address: event.target.value })}
            error={Boolean(errors.address)}
            helperText={fieldError('address')}
            slotProps={{ htmlInput: { maxLength: 300 } }}
          />
          <TextField
            size="small"
            label="Часы работы"
            placeholder="Ежедневно с 9:00 до 18:00"
            value={draft.opening_hours}
            onChange={(event) => change({ opening_hours: event.target.value })}
            error={Boolean(errors.opening_hours)}
            helperText={fieldError('opening_hours')}
            slotProps={{ htmlInput: { maxLength: 300 } }}
          />
          <PhoneField
            size="small"
            label="Телефон"
            value={draft.phone}
            onChange={(phone) => change({ phone })}
            error={Boolean(errors.phone)}
            helperText={fieldError('phone')}
          />
          <TextField
            size="small"
            type="email"
            label="E-mail"
            value={draft.email}
            onChange={(event) => change({ email: event.target.value })}
            error={Boolean(errors.email)}
            helperText={fieldError('email')}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          {scope === 'admin' && (
            <MunicipalCompanyField
              value={draft.municipal}
              onChange={(municipal) => change({ municipal })}
              error={fieldError('municipal_company_id')}
            />
          )}
        </Stack>
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <Box component="section" aria-labelledby="cemetery-map-title">
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
              <Typography id="cemetery-map-title" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
                {drawingArea ? areaTitle : 'На карте'}
              </Typography>
              {!drawingArea && (
                <ToggleButtonGroup
                  size="small"
                  exclusive
                  value={mode}
                  onChange={(_, next: MapMode | null) => next && setMode(next)}
                  aria-label="Что отмечать на карте"
                >
                  <ToggleButton value="outline">Контур кладбища</ToggleButton>
                  <ToggleButton value="center">Центр</ToggleButton>
                </ToggleButtonGroup>
              )}
            </Box>
            <LazyDrawableMap
              label={drawingArea ? 'Карта: контур участка' : 'Карта кладбища'}
              sx={{ height: { xs: 380, md: 'calc(100vh - 260px)' }, minHeight: { md: 420 } }}
              shapes={drawingArea ? [...outlineShape, ...areaShapes] : areaShapes}
              edit={drawingArea || mode === 'outline' ? 'outline' : 'point'}
              ring={drawingArea ? area.outline : draft.outline}
              onRing={(ring) =>
                drawingArea ? setArea({ ...area, outline: ring }) : change({ outline: ring })
              }
              point={!drawingArea && mode === 'center' ? center : null}
              pointLabel="Центр кладбища"
              onPoint={(point) => change({ center: point })}
              center={center ?? cityCenter}
              zoom={center ? 16 : 13}
              fitKey={`${cemetery?.id ?? 'new'}:${draft.outline || draft.center ? 'placed' : `city ${cityCenter?.lat},${cityCenter?.lng}`}`}
            />
            {mapErrors.length > 0 && (
              <FormHelperText error role="alert">
                {mapErrors.join(' ')}
              </FormHelperText>
            )}
            {!drawingArea && mode === 'center' && !draft.center && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {draft.outline
                  ? 'Центр не отмечен: будет взята середина контура.'
                  : 'Отметьте центр кладбища или нарисуйте его контур.'}
              </Typography>
            )}
            {!drawingArea && mode === 'center' && draft.center && draft.outline && (
              <Button size="small" sx={{ mt: 1 }} onClick={() => change({ center: null })}>
                Взять середину контура
              </Button>
            )}
          </Box>
          <AreasSection
            cemeteryId={cemetery?.id ?? null}
            areas={areas.data}
            loading={areas.isPending}
            error={areas.error}
            onRetry={() => void areas.refetch()}
            draft={area}
            onDraft={setArea}
          />
        </Stack>
      </Box>
      <ConfirmDialog
        open={leaving}
        text={LEAVE_UNSAVED}
        onConfirm={() => {
          setLeaving(false);
          onClose();
        }}
        onCancel={() => setLeaving(false)}
      />
    </Dialog>
  );
}
