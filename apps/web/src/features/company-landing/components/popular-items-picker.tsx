import { useState } from 'react';
import { useCatalogOptions } from '../api/catalog-options';
import type { PopularKind } from '../api/popular-items';
import { MultiPicker, type PickerOption } from './multi-picker';
import { rublesToText } from './page-format';

/** The server takes 24 ids at most (itemIdsBodySchema). */
export const MAX_POPULAR = 24;

type PopularItemsPickerProps = {
  kind: PopularKind;
  value: readonly PickerOption[];
  onChange: (value: PickerOption[]) => void;
  disabled?: boolean;
};

export function itemLabel(item: { name: string; price: number }): string {
  return `${item.name} — ${rublesToText(item.price)}`;
}

/** The company's products or services to show as popular on its page, in the chosen order. */
export function PopularItemsPicker({ kind, value, onChange, disabled }: PopularItemsPickerProps) {
  const [name, setName] = useState('');
  const [opened, setOpened] = useState(false);
  const options = useCatalogOptions(kind, name, opened && !disabled);
  return (
    <MultiPicker
      label={kind === 'products' ? 'Популярные товары' : 'Популярные услуги'}
      value={value}
      onChange={onChange}
      options={(options.data?.results ?? []).map((item) => ({ id: item.id, label: itemLabel(item) }))}
      loading={options.isFetching}
      onSearch={setName}
      onOpen={() => setOpened(true)}
      disabled={disabled}
      max={MAX_POPULAR}
      helperText={`Показываются на странице в этом порядке, не более ${MAX_POPULAR}`}
    />
  );
}
