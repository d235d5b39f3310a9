import { zodResolver } from '@hookform/resolvers/zod';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { Landing, LandingItem } from '@sp/shared/api/landing';
import * as paths from '@sp/shared/routes/paths';
import { LANDING_DESCRIPTION_MAX } from '@sp/shared/validation/rich-text';
import { type ReactNode, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field';
import { RichTextEditor } from '../../../components/rich-text-editor';
import { useTimedErrors } from '../../../components/use-timed-errors';
import { ApiError, errorText } from '../../../lib/api-error';
import { snackbar } from '../../../lib/snackbar-store';
import type { ModuleRights } from '../../../lib/use-module-rights';
import type { CityRef } from '../api/cities';
import type { LandingManager } from '../api/landing-managers';
import { useSaveLanding } from '../api/save-landing';
import { useSaveLandingManagers } from '../api/save-landing-managers';
import { useSavePopularItems } from '../api/save-popular-items';
import { CityPicker } from './city-picker';
import { ColourField } from './colour-field';
import {
  bodyOf,
  FORM_FIELDS,
  formValuesOf,
  type LandingFormValues,
  landingFormSchema,
  parseCoordinate,
} from './landing-form-values';
import { ManagersPicker, personLabel } from './managers-picker';
import type { PickerOption } from './multi-picker';
import { accentOf, mapUrl } from './page-format';
import { PointPicker } from './point-picker';
import { itemLabel, PopularItemsPicker } from './popular-items-picker';

function Section({ title, children, hint }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h3" component="h2" sx={{ mb: hint ? 0.5 : 2 }}>
        {title}
      </Typography>
      {hint && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {hint}
        </Typography>
      )}
      {children}
    </Paper>
  );
}

const sameIds = (a: readonly PickerOption[], b: readonly { id: number }[]) =>
  a.length === b.length && a.every((option, index) => option.id === b[index].id);

type LandingEditorProps = {
  landing: Landing;
  products: readonly LandingItem[];
  services: readonly LandingItem[];
  managers: readonly LandingManager[];
  rights: ModuleRights;
  /** the slides section, edited on its own */
  sliders: ReactNode;
};

