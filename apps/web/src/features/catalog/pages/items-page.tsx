import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { CatalogKind } from '@sp/shared/api/catalog';
import { PageHeader } from '../../../components/page-header';
import { ItemsCatalog } from '../components/items-catalog';
import { KIND_TEXT } from '../components/kind-text';

function ItemsPage({ kind }: { kind: CatalogKind }) {
  const text = KIND_TEXT[kind];
  return (
    <Box>
      <ItemsCatalog
        kind={kind}
        header={(onAdd) => (
          <PageHeader
            title={text.title}
            actions={
              onAdd && (
                <Button variant="contained" startIcon={<Add />} onClick={onAdd}>
                  Добавить
                </Button>
              )
            }
          />
        )}
      />
    </Box>
  );
}

/** /app/products: the company's products. */
export function ProductsPage() {
  return <ItemsPage key="product" kind="product" />;
}

/** /app/services: the company's services. */
export function ServicesPage() {
  return <ItemsPage key="service" kind="service" />;
}
