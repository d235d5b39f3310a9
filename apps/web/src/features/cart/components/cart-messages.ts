/** SPEC §8, the cart. */
export const CART_MSG = {
  sent: 'Ваша заявка успешно отправлена.',
  failed: 'Ошибка при отправке заявки. Попробуйте позднее.',
  empty: 'Корзина пуста',
} as const;

export const KIND_TITLES = {
  products: 'Товары',
  services: 'Услуги',
  compositions: 'Готовые решения',
} as const;
