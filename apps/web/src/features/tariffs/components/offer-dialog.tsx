import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AUDIENCE_LABELS, AUDIENCES, type Audience, LIMIT_LABELS, limitsOf } from '@sp/shared/api/tariffs';
import { GenericDialog } from '../../../components/generic-dialog';
import type { OfferDraft } from './offer-form';

type OfferDialogProps = {
  open: boolean;
  title: string;
  /** a tariff: every limit, with «без ограничений» and the free flag; a package: what it adds */
  kind: 'tariff' | 'package';
  draft: OfferDraft;
  onChange: (draft: OfferDraft) => void;
  errors: Record<string, string[]>;
  busy: boolean;
  /** a saved offer keeps its audience: purchases and limits were counted by it */
  audienceFixed: boolean;
  onSave: () => void;
  onClose: () => void;
};

/** The administrator's form of a tariff or an additional package (/admin/tariffs, /admin/packets). */
export function OfferDialog(props: OfferDialogProps) {
  const { draft, onChange, errors, kind } = props;
  const error = (key: string) => ({ error: Boolean(errors[key]), helperText: errors[key]?.join(' ') });
  const text = (key: 'name' | 'description' | 'price' | 'period_months' | 'position', label: string) => (
    <TextField
      label={label}
      value={draft[key]}
      onChange={(event) => onChange({ ...draft, [key]: event.target.value })}
      {...error(key)}
      fullWidth
      multiline={key === 'description'}
      minRows={key === 'description' ? 2 : undefined}
      slotProps={{
        htmlInput: {
          inputMode:
            key === 'price' ? 'decimal' : key === 'name' || key === 'description' ? undefined : 'numeric',
        },
      }}
    />
  );
  const free = kind === 'tariff' && draft.is_free;
  return (
    <GenericDialog
      open={props.open}
      title={props.title}
      onClose={props.onClose}
      onSave={props.onSave}
      busy={props.busy}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          select
          label="Для кого"
          value={draft.audience}
          disabled={props.audienceFixed}
          onChange={(event) =>
            onChange({ ...draft, audience: Number(event.target.value) as Audience, limits: {} })
          }
          {...error('audience')}
        >
          {AUDIENCES.map((audience) => (
            <MenuItem key={audience} value={audience}>
              {AUDIENCE_LABELS[audience]}
            </MenuItem>
          ))}
        </TextField>
        {text('name', 'Название')}
        {text('description', 'Описание')}
        {kind === 'tariff' && (
          <FormControlLabel
            control={
              <Checkbox
                checked={draft.is_free}
                onChange={(event) =>
                  onChange({
                    ...draft,
                    is_free: event.target.checked,
                    price: event.target.checked ? '0' : draft.price,
                  })
                }
              />
            }
            label="Бесплатный: его получают все, у кого нет платного"
          />
        )}
        {errors.is_free && (
          <Typography color="error" variant="body2" role="alert">
            {errors.is_free.join(' ')}
          </Typography>
        )}
        {!free && text('price', 'Цена, ₽')}
        {text('period_months', 'Срок, месяцев')}
        <Typography variant="subtitle2" component="h3">
          {kind === 'tariff' ? 'Лимиты' : 'Что добавляет пакет (пустое поле — ничего)'}
        </Typography>
        {errors.grants && (
          <Typography color="error" variant="body2" role="alert">
            {errors.grants.join(' ')}
          </Typography>
        )}
        {limitsOf(draft.audience).map((key) => {
          const limit = draft.limits[key] ?? { value: '', unlimited: false };
          const set = (next: Partial<typeof limit>) =>
            onChange({ ...draft, limits: { ...draft.limits, [key]: { ...limit, ...next } } });
          const field = `${kind === 'tariff' ? 'limits' : 'grants'}.${key}`;
          return (
            <Stack
              key={key}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ alignItems: { sm: 'center' } }}
            >
              <TextField
                label={LIMIT_LABELS[key]}
                value={limit.unlimited ? '' : limit.value}
                disabled={limit.unlimited}
                onChange={(event) => set({ value: event.target.value })}
                {...error(field)}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                sx={{ flexGrow: 1 }}
              />
              {kind === 'tariff' && (
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={limit.unlimited}
                      onChange={(event) => set({ unlimited: event.target.checked })}
                      // each row's box says which limit it lifts (the visible text is the same in every row)
                      slotProps={{ input: { 'aria-label': `${LIMIT_LABELS[key]}: без ограничений` } }}
                    />
                  }
                  label="без ограничений"
                  sx={{ flexShrink: 0 }}
                />
              )}
            </Stack>
          );
        })}
        {text('position', 'Порядок в списке')}
        <FormControlLabel
          control={
            <Checkbox
              checked={draft.is_archive}
              onChange={(event) => onChange({ ...draft, is_archive: event.target.checked })}
            />
          }
          label="В архиве: не предлагается, купленные остаются"
        />
      </Stack>
    </GenericDialog>
  );
}
