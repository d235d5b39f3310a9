import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import Link from '@mui/material/Link';
import OutlinedInput from '@mui/material/OutlinedInput';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import * as paths from '@sp/shared/routes/paths';
import { useDeferredValue, useId, useState } from 'react';
import { useParams } from 'react-router';
import { PageState } from '../../../components/page-state';
import { isMissingAnswer, NOT_FOUND, routeId } from '../../../lib/route-id';
import { RouterLink } from '../../../lib/router-link';
import { useCatalogCompany } from '../api/company';
import { CatalogSection } from '../components/catalog-section';

/** /company/:id/catalog: the company's products, services and ready solutions, each addable to the cart. */
export function CompanyCatalogPage() {
  const { id = '' } = useParams();
  const valid = routeId(id) !== null;
  const company = useCatalogCompany(id, valid);
  const [text, setText] = useState('');
  const query = useDeferredValue(text.trim());
  const fieldId = useId();

  // a malformed id, or one that names no published page: the 404 page, never the API's words
  if (!valid || (company.isError && isMissingAnswer(company.error))) throw NOT_FOUND;
  if (company.isPending) return <Skeleton variant="rounded" height={120} />;
  if (company.isError || !company.data) {
    return <PageState kind="error" error={company.error} onRetry={() => void company.refetch()} />;
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
      {/* the input parts rather than TextField, which would bring the select menu's code to a public page */}
      <FormControl size="small" variant="outlined" sx={{ mb: 3, width: { xs: '100%', sm: 400 } }}>
        <InputLabel htmlFor={fieldId}>Поиск по названию</InputLabel>
        <OutlinedInput
          id={fieldId}
          type="search"
          label="Поиск по названию"
          value={text}
          onChange={(event) => setText(event.target.value)}
          startAdornment={
            <InputAdornment position="start">
              <Search />
            </InputAdornment>
          }
        />
      </FormControl>
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
