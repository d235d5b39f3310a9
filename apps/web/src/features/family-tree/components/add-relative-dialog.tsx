import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type FamilyNode,
  type FamilyRelation,
  type FamilyTreeNode,
  UNKNOWN_PARENT_NAME,
} from '@sp/shared/api/family-tree';
import type { Person } from '@sp/shared/api/persons';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { GenericDialog } from '../../../components/generic-dialog';
import { PersonFormDialog, type PersonFormValues } from '../../../components/person-form/person-form-dialog';
import { errorText } from '../../../lib/api-error';
import { snackbar } from '../../../lib/snackbar-store';
import { addNewPerson, type NodeRelation, useAddExistingPerson } from '../api/add-node';
import { FAMILY_TREE_KEY } from '../api/family-tree';
import { useSearchPerson } from '../api/search-person';
import { nameOf, yearsOf } from './tree-model';

export const RELATION_TITLES: Record<FamilyRelation, string> = {
  parent: 'Добавить родителя',
  child: 'Добавить ребёнка',
  spouse: 'Добавить супруга или супругу',
  sibling: 'Добавить брата или сестру',
};

export type AddRelativeRequest = {
  /** the card the relative is added to; null adds a person with no relation (the first one) */
  target: FamilyTreeNode | null;
  relation: FamilyRelation | null;
  /** the target's spouses: a child's other parent is one of them, or unknown */
  spouses: FamilyTreeNode[];
  /** the target has no parents (a sibling then gets a made-up parent) */
  parentless: boolean;
  /** start with the search among the caller's persons */
  existing?: boolean;
};

type AddRelativeDialogProps = {
  request: AddRelativeRequest | null;
  onClose: () => void;
  onAdded: (node: FamilyNode) => void;
};

/**
 * Who joins the tree: a new person (the persons form, with photo) or one of the caller's persons found by name;
 * for a child, which spouse is the other parent. The server links it all in one transaction.
 */
export function AddRelativeDialog({ request, onClose, onAdded }: AddRelativeDialogProps) {
  const client = useQueryClient();
  const [mode, setMode] = useState<'new' | 'existing'>('new');
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<Person | null>(null);
  const [otherParent, setOtherParent] = useState<number | ''>('');
  const [formOpen, setFormOpen] = useState(false);
  const [choiceError, setChoiceError] = useState('');
  const addExisting = useAddExistingPerson();
  const search = useSearchPerson(query.trim(), request !== null && mode === 'existing');

  // a fresh choice for each request; a child's other parent defaults to the only spouse
  useEffect(() => {
    if (!request) return;
    setMode(request.existing ? 'existing' : 'new');
    setQuery('');
    setChosen(null);
    setChoiceError('');
    setOtherParent(request.relation === 'child' && request.spouses.length === 1 ? request.spouses[0].id : '');
  }, [request]);

  const relation: NodeRelation =
    request?.target && request.relation
      ? {
          relation: request.relation,
          family_node_id: request.target.id,
          other_parent_id: request.relation === 'child' && otherParent !== '' ? otherParent : null,
        }
      : null;
  const title = request?.relation ? RELATION_TITLES[request.relation] : 'Добавить человека в древо';
  const targetName = request?.target ? nameOf(request.target.person) : '';

  const added = (node: FamilyNode) => {
    void client.invalidateQueries({ queryKey: FAMILY_TREE_KEY });
    onAdded(node);
  };

  const handleSave = () => {
    if (mode === 'new') {
      setFormOpen(true);
      return;
    }
    if (!chosen) {
      setChoiceError('Выберите человека из списка');
      return;
    }
    addExisting.mutate(
      { personId: chosen.id, relation },
      {
        onSuccess: (node) => {
          snackbar.success('Персона добавлена в древо');
          added(node);
          onClose();
        },
        onError: (error) => snackbar.error(errorText(error)),
      },
    );
  };

  const initial: Partial<PersonFormValues> = {};
  if (request?.relation === 'spouse' && request.target?.person.gender)
    initial.gender = request.target.person.gender === 'male' ? 'female' : 'male';

  return (
    <>
      <GenericDialog
        open={request !== null && !formOpen}
        title={title}
        onClose={onClose}
        onSave={handleSave}
        saveText={mode === 'new' ? 'Далее' : 'Добавить'}
        busy={addExisting.isPending}
      >
        <Stack spacing={2} sx={{ pt: 0.5 }}>
          {targetName && (
            <Typography color="text.secondary">
              Для кого: <b>{targetName}</b>
            </Typography>
          )}
          {request?.relation === 'child' && (
            <TextField
              select
              label="Второй родитель"
              value={otherParent}
              onChange={(event) =>
                setOtherParent(event.target.value === '' ? '' : Number(event.target.value))
              }
              helperText="Дети от разных браков встанут под своей парой"
            >
              {request.spouses.map((spouse) => (
                <MenuItem key={spouse.id} value={spouse.id}>
                  {nameOf(spouse.person)}
                </MenuItem>
              ))}
              <MenuItem value="">Неизвестен</MenuItem>
            </TextField>
          )}
          {request?.relation === 'sibling' && request.parentless && (
            <Alert severity="info" variant="outlined">
              Родители неизвестны: в древо добавится «{UNKNOWN_PARENT_NAME}», его можно будет переименовать.
            </Alert>
          )}
          <RadioGroup
            aria-label="Кого добавить"
            value={mode}
            onChange={(event) => setMode(event.target.value as 'new' | 'existing')}
          >
            <FormControlLabel value="new" control={<Radio />} label="Нового человека" />
            <FormControlLabel value="existing" control={<Radio />} label="Человека из списка персон" />
          </RadioGroup>
          {mode === 'existing' && (
            <Autocomplete
              options={search.data?.results ?? []}
              value={chosen}
              onChange={(_, value) => {
                setChosen(value);
                setChoiceError('');
              }}
              inputValue={query}
              onInputChange={(_, value) => setQuery(value)}
              filterOptions={(options) => options}
              getOptionLabel={(person) => nameOf(person)}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              loading={search.isFetching}
              loadingText="Ищем…"
              noOptionsText={query.trim() ? 'Никого не нашли' : 'Начните вводить имя'}
              renderOption={({ key, ...props }, person) => (
                <Box component="li" key={key} {...props}>
                  <Box>
                    <div>{nameOf(person)}</div>
                    <Typography variant="body2" color="text.secondary">
                      {[yearsOf(person), person.family_node_id ? 'уже в древе' : '']
                        .filter(Boolean)
                        .join(' · ')}
                    </Typography>
                  </Box>
                </Box>
              )}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label="Персона"
                  autoFocus
                  error={Boolean(choiceError)}
                  helperText={choiceError || 'Фамилия, имя или отчество'}
                />
              )}
            />
          )}
        </Stack>
      </GenericDialog>
      <PersonFormDialog
        open={request !== null && formOpen}
        person={null}
        initial={initial}
        title={targetName ? `${title}: ${targetName}` : title}
        onClose={() => {
          setFormOpen(false);
          onClose();
        }}
        save={async (payload) => {
          const node = await addNewPerson(payload, relation);
          added(node);
          return node.person;
        }}
      />
    </>
  );
}
