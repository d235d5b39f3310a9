import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

type FormActionsProps = {
  onCancel: () => void;
  /** the save button's words */
  saveText?: string;
  /** without it the save button submits its form */
  onSave?: () => void;
  busy?: boolean;
};

/** «Отмена» and the save button at the end of a side panel's form (an area, a grave, its parameters). */
export function FormActions({ onCancel, saveText = 'Сохранить', onSave, busy = false }: FormActionsProps) {
  return (
    <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
      <Button color="inherit" onClick={onCancel}>
        Отмена
      </Button>
      <Button type={onSave ? 'button' : 'submit'} variant="contained" onClick={onSave} disabled={busy}>
        {saveText}
      </Button>
    </Box>
  );
}
