import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PromoCode } from '@sp/shared/api/promo-codes';
import type { Column } from '../../../components/data-table';
import { audienceText, untilText, usesText } from '../../../components/promo-format';

export const nowrap = { whiteSpace: 'nowrap' } as const;
const text = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/** A code's letters, set apart. */
export const codeCell = (code: PromoCode) => (
  <Typography component="span" sx={{ fontFamily: 'monospace', fontWeight: 600, whiteSpace: 'nowrap' }}>
    {code.code}
  </Typography>
);

/** The terms of a code both dealer's lists show: the discount, for whom, the uses and the last day. */
export const TERM_COLUMNS: readonly Column<PromoCode>[] = [
  { key: 'discount', label: 'Скидка', render: (code) => <Box sx={nowrap}>{code.discount_percent} %</Box> },
  { key: 'audience', label: 'Для кого', render: audienceText },
  { key: 'uses', label: 'Использований', render: usesText },
  { key: 'until', label: 'Действует до', render: (code) => <Box sx={nowrap}>{untilText(code)}</Box> },
];

/** Words someone wrote (the dealer's note, the administrator's comment), or a dash. */
export const said = (words: string) =>
  words ? (
    <Typography variant="body2" sx={text}>
      {words}
    </Typography>
  ) : (
    '—'
  );
