import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useState } from 'react';

type MonogramProps = {
  /** the picture, if there is one */
  src: string | null | undefined;
  /** what the picture shows, for screen readers; empty when the text beside it says it */
  alt: string;
  /** shown where there is no picture or it fails to load: the initials */
  text: string;
  /** a circle unless `rounded` */
  rounded?: boolean;
  sx?: SxProps<Theme>;
};

/**
 * A picture in a circle (or a rounded square), or the initials where there is none: what MUI's Avatar does, for
 * the public pages, which this saves 1.5 KB of script.
 */
export function Monogram({ src, alt, text, rounded = false, sx = [] }: MonogramProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const picture = src && failed !== src ? src : null;
  return (
    <Box
      sx={[
        {
          width: 40,
          height: 40,
          flexShrink: 0,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          overflow: 'hidden',
          userSelect: 'none',
          borderRadius: rounded ? 1 : '50%',
          fontSize: '1.25rem',
          lineHeight: 1,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {picture ? (
        <Box
          component="img"
          src={picture}
          alt={alt}
          onError={() => setFailed(picture)}
          sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : (
        text
      )}
    </Box>
  );
}
