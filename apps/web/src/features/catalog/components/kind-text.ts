import type { CatalogKind } from '@sp/shared/api/catalog';

/** What the pages call a product and a service. */
export const KIND_TEXT: Record<
  CatalogKind,
  {
    title: string;
    one: string;
    accusative: string;
    created: string;
    newTitle: string;
    empty: string;
    categoriesTitle: string;
    archived: (name: string) => string;
    restored: (name: string) => string;
    deleted: (name: string) => string;
  }
> = {
  product: {
    title: 'Товары',
    one: 'Товар',
    accusative: 'товар',
    created: 'Товар создан',
    newTitle: 'Новый товар',
    empty: 'Товаров пока нет',
    categoriesTitle: 'Категории товаров',
    archived: (name) => `Товар «${name}» отправлен в архив`,
    restored: (name) => `Товар «${name}» возвращён из архива`,
    deleted: (name) => `Товар «${name}» удалён`,
  },
  service: {
    title: 'Услуги',
    one: 'Услуга',
    accusative: 'услугу',
    created: 'Услуга создана',
    newTitle: 'Новая услуга',
    empty: 'Услуг пока нет',
    categoriesTitle: 'Категории услуг',
    archived: (name) => `Услуга «${name}» отправлена в архив`,
    restored: (name) => `Услуга «${name}» возвращена из архива`,
    deleted: (name) => `Услуга «${name}» удалена`,
  },
};
