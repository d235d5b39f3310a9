import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  URGENT_MAX_COMPANIES,
  URGENT_MSG,
  type UrgentRequestCreated,
  type UrgentRequestInput,
  urgentRequestBodySchema,
} from '@sp/shared/api/urgent';
import { isCompleteRussianPhone } from '@sp/shared/format/phone-mask';
import { MSG } from '@sp/shared/validation/messages';
import { useState } from 'react';
import { RECAPTCHA_ERROR } from '../../../components/captcha/recaptcha';
import { useCaptcha } from '../../../components/captcha/use-captcha';
import { GenericDialog } from '../../../components/generic-dialog';
import { ApiError, errorText } from '../../../lib/api-error';
import { useSendUrgent } from '../api/send-urgent';
import {
  type UrgentErrors,
  type UrgentField,
  UrgentForm,
  type UrgentPlace,
  type UrgentValues,
} from './urgent-form';
import { UrgentResult } from './urgent-result';

export type UrgentDialogProps = {
  onClose: () => void;
  /** the search's city or point, to start from */
  cityId?: number | null;
  point?: { lat: number; lng: number } | null;
};

/** The API's field → the form's field: the place answers for city, lat and lng. */
function formField(name: string): UrgentField | null {
  if (name === 'phone' || name === 'address' || name === 'name') return name;
  if (name === 'city' || name === 'lat' || name === 'lng') return 'place';
  return null;
}

function bodyOf(values: UrgentValues): UrgentRequestInput {
  const place: UrgentPlace = values.place;
  return {
    phone: values.phone,
    address: values.address,
    name: values.name,
    ...(place?.kind === 'near' ? { lat: place.lat, lng: place.lng } : {}),
    ...(place?.kind === 'city' ? { city: place.id } : {}),
  };
}

/**
 * «Срочный вызов» (full screen on phones): checked here with the API's own schema, then sent; a refusal
 * (nobody near, too many calls, a field) is shown and the form stays as typed.
 */
export function UrgentDialog({ onClose, cityId = null, point = null }: UrgentDialogProps) {
  const [values, setValues] = useState<UrgentValues>({
    phone: '',
    address: '',
    name: '',
    place: point ? { kind: 'near', ...point } : cityId ? { kind: 'city', id: cityId } : null,
  });
  const [errors, setErrors] = useState<UrgentErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<UrgentRequestCreated | null>(null);
  const captcha = useCaptcha();
  const send = useSendUrgent();

  const change = (patch: Partial<UrgentValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch) as UrgentField[]) delete next[key];
      return next;
    });
  };

  const fail = (fields: Record<string, string[]>, fallback: string) => {
    const found: UrgentErrors = {};
    const rest: string[] = [];
    for (const [name, messages] of Object.entries(fields)) {
      const field = formField(name);
      if (field) found[field] ??= messages[0];
      else rest.push(...messages);
    }
    setErrors(found);
    setProblem(rest.length ? rest.join(' ') : Object.keys(found).length ? null : fallback);
  };

  const submit = async () => {
    if (send.isPending) return;
    setProblem(null);
    const body = bodyOf(values);
    const fields: Record<string, string[]> = {};
    const checked = urgentRequestBodySchema.safeParse(body);
    for (const issue of checked.error?.issues ?? []) {
      const name = String(issue.path[0]);
      fields[name] = [...(fields[name] ?? []), issue.message];
    }
    // the mask writes every number as +7: a short one passes the spec's pattern but cannot be called
    if (!fields.phone && !isCompleteRussianPhone(values.phone)) fields.phone = [MSG.phoneFormat];
    // the schema checks the place only once the fields pass; say it at once
    if (!values.place) fields.city = [URGENT_MSG.placeRequired];
    if (Object.keys(fields).length) {
      fail(fields, 'Проверьте поля формы');
      return;
    }
    let token: string | undefined;
    try {
      token = await captcha.token('urgent_request');
    } catch {
      setProblem(RECAPTCHA_ERROR);
      return;
    }
    try {
      setSent(
        await send.mutateAsync({ ...body, ...(token ? { captcha: token } : {}), action: 'urgent_request' }),
      );
    } catch (error) {
      fail(error instanceof ApiError ? error.fields : {}, errorText(error));
    } finally {
      captcha.renew();
    }
  };

  if (sent) {
    return (
      <GenericDialog open title="Вызов отправлен" onClose={onClose} readOnly>
        <UrgentResult sent={sent} phone={values.phone} />
      </GenericDialog>
    );
  }
  return (
    <GenericDialog
      open
      title="Срочный вызов"
      onClose={onClose}
      onSave={() => void submit()}
      saveText={send.isPending ? 'Отправляем…' : 'Отправить вызов'}
      busy={send.isPending || captcha.missing}
    >
      <Stack spacing={2}>
        <Typography color="text.secondary">
          Оставьте телефон и адрес — вызов на перевозку умершего сразу получат до {URGENT_MAX_COMPANIES}{' '}
          ближайших ритуальных компаний. Он будет первым в их списке заявок, и они перезвонят вам.
        </Typography>
        <Alert severity="info">
          Если врач или полиция ещё не приезжали, сначала позвоните по номеру 112.
        </Alert>
        {problem && (
          <Alert severity="error" onClose={() => setProblem(null)}>
            {problem}
          </Alert>
        )}
        <UrgentForm
          values={values}
          errors={errors}
          onChange={change}
          onSubmit={() => void submit()}
          captchaKey={captcha.key}
          onCaptcha={captcha.setPayload}
        />
      </Stack>
    </GenericDialog>
  );
}
