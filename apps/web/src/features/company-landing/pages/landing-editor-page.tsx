import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { PageHeader } from '../../../components/page-header';
import { PageState } from '../../../components/page-state';
import { useModuleRights } from '../../../lib/use-module-rights';
import { useLanding } from '../api/landing';
import { useLandingManagers } from '../api/landing-managers';
import { usePopularItems } from '../api/popular-items';
import { LandingEditor } from '../components/landing-editor';
import { SlidersSection } from '../components/sliders-section';

/** /app/landing: the company's public page, edited (read-only users see it read-only). */
export function LandingEditorPage() {
  const rights = useModuleRights('landing');
  const landing = useLanding();
  const products = usePopularItems('products');
  const services = usePopularItems('services');
  const managers = useLandingManagers();
  const queries = [landing, products, services, managers];
  const failed = queries.find((query) => query.isError);

  return (
    <Box>
      <PageHeader title="Сайт компании" />
      {rights.readOnly && (
        <Alert severity="info" sx={{ mb: 2 }}>
          У вас доступ только для чтения.
        </Alert>
      )}
      {failed ? (
        <PageState
          kind="error"
          error={failed.error}
          onRetry={() => queries.forEach((query) => void query.refetch())}
        />
      ) : landing.data && products.data && services.data && managers.data ? (
        <LandingEditor
          key={landing.data.id}
          landing={landing.data}
          products={products.data}
          services={services.data}
          managers={managers.data}
          rights={rights}
          sliders={<SlidersSection rights={rights} />}
        />
      ) : (
        <PageState kind="loading" />
      )}
    </Box>
  );
}
