import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { APP_VERSION } from '@sp/shared/version';
import { useState } from 'react';
import { useReleases } from '../api/get-releases';
import { ReleaseChanges } from './release-changes';

/** localStorage flag: the version whose notes this browser has seen. */
export const SEEN_VERSION_KEY = 'release-notes-seen';

function alreadySeen(): boolean {
  try {
    return localStorage.getItem(SEEN_VERSION_KEY) === APP_VERSION;
  } catch {
    return true;
  }
}

/** SPEC §2: the release notes of the current version, 900 px wide, shown once per version. */
export function ChangeDialog() {
  const [seen, setSeen] = useState(alreadySeen);
  const releases = useReleases(!seen);
  const current = releases.data?.find((release) => release.version === APP_VERSION);
  const close = () => {
    localStorage.setItem(SEEN_VERSION_KEY, APP_VERSION);
    setSeen(true);
  };
  if (seen || !current) return null;
  return (
    <Dialog open onClose={close} fullWidth maxWidth={false} slotProps={{ paper: { sx: { maxWidth: 900 } } }}>
      <DialogTitle>Что нового в версии {APP_VERSION}</DialogTitle>
      <DialogContent>
        <ReleaseChanges changes={current.changes} />
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={close}>
          Понятно
        </Button>
      </DialogActions>
    </Dialog>
  );
}
