import type { TaskTemplate } from '@sp/shared/api/tasks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { snackbar } from '../../../lib/snackbar-store';
import { renderWithProviders, type Sent, stubServer } from '../../../test/stub-server';
import { TemplateDialog } from './template-dialog';

const SLOW = { timeout: 30_000 };

const template: TaskTemplate = {
  id: 4,
  title: 'Организация похорон',
  description: '<p>Порядок</p>',
  todos: [
    { id: 41, template_id: 4, title: 'Свидетельство', sort_order: 0 },
    { id: 42, template_id: 4, title: 'Катафалк', sort_order: 1 },
  ],
  tasks_count: 0,
  created_at: '2030-03-01T08:00:00Z',
  updated_at: '2030-03-01T08:00:00Z',
};

function server() {
  return stubServer((call: Sent) => {
    const url = new URL(call.url, 'http://x');
    if (call.method === 'GET' && url.pathname === '/api/company-tasks/task-templates/4/')
      return { body: template };
    if (call.method === 'POST' && url.pathname === '/api/company-tasks/task-templates/') {
      return { status: 201, body: { ...template, id: 5, title: 'Похороны' } };
    }
    if (call.method === 'PUT' && url.pathname === '/api/company-tasks/task-templates/4/') {
      return { status: 400, body: { title: ['Такой шаблон уже есть'] } };
    }
    if (call.method === 'PUT' && url.pathname === '/api/company-tasks/todo-templates/42/') {
      return { body: { ...template.todos[1], ...(call.body as object) } };
    }
    return undefined;
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  snackbar.close();
});

describe('the task template dialog', () => {
  it('a new template: asks for its title and the to-do’s text, then sends it whole', SLOW, async () => {
    const sent = server();
    const onClose = vi.fn();
    renderWithProviders(<TemplateDialog templateId={null} readOnly={false} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Новый шаблон задачи' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText('Введите название шаблона')).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    expect(await within(dialog).findByText('Введите текст пункта')).toBeTruthy();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Новый пункт' }),
      'Свидетельство{Enter}',
    );
    expect(within(dialog).queryByText('Введите текст пункта')).toBeNull();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Новый пункт' }), ' Катафалк ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    expect((within(dialog).getByRole('textbox', { name: 'Новый пункт' }) as HTMLInputElement).value).toBe('');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Переместить вверх: Катафалк' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Переименовать: Свидетельство' }));
    const rename = within(dialog).getByRole('textbox', { name: 'Текст пункта' });
    await userEvent.clear(rename);
    await userEvent.type(rename, '{Enter}');
    expect(await within(dialog).findByText('Введите текст пункта')).toBeTruthy();
    await userEvent.type(rename, 'Справка{Enter}');
    const lines = within(dialog).getByRole('list', { name: 'Пункты шаблона' });
    expect(within(lines).getByText('Справка')).toBeTruthy();

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Название' }), ' Похороны ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent.find((call) => call.method === 'POST')?.body).toEqual({
      title: 'Похороны',
      description: '',
      todos: ['Катафалк', 'Справка'],
    });
  });

  it('a saved template: renames a to-do at once, shows the server’s message on the title', SLOW, async () => {
    const sent = server();
    renderWithProviders(<TemplateDialog templateId={4} readOnly={false} onClose={vi.fn()} />);
    // the dialog shows its loading state first, then the form
    const title = await screen.findByRole('textbox', { name: 'Название' });
    const dialog = screen.getByRole('dialog', { name: 'Шаблон задачи' });
    expect((title as HTMLInputElement).value).toBe('Организация похорон');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Переименовать: Катафалк' }));
    const rename = within(dialog).getByRole('textbox', { name: 'Текст пункта' });
    await userEvent.clear(rename);
    await userEvent.type(rename, 'Автобус');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Готово' }));
    await waitFor(() =>
      expect(sent.find((call) => call.method === 'PUT')).toEqual({
        method: 'PUT',
        url: '/api/company-tasks/todo-templates/42/',
        body: { title: 'Автобус' },
      }),
    );

    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText('Такой шаблон уже есть')).toBeTruthy();
    expect(sent.filter((call) => call.method === 'PUT').at(-1)?.body).toEqual({
      title: 'Организация похорон',
      description: '<p>Порядок</p>',
    });
  });
});
