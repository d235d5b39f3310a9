import AddLocationAltOutlined from '@mui/icons-material/AddLocationAltOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type GeoPoint,
  GRAVE_STATUS_LABELS,
  GRAVE_STATUSES,
  type GraveStatus,
  MAX_BBOX_DEGREES,
  type UnconfirmedGrave,
} from '@sp/shared/api/cemeteries';
import { pluralRu } from '@sp/shared/format/plural';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { MapBounds, MapShape } from '../../../components/map/drawable-map-types';
import { bboxString } from '../../../components/map/geometry';
import { LazyDrawableMap } from '../../../components/map/lazy-drawable-map';
import { PageHeader } from '../../../components/page-header';
import { PageState } from '../../../components/page-state';
import { errorText } from '../../../lib/api-error';
import { useDebounced } from '../../../lib/use-debounced';
import { useAreas } from '../api/areas';
import { useCemetery } from '../api/cemetery';
import { useGravesInBox } from '../api/graves-in-box';
import { type CemeteriesScope, useGovernedBy } from '../components/cemeteries-scope';
import { CemeteryPicker } from '../components/cemetery-picker';
import { GraveCard } from '../components/grave-card';
import { graveCluster, graveDot } from '../components/grave-status';
import { GravesLegend } from '../components/graves-legend';
import { NewGraveForm } from '../components/new-grave-form';
import { UnconfirmedGraves } from '../components/unconfirmed-graves';

/** the view is wider than the API answers for */
const TOO_LARGE = 'too-large';
const AREA_COLOR = '#55604f';

function idParam(value: string | null): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

const TITLES: Record<CemeteriesScope, string> = { admin: 'Места захоронений', municipal: 'Могилы' };

/**
 * A cemetery's graves on its map, asked for the map's view as it moves (the server answers clusters when there are
 * too many), coloured by status. A grave's card confirms or deletes it and changes its parameters; «Добавить
 * могилу» places a new one with a click and a short form; «Неподтверждённые» lists the proposed graves waiting for
 * confirmation, the newest first. An administrator's /admin/place-graves «Места захоронений» picks any cemetery; a
 * municipal organisation's /app/place-graves «Могилы» those it governs (another's is not its to change).
 */
