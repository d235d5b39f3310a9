import type { Db } from '../../db/client';
import type { Storage } from '../../platform/storage';
import type { OrdersService } from '../orders/orders.service';
import type { ShowOrdersService } from '../orders/show-orders.service';
import type { ShoppersService } from '../shoppers/shoppers.service';
import type { LimitGuard } from '../tariffs/limits.service';
import { createBurialRegisterService } from './burial-register.service';
import { createCompanyRequisitesService } from './company-requisites.service';
import { createDocumentDownloadsService } from './document-downloads.service';
import { createDocumentTemplatesService } from './document-templates.service';
import { createGeneratedDocumentsService } from './generated-documents.service';
import type { OfficeConverter } from './office';

/**
 * Documents (SPEC §7 /api/documents/, issue 5 §3): the built-in and own templates, documents generated for a deal
 * (the deal read through the orders service, its client through the shoppers service), the PDF by LibreOffice,
 * the download history, the burial register and the company's details for documents. Every record is the
 * company's: another company's template, document or deal answers 404.
 */
export function createDocumentsService(deps: {
  db: Db;
  storage: Storage;
  office: OfficeConverter;
  orders: OrdersService;
  shoppers: ShoppersService;
  showOrders: ShowOrdersService;
  limits: LimitGuard;
}) {
  const { db, storage } = deps;
  const downloads = createDocumentDownloadsService(db);
  return {
    templates: createDocumentTemplatesService({ db, storage, downloads }),
    documents: createGeneratedDocumentsService({ ...deps, downloads }),
    requisites: createCompanyRequisitesService(db),
    downloads,
    burialRegister: createBurialRegisterService(db),
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
