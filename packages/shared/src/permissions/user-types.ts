/** SPEC §1: the kinds of account. A company employee is called "manager" in the route rules. */
export const USER_TYPE = {
  guest: 0,
  user: 1,
  company: 2,
  manager: 3,
  admin: 4,
} as const;

export type UserType = (typeof USER_TYPE)[keyof typeof USER_TYPE];
export type AccountUserType = Exclude<UserType, 0>;

export const USER_TYPE_LABELS: Record<UserType, string> = {
  0: 'Гость',
  1: 'Пользователь',
  2: 'Компания',
  3: 'Сотрудник',
  4: 'Администратор',
};

/** In user mode a company owner or employee reads as an ordinary user (SPEC §3 Profile). */
export function effectiveUserType(userType: UserType, userMode: boolean): UserType {
  return userMode && (userType === USER_TYPE.company || userType === USER_TYPE.manager)
    ? USER_TYPE.user
    : userType;
}
