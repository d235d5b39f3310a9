import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { usePublicCategories } from '../api/search-categories';

export type CategoryFilterProps = {
  kind: 'products' | 'services';
  value: number | null;
  onChange: (id: number | null) => void;
};

/** «Категория» of the products and services tabs (a select: its menu code loads with these tabs). */
export function CategoryFilter({ kind, value, onChange }: CategoryFilterProps) {
  const categories = usePublicCategories(kind);
  const list = categories.data?.results ?? [];
  return (
    <TextField
      select
      size="small"
      label="Категория"
      value={value !== null && list.some((c) => c.id === value) ? String(value) : ''}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      sx={{ minWidth: 220, maxWidth: '100%' }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">Все категории</MenuItem>
      {list.map((category) => (
        <MenuItem key={category.id} value={String(category.id)}>
          {category.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
