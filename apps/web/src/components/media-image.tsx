import Avatar, { type AvatarProps } from '@mui/material/Avatar';
import Box, { type BoxProps } from '@mui/material/Box';
import { useMediaSrc } from '../lib/media-src';

/**
 * Images of uploaded files by the API's address: a public one as it is, a private one (/media/private/…: a
 * private or «by link» memory page's photo, a living person's photo) fetched with the session (lib/media-src).
 */
export function MediaAvatar({
  url,
  ...props
}: Omit<AvatarProps, 'src'> & { url: string | null | undefined }) {
  return <Avatar {...props} src={useMediaSrc(url)} />;
}

/** An <img> of an uploaded file; nothing is drawn until a private one has arrived (or when it may not be seen). */
export function MediaImg({
  url,
  alt,
  ...props
}: Omit<BoxProps<'img'>, 'src' | 'component'> & { url: string | null | undefined; alt: string }) {
  const src = useMediaSrc(url);
  return <Box component="img" {...props} src={src} alt={alt} />;
}
