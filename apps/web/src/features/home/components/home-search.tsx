import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import * as paths from '@sp/shared/routes/paths';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';

/**
 * The home page's search: one field for a name or a service. Enter and «Найти человека» open the people search
 * (public memory pages, never products); «Ритуальные услуги» the search of companies and their offer.
 * A native input rather than MUI's field parts: the landing page keeps its JavaScript small.
 */
export function HomeSearch() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const id = useId();
  const hintId = `${id}-hint`;

  const findPerson = (event: FormEvent) => {
    event.preventDefault();
    navigate(paths.searchPeople(text));
  };

  return (
    <Box
      component="form"
      role="search"
      aria-label="Поиск"
      onSubmit={findPerson}
      sx={{
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        p: { xs: 2, sm: 3 },
        maxWidth: 760,
        boxShadow: '0 1px 3px rgba(31, 42, 28, 0.08)',
      }}
    >
      <Box
        component="label"
        htmlFor={id}
        sx={{ display: 'block', fontWeight: 500, fontSize: '1.05rem', mb: 1, color: 'text.primary' }}
      >
        Найти человека или ритуальную услугу
      </Box>
      <Box
        component="input"
        id={id}
        type="search"
        value={text}
        onChange={(event: ChangeEvent<HTMLInputElement>) => setText(event.target.value)}
        placeholder="Например, Смирнов или венок"
        maxLength={200}
        autoComplete="off"
        enterKeyHint="search"
        aria-describedby={hintId}
        sx={{
          width: '100%',
          boxSizing: 'border-box',
          font: 'inherit',
          fontSize: '1.05rem',
          color: 'text.primary',
          bgcolor: 'background.paper',
          px: 1.75,
          py: 1.5,
          border: 1,
          borderColor: 'rgba(0, 0, 0, 0.23)',
          borderRadius: 1,
          outline: 'none',
          '&:hover': { borderColor: 'text.primary' },
          '&:focus': {
            borderColor: 'primary.main',
            boxShadow: (theme) => `0 0 0 1px ${theme.palette.primary.main}`,
          },
          '&::placeholder': { color: 'text.secondary', opacity: 0.8 },
        }}
      />
      <Box id={hintId} sx={{ color: 'text.secondary', fontSize: '0.875rem', mt: 1 }}>
        Страницы памяти, открытые семьями для всех, и товары и услуги ритуальных компаний
      </Box>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', mt: 2 }}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
        >
          Найти человека
        </Button>
        <Button
          type="button"
          variant="outlined"
          size="large"
          onClick={() => navigate(paths.search(text))}
          sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
        >
          Ритуальные услуги
        </Button>
      </Box>
    </Box>
  );
}
