import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { CatalogKind } from '@sp/shared/api/catalog';
import { PageHeader } from '../../../components/page-header';
import type { CategoryScope } from '../api/categories';
import { CategoriesList } from '../components/categories-list';
import { KIND_TEXT } from '../components/kind-text';

function CategoriesPage({ scope, kind }: { scope: CategoryScope; kind: CatalogKind }) {
  const title =
    scope === 'admin'
      ? `Общие ${KIND_TEXT[kind].categoriesTitle.toLowerCase()}`
      : KIND_TEXT[kind].categoriesTitle;
  return (
    <Box>
      <CategoriesList
        scope={scope}
        kind={kind}
        header={(onAdd) => (
          <PageHeader
            title={title}
            actions={
              onAdd && (
                <Button variant="contained" startIcon={<Add />} onClick={onAdd}>
                  Новая категория
                </Button>
              )
            }
          />
        )}
      />
    </Box>
  );
}

/** /app/products/categories */
export function ProductCategoriesPage() {
  return <CategoriesPage key="product" scope="company" kind="product" />;
}

/** /app/services/categories */
export function ServiceCategoriesPage() {
  return <CategoriesPage key="service" scope="company" kind="service" />;
}

/** /admin/categories/products: the public product categories every company sees. */
export function AdminProductCategoriesPage() {
  return <CategoriesPage key="admin-product" scope="admin" kind="product" />;
}

/** /admin/categories/services: the public service categories every company sees. */
export function AdminServiceCategoriesPage() {
  return <CategoriesPage key="admin-service" scope="admin" kind="service" />;
}
