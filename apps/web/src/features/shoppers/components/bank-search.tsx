import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { type Bank, SHOPPER_MSG } from '@sp/shared/api/shoppers';
import { useEffect, useState } from 'react';
import { useBankSearch } from '../api/requisites';

const SEARCH_DELAY_MS = 300;

type BankSearchProps = { onPick: (bank: Bank) => void };

/** Finds a bank by a part of its name or БИК (GET /api/banks/); picking one fills БИК, bank and corr. account. */
export function BankSearch({ onPick }: BankSearchProps) {
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const banks = useBankSearch(query, true);
  return (
    <Autocomplete<Bank>
      options={banks.data?.results ?? []}
      value={null}
      inputValue={text}
      onInputChange={(_, input, reason) => {
        if (reason !== 'reset') setText(input);
      }}
      onChange={(_, bank) => {
        if (bank) {
          onPick(bank);
          setText('');
        }
      }}
      filterOptions={(list) => list}
      getOptionLabel={(bank) => bank.name}
      getOptionKey={(bank) => bank.bic}
      renderOption={(props, bank) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <li key={key} {...rest}>
            {bank.name}, БИК {bank.bic}
          </li>
        );
      }}
      loading={banks.isFetching}
      loadingText="Загрузка…"
      noOptionsText={query.length < 2 ? 'Введите название банка или БИК' : SHOPPER_MSG.bankNotFound}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Найти банк"
          helperText="По названию или БИК: заполнит БИК, банк и корр. счёт"
        />
      )}
    />
  );
}
