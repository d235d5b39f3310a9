import type { ImportResult } from '@sp/shared/api/backups';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeUploads } from '../../../test/fake-uploads';
import { renderWithProviders } from '../../../test/stub-server';
import { BackupsPage } from './backups-page';

const RESULT: ImportResult = {
  mode: 'replace',
  persons: 25,
  family_links: 31,
  memory_pages: 3,
  files: 12,
  warnings: [],
};

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:archive');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => vi.unstubAllGlobals());

describe('BackupsPage', () => {
  it('downloads the archive, showing that it is being prepared, then its name and size', async () => {
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      calls.push(String(input));
      return new Response(new Uint8Array(2048), {
        headers: {
          'content-type': 'application/zip',
          'content-disposition': 'attachment; filename="svetlaya-pamyat-2026-11-22.zip"',
        },
      });
    });
    renderWithProviders(<BackupsPage />, '/app/backups');
    expect(screen.getByRole('heading', { name: 'Резервные копии' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Скачать архив' }));
    expect(await screen.findByText('Файл «svetlaya-pamyat-2026-11-22.zip» скачан (2 КБ).')).toBeTruthy();
    expect(calls).toEqual(['/api/family/export/']);
    expect(URL.createObjectURL).toHaveBeenCalledOnce();
    expect(HTMLAnchorElement.prototype.click).toHaveBeenCalledOnce();
  });

  it('says in Russian why a download failed', async () => {
    vi.stubGlobal(
      'fetch',
      async () => new Response(JSON.stringify({ detail: 'Требуется вход в систему.' }), { status: 401 }),
    );
    renderWithProviders(<BackupsPage />, '/app/backups');
    await userEvent.click(screen.getByRole('button', { name: 'Скачать GEDCOM (GEDZIP)' }));
    expect(await screen.findByText('Требуется вход в систему.')).toBeTruthy();
  });

  it('restores a dropped archive after a confirmation that says what will happen, then sums it up', async () => {
    const sent = fakeUploads([{ status: 200, body: RESULT }]);
    renderWithProviders(<BackupsPage />, '/app/backups');
    const family = screen.getByRole('region', { name: 'Архив семьи' });
    const restore = within(family).getByRole('button', { name: 'Восстановить' });
    expect((restore as HTMLButtonElement).disabled).toBe(true);

    const archive = new File([new Uint8Array(10)], 'семья.zip', { type: 'application/zip' });
    fireEvent.drop(within(family).getByTestId('drop-zone'), { dataTransfer: { files: [archive] } });
    expect(within(family).getByText('семья.zip · 10 Б')).toBeTruthy();
    await userEvent.click(within(family).getByLabelText(/Заменить: сначала удалить/));
    await userEvent.click(restore);

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Подвердить действие')).toBeTruthy();
    expect(
      within(dialog).getByText(
        'Все ваши персоны, древо, страницы памяти и файлы будут удалены и заменены содержимым архива «семья.zip». Отменить это нельзя.',
      ),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Да' }));

    expect(
      await within(family).findByText(
        'Восстановлено: 25 персон, 31 родственная связь, 3 страницы памяти, 12 файлов',
      ),
    ).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(sent[0].url).toBe('/api/family/export/');
    expect(sent[0].form.get('mode')).toBe('replace');
    expect((sent[0].form.get('archive') as File).name).toBe('семья.zip');
  });

  it('refuses a file of another kind before sending and shows the server’s refusal', async () => {
    const sent = fakeUploads([
      {
        status: 400,
        body: { detail: 'В архиве нет файла manifest.json: это не резервная копия «Светлой памяти».' },
      },
    ]);
    renderWithProviders(<BackupsPage />, '/app/backups');
    const family = screen.getByRole('region', { name: 'Архив семьи' });
    fireEvent.drop(within(family).getByTestId('drop-zone'), {
      dataTransfer: { files: [new File(['x'], 'фото.jpg', { type: 'image/jpeg' })] },
    });
    expect(within(family).getByText('Выберите ZIP-архив резервной копии (.zip).')).toBeTruthy();

    await userEvent.upload(
      within(family).getByLabelText('Архив для восстановления'),
      new File(['x'], 'other.zip', { type: 'application/zip' }),
    );
    await userEvent.click(within(family).getByRole('button', { name: 'Восстановить' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/будут добавлены как новые записи/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Да' }));
    expect(
      await within(family).findByText(
        'В архиве нет файла manifest.json: это не резервная копия «Светлой памяти».',
      ),
    ).toBeTruthy();
    expect(sent[0].form.get('mode')).toBe('add');
  });

  it('imports GEDCOM and lists what could not be kept exactly', async () => {
    const sent = fakeUploads([
      {
        status: 200,
        body: {
          ...RESULT,
          mode: 'add',
          persons: 1,
          family_links: 2,
          memory_pages: 0,
          files: 0,
          warnings: [
            'Приблизительные даты (около, до, после, между) у 1 персоны: сохранён год, исходная запись — в заметке.',
          ],
        },
      },
    ]);
    renderWithProviders(<BackupsPage />, '/app/backups');
    const gedcom = screen.getByRole('region', { name: 'GEDCOM' });
    expect(within(gedcom).queryByText('Как восстановить')).toBeNull();
    await userEvent.upload(
      within(gedcom).getByLabelText('Файл GEDCOM для импорта'),
      new File(['0 HEAD'], 'tree.ged', { type: '' }),
    );
    await userEvent.click(within(gedcom).getByRole('button', { name: 'Импортировать' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Да' }));
    expect(await within(gedcom).findByText('Импортировано: 1 персона, 2 родственные связи')).toBeTruthy();
    expect(within(gedcom).getByText(/у 1 персоны: сохранён год/)).toBeTruthy();
    await waitFor(() => expect(sent[0].url).toBe('/api/family/export/gedcom/'));
    expect((sent[0].form.get('file') as File).name).toBe('tree.ged');
  });
});
