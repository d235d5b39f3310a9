import ContentCopy from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  PLACEHOLDER_GROUP_LABELS,
  PLACEHOLDERS,
  type Placeholder,
  type PlaceholderGroup,
  placeholderTag,
} from '@sp/shared/documents/placeholders';
import { useState } from 'react';
import { PHONE_QUERY } from '../../../components/data-table';
import { copyText } from '../../../lib/copy-text';

/** The tag as typed into Word: `{client_name}`; the loop's own tags are shown as they are. */
const tagOf = (entry: Placeholder) =>
  entry.key.startsWith('#') || entry.key.startsWith('/') ? `{${entry.key}}` : placeholderTag(entry.key);

const GROUPS = Object.keys(PLACEHOLDER_GROUP_LABELS) as PlaceholderGroup[];

function Tag({ tag }: { tag: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      {/* a tag is one word: it widens its column rather than breaking */}
      <Box
        component="code"
        sx={{ fontFamily: 'monospace', fontSize: 13, overflowWrap: 'break-word', minWidth: 0 }}
      >
        {tag}
      </Box>
      <Tooltip title="Скопировать">
        <IconButton size="small" aria-label={`Скопировать ${tag}`} onClick={() => void copyText(tag)}>
          <ContentCopy fontSize="inherit" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}

/** On a phone a group's placeholders as a list: the tag, what it stands for, an example. */
function PhoneList({ label, entries, used }: { label: string; entries: Placeholder[]; used: Set<string> }) {
  return (
    <Paper
      variant="outlined"
      component="ul"
      aria-label={`Плейсхолдеры: ${label}`}
      data-table-cards=""
      sx={{ listStyle: 'none', m: 0, p: 0, overflowWrap: 'break-word' }}
    >
      {entries.map((entry, index) => (
        <Box
          component="li"
          key={entry.key}
          sx={{
            px: 2,
            py: 1.25,
            borderTop: index ? 1 : 0,
            borderColor: 'divider',
            bgcolor: used.has(entry.key) ? 'action.selected' : undefined,
          }}
        >
          <Tag tag={tagOf(entry)} />
          {used.has(entry.key) && (
            <Typography variant="caption" color="primary" component="p">
              есть в шаблоне
            </Typography>
          )}
          <Typography variant="body2">{entry.description}</Typography>
          <Typography variant="caption" color="text.secondary" component="p">
            Пример: {entry.example}
          </Typography>
        </Box>
      ))}
    </Paper>
  );
}

/**
 * The placeholders a template may hold (packages/shared/src/documents/placeholders.ts), by group, each with its
 * description, an example and a copy button; `used` marks the ones a template uses. Searchable.
 */
export function PlaceholderCatalog({ used }: { used?: readonly string[] }) {
  const [query, setQuery] = useState('');
  const words = query.trim().toLowerCase();
  const matches = (entry: Placeholder) =>
    !words || entry.key.toLowerCase().includes(words) || entry.description.toLowerCase().includes(words);
  const usedSet = new Set(used?.map((name) => name.replace(/^items\./, '')));
  const phone = useMediaQuery(PHONE_QUERY, { noSsr: true });
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Вставьте плейсхолдер в документ Word в фигурных скобках, например {'{client_name}'}. Позиции сделки
        выводятся строкой таблицы: в первой ячейке строки {'{#items}{n}'}, в последней {'{sum}{/items}'} —
        строка повторится для каждой позиции. Пустые значения остаются пустыми.
      </Typography>
      <TextField
        label="Найти плейсхолдер"
        size="small"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        sx={{ mb: 2, width: { xs: '100%', sm: 320 } }}
      />
      {GROUPS.map((group) => {
        const entries = PLACEHOLDERS.filter((entry) => entry.group === group && matches(entry));
        if (!entries.length) return null;
        return (
          <Box key={group} component="section" aria-label={PLACEHOLDER_GROUP_LABELS[group]} sx={{ mb: 2 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 500, mb: 0.5 }}>
              {PLACEHOLDER_GROUP_LABELS[group]}
            </Typography>
            {phone ? (
              <PhoneList label={PLACEHOLDER_GROUP_LABELS[group]} entries={entries} used={usedSet} />
            ) : (
              <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
                <Table size="small" aria-label={`Плейсхолдеры: ${PLACEHOLDER_GROUP_LABELS[group]}`}>
                  <TableHead>
                    <TableRow>
                      <TableCell sx={{ fontWeight: 500, width: 260 }}>Плейсхолдер</TableCell>
                      <TableCell sx={{ fontWeight: 500 }}>Что подставляется</TableCell>
                      <TableCell sx={{ fontWeight: 500 }}>Пример</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {entries.map((entry) => {
                      const tag = tagOf(entry);
                      const isUsed = usedSet.has(entry.key);
                      return (
                        <TableRow key={`${group}-${entry.key}`} selected={isUsed}>
                          <TableCell>
                            <Tag tag={tag} />
                            {isUsed && (
                              <Typography variant="caption" color="primary">
                                есть в шаблоне
                              </Typography>
                            )}
                          </TableCell>
                          <TableCell>
                            <Typography variant="body2">{entry.description}</Typography>
                          </TableCell>
                          <TableCell sx={{ overflowWrap: 'break-word' }}>
                            <Typography variant="body2" color="text.secondary">
                              {entry.example}
                            </Typography>
                          </TableCell>
                        </TableRow>
                      );
                    })}
                  </TableBody>
                </Table>
              </Paper>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
