import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { CurrentTariff } from '@sp/shared/api/tariffs';
import { limitsOf } from '@sp/shared/api/tariffs';
import { errorText } from '../../../lib/api-error';
import type { BillingSide } from '../../../lib/billing-side';
import { snackbar } from '../../../lib/snackbar-store';
import { useSetAutoRenew } from '../api/set-auto-renew';
import { moscowDate } from './billing-format';
import { UsageList } from './usage-list';

type CurrentTariffCardProps = { current: CurrentTariff; side: BillingSide };

/** The tariff held now and until when, the one bought to follow, running packages, auto-renewal and usage. */
export function CurrentTariffCard({ current, side }: CurrentTariffCardProps) {
  const autoRenew = useSetAutoRenew();
  const { tariff } = current;
  const paid = !tariff.is_free && current.ends_at !== null;
  const renewing = autoRenew.isPending ? Boolean(autoRenew.variables) : Boolean(current.auto_renew);

  return (
    <Paper variant="outlined" component="section" aria-label="Текущий тариф" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="overline" color="text.secondary" component="p">
        Текущий тариф
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography id="current-tariff" variant="h5" component="h2">
          {tariff.name}
        </Typography>
        {tariff.is_free && <Chip size="small" variant="outlined" label="бесплатный" />}
      </Box>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        {paid ? `действует до ${moscowDate(current.ends_at)}` : 'бессрочно'}
      </Typography>
      {current.next && (
        <Typography sx={{ mt: 1 }}>
          Следующий тариф: «{current.next.name}» с {moscowDate(current.next.starts_at)} до{' '}
          {moscowDate(current.next.ends_at)}
        </Typography>
      )}
      {current.packages.length > 0 && (
        <Box sx={{ mt: 1 }}>
          <Typography>Дополнительные пакеты:</Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {current.packages.map((item) => (
              <Typography component="li" key={item.id} variant="body2">
                «{item.name}» — до {moscowDate(item.ends_at)}
              </Typography>
            ))}
          </Box>
        </Box>
      )}
      {paid && (
        <FormControlLabel
          sx={{ mt: 1 }}
          control={
            <Switch
              checked={renewing}
              disabled={autoRenew.isPending}
              onChange={(event) =>
                autoRenew.mutate(event.target.checked, {
                  onSuccess: (_, value) =>
                    snackbar.success(value ? 'Автопродление включено' : 'Автопродление выключено'),
                  onError: (error) => snackbar.error(errorText(error)),
                })
              }
            />
          }
          label="Продлевать автоматически"
        />
      )}
      <Divider sx={{ my: 2 }} />
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1.5, fontWeight: 500 }}>
        Использовано
      </Typography>
      <UsageList keys={limitsOf(side)} limits={current.limits} usage={current.usage} />
    </Paper>
  );
}
