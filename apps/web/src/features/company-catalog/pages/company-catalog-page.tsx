import Search from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import * as paths from '@sp/shared/routes/paths';
import { useDeferredValue, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { errorText } from '../../../lib/api-error';
import { useCatalogCompany } from '../api/company';
import { CatalogSection } from '../components/catalog-section';

/** /company/:id/catalog: the company's products, services and ready solutions, each addable to the cart. */
export function CompanyCatalogPage() {
  const { id = '' } = useParams();
  const company = useCatalogCompany(id);
  const [text, setText] = useState('');
  const query = useDeferredValue(text.trim());

  if (company.isPending) return <Skeleton variant="rounded" height={120} />;
  if (company.isError || !company.data) {
    return <Alert severity="error">{errorText(company.error)}</Alert>;
  }
  const { company_id: companyId, company_name: name } = company.data;

  return (
    <Box>
      <Link component={RouterLink} to={paths.company(id)} variant="body2">
        ← Страница компании
      </Link>
      <Typography variant="h4" component="h1" sx={{ mt: 1, mb: 2, overflowWrap: 'anywhere' }}>
        Каталог: {name}
      </Typography>
      <TextField
        label="Поиск по названию"
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        size="small"
        sx={{ mb: 3, width: { xs: '100%', sm: 400 } }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search />
              </InputAdornment>
            ),
          },
        }}
      />
      <CatalogSection title="Товары" source="products" companyId={companyId} query={query} />
      <CatalogSection title="Услуги" source="services" companyId={companyId} query={query} />
      <CatalogSection
        title="Готовые решения"
        source="composition-products"
        companyId={companyId}
        query={query}
      />
    </Box>
  );
}
