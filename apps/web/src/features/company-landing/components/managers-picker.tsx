import { accountDisplayName } from '@sp/shared/format/account-name';
import { useState } from 'react';
import { useEmployees } from '../../../components/employees/employees';
import { MultiPicker, type PickerOption } from './multi-picker';

type ManagersPickerProps = {
  value: readonly PickerOption[];
  onChange: (value: PickerOption[]) => void;
  disabled?: boolean;
};

export function personLabel(person: { first_name: string; last_name: string }): string {
  return accountDisplayName({ firstName: person.first_name, lastName: person.last_name });
}

/** The employees visitors see with their contacts (ids are membership ids of GET /api/company/managers/). */
export function ManagersPicker({ value, onChange, disabled }: ManagersPickerProps) {
  const [query, setQuery] = useState('');
  const [opened, setOpened] = useState(false);
  const employees = useEmployees({ query, offset: 0, limit: 100 }, opened && !disabled);
  return (
    <MultiPicker
      label="Менеджеры на странице"
      value={value}
      onChange={onChange}
      options={(employees.data?.results ?? []).map((person) => ({
        id: person.id,
        label: personLabel(person),
      }))}
      loading={employees.isFetching}
      onSearch={setQuery}
      onOpen={() => setOpened(true)}
      disabled={disabled}
      helperText={
        employees.isError
          ? 'Не удалось загрузить сотрудников: нужен доступ к разделу «Сотрудники»'
          : 'Посетители увидят их имена, телефоны и e-mail'
      }
    />
  );
}