export function PlaceGravesPage({ scope }: { scope: CemeteriesScope }) {
  const [params, setParams] = useSearchParams();
  const cemeteryId = idParam(params.get('cemetery'));
  const cemetery = useCemetery(cemeteryId);
  const governedBy = useGovernedBy(scope);
  /** a municipal organisation's page on a cemetery it does not govern (an address typed or kept) */
  const foreign =
    scope === 'municipal' &&
    cemetery.data !== undefined &&
    cemetery.data.municipal_company?.id !== governedBy;
  const areas = useAreas(cemeteryId);
  const [status, setStatus] = useState<GraveStatus | ''>('');
  const [bounds, setBounds] = useState<MapBounds | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  /** adding a grave: where it was placed so far */
  const [adding, setAdding] = useState<{ point: GeoPoint | null } | null>(null);

  const box = useDebounced(bounds ? (bboxString(bounds, MAX_BBOX_DEGREES) ?? TOO_LARGE) : '', 400);
  const graves = useGravesInBox(
    cemeteryId !== null && box && box !== TOO_LARGE
      ? { bbox: box, cemetery_id: cemeteryId, status: status || undefined }
      : null,
  );

  const pick = (id: number | null) => {
    setSelected(null);
    setAdding(null);
    setBounds(null);
    setParams(id === null ? {} : { cemetery: String(id) }, { replace: true });
  };
  /** a grave of «Неподтверждённые»: its cemetery shown, its card open */
  const open = (grave: UnconfirmedGrave) => {
    if (grave.cemetery_id !== cemeteryId) pick(grave.cemetery_id);
    else setAdding(null);
    setSelected(grave.id);
  };

  const data = graves.data;
  // while a new grave is placed, a click on another one places it there instead of opening its card
  const dots = (data?.results ?? []).map((grave) =>
    graveDot(grave, grave.id === selected, adding ? undefined : () => setSelected(grave.id)),
  );
  const clusters = (data?.clusters ?? []).map(graveCluster);
  const shapes: MapShape[] = [
    ...(cemetery.data?.outline
      ? [{ id: 'cemetery', ring: cemetery.data.outline, label: cemetery.data.name }]
      : []),
    ...(areas.data ?? []).map((area) => ({
      id: `area-${area.id}`,
      ring: area.outline,
      label: area.name,
      color: AREA_COLOR,
      dashed: true,
      showLabel: true,
    })),
  ];

  let summary: string;
  if (box === TOO_LARGE)
    summary = `Приблизьте карту: могилы показываются в области не больше ${MAX_BBOX_DEGREES}° по каждой стороне.`;
  else if (graves.error) summary = errorText(graves.error);
  else if (!data) summary = 'Загрузка могил…';
  else if (data.clusters.length > 0)
    summary = `В области ${data.count.toLocaleString('ru-RU')} ${pluralRu(data.count, ['могила', 'могилы', 'могил'])}: слишком много, чтобы показать каждую, они собраны в группы. Приблизьте карту или нажмите на группу.`;
  else if (data.count === 0) summary = 'В этой области могил нет.';
  else summary = `Могил в области: ${data.count.toLocaleString('ru-RU')}.`;

  const toggleAdding = () => {
    setSelected(null);
    setAdding(adding ? null : { point: null });
  };

  return (
    <>
      <PageHeader
        title={TITLES[scope]}
        actions={
          cemeteryId !== null &&
          !foreign && (
            <Button
              variant={adding ? 'outlined' : 'contained'}
              startIcon={adding ? undefined : <AddLocationAltOutlined />}
              onClick={toggleAdding}
            >
              {adding ? 'Отменить добавление' : 'Добавить могилу'}
            </Button>
          )
        }
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          mb: 2,
          gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr', md: 'minmax(0, 420px) 220px' },
        }}
      >
        <CemeteryPicker
          value={cemetery.data ? { id: cemetery.data.id, name: cemetery.data.name } : null}
          onChange={(picked) => pick(picked?.id ?? null)}
          municipalCompanyId={governedBy}
        />
        <TextField
          select
          size="small"
          label="Статус"
          value={status}
          onChange={(event) => setStatus(event.target.value as GraveStatus | '')}
        >
          <MenuItem value="">Все</MenuItem>
          {GRAVE_STATUSES.map((value) => (
            <MenuItem key={value} value={value}>
              {GRAVE_STATUS_LABELS[value]}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {cemeteryId === null ? (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Paper variant="outlined">
            <PageState
              kind="empty"
              title="Выберите кладбище"
              text="Его могилы появятся на карте: свободные, зарезервированные и занятые. Здесь же можно подтвердить могилы, которые отметили семьи, и добавить новые."
            />
          </Paper>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <UnconfirmedGraves cemeteryId={null} selected={null} onPick={open} />
          </Paper>
        </Box>
      ) : cemetery.error ? (
        <PageState kind="error" error={cemetery.error} onRetry={() => void cemetery.refetch()} />
      ) : !cemetery.data ? (
        <PageState kind="loading" />
      ) : foreign ? (
        <Paper variant="outlined">
          <PageState
            kind="empty"
            title="Этим кладбищем управляет другая организация"
            text="Здесь показаны кладбища, которыми управляет ваша организация: выберите одно из них."
          />
        </Paper>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 340px' },
            alignItems: 'start',
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <LazyDrawableMap
              label={`Карта кладбища «${cemetery.data.name}»`}
              sx={{ height: { xs: 420, md: 'calc(100vh - 280px)' }, minHeight: { md: 460 } }}
              shapes={shapes}
              dots={dots}
              clusters={clusters}
              edit={adding ? 'point' : null}
              point={adding?.point ?? null}
              pointLabel="Новая могила"
              onPoint={(point) => setAdding({ point })}
              center={cemetery.data.center}
              zoom={17}
              fitKey={`cemetery-${cemetery.data.id}`}
              onBounds={(next) => setBounds(next)}
            />
            <Typography
              variant="body2"
              color={graves.error ? 'error' : 'text.secondary'}
              role="status"
              sx={{ mt: 1 }}
            >
              {summary}
            </Typography>
          </Box>
          <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 3 }}>
            {adding ? (
              <NewGraveForm
                key="new-grave"
                cemeteryId={cemeteryId}
                areas={areas.data ?? []}
                point={adding.point}
                onDone={(id) => {
                  setAdding(null);
                  setSelected(id);
                }}
              />
            ) : selected !== null ? (
              <GraveCard key={selected} id={selected} onClose={() => setSelected(null)} />
            ) : (
              <Typography variant="body2" color="text.secondary">
                Нажмите на могилу на карте, чтобы открыть её карточку.
              </Typography>
            )}
            <UnconfirmedGraves key={cemeteryId} cemeteryId={cemeteryId} selected={selected} onPick={open} />
            <GravesLegend />
          </Paper>
        </Box>
      )}
    </>
  );
}

/** /admin/place-graves «Места захоронений»: every cemetery's graves, the administrator's. */
export function AdminPlaceGravesPage() {
  return <PlaceGravesPage scope="admin" />;
}
