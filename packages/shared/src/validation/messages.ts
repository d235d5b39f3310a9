/** The exact Russian messages of SPEC §5; the typo in CODE_NOT_NUMBER is the contract's own. */
export const MSG = {
  required: 'Поле обязательно для заполнения',
  min3: 'Размер поля не менее 3 символов',
  tooLong: 'Размер поля слишком большой',
  emailFormat: 'Неверный формат почты',
  phoneFormat: 'Неверный формат телефона',
  min8: 'Размер поля не менее 8 символов',
  codeNotNumber: 'Поле дложно быть числом',
  codeLength: 'Размер поля 5 символов',
  nameLength: 'Размер поля от 2 до 15 символов',
  nameLetters: 'Поле не должно содержать пробелы и знаки',
  topUpMin: 'Минимальное пополнение 10',
  min20: 'Размер поля не менее 20 символов',
  imageFormat: 'Неверный формат файла.',
  imageTooLarge: 'Файл имеет слишком большой размер.',
} as const;

/** How long a validation message stays visible in a form (SPEC §5, §9). */
export const VALIDATION_MESSAGE_MS = 4000;

export function fileTooLargeMessage(maxMb: number): string {
  return `Размер файла слишком большой, максимальный размер файла: ${maxMb} Мб.`;
}
