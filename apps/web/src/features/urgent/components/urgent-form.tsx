import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { URGENT_ADDRESS_MAX, URGENT_NAME_MAX } from '@sp/shared/api/urgent';
import type { FormEvent } from 'react';
import { CaptchaField } from '../../../components/captcha/captcha-field';
import { CityField } from '../../../components/geo/city-field';
import { NearMe } from '../../../components/geo/near-me';
import { PhoneField } from '../../../components/phone-field';

/** Where to look for companies: the caller's point («Рядом со мной») or a city. */
export type UrgentPlace = { kind: 'near'; lat: number; lng: number } | { kind: 'city'; id: number } | null;
export type UrgentValues = { phone: string; address: string; name: string; place: UrgentPlace };
export type UrgentField = keyof UrgentValues;
export type UrgentErrors = Partial<Record<UrgentField, string>>;

type UrgentFormProps = {
  values: UrgentValues;
  errors: UrgentErrors;
  onChange: (patch: Partial<UrgentValues>) => void;
  onSubmit: () => void;
  captchaKey: number;
  onCaptcha: (payload: string | undefined) => void;
};

/** The call's fields: phone (masked), address, optional name, the place, and the captcha. */
export function UrgentForm({ values, errors, onChange, onSubmit, captchaKey, onCaptcha }: UrgentFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Box component="form" noValidate aria-label="Срочный вызов" onSubmit={submit}>
      <Stack spacing={2} sx={{ pt: 1 }}>
        <PhoneField
          label="Телефон для связи"
          required
          fullWidth
          value={values.phone}
          onChange={(phone) => onChange({ phone })}
          error={Boolean(errors.phone)}
          helperText={errors.phone}
        />
        <TextField
          label="Адрес, где находится умерший"
          required
          fullWidth
          multiline
          minRows={2}
          value={values.address}
          onChange={(event) => onChange({ address: event.target.value })}
          error={Boolean(errors.address)}
          helperText={errors.address ?? 'Город, улица, дом, квартира или название учреждения'}
          slotProps={{ htmlInput: { maxLength: URGENT_ADDRESS_MAX } }}
        />
        <TextField
          label="Как к вам обращаться"
          fullWidth
          autoComplete="name"
          value={values.name}
          onChange={(event) => onChange({ name: event.target.value })}
          error={Boolean(errors.name)}
          helperText={errors.name ?? 'Необязательно'}
          slotProps={{ htmlInput: { maxLength: URGENT_NAME_MAX } }}
        />
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
          <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
            Где искать компании
          </Typography>
          <Stack spacing={1.5}>
            <NearMe
              active={values.place?.kind === 'near'}
              onPoint={(lat, lng) => onChange({ place: { kind: 'near', lat, lng } })}
              onClear={() => onChange({ place: null })}
            />
            <CityField
              cityId={values.place?.kind === 'city' ? values.place.id : null}
              onChange={(city) => onChange({ place: city ? { kind: 'city', id: city.id } : null })}
            />
          </Stack>
          {errors.place && <FormHelperText error>{errors.place}</FormHelperText>}
        </Box>
        <CaptchaField key={captchaKey} onChange={onCaptcha} />
      </Stack>
    </Box>
  );
}
