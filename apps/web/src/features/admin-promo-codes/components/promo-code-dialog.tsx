import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  PROMO_AUDIENCE_LABELS,
  PROMO_MSG,
  type PromoCode,
  promoCodeCreateSchema,
  promoCodeUpdateSchema,
} from '@sp/shared/api/promo-codes';
import { dayInZone } from '@sp/shared/format/date-words';
import { useState } from 'react';
import { DateField } from '../../../components/date-fields';
import { GenericDialog } from '../../../components/generic-dialog';
import { lastDayOf } from '../../../components/promo-format';
import { type Problems, schemaProblems, serverProblems } from '../../../lib/field-problems';
import { snackbar } from '../../../lib/snackbar-store';
import { useCreatePromoCode, useUpdatePromoCode } from '../api/admin-promo-codes';

type Draft = {
  code: string;
  discount_percent: string;
  dealer_share_percent: string;
  audience: '' | '1' | '2';
  max_uses: string;
  valid_until: string;
  note: string;
};
const FIELDS = [
  'code',
  'discount_percent',
  'dealer_share_percent',
  'audience',
  'max_uses',
  'valid_until',
  'note',
] as const satisfies readonly (keyof Draft)[];
type Errors = Problems<(typeof FIELDS)[number]>;

const EMPTY: Draft = {
  code: '',
  discount_percent: '',
  dealer_share_percent: '0',
  audience: '',
  max_uses: '',
  valid_until: '',
  note: '',
};

const draftOf = (code: PromoCode): Draft => ({
  code: code.code,
  discount_percent: String(code.discount_percent),
  dealer_share_percent: String(code.dealer_share_percent),
  audience: code.audience === null ? '' : (String(code.audience) as Draft['audience']),
  max_uses: code.max_uses === null ? '' : String(code.max_uses),
  valid_until: lastDayOf(code),
  note: code.note,
});

/** What the form sends: numbers as numbers, empty as null (the shared schema reads the rest). */
const bodyOf = (draft: Draft) => ({
  ...draft,
  audience: draft.audience ? Number(draft.audience) : null,
  max_uses: draft.max_uses.trim() || null,
  valid_until: draft.valid_until || null,
});

type PromoCodeDialogProps = {
  /** the code edited; null: a new platform code */
  code: PromoCode | null;
  onClose: () => void;
};

/**
 * The administrator's platform code made (the code, discount, audience, limit of uses, last day, a note), or an
 * active or disabled code's terms changed (a dealer's code also its share). The server's messages stand under
 * their fields; a past last day is refused here already.
 */
export function PromoCodeDialog({ code, onClose }: PromoCodeDialogProps) {
  const [draft, setDraft] = useState<Draft>(() => (code ? draftOf(code) : EMPTY));
  const [errors, setErrors] = useState<Errors>({});
  const create = useCreatePromoCode();
  const update = useUpdatePromoCode();
  const today = dayInZone(new Date());
  const set = (key: (typeof FIELDS)[number]) => (value: string) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  /** the server's messages stand under their fields (a taken code is a 409 under `code`), the rest is said */
  const failed = (error: unknown) => {
    const { other, ...fields } = serverProblems(error, FIELDS);
    setErrors(fields);
    if (other) snackbar.error(other);
  };

  const save = () => {
    const body = bodyOf(draft);
    const changedDay = !code || body.valid_until !== (lastDayOf(code) || null);
    if (changedDay && body.valid_until && body.valid_until < today) {
      setErrors({ valid_until: PROMO_MSG.validUntil });
      return;
    }
    if (!code) {
      const parsed = promoCodeCreateSchema.safeParse(body);
      if (!parsed.success) return setErrors(schemaProblems(parsed.error, FIELDS));
      create.mutate(parsed.data, {
        onSuccess: (saved) => {
          snackbar.success(`Промокод ${saved.code} создан`);
          onClose();
        },
        onError: failed,
      });
      return;
    }
    const parsed = promoCodeUpdateSchema.safeParse({
      discount_percent: body.discount_percent,
      ...(code.dealer ? { dealer_share_percent: body.dealer_share_percent } : {}),
      audience: body.audience,
      max_uses: body.max_uses,
      ...(changedDay ? { valid_until: body.valid_until } : {}),
    });
    if (!parsed.success) return setErrors(schemaProblems(parsed.error, FIELDS));
    update.mutate(
      { id: code.id, body: parsed.data },
      {
        onSuccess: (saved) => {
          snackbar.success(`Промокод ${saved.code} сохранён`);
          onClose();
        },
        onError: failed,
      },
    );
  };

  const text = (key: (typeof FIELDS)[number], label: string, hint?: string, numeric = false) => (
    <TextField
      label={label}
      value={draft[key]}
      onChange={(event) => set(key)(event.target.value)}
      error={Boolean(errors[key])}
      helperText={errors[key] ?? hint}
      fullWidth
      slotProps={{ htmlInput: numeric ? { inputMode: 'numeric' } : undefined }}
    />
  );

  return (
    <GenericDialog
      open
      title={code ? `Промокод ${code.code}` : 'Новый промокод'}
      saveText={code ? 'Сохранить' : 'Создать'}
      busy={create.isPending || update.isPending}
      onClose={onClose}
      onSave={save}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {!code && (
          <TextField
            label="Промокод"
            value={draft.code}
            onChange={(event) => set('code')(event.target.value.toUpperCase())}
            error={Boolean(errors.code)}
            helperText={errors.code ?? 'От 4 до 20 латинских букв, цифр или дефисов, например «ВЕСНА-2026»'}
            slotProps={{ htmlInput: { maxLength: 20, autoCapitalize: 'characters', spellCheck: false } }}
            fullWidth
            required
          />
        )}
        {text('discount_percent', 'Скидка, %', 'От 1 до 90 процентов', true)}
        {code?.dealer &&
          text('dealer_share_percent', 'Доля дилера, %', 'От 0 до 50 процентов от оплаченного', true)}
        <TextField
          select
          label="Для кого"
          value={draft.audience}
          onChange={(event) => set('audience')(event.target.value)}
          error={Boolean(errors.audience)}
          helperText={errors.audience}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          fullWidth
        >
          <MenuItem value="">Все</MenuItem>
          {([1, 2] as const).map((audience) => (
            <MenuItem key={audience} value={String(audience)}>
              {PROMO_AUDIENCE_LABELS[audience]}
            </MenuItem>
          ))}
        </TextField>
        {text('max_uses', 'Сколько раз можно использовать', 'Пусто — без ограничения', true)}
        <DateField
          label="Действует до"
          value={draft.valid_until}
          onChange={set('valid_until')}
          problem={errors.valid_until}
          hint="Включительно, по московскому времени; пусто — без срока"
          min={today}
          fullWidth
        />
        {!code && (
          <TextField
            label="Комментарий"
            value={draft.note}
            onChange={(event) => set('note')(event.target.value)}
            error={Boolean(errors.note)}
            helperText={errors.note ?? 'Для администраторов: где и для чего раздаётся промокод'}
            multiline
            minRows={2}
            fullWidth
          />
        )}
      </Stack>
    </GenericDialog>
  );
}
