import { describe, expect, it } from 'vitest';
import { toApiError } from './api-error';

describe('toApiError', () => {
  it('shows the messages and keeps the code apart', () => {
    const detail = toApiError(404, { detail: 'Сделка не найдена', error_code: 'orders.not_found' });
    expect(detail.errors).toBe('Сделка не найдена');
    expect(detail.errorCode).toBe('orders.not_found');
    expect(detail.fields).toEqual({});

    const fields = toApiError(400, { email: ['Неверный формат почты'], error_code: 'validation_error' });
    expect(fields.errors).toBe('Неверный формат почты');
    expect(fields.fields).toEqual({ email: ['Неверный формат почты'] });
    expect(fields.errorCode).toBe('validation_error');

    expect(toApiError(500, null)).toMatchObject({ errors: 'Внутренняя ошибка сервера.', errorCode: null });
  });
});
