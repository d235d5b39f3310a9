import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { USER_TYPE } from '@sp/shared/permissions/user-types';
import { useEffect, useRef } from 'react';
import { usePaging } from '../../../components/paging';
import { useSession } from '../../../lib/session-store';
import { useModuleRights } from '../../../lib/use-module-rights';
import { type JournalScope, useJournalHistory } from '../api/journal-history';
import { JournalTable } from './journal-table';

type RecordHistoryProps = {
  modelName: string;
  recordId: number | string;
  title?: string;
  /** changes when the record was saved: the history is asked again */
  version?: string;
  /** 'platform': a record of no company (an account), read from the administrators' history */
  scope?: JournalScope;
};

/**
 * «История» of one record (a deal on its page): its journal entries newest first, each opening to its fields
 * old → new. Shown to those who may read the journal (module journal, level 3).
 */
export function RecordHistory(props: RecordHistoryProps) {
  const rights = useModuleRights('journal');
  const isAdmin = useSession().profile?.user_type === USER_TYPE.admin;
  // no request without the right: a refused one would cost the session a refresh
  const allowed = props.scope === 'platform' ? isAdmin : rights.canEdit || rights.readOnly;
  return allowed ? <History {...props} /> : null;
}

function History({ modelName, recordId, title = 'История', version, scope = 'company' }: RecordHistoryProps) {
  const paging = usePaging(5);
  const history = useJournalHistory(
    { model_name: modelName, record_id: String(recordId), offset: paging.offset, limit: paging.limit },
    scope,
  );
  const { refetch } = history;
  const seen = useRef(version);
  useEffect(() => {
    if (seen.current === version) return;
    seen.current = version;
    void refetch();
  }, [version, refetch]);
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <JournalTable
        rows={history.data?.results}
        count={history.data?.count ?? 0}
        paging={paging}
        loading={history.isPending}
        error={history.error}
        onRetry={() => void history.refetch()}
        emptyText="Изменений пока нет"
        oneRecord
      />
    </Paper>
  );
}
