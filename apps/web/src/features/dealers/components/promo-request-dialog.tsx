import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { dealerPromoRequestSchema, PROMO_AUDIENCE_LABELS, PROMO_MSG } from '@sp/shared/api/promo-codes';
import { dayInZone } from '@sp/shared/format/date-words';
import { useState } from 'react';
import { DateField } from '../../../components/date-fields';
import { GenericDialog } from '../../../components/generic-dialog';
import { type Problems, schemaProblems, serverProblems } from '../../../lib/field-problems';
import { snackbar } from '../../../lib/snackbar-store';
import { type DealerPromoRequestBody, useRequestPromoCode } from '../api/dealer-promo-requests';

type Draft = {
  code: string;
  discount_percent: string;
  audience: '' | '1' | '2';
  max_uses: string;
  valid_until: string;
  note: string;
};
type Field = keyof Draft;
type Errors = Problems<Field>;
const FIELDS: readonly Field[] = ['code', 'discount_percent', 'audience', 'max_uses', 'valid_until', 'note'];

const EMPTY: Draft = {
  code: '',
  discount_percent: '',
  audience: '',
  max_uses: '',
  valid_until: '',
  note: '',
};

/** What the form sends: the audience as a number, empty as null (the shared schema reads the rest). */
const bodyOf = (draft: Draft): DealerPromoRequestBody => ({
  ...draft,
  audience: draft.audience ? (Number(draft.audience) as 1 | 2) : null,
  max_uses: draft.max_uses.trim() || null,
  valid_until: draft.valid_until || null,
});

/** The first message of each field the shared schema refuses, and a past last day. */
function problemsOf(draft: Draft, today: string): Errors {
  const parsed = dealerPromoRequestSchema.safeParse(bodyOf(draft));
  const errors = parsed.success ? {} : schemaProblems(parsed.error, FIELDS);
  if (!errors.valid_until && draft.valid_until && draft.valid_until < today)
    errors.valid_until = PROMO_MSG.validUntil;
  return errors;
}

/**
 * «Запросить промокод»: the dealer's own code (its letters, the discount, whose purchases, how many uses, the last
 * day) and where and to whom it will be handed out; an administrator accepts it with the dealer's share. The
 * server's messages (a code taken) stand under their fields.
 */
export function PromoRequestDialog({ onClose }: { onClose: () => void }) {
  const request = useRequestPromoCode();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const set = (field: Field) => (value: string) => setDraft((before) => ({ ...before, [field]: value }));
  const shown = (field: Field) => ({ error: Boolean(errors[field]), helperText: errors[field] });

  const submit = () => {
    const problems = problemsOf(draft, dayInZone(new Date()));
    setErrors(problems);
    if (Object.keys(problems).length) return;
    request.mutate(bodyOf(draft), {
      onSuccess: (code) => {
        snackbar.success(`Заявка на промокод ${code.code} отправлена администраторам`);
        onClose();
      },
      onError: (error) => setErrors(serverProblems(error, FIELDS)),
    });
  };

  return (
    <GenericDialog
      open
      title="Запросить промокод"
      saveText="Отправить заявку"
      busy={request.isPending}
      onClose={onClose}
      onSave={submit}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Typography color="text.secondary">
          Администратор рассмотрит заявку и назначит вашу долю от оплат по промокоду; после этого промокод
          заработает и появится в разделе «Промокоды».
        </Typography>
        {errors.other && (
          <Alert severity="error" role="alert">
            {errors.other}
          </Alert>
        )}
        <TextField
          label="Промокод"
          required
          autoFocus
          value={draft.code}
          onChange={(event) => set('code')(event.target.value.toUpperCase())}
          {...shown('code')}
          helperText={errors.code ?? 'От 4 до 20 латинских букв, цифр или дефисов'}
          slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
        />
        <TextField
          label="Скидка, %"
          required
          value={draft.discount_percent}
          onChange={(event) => set('discount_percent')(event.target.value)}
          {...shown('discount_percent')}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <TextField
          select
          label="Для кого"
          value={draft.audience}
          onChange={(event) => set('audience')(event.target.value)}
          {...shown('audience')}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">Все</MenuItem>
          <MenuItem value="1">{PROMO_AUDIENCE_LABELS[1]}</MenuItem>
          <MenuItem value="2">{PROMO_AUDIENCE_LABELS[2]}</MenuItem>
        </TextField>
        <TextField
          label="Сколько раз можно использовать"
          value={draft.max_uses}
          onChange={(event) => set('max_uses')(event.target.value)}
          {...shown('max_uses')}
          helperText={errors.max_uses ?? 'Пусто — без ограничения'}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <DateField
          label="Действует до"
          value={draft.valid_until}
          onChange={set('valid_until')}
          problem={errors.valid_until}
          hint="Включительно; пусто — без срока"
          min={dayInZone(new Date())}
          fullWidth
        />
        <TextField
          label="Где и кому вы будете его раздавать"
          multiline
          minRows={3}
          value={draft.note}
          onChange={(event) => set('note')(event.target.value)}
          {...shown('note')}
        />
      </Stack>
    </GenericDialog>
  );
}
