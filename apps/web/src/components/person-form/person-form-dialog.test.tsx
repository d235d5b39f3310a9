import { PERSON_MSG, PERSON_PLAIN_EXTRAS, type Person } from '@sp/shared/api/persons';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, type Sent, stubServer } from '../../test/stub-server';
import { PersonFormDialog } from './person-form-dialog';

const SLOW = { timeout: 30_000 };

const person = (overrides: Partial<Person> = {}): Person => ({
  id: 7,
  last_name: 'Кузнецов',
  first_name: 'Иван',
  patronymic: 'Степанович',
  full_name: 'Кузнецов Иван Степанович',
  ...PERSON_PLAIN_EXTRAS,
  gender: 'male',
  date_birth: '1900',
  date_birth_qualifier: 'about',
  date_death: '1942',
  birth_place: 'Кашин',
  city: '',
  burial_city: '',
  burial_place: '',
  note: '',
  avatar: null,
  avatar_thumbnail: null,
  is_living: false,
  memory_page_id: null,
  family_node_id: null,
  created_at: '2026-01-01T10:00:00Z',
  ...overrides,
});

function server() {
  return stubServer((call: Sent) => {
    if (call.method === 'PUT' && call.url.includes('/api/family/person/'))
      return { status: call.url.endsWith('/person/') ? 201 : 200, body: person() };
    return undefined;
  });
}

const sentPut = (sent: Sent[]) => sent.find((call) => call.method === 'PUT')?.body as Record<string, string>;

afterEach(() => vi.unstubAllGlobals());

describe('the person form’s date qualifier', () => {
  it('shows «около» beside the date and sends it back with the date', SLOW, async () => {
    const user = userEvent.setup();
    const sent = server();
    renderWithProviders(<PersonFormDialog open person={person()} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog');
    const qualifier = within(dialog).getByLabelText('Уточнение даты рождения') as HTMLSelectElement;
    expect(qualifier.value).toBe('about');
    expect(qualifier.selectedOptions[0]?.textContent).toBe('Около');
    expect((within(dialog).getByLabelText('Дата рождения') as HTMLInputElement).value).toBe('1900');
    // no second date unless a range is chosen
    expect(within(dialog).queryByLabelText('Вторая дата рождения')).toBeNull();
    expect((within(dialog).getByLabelText('Уточнение даты смерти') as HTMLSelectElement).value).toBe('exact');

    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(sentPut(sent)).toBeTruthy());
    expect(sentPut(sent)).toMatchObject({
      date_birth: '1900',
      date_birth_qualifier: 'about',
      date_birth_to: '',
      date_death: '1942',
      date_death_qualifier: 'exact',
    });
  });

  it('asks for a second date only for «между» and «с … по», and checks it', SLOW, async () => {
    const user = userEvent.setup();
    const sent = server();
    renderWithProviders(<PersonFormDialog open person={person()} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText('Уточнение даты рождения'), 'between');
    const second = within(dialog).getByLabelText('Вторая дата рождения');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText(PERSON_MSG.dateToRequired)).toBeTruthy();
    await user.type(second, '1890');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText(PERSON_MSG.dateToBeforeValue)).toBeTruthy();
    await user.clear(second);
    await user.type(second, '05.1905');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(sentPut(sent)).toBeTruthy());
    expect(sentPut(sent)).toMatchObject({
      date_birth: '1900',
      date_birth_qualifier: 'between',
      date_birth_to: '1905-05',
    });

    // back to «около»: the second date goes away
    await user.selectOptions(within(dialog).getByLabelText('Уточнение даты рождения'), 'from_to');
    expect(within(dialog).getByLabelText('Вторая дата рождения')).toBeTruthy();
    await user.selectOptions(within(dialog).getByLabelText('Уточнение даты рождения'), 'about');
    expect(within(dialog).queryByLabelText('Вторая дата рождения')).toBeNull();
  });

  it('takes words instead of a date, and a new person sends only what is filled', SLOW, async () => {
    const user = userEvent.setup();
    const sent = server();
    renderWithProviders(<PersonFormDialog open person={null} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog');
    const options = [
      ...(within(dialog).getByLabelText('Уточнение даты смерти') as HTMLSelectElement).options,
    ];
    expect(options.map((option) => option.textContent)).toEqual([
      'Точно',
      'Около',
      'До',
      'После',
      'Между',
      'С … по',
      'Вычислено',
      'Оценочно',
      'Словами',
    ]);
    await user.type(within(dialog).getByLabelText('Имя'), 'Łukasz');
    await user.type(within(dialog).getByLabelText('Фамилия'), 'Müller-Ørsted');
    await user.selectOptions(within(dialog).getByLabelText('Уточнение даты смерти'), 'phrase');
    expect(within(dialog).queryByLabelText('Дата смерти')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText(PERSON_MSG.phraseRequired)).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Дата смерти словами'), 'в войну');
    await user.click(within(dialog).getByRole('button', { name: 'Добавить имя' }));
    await user.type(within(dialog).getByLabelText('Фамилия (1)'), 'Kowalski');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(sentPut(sent)).toBeTruthy());
    expect(sentPut(sent)).toEqual({
      first_name: 'Łukasz',
      last_name: 'Müller-Ørsted',
      date_death_qualifier: 'phrase',
      date_death_phrase: 'в войну',
      other_names: JSON.stringify([
        { kind: 'maiden', prefix: '', given: '', surname: 'Kowalski', suffix: '', nickname: '' },
      ]),
    });
  });

  it('shows a Julian date, the source’s words, sex X and the other claims of a birth', SLOW, async () => {
    server();
    renderWithProviders(
      <PersonFormDialog
        open
        person={person({
          gender: 'x',
          date_birth: '1751-02-11',
          date_birth_qualifier: 'exact',
          date_birth_calendar: 'julian',
          date_birth_phrase: '11.02.1750/51',
          facts: [
            {
              kind: 'birth',
              date: { value: '1868', qualifier: 'about', value_to: null, calendar: 'gregorian', phrase: '' },
              place: 'Торжок',
              source: 'Ревизская сказка',
            },
          ],
        })}
        onClose={() => undefined}
      />,
    );
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText('Дата рождения') as HTMLInputElement).value).toBe('11.02.1751');
    expect(within(dialog).getByText('дд.мм.гггг, мм.гггг или гггг; по старому стилю')).toBeTruthy();
    expect((within(dialog).getByLabelText('Как в источнике') as HTMLInputElement).value).toBe(
      '11.02.1750/51',
    );
    expect(within(dialog).getByRole('combobox', { name: 'Пол' }).textContent).toBe('Не указан (иной)');
    expect(within(dialog).getByText('Рождение: около 1868, Торжок — Ревизская сказка')).toBeTruthy();
  });
});
