import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';

export type Illustration = 'wreath' | 'flowers' | 'monument' | 'coffin' | 'cross' | 'lily' | 'candle';

// Line drawings on a 48 × 48 grid, drawn with the theme's colour (the company's accent on its page).
const DRAWINGS: Record<Illustration, ReactNode> = {
  wreath: (
    <>
      <circle cx="24" cy="21" r="12" opacity=".5" />
      {[0, 40, 80, 120, 240, 280, 320].map((angle) => (
        <path
          key={angle}
          d="M24 9c-1-2.5-4-3.5-6.5-2.5 1 2.5 4 3.5 6.5 2.5zM24 9c-2.5.5-4 2.5-3.5 5 2.5-.5 4-2.5 3.5-5z"
          transform={`rotate(${angle} 24 21)`}
        />
      ))}
      <path d="M21 32l-3 11 3.5-1.5L23 44l1-10M27 32l3 11-3.5-1.5L25 44l-1-10" />
    </>
  ),
  flowers: (
    <>
      {[
        [17, 19],
        [24, 15],
        [31, 19],
      ].map(([x, y]) => (
        <path key={x} d="M0 0c-3-1-4-5-3-8l3 2 3-2c1 3 0 7-3 8z" transform={`translate(${x} ${y})`} />
      ))}
      <path d="M17 19l5 11M24 15v15M31 19l-5 11M16 30h16l-4 13h-8z" />
    </>
  ),
  monument: <path d="M15 40V17a9 9 0 0 1 18 0v23M11 40h26v4H11zM20 21h8M20 26h8M22 31h4" />,
  coffin: <path d="M19 5h10l6 11-4 28H17l-4-28zM24 12v15M19.5 17h9" />,
  cross: <path d="M24 4v38M20 9h8M15 16h18M19 32l10-5M13 44h22" />,
  lily: (
    <path d="M24 44V24M24 24c-6-2-9-8-8-16 5 1 8 5 8 10 0-5 3-9 8-10 1 8-2 14-8 16zM24 37c-5-1-8-4-8-9 5 0 8 4 8 9z" />
  ),
  candle: <path d="M24 6c3 4 4 7 0 10-4-3-3-6 0-10zM24 16v3M19 19h10v21H19zM14 40h20M26 23v5" />,
};

// By the words of the category (or the item's name): the first rule that matches. «Надгробие» is a monument
// before «гроб» is a coffin.
const RULES: readonly (readonly [RegExp, Illustration])[] = [
  [/венк|венок|венч/, 'wreath'],
  [/памятн|надгроб|плит|стел[аы]|благоустр|оград|гранит|мрамор/, 'monument'],
  [/гроб/, 'coffin'],
  [/крест|таблич/, 'cross'],
  [/цвет|букет|флор/, 'flowers'],
  [/свеч|лампад/, 'candle'],
];

/** The drawing for an item without a photo: by its category, then its name, else by its kind. */
export function illustrationOf(
  category: string | null | undefined,
  name: string | null | undefined,
  kind: 'product' | 'service' = 'product',
): Illustration {
  for (const text of [category, name]) {
    const words = (text ?? '').toLowerCase().replace(/ё/g, 'е');
    if (!words) continue;
    const rule = RULES.find(([pattern]) => pattern.test(words));
    if (rule) return rule[1];
  }
  return kind === 'service' ? 'lily' : 'candle';
}

type ItemIllustrationProps = {
  category?: string | null;
  name?: string | null;
  kind?: 'product' | 'service';
  sx?: SxProps<Theme>;
};

/**
 * A calm line drawing in place of a missing photo (a wreath, a monument, a coffin, a cross, flowers, a calla lily
 * for a service, a candle for anything else), filling its box. Decorative: the card names the item.
 */
export function ItemIllustration({ category, name, kind = 'product', sx }: ItemIllustrationProps) {
  const drawing = illustrationOf(category, name, kind);
  return (
    <Box
      data-illustration={drawing}
      sx={[
        (theme) => ({
          width: '100%',
          height: '100%',
          display: 'grid',
          placeItems: 'center',
          color: alpha(theme.palette.primary.main, 0.7),
          bgcolor: alpha(theme.palette.primary.main, 0.06),
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box
        component="svg"
        viewBox="0 0 48 48"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.5}
        strokeLinecap="round"
        strokeLinejoin="round"
        sx={{ width: '60%', height: '60%', maxWidth: 120, maxHeight: 120 }}
      >
        {DRAWINGS[drawing]}
      </Box>
    </Box>
  );
}
