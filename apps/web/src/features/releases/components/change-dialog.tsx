import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { effectiveUserType, USER_TYPE } from '@sp/shared/permissions/user-types';
import { APP_VERSION } from '@sp/shared/version';
import { useEffect, useState } from 'react';
import { useSession } from '../../../lib/session-store';
import { useReleases } from '../api/get-releases';
import { audienceOf, changesFor, joinedBefore } from './audience';
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

function markSeen() {
  try {
    localStorage.setItem(SEEN_VERSION_KEY, APP_VERSION);
  } catch {
    // private mode without storage: the dialog may show again next time, nothing worse
  }
}

/**
 * SPEC §2: the release notes of the current version, 900 px wide, shown once per version. Each audience reads only
 * its own changes and the general ones (SPEC §3 availability); a family whose account is newer than the release
 * (its very first visit) sees none, nor does anyone the release has nothing for.
 */
export function ChangeDialog() {
  const { profile, userMode } = useSession();
  const [seen, setSeen] = useState(alreadySeen);
  const releases = useReleases(!seen && profile !== null);
  const current = releases.data?.find((release) => release.version === APP_VERSION);
  const userType = profile ? effectiveUserType(profile.user_type, userMode) : null;
  const newFamily =
    current !== undefined &&
    profile !== null &&
    userType === USER_TYPE.user &&
    !joinedBefore(current, profile.created_at);
  const changes = current && userType !== null ? changesFor(current.changes, audienceOf(userType)) : [];
  const nothingToShow = current !== undefined && (newFamily || changes.length === 0);

  useEffect(() => {
    if (!seen && nothingToShow) {
      markSeen();
      setSeen(true);
    }
  }, [seen, nothingToShow]);

  const close = () => {
    markSeen();
    setSeen(true);
  };
  if (seen || !current || nothingToShow) return null;
  return (
    <Dialog open onClose={close} fullWidth maxWidth={false} slotProps={{ paper: { sx: { maxWidth: 900 } } }}>
      <DialogTitle>Что нового в версии {APP_VERSION}</DialogTitle>
      <DialogContent>
        <ReleaseChanges changes={changes} showAudience={false} />
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={close}>
          Понятно
        </Button>
      </DialogActions>
    </Dialog>
  );
}
