import type { Category } from '@sp/shared/api/catalog';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubServer } from '../../../test/stub-server';
import { CategoryDialog } from './category-dialog';

const transport: Category = {
  id: 4,
  name: 'Перевозка умершего',
  is_public: true,
  is_urgent_evacuation: true,
  created_at: '2026-01-01T00:00:00Z',
};

function renderDialog(props: Partial<Parameters<typeof CategoryDialog>[0]>) {
  renderWithProviders(
    <CategoryDialog
      scope="admin"
      kind="service"
      category={null}
      readOnly={false}
      canDelete
      onDelete={() => {}}
      onClose={() => {}}
      {...props}
    />,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the «Срочный вызов» mark on a category', () => {
  it('is offered to administrators on service categories and sent with the name', async () => {
    const sent = stubServer((call) => (call.method === 'PUT' ? { body: transport } : undefined));
    const user = userEvent.setup();
    renderDialog({ category: transport });
    const mark = screen.getByRole('switch', { name: 'Перевозка умершего для «Срочного вызова»' });
    expect(mark).toHaveProperty('checked', true);
    await user.click(mark);
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      method: 'PUT',
      url: expect.stringContaining('/api/admin/categories/services/4/'),
      body: { name: 'Перевозка умершего', is_urgent_evacuation: false },
    });
  });

  it('is not there for product categories or a company’s own', async () => {
    const sent = stubServer((call) =>
      call.method === 'POST' ? { status: 201, body: transport } : undefined,
    );
    const user = userEvent.setup();
    renderDialog({ kind: 'product' });
    expect(screen.queryByRole('switch')).toBeNull();
    await user.type(screen.getByLabelText('Название категории'), 'Гробы');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].body).toEqual({ name: 'Гробы' });
    vi.unstubAllGlobals();
    renderDialog({ scope: 'company' });
    expect(screen.queryAllByRole('switch')).toHaveLength(0);
  });
});
