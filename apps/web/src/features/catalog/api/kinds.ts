import type { CatalogKind } from '@sp/shared/api/catalog';

/** The URL segment of a kind: /api/company-products/products/, /api/company-categories/services/… */
export const KIND_PATH: Record<CatalogKind, 'products' | 'services'> = {
  product: 'products',
  service: 'services',
};

export const itemsBase = (kind: CatalogKind) => `/api/company-products/${KIND_PATH[kind]}/`;
