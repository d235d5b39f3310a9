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
    /** what the empty list is for and how to fill it */
    emptyHint: string;
    addFirst: string;
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
    emptyHint:
      'Здесь товары компании с ценами и фотографиями: из них складываются сделки, готовые решения и витрина на странице компании. Добавьте товар или возьмите готовые в «Шаблонах каталога».',
    addFirst: 'Добавить товар',
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
    emptyHint:
      'Здесь услуги компании с ценами: из них складываются сделки, готовые решения и витрина на странице компании. Добавьте услугу или возьмите готовые в «Шаблонах каталога».',
    addFirst: 'Добавить услугу',
    categoriesTitle: 'Категории услуг',
    archived: (name) => `Услуга «${name}» отправлена в архив`,
    restored: (name) => `Услуга «${name}» возвращена из архива`,
    deleted: (name) => `Услуга «${name}» удалена`,
  },
};