/** The company page's editor: text, colour, contacts, map point, publication and what it shows. */
export function LandingEditor({
  landing,
  products,
  services,
  managers,
  rights,
  sliders,
}: LandingEditorProps) {
  const readOnly = !rights.canEdit;
  const form = useForm<LandingFormValues>({
    resolver: zodResolver(landingFormSchema),
    defaultValues: formValuesOf(landing),
  });
  useTimedErrors(form);
  const [chosenProducts, setChosenProducts] = useState<PickerOption[]>(() =>
    products.map((item) => ({ id: item.id, label: itemLabel(item) })),
  );
  const [chosenServices, setChosenServices] = useState<PickerOption[]>(() =>
    services.map((item) => ({ id: item.id, label: itemLabel(item) })),
  );
  const [chosenManagers, setChosenManagers] = useState<PickerOption[]>(() =>
    managers.map((person) => ({ id: person.id, label: personLabel(person) })),
  );
  // the city arrives with the public-search work; pages served without it keep working
  const hasCity = 'city' in landing;
  const [city, setCity] = useState<CityRef | null>(() => (landing as { city?: CityRef | null }).city ?? null);
  const [cityError, setCityError] = useState<string | undefined>();
  const saveLanding = useSaveLanding();
  const saveProducts = useSavePopularItems('products');
  const saveServices = useSavePopularItems('services');
  const saveManagers = useSaveLandingManagers();
  const busy =
    saveLanding.isPending || saveProducts.isPending || saveServices.isPending || saveManagers.isPending;

  const [colour, latitude, longitude] = useWatch({
    control: form.control,
    name: ['color', 'latitude', 'longitude'],
  });
  const point = { latitude: parseCoordinate(latitude), longitude: parseCoordinate(longitude) };
  const validPoint =
    point.latitude !== null &&
    point.longitude !== null &&
    !Number.isNaN(point.latitude) &&
    !Number.isNaN(point.longitude) &&
    Math.abs(point.latitude) <= 90 &&
    Math.abs(point.longitude) <= 180
      ? ([point.latitude, point.longitude] as [number, number])
      : null;
  const pointUrl = validPoint ? mapUrl(validPoint[0], validPoint[1]) : null;
  const pickPoint = (lat: number, lng: number) => {
    const options = { shouldDirty: true, shouldValidate: true };
    form.setValue('latitude', String(lat), options);
    form.setValue('longitude', String(lng), options);
  };
  const preview = accentOf(colour.trim());

  const showServerErrors = (error: unknown) => {
    if (error instanceof ApiError) {
      setCityError(error.fields.city_id?.join(' '));
      for (const [field, messages] of Object.entries(error.fields)) {
        if ((FORM_FIELDS as readonly string[]).includes(field)) {
          form.setError(field as keyof LandingFormValues, { message: messages.join(' ') });
        }
      }
    }
    snackbar.error(errorText(error));
  };

  const handleSave = form.handleSubmit(async (values) => {
    try {
      setCityError(undefined);
      const body = hasCity ? { ...bodyOf(values), city_id: city?.id ?? null } : bodyOf(values);
      const saved = await saveLanding.mutateAsync(body);
      form.reset(formValuesOf(saved));
      if (!sameIds(chosenProducts, products)) await saveProducts.mutateAsync(chosenProducts.map((o) => o.id));
      if (!sameIds(chosenServices, services)) await saveServices.mutateAsync(chosenServices.map((o) => o.id));
      if (!sameIds(chosenManagers, managers)) await saveManagers.mutateAsync(chosenManagers.map((o) => o.id));
      snackbar.success('Страница компании сохранена');
    } catch (error) {
      showServerErrors(error);
    }
  });

  const field = { control: form.control, disabled: readOnly };
  return (
    <Box component="form" noValidate onSubmit={handleSave}>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
        }}
      >
        <Stack spacing={3}>
          <Section title="Описание">
            <Stack spacing={2}>
              <FormTextField {...field} name="title" label="Заголовок страницы" />
              <Controller
                control={form.control}
                name="description"
                render={({ field: description, fieldState }) => (
                  <RichTextEditor
                    label="Описание компании"
                    value={description.value}
                    onChange={description.onChange}
                    onBlur={description.onBlur}
                    maxLength={LANDING_DESCRIPTION_MAX}
                    error={fieldState.error?.message}
                    disabled={readOnly}
                  />
                )}
              />
            </Stack>
          </Section>
          <Section title="Контакты">
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
              }}
            >
              <FormTextField {...field} name="phone" label="Телефон" type="tel" autoComplete="off" />
              <FormTextField {...field} name="email" label="E-mail" type="email" autoComplete="off" />
              <FormTextField {...field} name="website" label="Сайт" autoComplete="off" />
              <FormTextField {...field} name="working_hours" label="Часы работы" />
            </Box>
          </Section>
          <Section
            title="Адрес и точка на карте"
            hint={
              readOnly
                ? 'Координаты в градусах, например 55.7539 и 37.6208.'
                : 'Нажмите на карту или перетащите метку — или введите координаты в градусах, например 55.7539 и 37.6208.'
            }
          >
            <Stack spacing={2}>
              {hasCity && (
                <CityPicker value={city} onChange={setCity} error={cityError} disabled={readOnly} />
              )}
              <FormTextField {...field} name="address" label="Адрес" />
              <Box
                sx={{
                  display: 'grid',
                  gap: 2,
                  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
                }}
              >
                <FormTextField {...field} name="latitude" label="Широта" inputMode="decimal" />
                <FormTextField {...field} name="longitude" label="Долгота" inputMode="decimal" />
              </Box>
              <PointPicker
                point={validPoint}
                cityId={city?.id ?? null}
                name={landing.company_name}
                onPick={readOnly ? undefined : pickPoint}
              />
              {pointUrl && (
                <Link
                  href={pointUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  sx={{ alignSelf: 'flex-start' }}
                >
                  Показать на карте
                </Link>
              )}
            </Stack>
          </Section>
        </Stack>
        <Stack spacing={3}>
          <Section title="Публикация">
            <Controller
              control={form.control}
              name="is_published"
              render={({ field: published }) => (
                <FormControlLabel
                  control={
                    <Switch
                      checked={published.value}
                      onChange={(event) => published.onChange(event.target.checked)}
                      disabled={readOnly}
                    />
                  }
                  label="Страница опубликована"
                />
              )}
            />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {landing.is_published
                ? 'Страницу видят все посетители.'
                : 'Пока страница не опубликована, посетители её не видят.'}
            </Typography>
            {landing.is_published && (
              <Button
                component="a"
                href={paths.company(landing.id)}
                target="_blank"
                rel="noopener"
                endIcon={<OpenInNew />}
                sx={{ mt: 1, px: 0 }}
              >
                Открыть страницу
              </Button>
            )}
          </Section>
          <Section title="Акцентный цвет" hint="Кнопки, заголовки и шапка страницы компании.">
            <Controller
              control={form.control}
              name="color"
              render={({ field: colourField, fieldState }) => (
                <ColourField
                  label="Цвет"
                  value={colourField.value}
                  onChange={colourField.onChange}
                  onBlur={colourField.onBlur}
                  error={fieldState.error?.message}
                  disabled={readOnly}
                />
              )}
            />
            <Box
              data-testid="colour-preview"
              sx={{ mt: 2, borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider' }}
            >
              <Box sx={{ bgcolor: preview, px: 2, py: 1.5 }}>
                <Typography sx={{ color: '#fff', fontWeight: 500, textShadow: '0 1px 2px rgba(0,0,0,.3)' }}>
                  {landing.company_name}
                </Typography>
              </Box>
              <Box sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="h4" component="p" sx={{ color: preview, flexGrow: 1 }}>
                  Заголовок раздела
                </Typography>
                <Box
                  component="span"
                  sx={{ bgcolor: preview, color: '#fff', px: 2, py: 0.75, borderRadius: 1, fontWeight: 500 }}
                >
                  Оставить заявку
                </Box>
              </Box>
            </Box>
          </Section>
          <Section
            title="Популярное"
            hint="Товары и услуги из вашего каталога, которые стоит показать первыми."
          >
            <Stack spacing={2}>
              <PopularItemsPicker
                kind="products"
                value={chosenProducts}
                onChange={setChosenProducts}
                disabled={readOnly}
              />
              <PopularItemsPicker
                kind="services"
                value={chosenServices}
                onChange={setChosenServices}
                disabled={readOnly}
              />
            </Stack>
          </Section>
          <Section title="Менеджеры" hint="Сотрудники, к которым посетители могут обратиться напрямую.">
            <ManagersPicker value={chosenManagers} onChange={setChosenManagers} disabled={readOnly} />
          </Section>
        </Stack>
      </Box>
      <Box sx={{ mt: 3 }}>
        <Section title="Слайды">{sliders}</Section>
      </Box>
      {!readOnly && (
        <Paper
          variant="outlined"
          sx={{
            position: 'sticky',
            bottom: 0,
            mt: 3,
            p: 1.5,
            display: 'flex',
            justifyContent: 'flex-end',
            zIndex: 2,
          }}
        >
          <Button type="submit" variant="contained" disabled={busy}>
            Сохранить
          </Button>
        </Paper>
      )}
    </Box>
  );
}
